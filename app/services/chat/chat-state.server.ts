// The host opens and closes a stream's chat for viewers, before or during the broadcast; viewers
// follow it live (chat_state) and a closed chat refuses their posts (messages.server.ts).
import { setStreamChatOpen } from "~/models/stream.server";
import { chatStateSchema } from "~/schemas/chat";
import { HttpError } from "~/utils/http.server";
import { publishLiveEvent } from "../realtime/bus.server";
import { forgetCachedStream, STREAM_NOT_FOUND } from "../stream-access.server";

/** Stores and pushes the chat's state; 404 when the stream is not the host's. */
export async function setChatOpen({ hostId, streamId, open }: { hostId: number; streamId: string; open: boolean }) {
  const streamRowId = await setStreamChatOpen({ hostId, streamId, open });
  if (streamRowId === null) throw new HttpError(404, STREAM_NOT_FOUND);
  forgetCachedStream(streamId);
  await publishLiveEvent({ streamRowId, type: "chat_state", data: { open } });
  return { open };
}

/** PATCH /api/streams/{streamId}/chat with `{ open }`: 400 for anything else. */
export async function setChatOpenFromBody({ hostId, streamId, body }: { hostId: number; streamId: string; body: unknown }) {
  const parsed = chatStateSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "open must be true or false");
  return setChatOpen({ hostId, streamId, open: parsed.data.open });
}
