import type { CompiledQuery } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { publishLiveEvent, publishLiveEvents } from "~/services/realtime/bus.server";
import { deleteStreamForHost } from "~/services/hosting/streams.server";
import { db } from "~/utils/db.server";
import { createHost, uniqueEmail } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { openEventStream } from "../support/sse";
import { createTestStream } from "../support/streams";

const app = startAppForTests();

async function newStream({ watched = true } = {}) {
  const host = await createHost();
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Publishing stream", eventId: null });
  if (!watched) return { host, streamId: stream.streamId, rowId };
  const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("publish"), firstName: "Pia" });
  const events = await openEventStream(`${app.url}/api/streams/${stream.streamId}/events?token=${viewer.uniqueId}`);
  await events.next((e) => e.event === "stream_status");
  return { host, streamId: stream.streamId, rowId, events };
}

/** Watches the live_events INSERTs: how many hearts each statement carried (a watcher's viewer_count may join them). */
function watchInserts() {
  const executor = db().getExecutor();
  const spy = vi.spyOn(executor, "executeQuery");
  return {
    heartsPerStatement: () =>
      spy.mock.calls
        .filter(([query]) => (query as CompiledQuery).sql.startsWith('insert into "live_events"'))
        .map(([query]) => (query as CompiledQuery).parameters.filter((parameter) => parameter === "heart").length)
        .filter((hearts) => hearts > 0),
    restore: () => spy.mockRestore(),
  };
}

const storedHearts = async (rowId: number) =>
  (
    await db().selectFrom("liveEvents").select(["id", "payload"]).where("streamId", "=", rowId).where("type", "=", "heart").orderBy("id").execute()
  ).map((row) => ({ id: row.id, data: JSON.parse(row.payload) as unknown }));

describe("publishing live events", () => {
  it("stores concurrent publishes together, each resolved with its own events in its order, and delivers them all in id order", async () => {
    const { rowId, events } = await newStream();
    if (!events) throw new Error("not watched");
    const inserts = watchInserts();
    try {
      const published = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          n % 4 === 0
            ? publishLiveEvents([1, 2, 3].map((part) => ({ streamRowId: rowId, type: "heart" as const, data: { count: n * 10 + part } })))
            : publishLiveEvent({ streamRowId: rowId, type: "heart", data: { count: n * 10 } }).then((event) => [event]),
        ),
      );
      expect(published.map((own) => own.map((event) => JSON.parse(event.payload) as unknown))).toEqual(
        Array.from({ length: 20 }, (_, n) => (n % 4 === 0 ? [1, 2, 3].map((part) => ({ count: n * 10 + part })) : [{ count: n * 10 }])),
      );
      for (const own of published) expect(own.map((event) => event.id)).toEqual(own.map((event) => event.id).sort((a, b) => a - b));
      // Published in one turn of the event loop: one statement for all 30.
      expect(inserts.heartsPerStatement()).toEqual([30]);
      const stored = await storedHearts(rowId);
      expect(stored.map((event) => event.id).sort((a, b) => a - b)).toEqual(
        published
          .flat()
          .map((event) => event.id)
          .sort((a, b) => a - b),
      );
      const pushed = [];
      while (pushed.length < 30) pushed.push(await events.next((e) => e.event === "heart"));
      expect(pushed.map((e) => Number(e.id))).toEqual(stored.map((event) => event.id));
      expect(pushed.map((e) => e.data)).toEqual(stored.map((event) => event.data));
    } finally {
      inserts.restore();
      events.close();
    }
  });

  it("fails only the publish of a deleted stream: a concurrent publish in the same statement is stored and delivered", async () => {
    const kept = await newStream();
    if (!kept.events) throw new Error("not watched");
    const gone = await newStream({ watched: false });
    await deleteStreamForHost({ hostId: gone.host.id, streamId: gone.streamId });
    const inserts = watchInserts();
    try {
      const [before, refused, after] = await Promise.allSettled([
        publishLiveEvents([1, 2].map((count) => ({ streamRowId: kept.rowId, type: "heart" as const, data: { count } }))),
        publishLiveEvent({ streamRowId: gone.rowId, type: "heart", data: { count: 3 } }),
        publishLiveEvent({ streamRowId: kept.rowId, type: "heart", data: { count: 4 } }),
      ]);
      // Tried together first; then each caller alone.
      expect(inserts.heartsPerStatement()).toEqual([4, 2, 1, 1]);
      expect(refused.status).toBe("rejected");
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: expect.stringMatching(/^(23503|SQLITE_CONSTRAINT_FOREIGNKEY)$/) });
      if (before.status !== "fulfilled" || after.status !== "fulfilled") throw new Error("the live stream's publishes failed");
      expect(before.value.map((event) => JSON.parse(event.payload) as unknown)).toEqual([{ count: 1 }, { count: 2 }]);
      expect(JSON.parse(after.value.payload)).toEqual({ count: 4 });
      const stored = await storedHearts(kept.rowId);
      expect(stored).toEqual([...before.value, after.value].map((event) => ({ id: event.id, data: JSON.parse(event.payload) as unknown })));
      const pushed = [];
      while (pushed.length < 3) pushed.push(await kept.events.next((e) => e.event === "heart"));
      expect(pushed.map((e) => [Number(e.id), e.data])).toEqual(stored.map((event) => [event.id, event.data]));
      expect(await storedHearts(gone.rowId)).toEqual([]);
    } finally {
      inserts.restore();
      kept.events?.close();
    }
  });
});
