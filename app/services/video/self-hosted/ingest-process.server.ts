// The one ingest process (INGEST=on) and the web processes (INGEST=elsewhere) that depend on it.
// The ingest process holds a lock on the database for its whole life, so a second INGEST=on process
// on the same database refuses to start (both would take RTMP and push a host's test stream twice),
// and it writes a heartbeat every HEARTBEAT_MS with its problem, if any. The web processes read it
// to tell hosts and the operator that encoders cannot connect while it is gone.
import { setTimeout as delay } from "node:timers/promises";
import type { HeldLock } from "../../../../db";
import { beatProcessHeartbeat, getProcessHeartbeat } from "~/models/process-heartbeat.server";
import { ConfigError, getConfig } from "~/utils/config.server";
import { getDatabase } from "~/utils/db.server";
import { getLogger } from "~/utils/logger.server";
import { nowIso } from "~/utils/tokens.server";
import { ingestProblem } from "./ingest.server";

export const HEARTBEAT_MS = 5000;
/** Beats missed before the web processes say the ingest process is gone: one late write is no outage. */
const MISSED_BEATS = 3;
/** The ingest's advisory lock: a number no other lock of this app uses. */
const INGEST_LOCK_KEY = 7_340_038;
/** A process restarted by systemd may start while the one before still lets go of the lock. */
const LOCK_WAIT_MS = 5000;
const LOCK_RETRY_MS = 250;

export const INGEST_TAKEN =
  "Another process with INGEST=on already runs the ingest on this database, and only one may: set INGEST=elsewhere for this one (or stop the other) and start it again.";

function log() {
  return getLogger().child({ component: "ingest-process" });
}

let lock: HeldLock | null = null;

/**
 * Takes the ingest lock for this process's life, waiting up to `waitMs` for a process that is
 * stopping; throws INGEST_TAKEN (a ConfigError: the server does not start) when another holds it.
 */
export async function claimIngestLock({ waitMs = LOCK_WAIT_MS, database = getDatabase() } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const held = await database.tryHoldLock(INGEST_LOCK_KEY);
    if (held) return held;
    if (Date.now() >= deadline) throw new ConfigError(INGEST_TAKEN);
    await delay(LOCK_RETRY_MS);
  }
}

/** This process holds the ingest lock until its stop; one lost with its connection is taken again on the next beat. */
function hold(held: HeldLock) {
  lock = held;
  void held.lost.then(() => {
    if (lock !== held) return;
    lock = null;
    log().warn("the ingest lock's database connection was lost; taking the lock again");
  });
}

async function keepLock() {
  if (lock) return;
  const held = await getDatabase().tryHoldLock(INGEST_LOCK_KEY);
  if (held) hold(held);
  else log().error(`The ingest lock was lost with its database connection and another process holds it now. ${INGEST_TAKEN}`);
}

/** Holds the lock already taken by claimIngestLock, beats every HEARTBEAT_MS, and returns the stop (which releases the lock). */
export function startIngestHeartbeat(claimed: HeldLock) {
  hold(claimed);
  const startedAt = nowIso();
  let failing = false;
  const beat = async () => {
    try {
      await keepLock();
      await beatProcessHeartbeat({ role: "ingest", seenAt: nowIso(), startedAt, problem: ingestProblem() });
      if (failing) log().info("the ingest process's heartbeat is written again");
      failing = false;
    } catch (error) {
      if (!failing) log().warn({ err: error }, "the ingest process's heartbeat could not be written; the web processes will say it is gone");
      failing = true;
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), HEARTBEAT_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    const held = lock;
    lock = null;
    await held?.release();
  };
}

/** The ingest process as a web process last read it. */
interface Seen {
  /** Its latest beat; null when no ingest process ever answered on this database. */
  seenAt: string | null;
  problem: string | null;
}

let seen: Seen | null = null;

/** A web process reads the ingest process's heartbeat now. */
export async function readIngestHeartbeat() {
  if (getConfig().INGEST !== "elsewhere") return;
  const row = await getProcessHeartbeat({ role: "ingest" });
  seen = { seenAt: row?.seenAt ?? null, problem: row?.problem ?? null };
}

/** A web process reads the heartbeat every HEARTBEAT_MS, for what asks without waiting (Go Live); returns the stop. */
export function watchIngestHeartbeat() {
  const read = () => readIngestHeartbeat().catch((error: unknown) => log().warn({ err: error }, "the ingest process's heartbeat could not be read"));
  void read();
  const timer = setInterval(() => void read(), HEARTBEAT_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    seen = null;
  };
}

export interface IngestProcessState {
  /** It beat within the last MISSED_BEATS heartbeats. */
  answering: boolean;
  /** Its latest beat (ISO); null when none ever answered on this database. */
  seenAt: string | null;
  /** Why it cannot take broadcasts, as it last said; null when it can. */
  problem: string | null;
}

/** The ingest process as this web process last read it; null in the ingest process itself, or before the first read. */
export function ingestProcessState(now = Date.now()): IngestProcessState | null {
  if (getConfig().INGEST !== "elsewhere" || !seen) return null;
  const answering = seen.seenAt !== null && now - Date.parse(seen.seenAt) <= MISSED_BEATS * HEARTBEAT_MS;
  return { answering, seenAt: seen.seenAt, problem: seen.problem };
}

/** "14:05 UTC". */
function utcClock(at: string) {
  return `${at.slice(11, 16)} UTC`;
}

/** Why encoders cannot reach the ingest process, for the operator; null when they can (or this is the ingest process). */
export function ingestProcessProblem(now = Date.now()) {
  const state = ingestProcessState(now);
  if (!state) return null;
  if (!state.seenAt) {
    return "No ingest process has answered on this database yet, so encoders cannot connect. Start the one process with INGEST=on (deploy/showup-ingest.service).";
  }
  if (!state.answering) return `The ingest process has not answered since ${utcClock(state.seenAt)}, so encoders cannot connect until it is back.`;
  return state.problem;
}
