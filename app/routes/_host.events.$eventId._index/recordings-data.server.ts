// The event dashboard's Recordings card: what it lists (loader) and its delete form
// (intent=delete-recording, works without JavaScript: the answer lands on the card).
import {
  DELETE_RECORDING,
  formatClock,
  formatMegabytes,
  RECORDING_STATUS,
  RECORDINGS_ID,
  type RecordingItem,
  type RecordingsListData,
} from "~/components/event-dashboard/recordings-list";
import { getEvent } from "~/models/event.server";
import { parseRecordingId } from "~/schemas/recording";
import {
  deleteRecordingForHost,
  listRecordingsForHostEvent,
  RECORDING_MESSAGES,
  type RecordingSummary,
} from "~/services/video/self-hosted/recordings.server";
import { redirectWithToast } from "~/services/account/toast.server";
import { formFailure } from "~/utils/form-result.server";
import { HttpError, pageNotFound } from "~/utils/http.server";

export const isRecordingIntent = (value: unknown): value is typeof DELETE_RECORDING => value === DELETE_RECORDING;

export function recordingItem(recording: RecordingSummary, timeZone: string): RecordingItem {
  const started = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(recording.startedAt));
  return {
    id: recording.id,
    startedAt: recording.startedAt,
    startedLabel: started,
    duration: formatClock(recording.durationSeconds),
    size: formatMegabytes(recording.bytes),
    statusLabel: RECORDING_STATUS[recording.status].label,
    tone: RECORDING_STATUS[recording.status].tone,
    watchUrl: recording.watchUrl,
    downloadUrl: recording.status === "recording" ? null : recording.downloadUrl,
    deletable: recording.status !== "recording",
  };
}

/** Loader helper: the event's recordings in its time zone. */
export async function recordingsOf({
  hostId,
  event,
}: {
  hostId: number;
  event: { id: number; timezone: string; enableRecording: boolean };
}): Promise<RecordingsListData> {
  const recordings = await listRecordingsForHostEvent({ hostId, eventId: event.id });
  return { recordingOn: event.enableRecording, items: recordings.map((recording) => recordingItem(recording, event.timezone)) };
}

/** POST intent=delete-recording on /events/{eventId}: another host's recording (or one of another event) is a 404. */
export async function recordingsAction({ hostId, eventId, form }: { hostId: number; eventId: number; form: FormData }) {
  const event = await getEvent({ hostId, eventId });
  if (!event) throw pageNotFound();
  const recordingId = parseRecordingId(String(form.get("recordingId") ?? ""));
  const listed = recordingId ? (await listRecordingsForHostEvent({ hostId, eventId })).some((r) => r.id === recordingId) : false;
  if (!recordingId || !listed) throw pageNotFound();
  try {
    if (!(await deleteRecordingForHost({ hostId, recordingId }))) throw pageNotFound();
  } catch (error) {
    if (error instanceof HttpError) return formFailure(DELETE_RECORDING, error);
    throw error;
  }
  return redirectWithToast(`/events/${eventId}#${RECORDINGS_ID}`, {
    title: RECORDING_MESSAGES.deleted,
    description: "Its video was removed from the server.",
  });
}
