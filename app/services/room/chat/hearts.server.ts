// Hearts from the watch page: counted, pushed to everyone, and limited per sender.
import { insertHeart } from "~/models/chat.server";
import { HttpError } from "~/utils/http.server";
import type { HeartAccepted } from "~/contracts/chat-shapes";
import { publishLiveEvent, tokenBucketLimit } from "~/services/realtime/index.server";
import { requireAudience } from "../stream-access.server";

export const HEARTS_TOO_FAST = "Too many hearts at once. Wait a moment.";
/** Hearts: 5 per 2 seconds per sender; extra ones are dropped (429). */
export const HEART_BURST = 5;
export const HEARTS_PER_SECOND = 2.5;

/** Held across processes on PostgreSQL (see tokenBucketLimit). */
const heartLimit = () => tokenBucketLimit("hearts", HEART_BURST, HEARTS_PER_SECOND);

/**
 * A heart from the watch page: counted and pushed to everyone as `heart` `{ count: 1 }`. Who may
 * send is who may read the chat; each sender (viewer, host, or an open event's visitor by
 * address) gets HEART_BURST per 2 s, extra hearts are refused with 429 and not counted.
 */
export async function sendHeart({
  request,
  streamId,
  token,
  clientIp,
}: {
  request: Request;
  streamId: string;
  token?: string | null;
  clientIp: string;
}): Promise<HeartAccepted> {
  const { stream, audience } = await requireAudience({ request, streamId, token, cached: true, purpose: "chat" });
  const key =
    audience.kind === "host"
      ? `host:${audience.hostId}`
      : audience.kind === "viewer"
        ? `viewer:${audience.viewerId}`
        : `ip:${stream.rowId}:${clientIp}`;
  const limit = await heartLimit().take(key);
  if (!limit.allowed) throw new HttpError(429, HEARTS_TOO_FAST, { retryAfterSeconds: limit.retryAfterSeconds });
  await insertHeart({ streamRowId: stream.rowId, viewerId: audience.kind === "viewer" ? audience.viewerId : null });
  await publishLiveEvent({ streamRowId: stream.rowId, type: "heart", data: { count: 1 } });
  return { accepted: true };
}
