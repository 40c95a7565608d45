import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { startUserSession } from "~/services/account/auth.server";
import { getConfig } from "~/utils/config.server";
import { startAppProcess, stopAppProcess, type AppProcess } from "../support/app-process";
import { createHost, getRequest, uniqueEmail } from "../support/factories";
import { openPrivateDatabase } from "../support/private-database";
import { openEventStream } from "../support/sse";
import { connectSocket } from "../support/ws-client";
import { createTestStream } from "../support/streams";

// PostgreSQL goes away under a running app: its connections are terminated and new ones refused
// for a few seconds. Meanwhile pages and calls say so (503 with Retry-After, a friendly page for
// a browser), never 500; an open live connection stays open. When the database is back the app
// recovers by itself, and live clients get what was posted after it (replayed after a reconnect).
//
// Only this file's own database is cut off: other test files share the server.
const databaseUrl = await openPrivateDatabase();
const ownDatabase = new URL(databaseUrl).pathname.slice(1);
const OUTAGE_MS = 3_000;

let app: AppProcess | undefined;
const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });

afterAll(async () => {
  await admin.query(`alter database "${ownDatabase}" allow_connections true`).catch(() => undefined);
  await admin.end();
  await stopAppProcess(app);
});

async function cutOff() {
  await admin.query(`alter database "${ownDatabase}" allow_connections false`);
  await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [ownDatabase]);
}

const postChat = (base: string, streamId: string, cookie: string, message: string) =>
  fetch(`${base}/api/streams/${streamId}/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ message, viewerId: null, isStreamer: true }),
  });

describe("a PostgreSQL outage under a running app", () => {
  it("answers 503 with Retry-After while it lasts, keeps live connections, and recovers with replay", async () => {
    await admin.connect();
    const host = await createHost();
    const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Through an outage", eventId: null });
    const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("outage"), firstName: "Olga" });
    const cookie = (await startUserSession(getRequest("/"), host.id)).split(";")[0] ?? "";
    app = await startAppProcess(databaseUrl, { SESSION_SECRET: getConfig().SESSION_SECRET });
    const base = app.url;
    const eventsUrl = `${base}/api/streams/${stream.streamId}/events?token=${viewer.uniqueId}`;

    const live = await openEventStream(eventsUrl);
    expect(live.response.status).toBe(200);
    await live.next((event) => event.event === "stream_status");
    const socket = await connectSocket(`${base.replace(/^http/, "ws")}/ws?streamId=${stream.streamId}&token=${viewer.uniqueId}`);
    socket.send({ type: "join", streamId: stream.streamId, role: "viewer" });
    await socket.next((message) => message.type === "joined");
    let socketClosed = false;
    void socket.closed.then(() => (socketClosed = true));
    expect((await postChat(base, stream.streamId, cookie, "Before the outage")).status).toBe(201);
    const before = await live.next((event) => event.event === "chat_message");

    await cutOff();
    const outageEnds = Date.now() + OUTAGE_MS;
    try {
      const page = await fetch(`${base}/dashboard`, { headers: { Cookie: cookie, Accept: "text/html" } });
      expect(page.status).toBe(503);
      expect(page.headers.get("Retry-After")).toBe("5");
      expect(page.headers.get("Content-Type")).toContain("text/html");
      const html = await page.text();
      expect(html).toContain("We&#x27;ll be right back");
      expect(html).toMatch(/<a href="\/dashboard"[^>]*>Try again<\/a>/);
      expect(html).not.toMatch(/at .+\.(js|ts):\d+/);

      const watchPage = await fetch(`${base}/watch/${stream.streamId}/${viewer.uniqueId}`, { headers: { Accept: "text/html" } });
      expect(watchPage.status).toBe(503);
      expect(watchPage.headers.get("Retry-After")).toBe("5");

      for (const call of [
        () => fetch(`${base}/api/streams/${stream.streamId}/chat`, { headers: { Cookie: cookie } }),
        () => postChat(base, stream.streamId, cookie, "During the outage"),
        () => fetch(eventsUrl),
        () => fetch(`${base}/api/streams`, { headers: { Cookie: cookie } }),
      ]) {
        const answer = await call();
        expect(answer.status).toBe(503);
        expect(answer.headers.get("Retry-After")).toBe("5");
        expect(await answer.json()).toEqual({ error: "The service is briefly unavailable. Please try again in a few seconds." });
      }
      expect(live.isEnded()).toBe(false);
      expect(socketClosed).toBe(false);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageEnds - Date.now())));
      await admin.query(`alter database "${ownDatabase}" allow_connections true`);
    }
    const backAt = performance.now();
    let recoveredMs = Number.NaN;
    let after: Response | undefined;
    for (let attempt = 0; attempt < 400; attempt += 1) {
      after = await postChat(base, stream.streamId, cookie, "After the outage");
      if (after.ok) {
        recoveredMs = performance.now() - backAt;
        break;
      }
      expect(after.status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    console.log(`PostgreSQL outage: first 2xx ${recoveredMs.toFixed(0)} ms after connections were allowed again`);
    expect(after?.status).toBe(201);

    // The connection open through the outage gets what was posted after it.
    expect(live.isEnded()).toBe(false);
    const delivered = await live.next((event) => event.event === "chat_message", 10_000);
    expect(delivered.data).toMatchObject({ message: "After the outage" });
    expect(socketClosed).toBe(false);
    const overSocket = await socket.next(
      (message) => message.type === "chat_message" && JSON.stringify(message.data).includes("After the outage"),
      10_000,
    );
    expect(overSocket).toMatchObject({ id: Number(delivered.id), data: { message: "After the outage" } });
    socket.close();

    // A client that reconnects from before the outage replays what it missed.
    const replay = await openEventStream(eventsUrl, { "Last-Event-ID": String(before.id) });
    expect(replay.response.status).toBe(200);
    const replayed = await replay.next((event) => event.event === "chat_message");
    expect(replayed).toEqual(delivered);
    replay.close();
    live.close();

    expect((await fetch(`${base}/dashboard`, { headers: { Cookie: cookie, Accept: "text/html" } })).status).toBe(200);
    // Logged once for the outage, not once per request.
    expect(app.output().match(/database unavailable/g)).toHaveLength(1);
  }, 60_000);

  it("survives its connections being terminated ten times under chat load: every acknowledged message is delivered, the gap answers 503", async () => {
    await admin.connect().catch(() => undefined);
    const host = await createHost();
    const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Through terminated connections", eventId: null });
    const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("terminated"), firstName: "Tess" });
    const cookie = (await startUserSession(getRequest("/"), host.id)).split(";")[0] ?? "";
    app ??= await startAppProcess(databaseUrl, { SESSION_SECRET: getConfig().SESSION_SECRET });
    const { url: base, child } = app;
    const live = await openEventStream(`${base}/api/streams/${stream.streamId}/events?token=${viewer.uniqueId}`);
    expect(live.response.status).toBe(200);

    // What a failover, a pooler or idle_session_timeout does: every backend of the app's database
    // ended, idle or mid-transaction, while four senders keep posting.
    const acknowledged: string[] = [];
    const refused: Response[] = [];
    let sending = true;
    let sent = 0;
    const lost: string[] = [];
    const sender = async () => {
      while (sending) {
        const message = `Message ${(sent += 1)}`;
        const answer = await postChat(base, stream.streamId, cookie, message).catch((error: unknown) => {
          lost.push(`${message}: ${String(error)}`);
          sending = false;
          return null;
        });
        if (answer?.status === 201) acknowledged.push(message);
        else if (answer) refused.push(answer);
      }
    };
    const senders = Promise.all([sender(), sender(), sender(), sender()]);
    for (let round = 0; round < 10; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [ownDatabase]);
    }
    // Enough acknowledged messages to check however slow the machine is: the senders go on until
    // then (or until one loses a message, which the assertions below report).
    await expect.poll(() => (sending ? acknowledged.length : Number.POSITIVE_INFINITY), { timeout: 30_000 }).toBeGreaterThan(10);
    sending = false;
    await senders;

    expect(lost).toEqual([]);
    expect(child.exitCode).toBe(null);
    expect(app.output()).not.toMatch(/uncaught|unhandled/i);
    expect(refused.map((answer) => [answer.status, answer.headers.get("Retry-After")])).toEqual(refused.map(() => [503, "5"]));
    expect(acknowledged.length).toBeGreaterThan(10);
    // The live connection stays open and gets every acknowledged message (replayed after its LISTEN reconnects).
    const delivered = () =>
      new Set(live.events.filter((event) => event.event === "chat_message").map((event) => (event.data as { message: string }).message));
    await expect.poll(() => acknowledged.filter((message) => !delivered().has(message)), { timeout: 10_000 }).toEqual([]);
    expect(live.isEnded()).toBe(false);
    live.close();
    console.log(`terminated 10 times: ${acknowledged.length} messages acknowledged and delivered, ${refused.length} answered 503`);
  }, 60_000);
});
