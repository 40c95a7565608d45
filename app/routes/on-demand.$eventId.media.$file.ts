import type { LoaderFunctionArgs } from "@remix-run/node";
import { recordingMediaResponse } from "~/routes/shared.rooms/replay-page.server";
import { onDemandMediaFor } from "~/services/recordings/on-demand.server";
import { pageNotFound } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";

// The recording's playlist and segments (onDemandMediaUrl(eventId)) for viewers seated in one of
// the event's sessions playing now: authorised by the viewer cookie the session page set. Anyone
// else gets a 404 that tells nothing.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const eventId = parseEventId(params.eventId);
  if (eventId === null || !params.file) return pageNotFound();
  return recordingMediaResponse(request, await onDemandMediaFor({ request, eventId, file: params.file }));
}
