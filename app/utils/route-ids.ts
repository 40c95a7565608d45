// Ids read from a route's path, checked without a schema library (pages import these for their
// loaders, and the browser bundle should not carry zod for it): a positive integer, else null.

/** An event's id: 1 to 2^31 - 1 in plain digits. */
export function parseEventId(value: string | undefined | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** An on-demand session's id. */
export function parseSessionId(value: string | undefined): number | null {
  return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
}
