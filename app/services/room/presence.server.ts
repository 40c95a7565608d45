// Who is watching: each open watch page's live connection records a join and a leave (attendance
// analytics), beats every 15 s so a page lost with its process stops counting, and the count is
// pushed to the stream as `viewer_count` (at most once per COUNT_DEBOUNCE_MS). A page without
// JavaScript has no live connection: its player's playlist fetches are its visit instead.
// Joins and leaves are written in batches, one batch at a time: when a webinar of 20,000 ends, its
// leaves cost a few statements on one connection, and the room's chat keeps the rest of the pool.
import { closeStaleAttendance, countCurrentViewers, recordJoins, recordLeaves, touchAttendance } from "~/models/viewer.server";
import { onShutdown } from "~/utils/lifecycle.server";
import { emitAttendance } from "~/services/integrations/index.server";
import { getLogger } from "~/utils/logger.server";
import { publishLiveEvent, HEARTBEAT_MS } from "~/services/realtime/index.server";
import type { ViewerCountData } from "~/contracts/live-events";
import { isDatabaseUnavailable } from "~/utils/database-outage.server";
import { groupCalls } from "~/utils/group-calls";

const COUNT_DEBOUNCE_MS = 2_000;
/** A player that fetched no playlist for this long has stopped: a live player fetches one every segment (2 to 6 s). */
export const PLAYER_IDLE_MS = 20_000;

interface PresenceState {
  open: Map<number, number>;
  countTimers: Map<number, ReturnType<typeof setTimeout>>;
  beat: ReturnType<typeof setInterval> | null;
  /** Open live connections per viewer of a stream ("{streamRowId}:{viewerId}"): their players need no visit of their own. */
  pages: Map<string, number>;
  /** Visits kept by playlist fetches alone, by the same key: when the last fetch came, and the visit's leave. */
  players: Map<string, { seenAt: number; leave: Promise<() => void> }>;
}

const state: PresenceState = { open: new Map(), countTimers: new Map(), beat: null, pages: new Map(), players: new Map() };

const visitKey = (streamRowId: number, viewerId: number) => `${streamRowId}:${viewerId}`;

/** Visits one statement writes at most (joins, leaves, beats). */
const VISITS_PER_STATEMENT = 500;

type Joining = { viewerId: number; streamRowId: number };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Each visit's id, or why that visit alone could not be recorded. */
const joinsInBatches = groupCalls(
  async (visits: Joining[]): Promise<(number | Error)[]> => {
    try {
      return await recordJoins({ visits });
    } catch (error) {
      // An outage fails them all. Anything else (a viewer deleted while connecting) is one visit's
      // problem: each is tried alone, so the rest of the crowd still gets in.
      if (visits.length === 1 || isDatabaseUnavailable(error)) throw error;
      const ids: (number | Error)[] = [];
      for (const visit of visits) {
        ids.push(await recordJoins({ visits: [visit] }).then(([id]) => id ?? new Error("a visit was not recorded"), asError));
      }
      return ids;
    }
  },
  { maxBatch: VISITS_PER_STATEMENT, oneAtATime: true },
);

async function recordJoin(visit: Joining) {
  const id = await joinsInBatches(visit);
  if (id instanceof Error) throw id;
  return id;
}

const recordLeave = groupCalls(
  async (attendanceIds: number[]) => {
    await recordLeaves({ attendanceIds });
    return attendanceIds.map(() => undefined);
  },
  { maxBatch: VISITS_PER_STATEMENT, oneAtATime: true },
);

/** One statement per slice, yielding between slices: thousands of open pages never stall chat. */
async function beatOpenVisits(attendanceIds: number[]) {
  for (let i = 0; i < attendanceIds.length; i += VISITS_PER_STATEMENT) {
    await touchAttendance({ attendanceIds: attendanceIds.slice(i, i + VISITS_PER_STATEMENT) });
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function ensureHeartbeat() {
  if (state.beat) return;
  state.beat = setInterval(() => {
    closeIdlePlayers();
    beatOpenVisits([...state.open.keys()])
      .then(() => closeStaleAttendance())
      .catch((error: unknown) => getLogger().warn({ err: error }, "presence heartbeat failed"));
  }, HEARTBEAT_MS);
  state.beat.unref();
  onShutdown(async () => {
    if (state.beat) clearInterval(state.beat);
    state.beat = null;
    for (const timer of state.countTimers.values()) clearTimeout(timer);
    state.countTimers.clear();
    state.players.clear();
    state.pages.clear();
    const open = [...state.open.keys()];
    state.open.clear();
    await Promise.allSettled(open.map(recordLeave));
  });
}

function scheduleCount(streamRowId: number, streamId: string) {
  if (state.countTimers.has(streamRowId)) return;
  const timer = setTimeout(() => {
    state.countTimers.delete(streamRowId);
    countCurrentViewers({ streamRowId })
      .then((count) => publishLiveEvent({ streamRowId, type: "viewer_count", data: { streamId, count } satisfies ViewerCountData }))
      .catch((error: unknown) => getLogger().warn({ err: error, streamId }, "publishing the viewer count failed"));
  }, COUNT_DEBOUNCE_MS);
  timer.unref();
  state.countTimers.set(streamRowId, timer);
}

interface VisitOf {
  viewerId: number;
  streamRowId: number;
  streamId: string;
}

/** Records that a viewer opened the watch page (its live connection); returns the function that records the leave. */
export async function viewerJoined(visit: VisitOf) {
  const key = visitKey(visit.streamRowId, visit.viewerId);
  state.pages.set(key, (state.pages.get(key) ?? 0) + 1);
  const leave = await openVisit(visit);
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    const left = (state.pages.get(key) ?? 1) - 1;
    if (left > 0) state.pages.set(key, left);
    else state.pages.delete(key);
    leave();
  };
}

/**
 * A viewer's player fetched the stream's playlist. Without a live connection of theirs here (a page
 * without JavaScript, a native player), the fetches keep a visit open: it begins with the first and
 * ends PLAYER_IDLE_MS after the last.
 */
export function playerFetchedPlaylist(visit: VisitOf, now = Date.now()) {
  const key = visitKey(visit.streamRowId, visit.viewerId);
  const player = state.players.get(key);
  if (player) {
    player.seenAt = now;
    return;
  }
  if (state.pages.has(key)) return;
  const leave = openVisit(visit);
  leave.catch((error: unknown) => {
    state.players.delete(key);
    getLogger().warn({ err: error, streamId: visit.streamId }, "recording a player's visit failed");
  });
  state.players.set(key, { seenAt: now, leave });
}

/** Ends the visits of players that stopped fetching (run with the heartbeat). */
export function closeIdlePlayers(now = Date.now()) {
  for (const [key, player] of state.players) {
    if (now - player.seenAt <= PLAYER_IDLE_MS) continue;
    state.players.delete(key);
    void player.leave.then((leave) => leave()).catch(() => undefined);
  }
}

async function openVisit({ viewerId, streamRowId, streamId }: VisitOf) {
  const attendanceId = await recordJoin({ viewerId, streamRowId });
  // Never held up by the webhook; the leave's waits for it, so a short visit is not told in reverse.
  const joinTold = emitAttendance({ attendanceId, type: "attendee.joined" });
  state.open.set(attendanceId, streamRowId);
  ensureHeartbeat();
  scheduleCount(streamRowId, streamId);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    if (!state.open.delete(attendanceId)) return;
    recordLeave(attendanceId)
      .then(() => {
        scheduleCount(streamRowId, streamId);
        void joinTold.then(() => emitAttendance({ attendanceId, type: "attendee.left" }));
      })
      .catch((error: unknown) => getLogger().warn({ err: error, streamId }, "recording a viewer's leave failed"));
  };
}
