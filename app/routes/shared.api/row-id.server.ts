import { parseRowId } from "~/schemas/chat";
import { HttpError } from "~/utils/http.server";

/** A row id from a JSON call's path; a segment that cannot be one is the call's 404, answered without a query. */
export function rowIdOr404(value: string | undefined, notFound: string): number {
  const id = parseRowId(value);
  if (id === null) throw new HttpError(404, notFound);
  return id;
}
