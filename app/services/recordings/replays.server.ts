// An event's replay: which recording it plays (the longest finished one of the event's streams, or
// the Mux asset of its live stream), whether registrants may watch it and until when, the part of it
// they see, its chapters, and its timeline: what happened in the room at each moment of the
// recording (chat, overlays, offers, polls, questions), from the stage marks kept as it happened.
import fs from "node:fs/promises";
import path from "node:path";
import { getEvent } from "~/models/event.server";
import { findRegistrationByAccessToken } from "~/models/registration.server";
import { listStreamPolls, pollResults, pollTallies } from "~/models/poll.server";
import { listQuestions } from "~/models/question.server";
import {
  countReplayChapters,
  createReplay,
  deleteReplayChapter,
  findEventReplay,
  getRecordingRow,
  insertReplayChapter,
  listFinishedEventRecordings,
  listReplayChapters,
  listReplayChat,
  listStageMarks,
  updateReplay,
  type ReplayChapterRow,
  type ReplayRow,
  type StageMarkKind,
  type StageMarkRow,
} from "~/models/replay.server";
import { eventReplayState } from "~/models/recording.server";
import { findProviderStream, listEventStreamRowIds } from "~/models/stream.server";
import { REPLAY_LIMITS, REPLAY_MESSAGES, replayChapterSchema, replayPatchSchema } from "~/schemas/replay";
import { HttpError, validationError } from "~/utils/http.server";
import type { OverlayView } from "~/contracts/live-events";
import type { OfferView } from "~/contracts/offers";
import {
  secondsBetween,
  type ReplayChapter,
  type ReplayNotice,
  type ReplayOfferEntry,
  type ReplayOverlayEntry,
  type ReplayState,
  type ReplayTimeline,
} from "~/contracts/replay";
import { nowIso } from "~/utils/tokens.server";
import {
  recordingFolder,
  type MuxRecordingReady,
  parsePlaylist,
  PLAYLIST_NAME,
  renderPlaylist,
  SEGMENT_NAME,
  type RecordedSegment,
} from "~/services/video/index.server";

const HOUR_MS = 60 * 60_000;
const notFound = () => new HttpError(404, REPLAY_MESSAGES.notFound);

/** The event's replay row, made from its longest finished recording the first time one exists. */
async function replayRowOf(eventId: number, hostId: number): Promise<ReplayRow | null> {
  const existing = await findEventReplay({ eventId });
  if (existing && (existing.recordingId !== null || existing.muxAssetId !== null)) return existing;
  const [longest] = await listFinishedEventRecordings({ eventId });
  if (!longest) return existing;
  if (existing) {
    return updateReplay({
      id: existing.id,
      changes: { recordingId: longest.id, sourceStartedAt: longest.startedAt, durationMs: longest.durationMs },
    });
  }
  return createReplay({ eventId, hostId, recordingId: longest.id, sourceStartedAt: longest.startedAt, durationMs: longest.durationMs });
}

function chapterOf(row: ReplayChapterRow, startedAt: string | null): ReplayChapter {
  return { id: row.id, title: row.title, offsetSeconds: startedAt ? Math.max(0, secondsBetween(startedAt, row.at)) : 0 };
}

/** Where the served media begins: the first whole segment at or before the trim start (self-hosted); the trim start itself for Mux. */
async function mediaStartOf(replay: ReplayRow) {
  if (replay.recordingId === null) return replay.trimStartMs / 1000;
  const recording = await getRecordingRow({ id: replay.recordingId });
  if (!recording) return 0;
  const { startSeconds } = trimmedSegments(await recordedSegments(recording.recordingId), replay);
  return startSeconds;
}

async function stateOf(eventId: number, replay: ReplayRow | null, now: Date): Promise<ReplayState> {
  const kept = replay && (replay.recordingId !== null || replay.muxAssetId !== null) ? replay : null;
  const recording = kept?.recordingId ? await getRecordingRow({ id: kept.recordingId }) : null;
  const status = kept ? "ready" : (await eventReplayState({ eventId })) === "recording" ? "recording" : "none";
  const expired = Boolean(replay?.expiresAt && Date.parse(replay.expiresAt) <= now.getTime());
  const chapters = (await listReplayChapters({ eventId })).map((row) => chapterOf(row, replay?.sourceStartedAt ?? null));
  return {
    eventId,
    status,
    published: Boolean(replay?.published),
    publishedAt: replay?.publishedAt ?? null,
    expiresAt: replay?.expiresAt ?? null,
    available: Boolean(kept && kept.published && !expired),
    durationSeconds: (kept?.durationMs ?? 0) / 1000,
    trimStartSeconds: (replay?.trimStartMs ?? 0) / 1000,
    trimEndSeconds: replay?.trimEndMs == null ? null : replay.trimEndMs / 1000,
    mediaStartSeconds: kept ? await mediaStartOf(kept) : 0,
    recording: kept
      ? {
          id: recording?.recordingId ?? kept.muxAssetId,
          source: kept.recordingId !== null ? "self-hosted" : "mux",
          startedAt: kept.sourceStartedAt,
          durationSeconds: kept.durationMs / 1000,
        }
      : null,
    chapters,
  };
}

/** What an ended event's public pages say of its replay. */
export async function replayNoticeOf(eventId: number, now = new Date()): Promise<ReplayNotice> {
  const state = await replayStateOf(eventId, now);
  if (state.available) return "available";
  return state.status === "none" ? null : state.status;
}

/** The replay of an event whoever asks (the caller decided they may know it). */
export async function replayStateOf(eventId: number, now = new Date()): Promise<ReplayState> {
  return stateOf(eventId, (await replayRowOfEvent(eventId)) ?? (await findEventReplay({ eventId })), now);
}

async function replayRowOfEvent(eventId: number) {
  const [longest] = await listFinishedEventRecordings({ eventId });
  return longest ? replayRowOf(eventId, longest.hostId) : null;
}

async function requireHostEvent(hostId: number, eventId: number | null) {
  const event = eventId === null ? null : await getEvent({ hostId, eventId });
  if (!event) throw notFound();
  return event;
}

/** GET /api/events/{id}/replay for the host; another host's event is a 404. */
export async function replayForHost({ hostId, eventId, now = new Date() }: { hostId: number; eventId: number | null; now?: Date }) {
  const event = await requireHostEvent(hostId, eventId);
  return stateOf(event.id, await replayRowOf(event.id, hostId), now);
}

/** A host's JSON call that changes their event's replay. */
interface HostReplayChange {
  hostId: number;
  eventId: number | null;
  body: unknown;
  now?: Date;
}

/** PATCH: publish or unpublish, set or clear the end of availability, trim. */
export async function patchReplayForHost({ hostId, eventId, body, now = new Date() }: HostReplayChange) {
  const event = await requireHostEvent(hostId, eventId);
  const parsed = replayPatchSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const patch = parsed.data;
  const replay = await replayRowOf(event.id, hostId);
  if (!replay || (replay.recordingId === null && replay.muxAssetId === null)) {
    const recording = (await eventReplayState({ eventId: event.id })) === "recording";
    throw new HttpError(409, recording ? REPLAY_MESSAGES.stillRecording : REPLAY_MESSAGES.noRecording);
  }
  const fieldError = (field: string, message: string) => new HttpError(400, message, { fieldErrors: { [field]: [message] } });
  const duration = replay.durationMs / 1000;
  const trimStart = patch.trimStartSeconds ?? replay.trimStartMs / 1000;
  const trimEnd = patch.trimEndSeconds !== undefined ? patch.trimEndSeconds : replay.trimEndMs === null ? null : replay.trimEndMs / 1000;
  if (trimStart >= (trimEnd ?? duration)) {
    throw fieldError(patch.trimEndSeconds !== undefined ? "trimEndSeconds" : "trimStartSeconds", REPLAY_MESSAGES.trimEnd);
  }
  if (trimEnd !== null && trimEnd > duration + 0.5) throw fieldError("trimEndSeconds", REPLAY_MESSAGES.trimEnd);
  let expiresAt = patch.expiresAt === undefined ? undefined : patch.expiresAt === null ? null : new Date(patch.expiresAt).toISOString();
  if (patch.availableForHours !== undefined) {
    expiresAt = patch.availableForHours === null ? null : new Date(now.getTime() + patch.availableForHours * HOUR_MS).toISOString();
  }
  if (patch.expiresAt && Date.parse(patch.expiresAt) <= now.getTime()) throw fieldError("expiresAt", REPLAY_MESSAGES.expiresAt);
  const updated = await updateReplay({
    id: replay.id,
    now,
    changes: {
      ...(patch.published === undefined
        ? {}
        : { published: patch.published ? 1 : 0, publishedAt: patch.published ? (replay.publishedAt ?? nowIso(now)) : null }),
      ...(expiresAt === undefined ? {} : { expiresAt }),
      ...(patch.trimStartSeconds === undefined ? {} : { trimStartMs: Math.round(trimStart * 1000) }),
      ...(patch.trimEndSeconds === undefined ? {} : { trimEndMs: trimEnd === null ? null : Math.round(trimEnd * 1000) }),
    },
  });
  return stateOf(event.id, updated, now);
}

/**
 * A chapter at `offsetSeconds` of the recording, or, while the event is live and no offset is
 * given, at this moment of the broadcast. 409 past the limit; 400 outside the recording.
 */
export async function addChapterForHost({ hostId, eventId, body, now = new Date() }: HostReplayChange) {
  const event = await requireHostEvent(hostId, eventId);
  const parsed = replayChapterSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const { title, offsetSeconds } = parsed.data;
  if ((await countReplayChapters({ eventId: event.id })) >= REPLAY_LIMITS.chapters) throw new HttpError(409, REPLAY_MESSAGES.tooManyChapters);
  let at: string;
  if (offsetSeconds === undefined) {
    if (event.status !== "live") throw new HttpError(409, REPLAY_MESSAGES.notLive, { fieldErrors: { offsetSeconds: [REPLAY_MESSAGES.notLive] } });
    at = nowIso(now);
  } else {
    const replay = await replayRowOf(event.id, hostId);
    if (!replay?.sourceStartedAt || offsetSeconds > replay.durationMs / 1000) {
      throw new HttpError(400, REPLAY_MESSAGES.chapterOffset, { fieldErrors: { offsetSeconds: [REPLAY_MESSAGES.chapterOffset] } });
    }
    at = new Date(Date.parse(replay.sourceStartedAt) + Math.round(offsetSeconds * 1000)).toISOString();
  }
  const row = await insertReplayChapter({ eventId: event.id, hostId, at, title, now });
  return chapterOf(row, (await findEventReplay({ eventId: event.id }))?.sourceStartedAt ?? null);
}

export async function removeChapterForHost({ hostId, eventId, chapterId }: { hostId: number; eventId: number | null; chapterId: number | null }) {
  const event = await requireHostEvent(hostId, eventId);
  if (chapterId === null || !(await deleteReplayChapter({ hostId, eventId: event.id, chapterId }))) {
    throw new HttpError(404, REPLAY_MESSAGES.chapterNotFound);
  }
}

/**
 * Parsed playlists by recording, kept while the file is unchanged: every segment a viewer fetches
 * checks the list, and an hour's recording lists 1,800 of them.
 */
const parsedPlaylists = new Map<string, { mtimeMs: number; segments: RecordedSegment[] }>();
const PARSED_PLAYLISTS_MAX = 100;

/** The recording's segments as its playlist lists them. */
async function recordedSegments(recordingId: string) {
  const file = path.join(recordingFolder(recordingId), PLAYLIST_NAME);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat) return [];
  const known = parsedPlaylists.get(recordingId);
  if (known?.mtimeMs === stat.mtimeMs) return known.segments;
  const segments = parsePlaylist(await fs.readFile(file, "utf8").catch(() => ""));
  if (parsedPlaylists.size >= PARSED_PLAYLISTS_MAX) parsedPlaylists.clear();
  parsedPlaylists.set(recordingId, { mtimeMs: stat.mtimeMs, segments });
  return segments;
}

/** The whole segments that cover [trimStart, trimEnd): no re-encoding, so cuts fall on segment boundaries. */
export function trimmedSegments(segments: RecordedSegment[], replay: Pick<ReplayRow, "trimStartMs" | "trimEndMs">) {
  const from = replay.trimStartMs / 1000;
  const to = replay.trimEndMs === null ? Infinity : replay.trimEndMs / 1000;
  const kept: RecordedSegment[] = [];
  let clock = 0;
  let startSeconds = 0;
  for (const segment of segments) {
    const end = clock + segment.durationSeconds;
    if (end > from && clock < to) {
      if (!kept.length) startSeconds = clock;
      kept.push(kept.length ? segment : { ...segment, discontinuity: false });
    }
    clock = end;
  }
  return { segments: kept, startSeconds: Math.round(startSeconds * 1000) / 1000 };
}

/**
 * An on-demand session lists a segment this long before its live point reaches it: enough for the
 * player's buffer, too little to skip ahead.
 */
const SESSION_LEAD_SECONDS = 4;

/**
 * The segments of the replay's recording a viewer may have (self-hosted; null without one): the
 * trimmed recording, or for an on-demand session playing `liveSeconds` into it (the recording's
 * own clock) those it has reached, so nobody fetches or seeks to what the session has not played.
 */
async function servedSegments(eventId: number, liveSeconds: number | null) {
  const replay = await findEventReplay({ eventId });
  const recording = replay?.recordingId ? await getRecordingRow({ id: replay.recordingId }) : null;
  if (!replay || !recording) return null;
  const trimmed = trimmedSegments(await recordedSegments(recording.recordingId), replay);
  let clock = trimmed.startSeconds;
  const reached =
    liveSeconds === null
      ? trimmed.segments
      : trimmed.segments.filter((segment) => {
          const begins = clock;
          clock += segment.durationSeconds;
          return begins < liveSeconds + SESSION_LEAD_SECONDS;
        });
  return { folder: recordingFolder(recording.recordingId), segments: reached, complete: reached.length === trimmed.segments.length };
}

/**
 * The replay's playlist as viewers get it (trimmed); null without a self-hosted recording. For an
 * on-demand session (`liveSeconds`) it grows with the session as a live EVENT playlist, closed once
 * the session has reached the end.
 */
async function replayPlaylistFor(eventId: number, liveSeconds: number | null) {
  const served = await servedSegments(eventId, liveSeconds);
  return served ? renderPlaylist(served.segments, { ended: served.complete }) : null;
}

/** A segment the playlist above lists (the same `liveSeconds`), or null. */
async function replayFileFor(eventId: number, file: string, liveSeconds: number | null) {
  if (!SEGMENT_NAME.test(file)) return null;
  const served = await servedSegments(eventId, liveSeconds);
  if (!served?.segments.some((segment) => segment.uri === file)) return null;
  const filePath = path.join(served.folder, file);
  const stat = await fs.stat(filePath).catch(() => null);
  if (!stat?.isFile()) return null;
  return { path: filePath, bytes: stat.size, contentType: "video/mp2t", cacheControl: "private, max-age=86400" };
}

/** The playlist's name where a replay's (or an on-demand session's) media are served. */
export const REPLAY_PLAYLIST = "index.m3u8";

/**
 * A file of the replay's recording for a viewer the caller let in: the playlist (REPLAY_PLAYLIST)
 * or a segment it lists, for an on-demand session as far as it has played (`liveSeconds`); null
 * for anything else.
 */
export async function recordingMediaOf({ eventId, file, liveSeconds = null }: { eventId: number; file: string; liveSeconds?: number | null }) {
  if (file === REPLAY_PLAYLIST) {
    const text = await replayPlaylistFor(eventId, liveSeconds);
    return text === null ? null : { kind: "playlist" as const, text };
  }
  const found = await replayFileFor(eventId, file, liveSeconds);
  return found ? { kind: "file" as const, ...found } : null;
}

function parseJson<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** Stage marks paired into spans: a "shown"/"revealed" mark opens one, the next mark of the same thing closes it. */
function spansOf<V>(marks: StageMarkRow[], on: StageMarkKind, off: StageMarkKind, startedAt: string, durationSeconds: number) {
  const open = new Map<number, { view: V; fromSeconds: number }>();
  const spans: { refId: number; view: V; fromSeconds: number; toSeconds: number | null }[] = [];
  const close = (refId: number, at: number) => {
    const span = open.get(refId);
    if (!span) return;
    open.delete(refId);
    if (at > 0 && span.fromSeconds < durationSeconds) spans.push({ refId, ...span, toSeconds: Math.min(at, durationSeconds) });
  };
  for (const mark of marks) {
    if (mark.refId === null || (mark.kind !== on && mark.kind !== off)) continue;
    const at = secondsBetween(startedAt, mark.at);
    close(mark.refId, at);
    const view = mark.kind === on ? parseJson<V>(mark.payload) : null;
    if (view) open.set(mark.refId, { view, fromSeconds: Math.max(0, at) });
  }
  for (const [refId, span] of open) if (span.fromSeconds < durationSeconds) spans.push({ refId, ...span, toSeconds: null });
  return spans.sort((a, b) => a.fromSeconds - b.fromSeconds || a.refId - b.refId);
}

/** The streams whose room the replay shows: its recording's, or (a Mux asset) every stream of the event. */
async function roomStreamsOf(replay: ReplayRow) {
  if (replay.recordingId !== null) {
    const recording = await getRecordingRow({ id: replay.recordingId });
    if (recording) return [recording.streamId];
  }
  return listEventStreamRowIds({ eventId: replay.eventId });
}

/** What happened in the room at each moment of the recording; null when the event has no replay to play. */
export async function replayTimeline({ eventId }: { eventId: number }): Promise<ReplayTimeline | null> {
  const replay = (await replayRowOfEvent(eventId)) ?? (await findEventReplay({ eventId }));
  if (!replay?.sourceStartedAt) return null;
  const startedAt = replay.sourceStartedAt;
  const durationSeconds = replay.durationMs / 1000;
  const endsAt = new Date(Date.parse(startedAt) + replay.durationMs).toISOString();
  const streams = await roomStreamsOf(replay);
  const timeline: ReplayTimeline = {
    startedAt,
    durationSeconds,
    trimStartSeconds: replay.trimStartMs / 1000,
    trimEndSeconds: replay.trimEndMs === null ? null : replay.trimEndMs / 1000,
    mediaStartSeconds: await mediaStartOf(replay),
    chat: [],
    overlays: [],
    offers: [],
    polls: [],
    questions: [],
    chapters: (await listReplayChapters({ eventId })).map((row) => chapterOf(row, startedAt)).filter((c) => c.offsetSeconds <= durationSeconds),
  };
  for (const streamRowId of streams) {
    for (const message of await listReplayChat({ streamRowId, from: startedAt, to: endsAt })) {
      const staff = message.authorRole && message.authorName !== null ? { role: message.authorRole, name: message.authorName } : null;
      timeline.chat.push({
        id: message.id,
        offsetSeconds: secondsBetween(startedAt, message.createdAt),
        name: message.viewerName ?? message.authorName ?? "Host",
        message: message.message,
        staff: staff as ReplayTimeline["chat"][number]["staff"],
      });
    }
    const marks = await listStageMarks({ streamRowId, to: endsAt });
    timeline.overlays.push(
      ...spansOf<OverlayView>(marks, "overlay_shown", "overlay_stopped", startedAt, durationSeconds).map((span): ReplayOverlayEntry => ({
        id: span.refId,
        type: span.view.type,
        view: span.view,
        fromSeconds: span.fromSeconds,
        toSeconds: span.toSeconds,
      })),
    );
    timeline.offers.push(
      ...spansOf<OfferView>(marks, "offer_revealed", "offer_hidden", startedAt, durationSeconds).map((span): ReplayOfferEntry => ({
        offerId: span.refId,
        view: span.view,
        fromSeconds: span.fromSeconds,
        toSeconds: span.toSeconds,
      })),
    );
    const polls = (await listStreamPolls({ streamRowId, withDrafts: false })).filter((poll) => poll.openedAt && poll.openedAt <= endsAt);
    const tallies = await pollTallies({ pollIds: polls.map((poll) => poll.id) });
    for (const poll of polls) {
      const { options, voters } = pollResults(poll, tallies.get(poll.id));
      timeline.polls.push({
        id: poll.id,
        question: poll.question,
        multipleChoice: poll.multipleChoice,
        options,
        voters,
        openedSeconds: Math.max(0, secondsBetween(startedAt, poll.openedAt as string)),
        closedSeconds: poll.closedAt ? Math.min(durationSeconds, Math.max(0, secondsBetween(startedAt, poll.closedAt))) : null,
      });
    }
    for (const question of await listQuestions({ streamRowId, reader: { kind: "anonymous" } })) {
      if (question.status !== "answered" && question.status !== "highlighted") continue;
      if (question.createdAt < startedAt || question.createdAt > endsAt) continue;
      timeline.questions.push({
        id: question.id,
        text: question.text,
        name: question.anonymous ? null : question.asker.firstName,
        votes: question.votes,
        status: question.status,
        offsetSeconds: secondsBetween(startedAt, question.createdAt),
      });
    }
  }
  timeline.chat.sort((a, b) => a.offsetSeconds - b.offsetSeconds || a.id - b.id);
  timeline.questions.sort((a, b) => a.offsetSeconds - b.offsetSeconds);
  return timeline;
}

/** GET /api/events/{id}/replay/timeline for the host; 404 before there is a recording. */
export async function timelineForHost({ hostId, eventId }: { hostId: number; eventId: number | null }) {
  const event = await requireHostEvent(hostId, eventId);
  const timeline = await replayTimeline({ eventId: event.id });
  if (!timeline) throw new HttpError(404, REPLAY_MESSAGES.noTimeline);
  return timeline;
}

/**
 * A registrant's way into the replay: their registration, the replay's state and its timeline.
 * 404 for an unknown token or a replay not published (or not recorded), 410 once it has expired.
 */
export async function requireRegistrantReplay({ eventId, token, now = new Date() }: { eventId: number | null; token: string; now?: Date }) {
  const registration =
    eventId !== null && /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await findRegistrationByAccessToken({ eventId, accessToken: token }) : null;
  if (!registration || eventId === null) throw new HttpError(404, REPLAY_MESSAGES.unknownLink);
  const state = await replayStateOf(eventId, now);
  if (!state.available && state.expiresAt && Date.parse(state.expiresAt) <= now.getTime() && state.published) {
    throw new HttpError(410, REPLAY_MESSAGES.expired);
  }
  const timeline = state.available ? await replayTimeline({ eventId }) : null;
  if (!timeline) throw new HttpError(404, REPLAY_MESSAGES.notPublished);
  return { registration, state, timeline };
}

/**
 * Mux finished the asset of one of an event's live streams: the replay plays it, unless it
 * already plays a self-hosted recording or a longer asset. A repeated delivery changes nothing new.
 */
export async function applyMuxRecording(asset: MuxRecordingReady): Promise<"replay" | "unknown-stream"> {
  const stream = await findProviderStream({ provider: "mux", providerStreamId: asset.liveStreamId });
  if (!stream?.eventId) return "unknown-stream";
  const { eventId, hostId } = stream;
  const fields = { muxAssetId: asset.assetId, muxPlaybackId: asset.playbackId, sourceStartedAt: asset.startedAt, durationMs: asset.durationMs };
  const existing = await findEventReplay({ eventId });
  if (!existing) await createReplay({ eventId, hostId, ...fields });
  else if (existing.muxAssetId === asset.assetId)
    await updateReplay({ id: existing.id, changes: { muxPlaybackId: asset.playbackId, durationMs: asset.durationMs } });
  else if (existing.recordingId === null && (existing.muxAssetId === null || existing.durationMs < asset.durationMs)) {
    await updateReplay({ id: existing.id, changes: fields });
  }
  return "replay";
}
