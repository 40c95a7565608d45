import { sql, type Expression, type SqlBool } from "kysely";
import { HttpError } from "./http.server";

/**
 * Cursor pagination shared by every list call: a page's cursor is its last row's sort key and id
 * (base64url JSON, opaque to clients), so a row inserted between two pages never shifts the next
 * page the way an offset would. The next page is announced in `Link: <…>; rel="next"` and
 * `X-Next-Cursor`; the body keeps the shape the call always had.
 */

/** Where a page ends: the last row's sort value (an ISO time) and its id, the tie-breaker. */
export interface PageKey {
  at: string;
  id: number;
}

/** What a caller asked for: no limit (and no cursor) keeps the call's unpaged answer. */
export interface PageRequest {
  limit: number | undefined;
  after: PageKey | null;
}

const MAX_ID = 2_147_483_647;

export const BAD_CURSOR = "The cursor is not valid: pass the one from the previous page's Link or X-Next-Cursor header.";

export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.at, key.id])).toString("base64url");
}

export function decodeCursor(cursor: string): PageKey {
  let value: unknown;
  try {
    value = /^[A-Za-z0-9_-]{1,400}$/.test(cursor) ? JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) : null;
  } catch {
    value = null;
  }
  if (!Array.isArray(value) || value.length !== 2) throw new HttpError(400, BAD_CURSOR, { fieldErrors: { cursor: [BAD_CURSOR] } });
  const [at, id] = value as unknown[];
  // Only a time's characters and an id the databases' integer columns hold: the key goes into SQL.
  if (typeof at !== "string" || !/^[\d\-T:.Z+]{0,40}$/.test(at) || !Number.isSafeInteger(id) || (id as number) < 1 || (id as number) > MAX_ID) {
    throw new HttpError(400, BAD_CURSOR, { fieldErrors: { cursor: [BAD_CURSOR] } });
  }
  return { at, id: id as number };
}

/** A page's size and start from the parsed `limit` and `cursor`: a cursor without a limit pages by `defaultLimit`. */
export function pageRequest({ limit, cursor }: { limit?: number; cursor?: string }, { defaultLimit }: { defaultLimit: number }): PageRequest {
  const after = cursor ? decodeCursor(cursor) : null;
  return { limit: limit ?? (after ? defaultLimit : undefined), after };
}

/**
 * The SQL condition "comes after the cursor" for rows ordered by (at, id), both descending
 * (newest first) or both ascending (oldest first).
 */
export function afterKey(atColumn: string, idColumn: string, key: PageKey, order: "asc" | "desc"): Expression<SqlBool> {
  const at = sql.ref(atColumn);
  const id = sql.ref(idColumn);
  return order === "desc"
    ? sql<SqlBool>`(${at} < ${key.at} or (${at} = ${key.at} and ${id} < ${key.id}))`
    : sql<SqlBool>`(${at} > ${key.at} or (${at} = ${key.at} and ${id} > ${key.id}))`;
}

/** The same test on a row already in memory (lists whose filters are computed, not stored). */
export function comesAfter(row: PageKey, key: PageKey, order: "asc" | "desc"): boolean {
  const sign = order === "desc" ? -1 : 1;
  if (row.at !== key.at) return (row.at < key.at ? -1 : 1) === sign;
  return (row.id < key.id ? -1 : 1) === sign && row.id !== key.id;
}

/**
 * One page of rows fetched with `limit + 1` (the extra row only says another page exists) and the
 * cursor of the next page, or null on the last one. Without a limit every row is the page.
 */
export function takePage<T>(rows: T[], limit: number | undefined, keyOf: (row: T) => PageKey): { items: T[]; next: PageKey | null } {
  if (limit === undefined || rows.length <= limit) return { items: rows, next: null };
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next: last ? keyOf(last) : null };
}

/** In-memory paging of rows already sorted by (at, id) in `order`. */
export function pageInMemory<T>(rows: T[], page: PageRequest, keyOf: (row: T) => PageKey, order: "asc" | "desc") {
  const after = page.after;
  const rest = after ? rows.filter((row) => comesAfter(keyOf(row), after, order)) : rows;
  return takePage(page.limit === undefined ? rest : rest.slice(0, page.limit + 1), page.limit, keyOf);
}

/** The next page's headers: `Link` to the same URL with the new cursor, and the cursor alone. */
export function nextPageHeaders(url: URL, next: PageKey | null): Record<string, string> {
  if (!next) return {};
  const cursor = encodeCursor(next);
  const link = new URL(url);
  link.searchParams.set("cursor", cursor);
  return { Link: `<${link.pathname}${link.search}>; rel="next"`, "X-Next-Cursor": cursor };
}
