// The moderation log of a stream: every moderation action (messages, viewers, the chat's
// settings) with who took it. Moderation services record here; the host reads it on Event
// Settings and by GET /api/streams/{streamId}/moderation-log.
import { insertModerationLog, listModerationLog, type NewModerationLogEntry } from "~/models/moderation.server";
import type { ModerationLogEntry } from "~/contracts/chat-shapes";
import { requireHostStream } from "./stream-access.server";

/** Records one moderation action: `actorId` is the signed-in user who acted (the host, or a moderator). */
export async function recordModeration(entry: NewModerationLogEntry) {
  await insertModerationLog(entry);
}

/** The stream's log, newest first; 404 when the stream is not the host's. */
export async function moderationLogForHost({ hostId, streamId }: { hostId: number; streamId: string }): Promise<ModerationLogEntry[]> {
  const stream = await requireHostStream(hostId, streamId);
  return listModerationLog({ streamRowId: stream.rowId });
}
