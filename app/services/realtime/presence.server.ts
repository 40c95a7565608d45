// Who is watching: each open watch page's live connection records a join and a leave (attendance
// analytics), beats every 15 s so a page lost with its process stops counting, and the count is
// pushed to the stream as `viewer_count` (at most once per COUNT_DEBOUNCE_MS).
import { closeStaleAttendance, countCurrentViewers, recordJoin, recordLeave, touchAttendance } from "~/models/viewer.server";
import { onShutdown } from "~/utils/lifecycle.server";
import { emitAttendance } from "~/services/webhooks/emit.server";
import { getLogger } from "~/utils/logger.server";
import { singleton } from "~/utils/singleton.server";
import { publishLiveEvent } from "./bus.server";
import { HEARTBEAT_MS } from "./sse.server";
import type { ViewerCountData } from "~/utils/live-events";

const COUNT_DEBOUNCE_MS = 2_000;

interface PresenceState {
  open: Map<number, number>;
  countTimers: Map<number, ReturnType<typeof setTimeout>>;
  beat: ReturnType<typeof setInterval> | null;
}

function state() {
  return singleton("presence", (): PresenceState => ({ open: new Map(), countTimers: new Map(), beat: null }));
}

const BEAT_SLICE = 500;

/** One statement per slice, yielding between slices: thousands of open pages never stall chat. */
async function beatOpenVisits(attendanceIds: number[]) {
  for (let i = 0; i < attendanceIds.length; i += BEAT_SLICE) {
    await touchAttendance({ attendanceIds: attendanceIds.slice(i, i + BEAT_SLICE) });
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function ensureHeartbeat() {
  const s = state();
  if (s.beat) return;
  s.beat = setInterval(() => {
    beatOpenVisits([...s.open.keys()])
      .then(() => closeStaleAttendance())
      .catch((error: unknown) => getLogger().warn({ err: error }, "presence heartbeat failed"));
  }, HEARTBEAT_MS);
  s.beat.unref();
  onShutdown(async () => {
    if (s.beat) clearInterval(s.beat);
    s.beat = null;
    for (const timer of s.countTimers.values()) clearTimeout(timer);
    s.countTimers.clear();
    const open = [...s.open.keys()];
    s.open.clear();
    await Promise.allSettled(open.map((attendanceId) => recordLeave({ attendanceId })));
  });
}

function scheduleCount(streamRowId: number, streamId: string) {
  const s = state();
  if (s.countTimers.has(streamRowId)) return;
  const timer = setTimeout(() => {
    s.countTimers.delete(streamRowId);
    countCurrentViewers({ streamRowId })
      .then((count) => publishLiveEvent({ streamRowId, type: "viewer_count", data: { streamId, count } satisfies ViewerCountData }))
      .catch((error: unknown) => getLogger().warn({ err: error, streamId }, "publishing the viewer count failed"));
  }, COUNT_DEBOUNCE_MS);
  timer.unref();
  s.countTimers.set(streamRowId, timer);
}

/** Records that a viewer opened the watch page; returns the function that records the leave. */
export async function viewerJoined({ viewerId, streamRowId, streamId }: { viewerId: number; streamRowId: number; streamId: string }) {
  const attendanceId = await recordJoin({ viewerId, streamRowId });
  // Never held up by the webhook; the leave's waits for it, so a short visit is not told in reverse.
  const joinTold = emitAttendance({ attendanceId, type: "attendee.joined" });
  const s = state();
  s.open.set(attendanceId, streamRowId);
  ensureHeartbeat();
  scheduleCount(streamRowId, streamId);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    if (!s.open.delete(attendanceId)) return;
    recordLeave({ attendanceId })
      .then(() => {
        scheduleCount(streamRowId, streamId);
        void joinTold.then(() => emitAttendance({ attendanceId, type: "attendee.left" }));
      })
      .catch((error: unknown) => getLogger().warn({ err: error, streamId }, "recording a viewer's leave failed"));
  };
}
