import { EventEmitter } from "node:events";
import { isPostgresUrl } from "../../../db";
import { appendLiveEvents } from "~/models/live-event.server";
import { getConfig } from "~/utils/config.server";
import { db } from "~/utils/db.server";
import { onShutdown } from "~/utils/lifecycle.server";
import { getLogger } from "~/utils/logger.server";
import { forgetSingleton, singleton } from "~/utils/singleton.server";
import type { LiveEventData, LiveEventListener, LiveEventTransport, LiveEventType, StoredLiveEvent } from "~/utils/live-events";
import { createPostgresTransport } from "./postgres-transport.server";

function inProcessTransport(): LiveEventTransport {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    deliver(event) {
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

function transport(): LiveEventTransport {
  return singleton("liveEventTransport", () => {
    const config = getConfig();
    if (liveEventsTransportKind(config) === "memory") return inProcessTransport();
    const postgres = createPostgresTransport({ connectionString: config.DATABASE_URL, db, logger: getLogger() });
    onShutdown(async () => {
      // A server started again in this process (tests) gets a new listener.
      forgetSingleton("liveEventTransport");
      await postgres.close();
    });
    return postgres;
  });
}

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

/**
 * Stores the events with one statement (their ids are the SSE ids, replayed after a reconnect),
 * then delivers them in that order.
 */
export async function publishLiveEvents(inputs: LiveEventInput[]): Promise<StoredLiveEvent[]> {
  const events = await appendLiveEvents(inputs);
  const live = transport();
  for (const event of events) live.deliver(event);
  return events;
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
