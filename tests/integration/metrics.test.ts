import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POSTGRES_POOL_SIZE } from "../../db";
import { METRICS_TOKEN_MISSING, METRICS_TOKEN_WRONG } from "~/ahead-of-remix/metrics.server";
import { changeViewer, setSlowMode } from "~/models/moderation.server";
import { enqueueOutboxMessage } from "~/models/outbox.server";
import { registerViewer } from "~/models/viewer.server";
import { deliveryDepsFromConfig, runDelivery } from "~/services/delivery/delivery.server";
import { DELIVERY_QUEUE_CACHE_MS } from "~/services/operations/metrics.server";
import { setRoomSwitch } from "~/services/room/room-switches.server";
import { getConfig } from "~/utils/config.server";
import { db, getDatabase, writeTransaction } from "~/utils/db.server";
import { metricsRegistry } from "~/utils/metrics.server";
import { withClockAhead } from "../support/clock";
import { createHost, uniqueEmail } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { openEventStream } from "../support/sse";
import { hostWithStream } from "../support/streams";
import { until } from "../support/wait";
import { connectSocket } from "../support/ws-client";

const TOKEN = crypto.randomBytes(24).toString("hex");
const app = startAppForTests({ METRICS_TOKEN: TOKEN });
const withoutToken = startAppForTests({ METRICS_TOKEN: undefined });

const scrape = (headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }, url = app.url) => fetch(`${url}/metrics`, { headers });

/** Each series of a scrape, keyed as Prometheus prints it: name{label="value",…}. */
async function series() {
  const response = await scrape();
  expect(response.status).toBe(200);
  const values = new Map<string, number>();
  for (const line of (await response.text()).split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const space = line.lastIndexOf(" ");
    values.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return { of: (key: string) => values.get(key) ?? 0, has: (key: string) => values.has(key) };
}

async function viewerOf(rowId: number) {
  return (await registerViewer({ streamRowId: rowId, email: uniqueEmail("viewer"), firstName: "Vic" })).viewer;
}

const postChat = (streamId: string, viewer: { id: number; uniqueId: string }, message: string) =>
  fetch(`${app.url}/api/streams/${streamId}/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ viewerId: viewer.id, token: viewer.uniqueId, message }),
  });

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    expect((await scrape({ Authorization: `Bearer ${TOKEN}` }, withoutToken.url)).status).toBe(404);
  });

  it("asks for the token: 401 without it or with a wrong one, saying which", async () => {
    const missing = await scrape({});
    expect(missing.status).toBe(401);
    expect(missing.headers.get("WWW-Authenticate")).toBe('Bearer realm="metrics"');
    expect(await missing.json()).toEqual({ error: METRICS_TOKEN_MISSING });

    const wrong = await scrape({ Authorization: `Bearer ${TOKEN.slice(1)}x` });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: METRICS_TOKEN_WRONG });
    expect((await scrape({ Authorization: TOKEN })).status).toBe(401);
  });

  it("answers the token with every metric in Prometheus's text format", async () => {
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();
    for (const [name, type] of [
      ["showup_live_connections", "gauge"],
      ["showup_chat_posts_accepted_total", "counter"],
      ["showup_chat_posts_refused_total", "counter"],
      ["showup_live_event_hop_seconds", "histogram"],
      ["showup_delivery_queue_messages", "gauge"],
      ["showup_delivery_failures_total", "counter"],
      ["showup_ingest_speed_ratio", "gauge"],
      ["showup_ingest_dropped_segments_total", "counter"],
      ["showup_hls_requests_total", "counter"],
      ["showup_database_queries_waiting", "gauge"],
      ["showup_database_connection_wait_seconds", "histogram"],
      ["process_cpu_seconds_total", "counter"],
      ["nodejs_eventloop_lag_p99_seconds", "gauge"],
    ]) {
      expect(text).toContain(`# TYPE ${name} ${type}\n`);
    }
    expect(text).toContain('showup_chat_posts_refused_total{reason="rate_limited"} ');
  });
});

describe("the metrics move", () => {
  it("with open live connections: SSE and /ws", async () => {
    const { stream, rowId } = await hostWithStream("Connections");
    const viewer = await viewerOf(rowId);
    const before = await series();
    const events = await openEventStream(`${app.url}/api/streams/${stream.streamId}/events?token=${viewer.uniqueId}`);
    await events.next((e) => e.event === "stream_status");
    const socket = await connectSocket(`${app.url.replace(/^http/, "ws")}/ws?streamId=${stream.streamId}&token=${viewer.uniqueId}`);
    const open = await series();
    expect(open.of('showup_live_connections{channel="sse"}')).toBe(before.of('showup_live_connections{channel="sse"}') + 1);
    expect(open.of('showup_live_connections{channel="ws"}')).toBe(before.of('showup_live_connections{channel="ws"}') + 1);

    events.close();
    socket.close();
    await until(async () => {
      const closed = await series();
      return (
        closed.of('showup_live_connections{channel="sse"}') === before.of('showup_live_connections{channel="sse"}') &&
        closed.of('showup_live_connections{channel="ws"}') === before.of('showup_live_connections{channel="ws"}')
      );
    });
  });

  it("with chat posts taken and refused (by reason), and each one's hop to the connections", async () => {
    const { host, stream, rowId } = await hostWithStream("Chat");
    const [vera, otto] = [await viewerOf(rowId), await viewerOf(rowId)];
    const events = await openEventStream(`${app.url}/api/streams/${stream.streamId}/events?token=${otto.uniqueId}`);
    try {
      await events.next((e) => e.event === "stream_status");
      const before = await series();
      // Five make a viewer's burst; the sixth is over the limit. Sent at once: the bucket refills a
      // token a second (on PostgreSQL by the database's clock), which a slow machine could reach.
      const answers = await Promise.all(Array.from({ length: 6 }, (_, sent) => postChat(stream.streamId, vera, `Hello ${sent}`)));
      expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([201, 201, 201, 201, 201, 429]);
      expect((await postChat(stream.streamId, otto, "   ")).status).toBe(400);
      await setRoomSwitch({ hostId: host.id, actorId: host.id, streamId: stream.streamId, name: "chatOpen", open: false });
      expect((await postChat(stream.streamId, otto, "Anyone?")).status).toBe(403);
      for (let delivered = 0; delivered < 5; delivered += 1) await events.next((e) => e.event === "chat_message");

      const after = await series();
      expect(after.of("showup_chat_posts_accepted_total") - before.of("showup_chat_posts_accepted_total")).toBe(5);
      for (const reason of ["rate_limited", "invalid", "closed"]) {
        const key = `showup_chat_posts_refused_total{reason="${reason}"}`;
        expect(after.of(key) - before.of(key), reason).toBe(1);
      }
      for (const reason of ["no_access", "timed_out", "slow_mode", "error"]) {
        const key = `showup_chat_posts_refused_total{reason="${reason}"}`;
        expect(after.of(key) - before.of(key), reason).toBe(0);
      }
      const hops = "showup_live_event_hop_seconds_count";
      expect(after.of(hops) - before.of(hops)).toBeGreaterThanOrEqual(5);
    } finally {
      events.close();
    }
  });

  it("with /hls answers, by kind and status", async () => {
    const { stream } = await hostWithStream("Video", { registrationRequired: false });
    const folder = path.join(getConfig().DATA_DIR, "hls", stream.playbackId ?? "");
    fs.mkdirSync(path.join(folder, "360p"), { recursive: true });
    fs.writeFileSync(path.join(folder, "master.m3u8"), "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=500000\n360p/index.m3u8\n");
    fs.writeFileSync(path.join(folder, "360p", "seg_00000.ts"), Buffer.alloc(188, 0x47));
    const key = (kind: string, status: number) => `showup_hls_requests_total{kind="${kind}",status="${status}"}`;
    const before = await series();
    const get = async (file: string) => (await fetch(`${app.url}/hls/${stream.playbackId}/${file}`)).status;
    expect([await get("master.m3u8"), await get("360p/seg_00000.ts"), await get("360p/seg_00000.ts"), await get("360p/seg_00009.ts")]).toEqual([
      200, 200, 200, 404,
    ]);
    expect(await get("notes.txt")).toBe(404);
    const after = await series();
    expect(after.of(key("playlist", 200)) - before.of(key("playlist", 200))).toBe(1);
    expect(after.of(key("segment", 200)) - before.of(key("segment", 200))).toBe(2);
    expect(after.of(key("segment", 404)) - before.of(key("segment", 404))).toBe(1);
    expect(after.of(key("other", 404)) - before.of(key("other", 404))).toBe(1);
  });

  it("with the delivery queue's depth and its failures", async () => {
    const host = await createHost();
    const queued = 'showup_delivery_queue_messages{channel="email"}';
    // The worker's database can hold other files' messages that are due, or fall due during the
    // reads below (up to 15 s ahead): one pass that cannot reach the mail server, its clock a
    // minute ahead, first moves them all past that window, so that what follows counts this test's own.
    const unreachable = { send: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25")), close() {} };
    await withClockAhead(60_000, () => runDelivery({ ...deliveryDepsFromConfig(), mail: unreachable }));
    // The queue is counted at most every few seconds: each read moves the clock past the last count.
    const before = await withClockAhead(DELIVERY_QUEUE_CACHE_MS, series);
    await enqueueOutboxMessage({ hostId: host.id, kind: "password_reset", toAddress: uniqueEmail("reset"), subject: "Reset", bodyText: "x" });
    const waiting = await withClockAhead(2 * DELIVERY_QUEUE_CACHE_MS, series);
    expect(waiting.of(queued)).toBe(before.of(queued) + 1);

    const report = await runDelivery({ ...deliveryDepsFromConfig(), mail: unreachable });
    expect(report.retrying).toBeGreaterThanOrEqual(1);
    const after = await withClockAhead(3 * DELIVERY_QUEUE_CACHE_MS, series);
    const retrying = 'showup_delivery_failures_total{channel="email",outcome="retrying"}';
    const givenUp = 'showup_delivery_failures_total{channel="email",outcome="given_up"}';
    expect(after.of(retrying) - before.of(retrying)).toBe(report.retrying);
    expect(after.of(givenUp) - before.of(givenUp)).toBe(report.failed);
    // Tried and failed: it waits a minute for its next attempt, out of the queue of what is due.
    expect(after.of(queued)).toBe(before.of(queued));
  });

  it("with chat posts refused by a timeout and by slow mode, each under its own reason", async () => {
    const { host, stream, rowId } = await hostWithStream("Moderated chat");
    const [tim, sam] = [await viewerOf(rowId), await viewerOf(rowId)];
    const until = new Date(Date.now() + 5 * 60_000).toISOString();
    expect(await changeViewer({ hostId: host.id, viewerId: tim.id, streamId: stream.streamId, change: { action: "timeout", until } })).not.toBeNull();
    await setSlowMode({ hostId: host.id, streamId: stream.streamId, seconds: 30 });
    const before = await series();
    expect((await postChat(stream.streamId, tim, "Let me in")).status).toBe(403);
    expect([(await postChat(stream.streamId, sam, "First")).status, (await postChat(stream.streamId, sam, "Second")).status]).toEqual([201, 429]);
    const after = await series();
    for (const [reason, count] of [
      ["timed_out", 1],
      ["slow_mode", 1],
      ["no_access", 0],
      ["rate_limited", 0],
      ["closed", 0],
      ["error", 0],
    ] as const) {
      const key = `showup_chat_posts_refused_total{reason="${reason}"}`;
      expect(after.of(key) - before.of(key), reason).toBe(count);
    }
  });

  it("with queries waiting for a database connection, and how long they waited", async () => {
    const held = getDatabase().dialect === "postgres" ? POSTGRES_POOL_SIZE : 1;
    const waitingNow = async () => (await metricsRegistry.getSingleMetric("showup_database_queries_waiting")?.get())?.values[0]?.value;
    const before = await series();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered = 0;
    const holders = Array.from({ length: held }, () =>
      writeTransaction(async () => {
        entered += 1;
        await gate;
      }),
    );
    let waiter: Promise<unknown> = Promise.resolve();
    try {
      await until(() => entered === held);
      waiter = db().selectFrom("users").select("id").limit(1).execute();
      await until(async () => ((await waitingNow()) ?? 0) >= 1);
      await new Promise((resolve) => setTimeout(resolve, 60));
    } finally {
      release();
      await Promise.all([...holders, waiter]);
    }
    const after = await series();
    const waits = "showup_database_connection_wait_seconds";
    expect(after.of(`${waits}_count`)).toBeGreaterThan(before.of(`${waits}_count`));
    expect(after.of(`${waits}_sum`) - before.of(`${waits}_sum`)).toBeGreaterThanOrEqual(0.05);
  });
});
