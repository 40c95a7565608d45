// The chat's settings the host changes live: open to viewers (the room switch) and slow mode.
// Each change is pushed (`chat_settings`, and `chat_state` for the open switch) and logged.
import { getChatSettings, setSlowMode } from "~/models/moderation.server";
import { chatSettingsSchema, type ChatSettingsInput } from "~/schemas/chat";
import { parseStreamId } from "~/schemas/stream";
import { HttpError } from "~/utils/http.server";
import type { ChatSettings } from "~/contracts/chat-shapes";
import { recordModeration } from "../moderation-log.server";
import { publishLiveEvent } from "~/services/realtime/index.server";
import { setRoomSwitch } from "../room-switches.server";
import { forgetCachedStream, STREAM_NOT_FOUND } from "../stream-access.server";

/** Applies what is given (open, slow mode) to the host's stream; its settings after. 404 when not the host's. */
export async function setChatSettings({
  hostId,
  actorId,
  streamId,
  input,
}: {
  hostId: number;
  actorId: number;
  streamId: string;
  input: ChatSettingsInput;
}): Promise<ChatSettings> {
  const id = parseStreamId(streamId);
  const current = id ? await getChatSettings({ hostId, streamId: id }) : null;
  if (!id || !current) throw new HttpError(404, STREAM_NOT_FOUND);
  if (input.open !== undefined) await setRoomSwitch({ hostId, actorId, streamId: id, name: "chatOpen", open: input.open });
  let settings: ChatSettings = { ...current.settings, open: input.open ?? current.settings.open };
  if (input.slowModeSeconds !== undefined) {
    const changed = await setSlowMode({ hostId, streamId: id, seconds: input.slowModeSeconds });
    if (!changed) throw new HttpError(404, STREAM_NOT_FOUND);
    forgetCachedStream(id);
    settings = changed.settings;
    await recordModeration({ streamRowId: changed.streamRowId, actorId, action: "slow_mode", details: { seconds: input.slowModeSeconds } });
  }
  await publishLiveEvent({ streamRowId: current.streamRowId, type: "chat_settings", data: settings });
  return settings;
}

/** PATCH /api/streams/{streamId}/chat-settings: `{ open?, slowModeSeconds? }`, at least one; 400 otherwise. */
export async function setChatSettingsFromBody({ body, ...target }: { hostId: number; actorId: number; streamId: string; body: unknown }) {
  const parsed = chatSettingsSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(400, issue?.message ?? "Invalid chat settings", {
      fieldErrors: Object.fromEntries(parsed.error.issues.filter((i) => i.path.length).map((i) => [i.path.join("."), [i.message]])),
    });
  }
  return setChatSettings({ ...target, input: parsed.data });
}
