// Live events across processes over PostgreSQL LISTEN/NOTIFY. Events are stored (live_events)
// before they are delivered, so a notification carries only "<streamRowId>:<eventId>"; every
// process, the publisher included, hears it on one dedicated listening connection and loads the
// rows its local subscribers need.
//
// Delivery per stream keeps a cursor (the highest id handed to its subscribers): rows are loaded
// as the range (cursor, highest notified id], so they arrive in id order, never twice, and an
// event whose notification was lost or overtaken is picked up with the next one. Notifications
// arriving within BATCH_MS are loaded with one query. When the listening connection drops it is
// re-opened with backoff, and every subscribed stream then catches up from its cursor.
import { sql, type Kysely } from "kysely";
import pg from "pg";
import type { Database } from "../../../db";
import { listLiveEventsInRanges, type LiveEventRange } from "~/models/live-event.server";
import { retryWhileDatabaseUnavailable } from "~/utils/database-outage.server";
import { observeLiveEventHop } from "~/utils/metrics.server";
import type { LiveEventListener, LiveEventTransport, StoredLiveEvent } from "~/contracts/live-events";

export const LIVE_EVENTS_CHANNEL = "live_events";
/** How long notifications are gathered into one load. */
export const BATCH_MS = 5;
/** Rows loaded per query; a longer backlog (catch-up after an outage) is read in pages. */
const PAGE_SIZE = 1000;
/** A load that failed (database restarting) is tried again after this. */
const LOAD_RETRY_MS = 1000;
/** A NOTIFY that failed because the database is unavailable is tried again for this long. */
const NOTIFY_RETRY_MS = 10_000;
/** The listening connection is checked with a query this often (a half-open TCP connection is silent). */
const HEALTH_CHECK_MS = 30_000;

interface TransportLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PostgresTransportOptions {
  /** The same DATABASE_URL as the pool: the listening connection is a separate, long-lived client. */
  connectionString: string;
  /** The pooled database for NOTIFY and for loading rows. */
  db: () => Kysely<Database>;
  logger?: TransportLogger;
  batchMs?: number;
  /** Reconnect backoff: first delay, doubled per failed attempt up to maxMs. */
  reconnect?: { initialMs?: number; maxMs?: number };
}

export interface PostgresTransport extends LiveEventTransport {
  /** Resolves once the listener is connected and listening (at once when it is). */
  ready(): Promise<void>;
  /** Stops listening and reconnecting; local subscribers receive nothing more. */
  close(): Promise<void>;
  /** The backend pid of the listening connection, or null while it is down (tests, diagnostics). */
  listenerPid(): number | null;
  /** Counters for tests and diagnostics. */
  stats(): { loads: number; connects: number; delivered: number };
}

interface StreamState {
  listeners: Set<LiveEventListener>;
  /** Highest event id handed to this stream's subscribers (or the starting point); null until known. */
  cursor: number | null;
}

const silentLogger: TransportLogger = { info() {}, warn() {}, error() {} };

export function notificationPayload(event: Pick<StoredLiveEvent, "streamId" | "id">) {
  return `${event.streamId}:${event.id}`;
}

function parseNotification(payload: string | undefined) {
  const match = /^(\d{1,15}):(\d{1,15})$/.exec(payload ?? "");
  return match ? { streamRowId: Number(match[1]), id: Number(match[2]) } : null;
}

export function createPostgresTransport(options: PostgresTransportOptions): PostgresTransport {
  const logger = options.logger ?? silentLogger;
  const batchMs = options.batchMs ?? BATCH_MS;
  const initialBackoff = options.reconnect?.initialMs ?? 250;
  // A database back after a restart is heard within 2 s: live pages catch up about as soon as calls succeed again.
  const maxBackoff = options.reconnect?.maxMs ?? 2_000;

  const streams = new Map<number, StreamState>();
  /** Streams with rows to load, each with the highest id to load (Infinity: everything, a catch-up). */
  const pending = new Map<number, number>();
  /** The highest event id known to this process (notified or existing when the listener connected). */
  let highWater: number | null = null;
  let closed = false;
  let client: pg.Client | null = null;
  let listening = false;
  let everConnected = false;
  let attempts = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let healthTimer: ReturnType<typeof setInterval> | null = null;
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let flushing = false;
  const readyWaiters: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  /** Ends the current listening connection (and so reconnects). */
  let dropListener: ((error?: Error) => void) | null = null;
  const counters = { loads: 0, connects: 0, delivered: 0 };

  function raiseHighWater(id: number) {
    if (highWater === null || id > highWater) highWater = id;
  }

  // ---- Listening connection ------------------------------------------------------------------

  async function connect() {
    if (closed) return;
    const listener = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: 5000,
      query_timeout: 10_000,
      keepAlive: true,
      application_name: "live-events-listener",
    });
    client = listener;
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      listener.removeListener("notification", onNotification);
      if (client === listener) {
        client = null;
        listening = false;
        dropListener = null;
      }
      listener.end().catch(() => undefined);
      if (closed) return;
      // Once per outage: the failed attempts to reconnect that follow are not news.
      if (attempts === 0) logger.warn({ err: error?.message }, "live events: the PostgreSQL listener dropped; reconnecting");
      scheduleReconnect();
    };
    // Without an error listener a database restart would crash the process.
    listener.on("error", (error) => drop(error));
    listener.on("end", () => drop());
    listener.on("notification", onNotification);
    dropListener = drop;

    let maxId: number;
    try {
      await listener.connect();
      await listener.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
      const result = await listener.query<{ max: string | number | null }>("select max(id) as max from live_events");
      maxId = Number(result.rows[0]?.max ?? 0);
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (dropped) return;
    if (closed) {
      dropped = true;
      await listener.end().catch(() => undefined);
      return;
    }

    counters.connects += 1;
    attempts = 0;
    listening = true;
    const reconnected = everConnected;
    everConnected = true;
    // Streams subscribed before anything was known start from what exists now.
    const start = highWater ?? maxId;
    for (const state of streams.values()) state.cursor ??= start;
    raiseHighWater(maxId);
    if (reconnected) {
      // Whatever was published while no one listened: every subscribed stream reads from its cursor.
      for (const streamRowId of streams.keys()) pending.set(streamRowId, Number.POSITIVE_INFINITY);
      logger.info({ streams: streams.size }, "live events: the PostgreSQL listener is back; catching up");
      scheduleFlush(0);
    }
    for (const waiter of readyWaiters.splice(0)) waiter.resolve();
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = Math.min(maxBackoff, initialBackoff * 2 ** attempts) * (0.8 + Math.random() * 0.4);
    attempts += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
    reconnectTimer.unref?.();
  }

  function startHealthCheck() {
    healthTimer = setInterval(() => {
      const listener = client;
      const drop = dropListener;
      if (!listener || !listening || !drop) return;
      // A half-open connection stays silent: a query that fails ends it, and that reconnects.
      listener.query("select 1").catch((error: unknown) => drop(error instanceof Error ? error : new Error(String(error))));
    }, HEALTH_CHECK_MS);
    healthTimer.unref?.();
  }

  function onNotification(message: pg.Notification) {
    if (message.channel !== LIVE_EVENTS_CHANNEL) return;
    const parsed = parseNotification(message.payload);
    if (!parsed) return;
    raiseHighWater(parsed.id);
    const state = streams.get(parsed.streamRowId);
    if (!state) return;
    if (state.cursor === null) state.cursor = parsed.id - 1;
    if (parsed.id <= state.cursor) return;
    pending.set(parsed.streamRowId, Math.max(pending.get(parsed.streamRowId) ?? 0, parsed.id));
    scheduleFlush(batchMs);
  }

  // ---- Loading and local delivery ------------------------------------------------------------

  function scheduleFlush(delay: number) {
    if (closed || flushing || flushTimer) return;
    flushTimer = setTimeout(() => {
      flushTimer = null;
      void flush();
    }, delay);
    flushTimer.unref?.();
  }

  async function load(ranges: LiveEventRange[]) {
    counters.loads += 1;
    return listLiveEventsInRanges({ ranges, limit: PAGE_SIZE, executor: options.db() });
  }

  async function flush() {
    if (flushing) return;
    flushing = true;
    try {
      while (pending.size && !closed) {
        const ranges: LiveEventRange[] = [];
        for (const [streamRowId, upTo] of pending) {
          const cursor = streams.get(streamRowId)?.cursor;
          if (cursor !== null && cursor !== undefined && upTo > cursor) ranges.push({ streamRowId, after: cursor, upTo });
        }
        pending.clear();
        if (!ranges.length) break;

        let rows: StoredLiveEvent[];
        try {
          rows = await load(ranges);
        } catch (error) {
          logger.warn({ err: error instanceof Error ? error.message : String(error) }, "live events: loading notified events failed; retrying");
          for (const { streamRowId, upTo } of ranges) pending.set(streamRowId, Math.max(pending.get(streamRowId) ?? 0, upTo));
          const retry = setTimeout(() => scheduleFlush(0), LOAD_RETRY_MS);
          retry.unref?.();
          return;
        }
        for (const event of rows) deliverLocally(event);
        if (rows.length === PAGE_SIZE) {
          // A full page: there may be more in these ranges; read on from the advanced cursors.
          for (const { streamRowId, upTo } of ranges) pending.set(streamRowId, Math.max(pending.get(streamRowId) ?? 0, upTo));
        }
      }
    } finally {
      flushing = false;
    }
    if (pending.size) scheduleFlush(0);
  }

  function deliverLocally(event: StoredLiveEvent) {
    raiseHighWater(event.id);
    const state = streams.get(event.streamId);
    if (!state || (state.cursor !== null && event.id <= state.cursor)) return;
    state.cursor = event.id;
    observeLiveEventHop(event.createdAt);
    for (const listener of [...state.listeners]) {
      try {
        listener(event);
        counters.delivered += 1;
      } catch (error) {
        logger.error(
          { err: error instanceof Error ? error.message : String(error), streamRowId: event.streamId },
          "live events: a subscriber failed",
        );
      }
    }
  }

  // ---- Announcing --------------------------------------------------------------------------

  /**
   * Per stream, the highest id delivered in this turn of the event loop. Only that id is
   * notified: its rows are stored before delivery and a listener loads everything between its
   * cursor and the notified id, so a batch published together (a group commit) costs one
   * notification per stream rather than one per event. The streams of a turn are notified with
   * one statement: notifying transactions commit one at a time server-wide, so a NOTIFY per
   * stream would cap a batch of twenty streams at twenty serialized commits.
   */
  const unannounced = new Map<number, number>();

  function announce() {
    const announced = [...unannounced];
    unannounced.clear();
    if (closed || !announced.length) return;
    const payloads = announced.map(([streamId, id]) => notificationPayload({ streamId, id }));
    // A terminated pooled connection is replaced at once: without the retry, these events would
    // wait for their stream's next notification (or a reconnect's catch-up) to be delivered.
    retryWhileDatabaseUnavailable(
      () => sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(options.db()),
      NOTIFY_RETRY_MS,
    ).catch((error: unknown) => {
      // The next notification of each stream (or a reconnect's catch-up) still carries these events.
      logger.warn(
        { err: error instanceof Error ? error.message : String(error), eventIds: announced.map(([, id]) => id) },
        "live events: NOTIFY failed",
      );
    });
  }

  // ---- The transport ------------------------------------------------------------------------

  void connect();
  startHealthCheck();

  return {
    deliver(event) {
      // The row is stored; only its address travels. Publishing does not wait for delivery.
      if (closed) return;
      if (!unannounced.size) queueMicrotask(announce);
      unannounced.set(event.streamId, Math.max(unannounced.get(event.streamId) ?? 0, event.id));
    },

    subscribe(streamRowId, listener) {
      let state = streams.get(streamRowId);
      if (!state) {
        state = { listeners: new Set(), cursor: highWater };
        streams.set(streamRowId, state);
      }
      const subscriber: LiveEventListener = (event) => listener(event);
      state.listeners.add(subscriber);
      const subscribed = state;
      return () => {
        subscribed.listeners.delete(subscriber);
        if (subscribed.listeners.size === 0 && streams.get(streamRowId) === subscribed) {
          streams.delete(streamRowId);
          pending.delete(streamRowId);
        }
      };
    },

    ready() {
      if (listening) return Promise.resolve();
      if (closed) return Promise.reject(new Error("The live-event transport is closed."));
      return new Promise<void>((resolve, reject) => readyWaiters.push({ resolve, reject }));
    },

    async close() {
      if (closed) return;
      closed = true;
      listening = false;
      for (const timer of [reconnectTimer, flushTimer]) if (timer) clearTimeout(timer);
      if (healthTimer) clearInterval(healthTimer);
      reconnectTimer = flushTimer = healthTimer = null;
      for (const waiter of readyWaiters.splice(0)) waiter.reject(new Error("The live-event transport is closed."));
      dropListener = null;
      pending.clear();
      streams.clear();
      const listener = client;
      client = null;
      if (listener) {
        listener.removeListener("notification", onNotification);
        await listener.end().catch(() => undefined);
      }
    },

    listenerPid() {
      const listener = client as (pg.Client & { processID?: number }) | null;
      return listening && listener?.processID ? listener.processID : null;
    },

    stats() {
      return { ...counters };
    },
  };
}
