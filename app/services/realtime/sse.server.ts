// Server-Sent Events fan-out. One hub per stream holds that stream's open connections. Events
// from the bus are serialised once into pre-framed bytes; events arriving close together are
// coalesced into one write per connection (the window follows how long the last fan-out took:
// none when it was quick, never above COALESCE_MAX_MS). One heartbeat timer per hub, not per connection.
import type { ServerResponse } from "node:http";
import { listLiveEventsAfter } from "~/models/live-event.server";
import {
  endsViewerConnection,
  isRemovalOf,
  isTeamMember,
  mayReceive,
  type LiveEventData,
  type LiveEventType,
  type LiveReader,
  type StoredLiveEvent,
} from "~/contracts/live-events";
import { onShutdown } from "~/utils/lifecycle.server";
import { getLogger } from "~/utils/logger.server";
import { lazy } from "~/utils/lazy";
import { subscribeToStream } from "./bus.server";

export const HEARTBEAT_MS = 15_000;
/** How long after a replay a late notification of a replayed event may still arrive (and is dropped). */
const REPLAY_OVERLAP_MS = 30_000;
/** A client that leaves this much unread for SLOW_CLIENT_MS is dropped; it reconnects and replays. */
export const MAX_UNSENT_BYTES = 256 * 1024;
export const SLOW_CLIENT_MS = 10_000;
/** After a fan-out faster than this, the next event goes out at once. */
const COALESCE_IDLE_MS = 2;
const COALESCE_MAX_MS = 100;
const HEARTBEAT_SLICE = 1_000;
/** What EventSource waits before reconnecting. */
const RETRY_MS = 3_000;

const HEARTBEAT = Buffer.from(": ping\n\n");
const RETRY = Buffer.from(`retry: ${RETRY_MS}\n\n`);

/** Each event is serialised once; every connection writes the same bytes. */
const encoded = new WeakMap<StoredLiveEvent, Buffer>();

export function encodeLiveEvent(event: StoredLiveEvent): Buffer {
  let bytes = encoded.get(event);
  if (!bytes) {
    bytes = Buffer.from(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.payload}\n\n`);
    encoded.set(event, bytes);
  }
  return bytes;
}

/** A state snapshot sent on connect: it carries no id, so it does not move the replay position. */
export function encodeSnapshot<T extends LiveEventType>(type: T, data: LiveEventData[T]) {
  return Buffer.from(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Last-Event-ID from the header EventSource sends on reconnect, or `lastEventId` in the query. */
export function lastEventIdOf(header: string | undefined | null, query: string | undefined | null): number | null {
  const raw = header ?? query;
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

interface Connection {
  res: ServerResponse;
  audience: LiveReader;
  /** Events that arrived while what the connection sends first was being read; null once it streams. */
  held: StoredLiveEvent[] | null;
  /**
   * Ids just replayed from the store: across processes an event's notification can arrive after
   * the replay read it, so for a while these are not sent again. (Ids alone can't order events
   * across processes, so newer-than-last is no test.)
   */
  replayed: Set<number> | null;
  slowSince: number | null;
  onClose?: () => void;
}

class StreamHub {
  readonly connections = new Set<Connection>();
  private batch: StoredLiveEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private windowMs = 0;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor(
    readonly streamRowId: number,
    private readonly onEmpty: () => void,
  ) {
    this.unsubscribe = subscribeToStream(streamRowId, (event) => this.enqueue(event));
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  add(connection: Connection) {
    this.connections.add(connection);
  }

  remove(connection: Connection) {
    if (!this.connections.delete(connection)) return;
    connection.onClose?.();
    if (!this.connections.size) this.close();
  }

  close() {
    clearInterval(this.heartbeat);
    if (this.timer) clearTimeout(this.timer);
    this.unsubscribe();
    for (const connection of [...this.connections]) {
      this.connections.delete(connection);
      connection.onClose?.();
      connection.res.end();
    }
    this.onEmpty();
  }

  private enqueue(event: StoredLiveEvent) {
    this.batch.push(event);
    if (this.timer) return;
    // Idle: out at once. Busy: wait a little so the next events share one write per connection.
    if (!this.windowMs) this.flush();
    else this.timer = setTimeout(() => this.flush(), this.windowMs);
  }

  private flush() {
    this.timer = null;
    const events = this.batch;
    this.batch = [];
    if (!events.length) return;
    const started = performance.now();
    const addressed = events.some((event) => event.viewerId !== null || event.hostOnly);
    const everything = events.length === 1 ? encodeLiveEvent(events[0] as StoredLiveEvent) : Buffer.concat(events.map(encodeLiveEvent));
    const broadcast = addressed
      ? Buffer.concat(events.filter((event) => event.viewerId === null && !event.hostOnly).map(encodeLiveEvent))
      : everything;
    for (const connection of this.connections) {
      if (connection.held) {
        connection.held.push(...events);
        continue;
      }
      const { audience, replayed } = connection;
      let bytes = broadcast;
      if (replayed && events.some((event) => replayed.has(event.id))) {
        bytes = Buffer.concat(events.filter((event) => !replayed.has(event.id) && mayReceive(audience, event)).map(encodeLiveEvent));
      } else if (audience.kind === "host") {
        bytes = isTeamMember(audience) ? Buffer.concat(events.filter((event) => mayReceive(audience, event)).map(encodeLiveEvent)) : everything;
      } else if (addressed && audience.kind === "viewer" && events.some((event) => event.viewerId === audience.viewerId)) {
        bytes = Buffer.concat(events.filter((event) => mayReceive(audience, event)).map(encodeLiveEvent));
      }
      if (bytes.length) this.write(connection, bytes);
      if (endsConnection(audience, events)) connection.res.end();
    }
    // Under load a fan-out takes longer: wait half as long before the next, so events coalesce
    // while the loop keeps time for everything else.
    const took = performance.now() - started;
    this.windowMs = took < COALESCE_IDLE_MS ? 0 : Math.min(COALESCE_MAX_MS, took / 2);
  }

  write(connection: Connection, bytes: Buffer) {
    const { res } = connection;
    if (res.destroyed || res.writableEnded) return;
    res.write(bytes);
    if (res.writableLength > MAX_UNSENT_BYTES) {
      connection.slowSince ??= Date.now();
      if (Date.now() - connection.slowSince >= SLOW_CLIENT_MS) {
        getLogger().info({ streamRowId: this.streamRowId }, "dropping a live-event client that reads too slowly");
        res.destroy();
      }
    } else {
      connection.slowSince = null;
    }
  }

  /** Heartbeats go out a slice at a time, so a big audience never stalls the loop for chat. */
  private beat() {
    const all = [...this.connections];
    const slice = (from: number) => {
      for (const connection of all.slice(from, from + HEARTBEAT_SLICE)) {
        if (this.connections.has(connection) && !connection.held) this.write(connection, HEARTBEAT);
      }
      if (from + HEARTBEAT_SLICE < all.length) setImmediate(() => slice(from + HEARTBEAT_SLICE));
    };
    slice(0);
  }
}

/**
 * Whether the events end the audience's connection once sent: a removed viewer, or one who gave up
 * their seat, gets the notice; a member taken off the team loses the host's side at once
 * (reconnecting is refused).
 */
function endsConnection(audience: LiveReader, events: StoredLiveEvent[]) {
  if (audience.kind === "viewer") return events.some((event) => endsViewerConnection(event, audience.viewerId));
  const member = audience.kind === "host" ? audience.staff?.userId : undefined;
  return member !== undefined && events.some((event) => isRemovalOf(event, member));
}

const hubs = lazy(() => {
  const all = new Map<number, StreamHub>();
  onShutdown(() => {
    for (const hub of [...all.values()]) hub.close();
  });
  return all;
});

function hubFor(streamRowId: number) {
  const all = hubs();
  let hub = all.get(streamRowId);
  if (!hub) {
    hub = new StreamHub(streamRowId, () => all.delete(streamRowId));
    all.set(streamRowId, hub);
  }
  return hub;
}

/** Open live-event connections in this process (for tests and metrics). */
export function openLiveConnectionCount() {
  let count = 0;
  for (const hub of hubs().values()) count += hub.connections.size;
  return count;
}

/** Who may follow a stream's events, told once the connection holds them; refusing throws. */
export interface LiveAdmission {
  audience: LiveReader;
  /** The current state, sent before what was held. */
  readSnapshot: () => Promise<Buffer[]>;
  /** Writes the viewer's visit; its answer runs when the connection closes. */
  join?: () => Promise<() => void>;
}

/**
 * Turns the response into a text/event-stream of the stream's live events. The connection holds
 * the stream's events from the start, while `admit` says who is asking and what goes first is
 * read: what a reconnecting client missed (after `lastEventId`) and the current state. Then it
 * sends the missed events, the snapshot, what it held, and everything new: a change published
 * while the access gate or the snapshot was read still reaches the client, after the snapshot.
 * Ends when the client goes away, reads too slowly, or at shutdown. A refusal or a failed read (a
 * database outage) rejects before anything is written.
 */
export async function streamLiveEvents({
  res,
  streamRowId,
  lastEventId,
  admit,
}: {
  res: ServerResponse;
  streamRowId: number;
  lastEventId: number | null;
  admit: () => Promise<LiveAdmission>;
}) {
  const hub = hubFor(streamRowId);
  const connection: Connection = { res, audience: { kind: "anonymous" }, held: [], replayed: null, slowSince: null };
  hub.add(connection);
  res.on("close", () => hub.remove(connection));
  let first: [Buffer[], StoredLiveEvent[], void];
  try {
    const { audience, readSnapshot, join } = await admit();
    connection.audience = audience;
    const joined = join?.().then((leave) => {
      if (hub.connections.has(connection)) connection.onClose = leave;
      else leave();
    });
    first = await Promise.all([readSnapshot(), lastEventId === null ? [] : missedAfter(hub, audience, lastEventId), joined]);
  } catch (error) {
    hub.remove(connection);
    throw error;
  }
  if (!hub.connections.has(connection)) return;
  // The body runs until the connection closes: no chunked framing, so each write is one plain
  // socket write (several times cheaper across thousands of connections).
  res.useChunkedEncodingByDefault = false;
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-store, no-transform",
    "X-Accel-Buffering": "no",
  });
  res.socket?.setNoDelay(true);
  const [snapshot, missed] = first;
  const held = connection.held ?? [];
  connection.held = null;
  if (missed.length) {
    connection.replayed = new Set(missed.map((event) => event.id));
    setTimeout(() => (connection.replayed = null), REPLAY_OVERLAP_MS).unref();
  }
  const seen = (event: StoredLiveEvent) => event.id <= (lastEventId ?? 0) || (connection.replayed?.has(event.id) ?? false);
  const fresh = held.filter((event) => !seen(event));
  const { audience } = connection;
  hub.write(connection, Buffer.concat([RETRY, ...framed(audience, missed), ...snapshot, ...framed(audience, fresh)]));
  if (endsConnection(audience, fresh)) res.end();
}

/** What a reconnecting client missed; none (and a warning) when the store cannot say. */
function missedAfter(hub: StreamHub, reader: LiveReader, afterId: number) {
  return listLiveEventsAfter({ streamRowId: hub.streamRowId, afterId, reader }).catch((error: unknown) => {
    getLogger().warn({ err: error, streamRowId: hub.streamRowId }, "replaying missed live events failed");
    return [] as StoredLiveEvent[];
  });
}

/** The events the audience may read, framed. */
function framed(audience: LiveReader, events: StoredLiveEvent[]) {
  return events.filter((event) => mayReceive(audience, event)).map(encodeLiveEvent);
}
