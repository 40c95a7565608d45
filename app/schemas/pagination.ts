import * as z from "zod";

/** The most rows one page of a list call carries. */
export const MAX_PAGE_LIMIT = 500;
/** A page's size when a cursor comes without a limit. */
export const DEFAULT_PAGE_LIMIT = 100;

export const PAGE_TEXTS = {
  limit: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`,
  moment: "Use an ISO 8601 date or time, e.g. 2026-05-01 or 2026-05-01T09:00:00Z.",
} as const;

/** `?limit=&cursor=` of every paged list call. */
export const pageQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,4}$/, PAGE_TEXTS.limit)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_LIMIT, PAGE_TEXTS.limit)
    .optional()
    .meta({ description: `Rows per page, 1 to ${MAX_PAGE_LIMIT}. Without it (and without a cursor) the call answers as it always has.` }),
  cursor: z
    .string()
    .max(400)
    .optional()
    .meta({ description: "The next page: the value of the previous answer's X-Next-Cursor header (or follow its Link header)." }),
});

/** A moment in a filter (`from`, `to`, `since`) as the UTC ISO text the database keeps. */
export const momentSchema = z
  .string()
  .trim()
  .refine((text) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text)), PAGE_TEXTS.moment)
  .transform((text) => new Date(text).toISOString());
