// Streams as the host drives them: the provider is called outside any transaction (SQLite has one
// writer), the row is stored, and every live-state change is pushed to open watch pages.
import { getEvent } from "~/models/event.server";
import {
  applyProviderStatusChange,
  deleteStreamRow,
  getHostStreamRow,
  insertStream,
  listEventStreamIds,
  setStreamKey,
  updateStream,
  type HostStream,
  type StreamPatch,
  type StreamRow,
} from "~/models/stream.server";
import { publishLiveEvent } from "~/services/realtime/index.server";
import type { StreamStatusData } from "~/contracts/live-events";
import type { TestStreamStarted } from "~/contracts/streams";
import { HttpError } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { carriesStream, getVideoProvider, playbackUrl } from "../video/index.server";
import type { ProviderStatusChange } from "~/models/stream.server";
import type { ProviderStream } from "~/services/video/index.server";
import { emitEventState } from "~/services/integrations/index.server";
import { forgetCachedStream } from "~/services/room/index.server";

/** Creates a stream at the provider and stores it; null when `eventId` is not one of the host's events. */
export async function createStreamForHost({ hostId, title, eventId }: { hostId: number; title: string; eventId?: number | null }) {
  if (eventId != null && !(await getEvent({ hostId, eventId }))) return null;
  const provider = getVideoProvider();
  const provided = await provider.createLiveStream({ title });
  return insertStream({ hostId, title, eventId: eventId ?? null, provider: provider.name, provided });
}

/** A new stream key from the provider; null when not the host's. */
export async function resetStreamKeyForHost({ hostId, streamId }: { hostId: number; streamId: string }) {
  const row = await getHostStreamRow({ hostId, streamId });
  if (!row) return null;
  const { streamKey } = await getVideoProvider().resetStreamKey(providerStreamOf(row));
  return setStreamKey({ hostId, streamId, streamKey });
}

const NO_TEST_STREAM = "Test streams need the video service built into this server, which is not in use here.";

/** "Send a test stream": the provider pushes its test pattern into its own ingest; null when not the host's. */
export async function startTestStreamForHost({ hostId, streamId }: { hostId: number; streamId: string }): Promise<TestStreamStarted | null> {
  const row = await getHostStreamRow({ hostId, streamId });
  if (!row) return null;
  const provider = getVideoProvider();
  if (!provider.startTestStream || !carriesStream(row.provider)) throw new HttpError(409, NO_TEST_STREAM);
  return provider.startTestStream(providerStreamOf(row));
}

/** Stops the host's test stream; false when none was running, null when not the host's. */
export async function stopTestStreamForHost({ hostId, streamId }: { hostId: number; streamId: string }) {
  const row = await getHostStreamRow({ hostId, streamId });
  if (!row) return null;
  const provider = getVideoProvider();
  if (!provider.stopTestStream || !carriesStream(row.provider)) return false;
  return provider.stopTestStream(providerStreamOf(row));
}

/** When the host's running test stream stops by itself (ISO); null when none runs or not the host's. */
export async function testStreamEndsAtForHost({ hostId, streamId }: { hostId: number; streamId: string }) {
  const row = await getHostStreamRow({ hostId, streamId });
  const provider = getVideoProvider();
  if (!row || !provider.testStreamEndsAt || !carriesStream(row.provider)) return null;
  return provider.testStreamEndsAt(providerStreamOf(row));
}

/** Deletes the host's stream here and at the provider; a live stream must be ended first. */
export async function deleteStreamForHost({ hostId, streamId }: { hostId: number; streamId: string }) {
  const row = await getHostStreamRow({ hostId, streamId });
  if (!row) return false;
  if (row.isLive) throw new HttpError(409, "This stream is live. End the stream before deleting it.");
  if (carriesStream(row.provider)) await getVideoProvider().deleteLiveStream(providerStreamOf(row));
  return deleteStreamRow({ hostId, streamId });
}

/** The host's partial change (PATCH /api/streams/{id}); a live-state change is announced. */
export async function updateStreamForHost({ hostId, streamId, patch }: { hostId: number; streamId: string; patch: StreamPatch }) {
  const before = await getHostStreamRow({ hostId, streamId });
  if (!before) return null;
  const stream = await updateStream({ hostId, streamId, patch });
  if (stream && (stream.isLive !== Boolean(before.isLive) || stream.status !== before.status)) {
    await announceStreamStatus(before.id, stream);
  }
  if (stream && patch.isLive === false) await endProviderBroadcast(before);
  return stream;
}

/**
 * After Go Live / End Stream / End event on an event: every stream of it tells its watch pages
 * (`ended`: the event is over); stopping also cuts their encoders.
 */
export async function announceEventStreams({
  hostId,
  eventId,
  live,
  ended = false,
}: {
  hostId: number;
  eventId: number;
  live: boolean;
  ended?: boolean;
}) {
  const streams = await listEventStreamIds({ hostId, eventId });
  for (const { id, streamId } of streams) {
    const row = await getHostStreamRow({ hostId, streamId });
    if (!row) continue;
    // This process's questions and polls see the end at once (others within the access cache's seconds).
    forgetCachedStream(streamId);
    await announceStreamStatus(id, { streamId, isLive: live, status: row.status, playbackId: row.playbackId, eventEnded: ended });
    if (!live) await endProviderBroadcast(row);
  }
}

/** The provider stops taking the stream's encoder (End Stream); a failure is logged, the stored state stands. */
async function endProviderBroadcast(row: StreamRow) {
  if (!carriesStream(row.provider)) return;
  try {
    await getVideoProvider().endBroadcast(providerStreamOf(row));
  } catch (error) {
    getLogger().error({ err: error, streamId: row.streamId }, "ending the broadcast at the provider failed");
  }
}

/**
 * A provider's webhook report, applied at most once and in order. Returns what happened, for the
 * webhook's answer and the log. `provider` names whose webhook it is (a Mux webhook concerns Mux
 * streams even when no Mux API token is configured); by default the configured provider.
 */
export async function applyProviderReport(change: ProviderStatusChange, provider: string = getVideoProvider().name) {
  const result = await applyProviderStatusChange({ provider, change });
  if (result.outcome === "applied") {
    const { stream } = result;
    await announceStreamStatus(stream.id, {
      streamId: stream.streamId,
      isLive: Boolean(stream.isLive),
      status: stream.status,
      playbackId: stream.playbackId,
    });
    if (change.live && stream.eventId !== null) await emitEventState({ eventId: stream.eventId, type: "event.live" });
  }
  return result.outcome;
}

function providerStreamOf(row: StreamRow): ProviderStream {
  return { streamRowId: row.id, streamId: row.streamId, providerStreamId: row.providerStreamId, streamKey: row.streamKey };
}

type StatusOf = Pick<HostStream, "streamId" | "isLive" | "status" | "playbackId"> & { eventEnded?: boolean };

export function streamStatusData(stream: StatusOf): StreamStatusData {
  return {
    streamId: stream.streamId,
    isLive: stream.isLive,
    status: stream.status,
    playbackUrl: stream.isLive ? playbackUrl(stream.playbackId) : null,
    ...(stream.eventEnded ? { eventEnded: true as const } : {}),
  };
}

async function announceStreamStatus(streamRowId: number, stream: StatusOf) {
  try {
    await publishLiveEvent({ streamRowId, type: "stream_status", data: streamStatusData(stream) });
  } catch (error) {
    // The change is stored; pages that miss the push pick it up by polling.
    getLogger().error({ err: error, streamId: stream.streamId }, "announcing a stream status failed");
  }
}
