import { EventEmitter } from "node:events";
import { isPostgresUrl } from "../../../db";
import { appendLiveEvent, type StoredLiveEvent } from "~/models/live-event.server";
import { getConfig } from "~/services/config.server";
import { db } from "~/services/db.server";
import { onShutdown } from "~/services/lifecycle.server";
import { getLogger } from "~/services/logger.server";
import { forgetSingleton, singleton } from "~/services/singleton.server";
import type { LiveEventType } from "./live-event";
import { createPostgresTransport } from "./postgres-transport.server";

export type LiveEventListener = (event: StoredLiveEvent) => void;

/**
 * Carries stored live events to the subscribers of their stream: in-process (one Node process
 * serves every connection) or over PostgreSQL LISTEN/NOTIFY (several processes share the stream).
 */
export interface LiveEventTransport {
  deliver(event: StoredLiveEvent): void;
  subscribe(streamRowId: number, listener: LiveEventListener): () => void;
  /** Resolves when events from other processes can arrive (absent: at once). */
  ready?(): Promise<void>;
}

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

/**
 * Stores the event (its id is the SSE id, replayed after a reconnect) and then delivers it.
 * `viewerId` addresses the event to that viewer alone.
 */
export async function publishLiveEvent(input: {
  streamRowId: number;
  type: LiveEventType;
  data: unknown;
  viewerId?: number | null;
}): Promise<StoredLiveEvent> {
  const event = await appendLiveEvent(input);
  transport().deliver(event);
  return event;
}

export function subscribeToStream(streamRowId: number, listener: LiveEventListener) {
  return transport().subscribe(streamRowId, listener);
}
