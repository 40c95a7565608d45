import { listLiveEventsAfter, type StoredLiveEvent } from "~/models/live-event.server";
import { onShutdown } from "~/services/lifecycle.server";
import { getLogger } from "~/services/logger.server";
import { singleton } from "~/services/singleton.server";
import { subscribeToStream } from "./bus.server";

export const HEARTBEAT_MS = 15_000;
/** A client that leaves this much unread for SLOW_CLIENT_MS is dropped; it reconnects and replays. */
export const MAX_UNSENT_BYTES = 256 * 1024;
export const SLOW_CLIENT_MS = 10_000;
/** What EventSource waits before reconnecting. */
const RETRY_MS = 3_000;

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(": ping\n\n");

/** Each event is serialised once; every connection writes the same bytes. */
const encoded = new WeakMap<StoredLiveEvent, Uint8Array>();

export function encodeLiveEvent(event: StoredLiveEvent): Uint8Array {
  let bytes = encoded.get(event);
  if (!bytes) {
    bytes = encoder.encode(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.payload}\n\n`);
    encoded.set(event, bytes);
  }
  return bytes;
}

/** A state snapshot sent on connect: it carries no id, so it does not move the replay position. */
export function encodeSnapshot(type: string, data: unknown) {
  return encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Who is listening: the host sees every event; a viewer sees broadcasts and their own; anonymous sees broadcasts. */
export type Audience = { kind: "host" } | { kind: "viewer"; viewerId: number } | { kind: "anonymous" };

export function mayReceive(audience: Audience, event: StoredLiveEvent) {
  if (event.viewerId === null || audience.kind === "host") return true;
  return audience.kind === "viewer" && audience.viewerId === event.viewerId;
}

/** Last-Event-ID from the header EventSource sends on reconnect, or `lastEventId` in the query. */
export function lastEventIdOf(request: Request): number | null {
  const raw = request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("lastEventId");
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/** The open connections of this process, each by the function that ends it. */
function openStreams() {
  return singleton("openLiveEventStreams", () => ({ closers: new Set<() => void>(), shutdownRegistered: false }));
}

function registerShutdown() {
  const open = openStreams();
  if (open.shutdownRegistered) return;
  open.shutdownRegistered = true;
  onShutdown(() => {
    open.shutdownRegistered = false;
    for (const close of [...open.closers]) close();
  });
}

/** Open live-event connections in this process (for tests and metrics). */
export function openLiveConnectionCount() {
  return openStreams().closers.size;
}

/**
 * A text/event-stream of the stream's live events for one audience: replays what a reconnecting
 * client missed, then pushes new events as they are published, with a heartbeat comment every
 * 15 s. Ends when the client goes away (`closed`), when it reads too slowly, or at shutdown.
 */
export function liveEventStream({
  streamRowId,
  audience,
  lastEventId,
  closed,
  unsentBytes,
  snapshot = [],
  onClose,
}: {
  streamRowId: number;
  audience: Audience;
  lastEventId: number | null;
  closed: AbortSignal;
  unsentBytes: () => number;
  snapshot?: Uint8Array[];
  onClose?: () => void;
}): Response {
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let done = false;
      let lastSent = lastEventId ?? 0;
      let replaying = lastEventId !== null;
      const held: StoredLiveEvent[] = [];
      let slowSince: number | null = null;

      const write = (bytes: Uint8Array) => {
        if (!done) controller.enqueue(bytes);
      };
      const send = (event: StoredLiveEvent) => {
        if (event.id <= lastSent || !mayReceive(audience, event)) return;
        lastSent = event.id;
        write(encodeLiveEvent(event));
      };
      const unsubscribe = subscribeToStream(streamRowId, (event) => {
        if (replaying) held.push(event);
        else send(event);
      });
      const heartbeat = setInterval(() => {
        if (unsentBytes() > MAX_UNSENT_BYTES) {
          slowSince ??= Date.now();
          if (Date.now() - slowSince >= SLOW_CLIENT_MS) {
            getLogger().info({ streamRowId }, "dropping a live-event client that reads too slowly");
            finish();
            return;
          }
        } else {
          slowSince = null;
        }
        write(HEARTBEAT);
      }, HEARTBEAT_MS);

      finish = () => {
        if (done) return;
        done = true;
        clearInterval(heartbeat);
        unsubscribe();
        openStreams().closers.delete(finish);
        closed.removeEventListener("abort", finish);
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
        onClose?.();
      };
      openStreams().closers.add(finish);
      registerShutdown();
      if (closed.aborted) return finish();
      closed.addEventListener("abort", finish, { once: true });

      write(encoder.encode(`retry: ${RETRY_MS}\n\n`));
      // The snapshot (current state) goes after any replay, so the client ends on what is true now.
      if (lastEventId === null) for (const bytes of snapshot) write(bytes);
      else {
        listLiveEventsAfter({ streamRowId, afterId: lastEventId, viewerId: audience.kind === "host" ? undefined : audience.kind === "viewer" ? audience.viewerId : null })
          .then((missed) => {
            for (const event of missed) send(event);
          })
          .catch((error: unknown) => getLogger().warn({ err: error, streamRowId }, "replaying missed live events failed"))
          .finally(() => {
            replaying = false;
            for (const bytes of snapshot) write(bytes);
            for (const event of held.splice(0)) send(event);
          });
      }
    },
    cancel() {
      finish();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
