// The waiting room of an event that has one: until the host lets viewers in (or goes live) they
// see a waiting screen instead of the player and the chat; the change is pushed (room_state).
import { setStreamRoomOpen } from "~/models/stream.server";
import { roomStateSchema } from "~/schemas/chat";
import { HttpError } from "~/utils/http.server";
import { publishLiveEvent } from "./realtime/bus.server";
import { forgetCachedStream, STREAM_NOT_FOUND } from "./stream-access.server";

/** Stores and pushes whether the room is open; 404 when the stream is not the host's. */
export async function setRoomOpen({ hostId, streamId, open }: { hostId: number; streamId: string; open: boolean }) {
  const streamRowId = await setStreamRoomOpen({ hostId, streamId, open });
  if (streamRowId === null) throw new HttpError(404, STREAM_NOT_FOUND);
  forgetCachedStream(streamId);
  await publishLiveEvent({ streamRowId, type: "room_state", data: { open } });
  return { open };
}

/** PATCH /api/streams/{streamId}/room with `{ open }`: 400 for anything else. */
export async function setRoomOpenFromBody({ hostId, streamId, body }: { hostId: number; streamId: string; body: unknown }) {
  const parsed = roomStateSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "open must be true or false");
  return setRoomOpen({ hostId, streamId, open: parsed.data.open });
}

/** Whether this stream's viewers are held on the waiting screen now (the page's first render). */
export const isWaiting = (stream: { waitingRoom: boolean; roomOpen: boolean; isLive: boolean }) =>
  stream.waitingRoom && !stream.roomOpen && !stream.isLive;
