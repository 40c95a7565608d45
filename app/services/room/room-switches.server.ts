// The host's two switches of a stream's room, thrown live from the chat panel or the JSON calls:
// the chat open or closed for viewers (chat_state; a closed chat refuses their posts), and the
// waiting room open or not (room_state: until the host lets viewers in, or goes live, they see a
// waiting screen instead of the player and the chat).
import { setStreamSwitch, type StreamSwitch } from "~/models/stream.server";
import { openSwitchSchema } from "~/schemas/chat";
import { HttpError } from "~/utils/http.server";
import { recordModeration } from "./moderation-log.server";
import { publishLiveEvent } from "~/services/realtime/index.server";
import { forgetCachedStream, STREAM_NOT_FOUND } from "./stream-access.server";

const PUSHED_AS = { chatOpen: "chat_state", roomOpen: "room_state" } as const satisfies Record<StreamSwitch, string>;

/** Stores and pushes a switch; 404 when the stream is not the host's. Opening or closing the chat is logged with who did it (`actorId`). */
export async function setRoomSwitch({
  hostId,
  actorId,
  streamId,
  name,
  open,
}: {
  hostId: number;
  actorId: number;
  streamId: string;
  name: StreamSwitch;
  open: boolean;
}) {
  const streamRowId = await setStreamSwitch({ hostId, streamId, name, open });
  if (streamRowId === null) throw new HttpError(404, STREAM_NOT_FOUND);
  forgetCachedStream(streamId);
  await publishLiveEvent({ streamRowId, type: PUSHED_AS[name], data: { open } });
  if (name === "chatOpen") await recordModeration({ streamRowId, actorId, action: open ? "chat_open" : "chat_close" });
  return { open };
}

/** PATCH /api/streams/{streamId}/chat or /room with `{ open }`: 400 for anything else. */
export async function setRoomSwitchFromBody({
  body,
  ...target
}: {
  hostId: number;
  actorId: number;
  streamId: string;
  name: StreamSwitch;
  body: unknown;
}) {
  const parsed = openSwitchSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "open must be true or false");
  return setRoomSwitch({ ...target, open: parsed.data.open });
}

/** Whether this stream's viewers are held on the waiting screen now (the page's first render). */
export const isWaiting = (stream: { waitingRoom: boolean; roomOpen: boolean; isLive: boolean }) =>
  stream.waitingRoom && !stream.roomOpen && !stream.isLive;
