import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "~/contracts/live-events";
import { registerViewer } from "~/models/viewer.server";
import { startUserSession } from "~/services/account/auth.server";
import { getConfig } from "~/utils/config.server";
import { startAppProcess, stopAppProcess, type AppProcess } from "../support/app-process";
import { createTestEvent } from "../support/events";
import { cookiesFrom, createHost, getRequest, uniqueEmail } from "../support/factories";
import { renderSite, startNginx, type Nginx } from "../support/nginx-site";
import { freePort } from "../support/ports";
import { openEventStream, type ReceivedEvent } from "../support/sse";
import { insertSelfHostedStream } from "../support/streams";
import { until } from "../support/wait";
import { connectSocket } from "../support/ws-client";
import { workerDatabase } from "../support/worker-database";

// deploy/nginx/showup.conf in front of a web process (INGEST=elsewhere) and the ingest process
// (INGEST=on) on one PostgreSQL database and one data folder, as README's "Past one process" sets
// it up, served as tests/support/nginx-site.ts renders it, by one nginx process.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "showup-nginx-"));
const dataDir = path.join(dir, "data");
const accessLog = path.join(dir, "access.log");

/** The web process, then the ingest process. */
const apps: AppProcess[] = [];
let nginx: Nginx | undefined;
let nginxUrl = "";

interface LogLine {
  uri: string;
  request: string;
  status: string;
  upstream: string;
}

/** What nginx logged for requests to `address` (its auth subrequests included). */
function logged(address: string): LogLine[] {
  return fs
    .readFileSync(accessLog, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.request === address);
}

const appAt = (upstream: string) => apps.find((app) => upstream.split(", ").pop() === new URL(app.url).host);

beforeAll(async () => {
  fs.mkdirSync(dataDir);
  const ports = new Set<number>();
  while (ports.size < 3) ports.add(await freePort());
  const [listenPort = 0, webPort = 0, ingestPort = 0] = ports;
  nginxUrl = `http://127.0.0.1:${listenPort}`;
  const env = {
    SESSION_SECRET: getConfig().SESSION_SECRET,
    DATA_DIR: dataDir,
    PUBLIC_URL: nginxUrl,
    INGEST_RTMP_PORT: "0",
    LIVE_EVENTS_TRANSPORT: "postgres",
    VIEWER_REGISTER_LIMIT: "1",
  };
  apps.push(
    ...(await Promise.all([
      startAppProcess(workerDatabase().databaseUrl, { ...env, INGEST: "elsewhere" }, webPort),
      startAppProcess(workerDatabase().databaseUrl, { ...env, INGEST: "on" }, ingestPort),
    ])),
  );
  const site = renderSite({ listen: `127.0.0.1:${listenPort}`, webPorts: [webPort], ingestPort, dataDir });
  nginx = await startNginx({ dir, site, accessLog, workers: 0, workerConnections: 512 }, nginxUrl);
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(apps.map((app) => stopAppProcess(app)));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A host, their registration-required event's self-hosted stream, a registered viewer, and the host's session cookie. */
async function liveRoom() {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Behind nginx", registrationRequired: true });
  const stream = await insertSelfHostedStream({ hostId: host.id, eventId: event.id, title: "Behind nginx" });
  const { viewer } = await registerViewer({ streamRowId: stream.id, email: uniqueEmail("viewer"), firstName: "Vera" });
  const hostCookie = (await startUserSession(getRequest("/"), host.id)).split(";")[0] ?? "";
  return { stream, viewer, hostCookie };
}

/** The host's chat post; the message when it was taken (2xx), else null. */
async function postChat(baseUrl: string, streamId: string, hostCookie: string, message: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api/streams/${streamId}/chat`, {
    method: "POST",
    headers: { Cookie: hostCookie, "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ message, viewerId: null, isStreamer: true }),
  }).catch(() => null);
  if (!response?.ok) return null;
  return (await response.json()) as ChatMessage;
}

const chatTexts = (events: ReceivedEvent[]) => events.filter((e) => e.event === "chat_message").map((e) => (e.data as ChatMessage).message);

/** A raw GET through nginx: the bytes as they went over the wire (fetch would decompress them). */
function rawGet(address: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(nginxUrl + address, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** A viewer's registration through nginx from the client address `localAddress` (any of 127.0.0.0/8). */
function registerFrom(localAddress: string, streamId: string) {
  const body = JSON.stringify({ streamId, email: uniqueEmail("viewer"), firstName: "Nia" });
  return new Promise<number>((resolve, reject) => {
    http
      .request(
        `${nginxUrl}/api/auth/register`,
        { method: "POST", localAddress, headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      )
      .on("error", reject)
      .end(body);
  });
}

describe("deploy/nginx/showup.conf in front of a web process and the ingest process", () => {
  it("brings a viewer's SSE and /ws a chat message posted on the other process", async () => {
    const { stream, viewer, hostCookie } = await liveRoom();
    const sse = await openEventStream(`${nginxUrl}/api/streams/${stream.streamId}/events?token=${viewer.uniqueId}`);
    const socket = await connectSocket(`${nginxUrl.replace(/^http/, "ws")}/ws?streamId=${stream.streamId}&token=${viewer.uniqueId}`, {
      origin: nginxUrl,
    });
    try {
      expect(sse.response.status).toBe(200);
      await sse.next((e) => e.event === "stream_status");
      const carrier = appAt(sse.response.headers.get("X-Upstream") ?? "");
      const other = apps.find((app) => app !== carrier);
      if (!carrier || !other) throw new Error(`the stream came from ${sse.response.headers.get("X-Upstream")}, not an app process`);
      socket.send({ type: "join", streamId: stream.streamId, role: "viewer" });
      await socket.next((m) => m.type === "joined");

      const posted = await postChat(other.url, stream.streamId, hostCookie, "Hello from the other process");
      expect(posted).not.toBeNull();
      const received = await sse.next((e) => e.event === "chat_message");
      expect(received).toMatchObject({ id: expect.any(String), data: { message: "Hello from the other process", isStreamer: true } });
      expect(await socket.next((m) => m.type === "chat_message")).toMatchObject({ data: { message: "Hello from the other process" } });
    } finally {
      sse.close();
      socket.close();
    }
  });

  it("sends the video files itself after one access question to the app per file", async () => {
    const { stream, viewer } = await liveRoom();
    const playbackId = stream.playbackId ?? "";
    const source = path.join(dataDir, "hls", playbackId, "source");
    fs.mkdirSync(source, { recursive: true });
    const playlist = "#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.000,\nseg_00000.ts\n";
    const segment = Buffer.concat(Array.from({ length: 8 }, () => Buffer.concat([Buffer.from([0x47]), crypto.randomBytes(187)])));
    fs.writeFileSync(path.join(source, "index.m3u8"), playlist);
    fs.writeFileSync(path.join(source, "seg_00000.ts"), segment);

    const opened = await fetch(`${nginxUrl}/api/streams/watch/${stream.streamId}/${viewer.uniqueId}`);
    expect(opened.status).toBe(200);
    const cookie = cookiesFrom(opened, "__viewer");
    expect(cookie).not.toBe("");

    const asVisitor = `/hls/${playbackId}/source/index.m3u8?as=visitor`;
    const asViewer = `/hls/${playbackId}/source/index.m3u8?as=viewer`;
    const segmentAddress = `/hls/${playbackId}/source/seg_00000.ts?as=viewer`;
    expect((await rawGet(asVisitor, {})).status).toBe(401);
    const listed = await rawGet(asViewer, { Cookie: cookie, "Accept-Encoding": "gzip" });
    expect(listed).toMatchObject({ status: 200, headers: { "content-type": "application/vnd.apple.mpegurl", "cache-control": "private, no-cache" } });
    expect(listed.headers["content-encoding"]).toBeUndefined();
    expect(listed.body.toString()).toBe(playlist);
    const fetched = await rawGet(segmentAddress, { Cookie: cookie });
    expect(fetched).toMatchObject({ status: 200, headers: { "content-type": "video/mp2t", "cache-control": "private, max-age=60" } });
    expect(fetched.body.equals(segment)).toBe(true);

    for (const [address, status] of [
      [asVisitor, "401"],
      [asViewer, "200"],
      [segmentAddress, "200"],
    ] as const) {
      await until(() => logged(address).length === 2, 2_000, { message: () => `${address}: ${JSON.stringify(logged(address))}` });
      const lines = logged(address);
      // nginx sent the answer itself (no upstream), after asking one app process once.
      expect(lines.filter((line) => line.uri.startsWith("/hls/"))).toEqual([{ uri: address.split("?")[0], request: address, status, upstream: "" }]);
      const asked = lines.filter((line) => line.uri === "/_hls_access");
      expect(asked).toHaveLength(1);
      expect(appAt(asked[0]?.upstream ?? "")).toBeDefined();
    }

    expect((await rawGet(`/hls/${playbackId}/source/seg_00001.ts`, { Cookie: cookie })).status).toBe(404);
    expect((await rawGet(`/hls/unknownPlaybackId/source/index.m3u8`, {})).status).toBe(404);
    fs.writeFileSync(path.join(source, "seg_00002.ts.tmp"), "partial");
    expect((await rawGet(`/hls/${playbackId}/source/seg_00002.ts.tmp`, { Cookie: cookie })).status).toBe(404);
  });

  it("gzips the browser bundle from disk for a year, and leaves brotli to the app's copy", async () => {
    // The largest shared chunk: above the size the app starts compressing at.
    const folder = path.join(root, "public/build/_shared");
    const [bundle] = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(".js"))
      .sort((a, b) => fs.statSync(path.join(folder, b)).size - fs.statSync(path.join(folder, a)).size);
    if (!bundle) throw new Error("no shared chunk in public/build/_shared: run npm run build");
    const address = `/build/_shared/${bundle}`;
    const file = fs.readFileSync(path.join(folder, bundle));
    const gzipped = await rawGet(address, { "Accept-Encoding": "gzip" });
    expect(gzipped).toMatchObject({
      status: 200,
      headers: { "content-encoding": "gzip", "cache-control": "public, max-age=31536000, immutable", vary: "Accept-Encoding" },
    });
    expect(zlib.gunzipSync(gzipped.body).equals(file)).toBe(true);
    await until(() => logged(address).length === 1);
    expect(logged(address)[0]?.upstream).toBe("");

    const brotli = await rawGet(`${address}?as=brotli`, { "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli).toMatchObject({ status: 200, headers: { "content-encoding": "br" } });
    expect(zlib.brotliDecompressSync(brotli.body).equals(file)).toBe(true);
    expect(appAt(String(brotli.headers["x-upstream"]))).toBeDefined();
  });

  it("counts registrations per visitor, not per nginx: the app reads the address nginx forwards", async () => {
    const { stream } = await liveRoom();
    expect(await registerFrom("127.0.0.2", stream.streamId)).toBe(200);
    expect(await registerFrom("127.0.0.2", stream.streamId)).toBe(429);
    expect(await registerFrom("127.0.0.3", stream.streamId)).toBe(200);
  });

  it("takes the studio's browser broadcast on the ingest process, and sends it no page while the web process answers", async () => {
    const { stream, hostCookie } = await liveRoom();
    const address = `/ingest/browser?streamId=${stream.streamId}&tab=nginx-test`;
    const studio = await connectSocket(`${nginxUrl.replace(/^http/, "ws")}${address}`, { origin: nginxUrl, headers: { Cookie: hostCookie } });
    try {
      // A web process would answer that it does not run the video ingest.
      expect(await studio.next()).toEqual({ type: "accepted" });
    } finally {
      studio.close();
    }
    await until(() => logged(address).length === 1, 2_000, { message: () => JSON.stringify(logged(address)) });
    expect(appAt(logged(address)[0]?.upstream ?? "")).toBe(apps[1]);

    const pages = await Promise.all(Array.from({ length: 4 }, () => fetch(`${nginxUrl}/healthz`)));
    expect(pages.map((page) => appAt(page.headers.get("X-Upstream") ?? ""))).toEqual(Array.from({ length: 4 }, () => apps[0]));
  });

  // Last: it kills the web process, and nginx turns to the ingest process.
  it("moves a viewer to the other process when theirs is killed, losing no chat message that was taken", async () => {
    const { stream, viewer, hostCookie } = await liveRoom();
    const eventsAddress = `${nginxUrl}/api/streams/${stream.streamId}/events?token=${viewer.uniqueId}`;
    const first = await openEventStream(eventsAddress);
    await first.next((e) => e.event === "stream_status");
    const carrier = appAt(first.response.headers.get("X-Upstream") ?? "");
    if (!carrier) throw new Error(`the stream came from ${first.response.headers.get("X-Upstream")}, not an app process`);

    const taken: string[] = [];
    const post = async (phase: string) => {
      for (let n = 0; n < 5; n += 1) {
        // As the browser on the site sends it: the app checks its Origin against the Host nginx forwards.
        const posted = await postChat(nginxUrl, stream.streamId, hostCookie, `${phase} ${n}`, { Origin: nginxUrl });
        if (posted) taken.push(posted.message);
      }
    };
    await post("before");
    await until(() => chatTexts(first.events).length === 5);
    await stopAppProcess(carrier);
    // Taken while the viewer is away: they come only from the replay after Last-Event-ID.
    await post("away");
    await until(() => first.isEnded(), 5_000, { message: "the killed process's stream is still open" });

    const lastId = [...first.events].reverse().find((e) => e.id !== null)?.id ?? "";
    const second = await openEventStream(eventsAddress, { "Last-Event-ID": lastId });
    try {
      expect(second.response.status).toBe(200);
      expect(appAt(second.response.headers.get("X-Upstream") ?? "")).toBe(apps.find((app) => app !== carrier));
      await post("back");
      for (const phase of ["before", "away", "back"])
        expect(
          taken.some((text) => text.startsWith(phase)),
          `no message taken ${phase}`,
        ).toBe(true);
      const received = () => [...chatTexts(first.events), ...chatTexts(second.events)].filter((text) => taken.includes(text));
      await until(() => received().length >= taken.length, 5_000, {
        message: () => `taken ${JSON.stringify(taken)}, received ${JSON.stringify(received())}`,
      });
      // Each once, in order.
      expect(received()).toEqual(taken);
    } finally {
      first.close();
      second.close();
    }
  });
});
