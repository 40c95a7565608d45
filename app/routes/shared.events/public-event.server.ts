// What the public pages of an event (/events/{eventId} for visitors, /event-registration/{id})
// show of it alike.
import type { PublicEvent } from "~/models/event.server";
import { isOnDemandOpen } from "~/services/recordings/on-demand.server";
import { replayNoticeOf } from "~/services/recordings/replays.server";

/** The event as a visitor reads about it. */
export const publicEventFace = (event: PublicEvent) => ({
  id: event.id,
  title: event.title,
  description: event.description,
  coverImageUrl: event.coverImageUrl,
  hostName: event.hostName,
  hostBio: event.hostBio,
  status: event.status,
  durationMinutes: event.durationMinutes,
});

/** What a completed event still gives its visitors: the replay's notice, and whether it runs on demand. */
export async function replayAndOnDemand(event: PublicEvent) {
  const completed = event.status === "completed";
  return {
    replay: completed ? await replayNoticeOf(event.id) : null,
    onDemand: completed && (await isOnDemandOpen(event.id)),
  };
}
