// "The database is unavailable" (PostgreSQL restarting, refusing connections, a connection cut;
// SQLite locked past its busy timeout) is recognised here, once, for every place that answers:
// it is a 503 with Retry-After, not a fault of ours (500), and it is logged once per outage.
import { POSTGRES_CONNECT_WAIT_MS } from "../../db";
import { getLogger } from "./logger.server";

export const DATABASE_UNAVAILABLE = "The service is briefly unavailable. Please try again in a few seconds.";
/**
 * A restart or failover of PostgreSQL takes a few seconds, and the app recovers on the first
 * connection that succeeds: 5 s asks clients to come back about when it is likely to be over,
 * without a thousand watch pages retrying every second in the meantime.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** An outage with no unavailable error for this long is over (SQLite has no "connected" signal). */
const QUIET_ENDS_OUTAGE_MS = 30_000;

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** admin_shutdown, crash_shutdown, cannot_connect_now; the connection_exception class; too_many_connections. */
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006", "53300"]);
/** pg-pool's answer when every pooled connection stayed taken for its connectionTimeoutMillis. */
const POOL_WAIT_TIMED_OUT = /timeout exceeded when trying to connect/i;
const MESSAGES = [
  /not currently accepting connections/i,
  /connection terminated/i,
  POOL_WAIT_TIMED_OUT,
  /client has encountered a connection error/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
];

/** True when the error says the database cannot be reached or will not serve now, rather than that a query was wrong. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 3) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith("SQLITE_BUSY")) return true;
    if (code === "55000" && typeof message === "string" && /not currently accepting connections/i.test(message)) return true;
  }
  if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A connection refused on every address of "localhost" arrives as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Runs `task` again while it fails because the database is unavailable (a terminated connection
 * is replaced at once; a restart takes seconds), for at most `forMs`; any other error, or the
 * last one, is thrown.
 */
export async function retryWhileDatabaseUnavailable<T>(task: () => Promise<T>, forMs: number): Promise<T> {
  const deadline = Date.now() + forMs;
  for (let wait = 100; ; wait = Math.min(wait * 2, 1_000)) {
    try {
      return await task();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + wait > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

interface OutageState {
  since: number | null;
  lastSeen: number;
  refused: number;
}

const outage: OutageState = { since: null, lastSeen: 0, refused: 0 };

/**
 * What the log says when an outage begins. A wait for a pooled connection that timed out is the
 * app's own queries holding every connection (a burst), or a database that stopped answering
 * without closing them: either way 503, but an operator looks at different things.
 */
export function outageLogLine(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return POOL_WAIT_TIMED_OUT.test(message)
    ? `database busy: every pooled connection stayed taken for ${POSTGRES_CONNECT_WAIT_MS / 1000} s (a burst of queries, or a database that stopped answering); answering 503 until it clears`
    : "database unavailable: answering 503 until it is back";
}

/** Counts an unavailable error; the first of an outage is logged, the rest are only counted. */
export function reportDatabaseUnavailable(error: unknown) {
  const now = Date.now();
  if (outage.since !== null && now - outage.lastSeen > QUIET_ENDS_OUTAGE_MS) endOutage(outage.lastSeen);
  outage.lastSeen = now;
  outage.refused += 1;
  if (outage.since !== null) return;
  outage.since = now;
  const reason = error instanceof Error ? error.message : String(error);
  getLogger().warn({ reason }, outageLogLine(error));
}

/** A connection to the database succeeded: an outage in progress is over. */
export function reportDatabaseReachable() {
  if (outage.since !== null) endOutage(Date.now());
}

function endOutage(at: number) {
  if (outage.since === null) return;
  getLogger().warn({ seconds: (at - outage.since) / 1000, refused: outage.refused }, "database available again");
  outage.since = null;
  outage.refused = 0;
}
