import { EventEmitter } from "node:events";
import { appendLiveEvent, type StoredLiveEvent } from "~/models/live-event.server";
import { singleton } from "~/services/singleton.server";
import type { LiveEventType } from "./live-event";

export type LiveEventListener = (event: StoredLiveEvent) => void;

/**
 * Carries stored live events to the subscribers of their stream. In-process: one Node process
 * serves every connection. (A PostgreSQL LISTEN/NOTIFY transport plugs in behind the same two calls.)
 */
export interface LiveEventTransport {
  deliver(event: StoredLiveEvent): void;
  subscribe(streamRowId: number, listener: LiveEventListener): () => void;
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

function transport() {
  return singleton("liveEventTransport", inProcessTransport);
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
