import type { HeadersFunction } from "@remix-run/node";

/** A refused account form says when to try again (Retry-After), with or without JavaScript. */
export const headersWithRetryAfter: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
