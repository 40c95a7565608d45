// What holds a viewer's post back besides the chat's switches: a timeout (chat and questions) and
// slow mode (chat). Both are read from the database, so they hold across processes; the host
// (and later moderators) never post as viewers, so neither applies to them.
import { takeSlowModeSlot } from "~/models/moderation.server";
import { viewerRegistration } from "~/models/registration.server";
import type { ViewerRecord } from "~/models/viewer.server";
import { HttpError } from "~/utils/http.server";
import { slowModeRefusal, timedOutText } from "~/contracts/moderation";
import type { AccessStream } from "../stream-access.server";

/** The zone a viewer reads times in: the one they registered with, else the event's. */
export async function viewerZone(stream: Pick<AccessStream, "timezone">, viewer: Pick<ViewerRecord, "id">) {
  return (await viewerRegistration({ viewerId: viewer.id }))?.timezone ?? stream.timezone ?? "UTC";
}

/** The end of the viewer's timeout while it lasts; null otherwise. */
export const activeTimeout = (viewer: Pick<ViewerRecord, "timedOutUntil">, now = new Date()) =>
  viewer.timedOutUntil && Date.parse(viewer.timedOutUntil) > now.getTime() ? viewer.timedOutUntil : null;

/** 403 "You're timed out until 2:05 PM." (with the ISO moment as `details.timedOutUntil`) while the viewer's timeout lasts. */
export async function requireNotTimedOut(stream: AccessStream, viewer: ViewerRecord) {
  const until = activeTimeout(viewer);
  if (!until) return;
  throw new HttpError(403, timedOutText(until, await viewerZone(stream, viewer)), { details: { timedOutUntil: until }, kind: "timed_out" });
}

/** Under slow mode, takes the viewer's next message slot or refuses with 429 and Retry-After (the seconds left). */
export async function takeSlowModeTurn(stream: AccessStream, viewer: ViewerRecord) {
  if (stream.slowModeSeconds <= 0) return;
  const turn = await takeSlowModeSlot({ viewerId: viewer.id, seconds: stream.slowModeSeconds });
  if (!turn.allowed)
    throw new HttpError(429, slowModeRefusal(turn.retryAfterSeconds), { retryAfterSeconds: turn.retryAfterSeconds, kind: "slow_mode" });
}

/** When the viewer may send their next message under slow mode (ISO), if that is still ahead; null otherwise. */
export function nextMessageAt(stream: Pick<AccessStream, "slowModeSeconds">, viewer: Pick<ViewerRecord, "lastChatAt">, now = new Date()) {
  if (stream.slowModeSeconds <= 0 || !viewer.lastChatAt) return null;
  const next = Date.parse(viewer.lastChatAt) + stream.slowModeSeconds * 1000;
  return next > now.getTime() ? new Date(next).toISOString() : null;
}
