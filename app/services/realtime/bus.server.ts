import { EventEmitter } from "node:events";
import { isPostgresUrl } from "../../../db";
import { appendLiveEvents } from "~/models/live-event.server";
import { getConfig } from "~/utils/config.server";
import { db } from "~/utils/db.server";
import { onShutdown } from "~/utils/lifecycle.server";
import { getLogger } from "~/utils/logger.server";
import { lazy } from "~/utils/lazy";
import { observeLiveEventHop } from "~/utils/metrics.server";
import type { LiveEventData, LiveEventListener, LiveEventTransport, LiveEventType, StoredLiveEvent } from "~/contracts/live-events";
import { createPostgresTransport } from "./postgres-transport.server";

function inProcessTransport(): LiveEventTransport {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    deliver(event) {
      observeLiveEventHop(event.createdAt);
      emitter.emit(String(event.streamId), event);
    },
    subscribe(streamRowId, listener) {
      const name = String(streamRowId);
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}

/** LIVE_EVENTS_TRANSPORT, or by default postgres on a PostgreSQL DATABASE_URL and memory on SQLite. */
export function liveEventsTransportKind(config = getConfig()) {
  return config.LIVE_EVENTS_TRANSPORT ?? (isPostgresUrl(config.DATABASE_URL) ? "postgres" : "memory");
}

const transport = lazy((): LiveEventTransport => {
  const config = getConfig();
  if (liveEventsTransportKind(config) === "memory") return inProcessTransport();
  const postgres = createPostgresTransport({ connectionString: config.DATABASE_URL, db, logger: getLogger() });
  onShutdown(async () => {
    // A server started again in this process (tests) gets a new listener.
    transport.reset();
    await postgres.close();
  });
  return postgres;
});

/**
 * Starts the transport now rather than at the first event (at server start): on PostgreSQL its
 * listener is then up before the first client subscribes. Resolves when it listens.
 */
export async function startLiveEventTransport() {
  await transport().ready?.();
}

/** An event to publish, its data of the type its name carries; `viewerId` addresses it to that viewer alone, `hostOnly` to the host alone. */
export type LiveEventInput = {
  [T in LiveEventType]: { streamRowId: number; type: T; data: LiveEventData[T]; viewerId?: number | null; hostOnly?: boolean };
}[LiveEventType];

/** At most this many events go into one statement (a caller with more gets statements of its own). */
const MAX_BATCH_EVENTS = 500;

interface PendingPublish {
  inputs: LiveEventInput[];
  resolve: (events: StoredLiveEvent[]) => void;
  reject: (error: unknown) => void;
}

interface Publisher {
  queue: PendingPublish[];
  scheduled: boolean;
  running: boolean;
}

const publisher: Publisher = { queue: [], scheduled: false, running: false };

/**
 * Stores the events (their ids are the SSE ids, replayed after a reconnect), then delivers them in
 * that order; resolves with them, in input order, once they are committed and handed over.
 *
 * A group commit: what is published while the previous statement is being written (or within the
 * same turn of the event loop) is stored together with one statement, each caller's events
 * contiguous and in order. On PostgreSQL a stream's statements commit one after another (the
 * per-stream lock in appendLiveEvents), so twenty publishers of one stream wait for one commit
 * rather than queueing behind each other's. If the statement fails, each caller's events are
 * stored alone, so only the caller whose events cannot be stored (its stream just deleted) fails.
 */
export function publishLiveEvents(inputs: LiveEventInput[]): Promise<StoredLiveEvent[]> {
  if (!inputs.length) return Promise.resolve([]);
  return new Promise<StoredLiveEvent[]>((resolve, reject) => {
    const p = publisher;
    p.queue.push({ inputs, resolve, reject });
    if (!p.scheduled && !p.running) {
      p.scheduled = true;
      setImmediate(() => {
        flush().catch((error: unknown) => getLogger().error({ err: error }, "live events group commit failed"));
      });
    }
  });
}

async function flush() {
  const p = publisher;
  p.scheduled = false;
  if (p.running) return;
  p.running = true;
  try {
    while (p.queue.length) await commitBatch(takeBatch(p.queue));
  } finally {
    p.running = false;
  }
}

/** Whole callers from the front of the queue, up to MAX_BATCH_EVENTS events (at least one caller). */
function takeBatch(queue: PendingPublish[]) {
  let count = 0;
  let callers = 0;
  for (const pending of queue) {
    if (callers > 0 && count + pending.inputs.length > MAX_BATCH_EVENTS) break;
    count += pending.inputs.length;
    callers += 1;
  }
  return queue.splice(0, callers);
}

async function commitBatch(batch: PendingPublish[]) {
  let events: StoredLiveEvent[];
  try {
    events = await appendLiveEvents(batch.flatMap((pending) => pending.inputs));
  } catch (error) {
    if (batch.length === 1) {
      batch[0]?.reject(error);
      return;
    }
    // One caller's bad event (its stream deleted a moment ago) must not fail the others: one at a time.
    for (const pending of batch) {
      try {
        handOver(pending, await appendLiveEvents(pending.inputs));
      } catch (single) {
        pending.reject(single);
      }
    }
    return;
  }
  let start = 0;
  for (const pending of batch) {
    handOver(pending, events.slice(start, start + pending.inputs.length));
    start += pending.inputs.length;
  }
}

function handOver(pending: PendingPublish, events: StoredLiveEvent[]) {
  try {
    const live = transport();
    for (const event of events) live.deliver(event);
    pending.resolve(events);
  } catch (error) {
    pending.reject(error);
  }
}

/** Stores one event and delivers it. */
export async function publishLiveEvent(input: LiveEventInput): Promise<StoredLiveEvent> {
  const [event] = await publishLiveEvents([input]);
  if (!event) throw new Error("live event not stored");
  return event;
}

export function subscribeToStream(streamRowId: number, listener: LiveEventListener) {
  return transport().subscribe(streamRowId, listener);
}
