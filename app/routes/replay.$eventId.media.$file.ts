import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadReplayMedia } from "~/routes/shared.rooms/replay-page.server";

// The replay's playlist and segments (replayMediaUrl(eventId)), for the event's registrants only:
// authorised by the viewer cookie their replay page set.
export const loader = ({ request, params }: LoaderFunctionArgs) => loadReplayMedia(request, params.eventId, params.file);
