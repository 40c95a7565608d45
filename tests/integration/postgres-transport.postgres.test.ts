import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { appendLiveEvent, appendLiveEvents } from "~/models/live-event.server";
import type { StoredLiveEvent } from "~/contracts/live-events";
import { db } from "~/utils/db.server";
import { createPostgresTransport, type PostgresTransport } from "~/services/realtime/postgres-transport.server";
import { registerViewer } from "~/models/viewer.server";
import { createHost, uniqueEmail } from "../support/factories";
import { until } from "../support/wait";
import { createTestStream } from "../support/streams";

/** Collects what a subscriber receives; `until` waits for a count. */
function collector() {
  const received: StoredLiveEvent[] = [];
  return {
    received,
    listener: (event: StoredLiveEvent) => void received.push(event),
    ids: () => received.map((event) => event.id),
    async until(count: number, timeoutMs = 5_000) {
      await until(() => received.length >= count, timeoutMs, {
        intervalMs: 10,
        message: () => `expected ${count} events, got ${JSON.stringify(received.map((e) => e.id))}`,
      });
      return received;
    },
  };
}

/** A collector subscribed on `transport` to the stream's events; `unsubscribe` ends that. */
function subscribed(transport: PostgresTransport, streamRowId: number) {
  const seen = collector();
  return Object.assign(seen, { unsubscribe: transport.subscribe(streamRowId, seen.listener) });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("PostgreSQL LISTEN/NOTIFY transport", () => {
  // Two transports in one process stand for two app processes: each has its own listener.
  let publisher: PostgresTransport;
  let other: PostgresTransport;
  const opened: PostgresTransport[] = [];
  const open = (reconnectMs = 50) => {
    const transport = createPostgresTransport({
      connectionString: String(process.env.DATABASE_URL),
      db,
      reconnect: { initialMs: reconnectMs, maxMs: 500 },
    });
    opened.push(transport);
    return transport;
  };

  beforeAll(async () => {
    publisher = open();
    other = open();
    await Promise.all([publisher.ready(), other.ready()]);
  });
  afterAll(async () => {
    await Promise.all(opened.map((transport) => transport.close()));
  });

  async function newStream() {
    const host = await createHost();
    return (await createTestStream({ hostId: host.id, title: "Transport stream", eventId: null })).rowId;
  }

  const store = (streamRowId: number, n: number) => appendLiveEvent({ streamRowId, type: "heart", data: { n } });
  async function publish(transport: PostgresTransport, streamRowId: number, n: number) {
    const event = await store(streamRowId, n);
    transport.deliver(event);
    return event;
  }

  it("delivers to subscribers in every process, the publisher's included, with the stored row", async () => {
    const streamRowId = await newStream();
    const here = subscribed(publisher, streamRowId);
    const there = subscribed(other, streamRowId);
    try {
      const event = await publish(publisher, streamRowId, 1);
      await here.until(1);
      await there.until(1);
      expect(there.received[0]).toEqual(event);
      expect(here.received[0]).toEqual(event);
    } finally {
      here.unsubscribe();
      there.unsubscribe();
    }
  });

  it("delivers concurrent publishes in id order, each once, and only to the stream's subscribers", async () => {
    const streamRowId = await newStream();
    const quietStream = await newStream();
    const seen = subscribed(other, streamRowId);
    const quiet = subscribed(other, quietStream);
    try {
      const published = await Promise.all(Array.from({ length: 25 }, (_, n) => publish(publisher, streamRowId, n)));
      await seen.until(25);
      await pause(100);
      const ids = published.map((event) => event.id).sort((a, b) => a - b);
      expect(seen.ids()).toEqual(ids);
      expect(quiet.received).toEqual([]);
    } finally {
      seen.unsubscribe();
      quiet.unsubscribe();
    }
  });

  it("delivers an event whose publisher commits after a later event of the same stream, in id order", async () => {
    // An id is taken at INSERT and seen at COMMIT. The first publisher is held in between: its
    // row's viewer is locked by another transaction, so its INSERT waits in the foreign-key check
    // with its id taken. Meanwhile a second publisher stores an event of the same stream.
    const streamRowId = await newStream();
    const { viewer } = await registerViewer({ streamRowId, email: uniqueEmail("viewer"), firstName: "Vera" });
    const seen = subscribed(other, streamRowId);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let viewerLocked = () => {};
    const locked = new Promise<void>((resolve) => (viewerLocked = resolve));
    const holding = db()
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom("viewers").select("id").where("id", "=", viewer.id).forUpdate().execute();
        viewerLocked();
        await released;
      });
    const waitingOnLocks = async () =>
      Number(
        (
          await sql<{ waiting: number }>`select count(*) as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(db())
        ).rows[0]?.waiting,
      );
    try {
      await locked;
      const first = appendLiveEvent({ streamRowId, type: "heart", data: { n: 1 }, viewerId: viewer.id }).then((event) => {
        publisher.deliver(event);
        return event;
      });
      await until(async () => (await waitingOnLocks()) === 1, 5_000, { intervalMs: 5, message: "the first publisher did not wait" });
      const second = publish(publisher, streamRowId, 2);
      // The second is either delivered already or waits behind the first.
      await until(async () => seen.received.length > 0 || (await waitingOnLocks()) === 2, 5_000, { intervalMs: 5 });
      release();
      await holding;
      const events = [await first, await second];
      expect(events[0]?.id).toBeLessThan(events[1]?.id ?? 0);
      await seen.until(2);
      await pause(100);
      expect(seen.ids()).toEqual(events.map((event) => event.id));
    } finally {
      release();
      seen.unsubscribe();
    }
  });

  it("stores events of several streams from concurrent publishers without deadlock, each in input order", async () => {
    const a = await newStream();
    const b = await newStream();
    const batches = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        appendLiveEvents((n % 2 ? [b, a, b] : [a, b, a]).map((streamRowId) => ({ streamRowId, type: "heart" as const, data: { n } }))),
      ),
    );
    batches.forEach((events, n) => {
      expect(events.map((event) => event.streamId)).toEqual(n % 2 ? [b, a, b] : [a, b, a]);
      expect(events.map((event) => event.id)).toEqual(events.map((event) => event.id).sort((x, y) => x - y));
    });
  });

  it("loads notifications that arrive together with one query", async () => {
    const streamRowId = await newStream();
    const seen = subscribed(other, streamRowId);
    try {
      const events = [];
      for (let n = 0; n < 30; n++) events.push(await store(streamRowId, n));
      const loadsBefore = other.stats().loads;
      for (const event of events) publisher.deliver(event);
      await seen.until(30);
      const loads = other.stats().loads - loadsBefore;
      expect(loads).toBeGreaterThanOrEqual(1);
      expect(loads).toBeLessThan(10);
      expect(seen.ids()).toEqual(events.map((event) => event.id));
    } finally {
      seen.unsubscribe();
    }
  });

  it("announces the streams of events delivered together with one NOTIFY statement, and each stream's subscribers get theirs", async () => {
    const streamRowIds = [await newStream(), await newStream(), await newStream()];
    const seen = streamRowIds.map((streamRowId) => subscribed(other, streamRowId));
    const executor = db().getExecutor();
    const statements = vi.spyOn(executor, "executeQuery");
    try {
      const events = await appendLiveEvents(
        [0, 1, 2, 0, 1, 2].map((n, i) => ({ streamRowId: streamRowIds[n] as number, type: "heart" as const, data: { n: i } })),
      );
      for (const event of events) publisher.deliver(event);
      for (const [n, collected] of seen.entries()) {
        await collected.until(2);
        expect(collected.ids()).toEqual(events.filter((event) => event.streamId === streamRowIds[n]).map((event) => event.id));
      }
      expect(statements.mock.calls.filter(([query]) => query.sql.includes("pg_notify"))).toHaveLength(1);
    } finally {
      statements.mockRestore();
      for (const collected of seen) collected.unsubscribe();
    }
  });

  it("never delivers an event twice, and picks up one whose notification was lost with the next", async () => {
    const streamRowId = await newStream();
    const seen = subscribed(other, streamRowId);
    try {
      const first = await publish(publisher, streamRowId, 1);
      publisher.deliver(first);
      await seen.until(1);
      const unannounced = await store(streamRowId, 2);
      const next = await publish(publisher, streamRowId, 3);
      publisher.deliver(first);
      await seen.until(3);
      await pause(100);
      expect(seen.ids()).toEqual([first.id, unannounced.id, next.id]);
    } finally {
      seen.unsubscribe();
    }
  });

  it("hands each event to every local subscriber, and nothing after unsubscribing", async () => {
    const streamRowId = await newStream();
    const a = subscribed(other, streamRowId);
    const b = subscribed(other, streamRowId);
    await publish(publisher, streamRowId, 1);
    await a.until(1);
    await b.until(1);
    a.unsubscribe();
    await publish(publisher, streamRowId, 2);
    await b.until(2);
    await pause(100);
    expect(a.received).toHaveLength(1);
    b.unsubscribe();
  });

  it("reconnects a dropped listener and catches up on what was published meanwhile, in order", async () => {
    const listener = open(300);
    await listener.ready();
    const streamRowId = await newStream();
    const seen = subscribed(listener, streamRowId);
    try {
      const before = await publish(publisher, streamRowId, 0);
      await seen.until(1);

      const pid = listener.listenerPid();
      expect(pid).toBeTypeOf("number");
      await sql`select pg_terminate_backend(${pid})`.execute(db());
      await until(() => listener.listenerPid() === null, 5_000, { intervalMs: 5, message: "the listener did not notice it was dropped" });
      // Published while nobody listens on that connection: their notifications are lost to it.
      const missed = [];
      for (let n = 1; n <= 3; n++) missed.push(await publish(publisher, streamRowId, n));
      await pause(50);
      expect(seen.received).toHaveLength(1);

      await listener.ready();
      expect(listener.listenerPid()).not.toBe(pid);
      expect(listener.stats().connects).toBe(2);
      await seen.until(4);
      const after = await publish(publisher, streamRowId, 4);
      await seen.until(5);
      await pause(100);
      expect(seen.ids()).toEqual([before.id, ...missed.map((event) => event.id), after.id]);
    } finally {
      seen.unsubscribe();
    }
  });

  it("keeps publishing (NOTIFY through the pool) without waiting for delivery", async () => {
    const streamRowId = await newStream();
    const event = await store(streamRowId, 1);
    const started = performance.now();
    publisher.deliver(event);
    expect(performance.now() - started).toBeLessThan(5);
  });
});
