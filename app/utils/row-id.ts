/** The largest id an integer column holds on both databases. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id from a URL segment, or null when it cannot be one (answered with 404 without a query). */
export function parseRowId(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}
