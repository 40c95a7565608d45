import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getWatchStream } from "~/models/stream.server";
import { registerViewer } from "~/models/viewer.server";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { signPlaybackToken } from "~/services/room/playback-access.server";
import { getConfig } from "~/utils/config.server";
import { db } from "~/utils/db.server";
import { createTestEvent } from "../support/events";
import { cookiesFrom, createHost, uniqueEmail } from "../support/factories";
import { writeHlsFixture } from "../support/hls-fixture";
import { signInCookie, startAppForTests } from "../support/http-server";

const app = startAppForTests();

async function streamWithVideo(eventFields: Record<string, unknown> | null) {
  const host = await createHost();
  const event = eventFields ? await createTestEvent(host.id, eventFields) : null;
  const stream = await createStreamForHost({ hostId: host.id, title: "HLS stream", eventId: event?.id ?? null });
  if (!stream?.playbackId) throw new Error("stream not created");
  await writeHlsFixture(getConfig().DATA_DIR, stream.playbackId);
  const row = await getWatchStream({ streamId: stream.streamId });
  if (!row) throw new Error("stream not found");
  return { host, stream: row, playbackId: stream.playbackId };
}

const get = (pathname: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(app.url + pathname, { method, headers, redirect: "manual" });

/** A registered viewer's cookie, as their browser holds it after opening the personal link. */
async function viewerCookie(streamId: string, streamRowId: number) {
  const { viewer } = await registerViewer({ streamRowId, email: uniqueEmail("viewer"), firstName: "Vic" });
  const opened = await get(`/api/streams/watch/${streamId}/${viewer.uniqueId}`);
  expect(opened.status).toBe(200);
  return { viewer, cookie: cookiesFrom(opened, "__viewer") };
}

/** Raw GET so the test sees exactly what went over the wire (fetch would decompress). */
function rawGet(pathname: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.get(app.url + pathname, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
  });
}

describe("/hls of an open event (registration not required)", () => {
  let open: Awaited<ReturnType<typeof streamWithVideo>>;
  beforeAll(async () => {
    open = await streamWithVideo({ title: "Open webinar", registrationRequired: false });
  });

  it("serves the master playlist listing every rendition to anyone, revalidated on every fetch, never compressed", async () => {
    const response = await rawGet(`/hls/${open.playbackId}/master.m3u8`, { "Accept-Encoding": "gzip, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.apple.mpegurl");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-encoding"]).toBeUndefined();
    const text = response.body.toString();
    expect(text.startsWith("#EXTM3U")).toBe(true);
    for (const rendition of ["source", "360p", "audio"]) expect(text).toContain(`${rendition}/index.m3u8`);
  });

  it("serves rendition playlists with program dates and segments as cacheable MPEG-TS, whole or by range", async () => {
    const playlist = await get(`/hls/${open.playbackId}/360p/index.m3u8`);
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toContain("#EXT-X-PROGRAM-DATE-TIME:");

    const segment = await rawGet(`/hls/${open.playbackId}/360p/seg_00000.ts`, { "Accept-Encoding": "gzip" });
    expect(segment.status).toBe(200);
    expect(segment.headers["content-type"]).toBe("video/mp2t");
    expect(segment.headers["cache-control"]).toBe("public, max-age=60");
    expect(segment.headers["content-encoding"]).toBeUndefined();
    expect(segment.body[0]).toBe(0x47);

    const range = await get(`/hls/${open.playbackId}/360p/seg_00000.ts`, { Range: "bytes=188-375" });
    expect(range.status).toBe(206);
    expect(range.headers.get("Content-Range")).toMatch(/^bytes 188-375\/\d+$/);
    expect((await range.arrayBuffer()).byteLength).toBe(188);

    const head = await get(`/hls/${open.playbackId}/360p/seg_00000.ts`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("Content-Length"))).toBe(segment.body.length);
  });

  it("answers 404 for missing files and unknown videos, 405 for other methods, never serves a .tmp file", async () => {
    fs.writeFileSync(path.join(getConfig().DATA_DIR, "hls", open.playbackId, "360p", "index.m3u8.tmp"), "#EXTM3U\n");
    fs.writeFileSync(path.join(getConfig().DATA_DIR, "hls", open.playbackId, "360p", "seg_00009.ts.tmp"), "partial");
    expect((await get(`/hls/${open.playbackId}/360p/index.m3u8.tmp`)).status).toBe(404);
    expect((await get(`/hls/${open.playbackId}/360p/seg_00009.ts.tmp`)).status).toBe(404);
    expect((await get(`/hls/${open.playbackId}/360p/seg_00099.ts`)).status).toBe(404);
    expect((await get(`/hls/${open.playbackId}/1080p/index.m3u8`)).status).toBe(404);
    expect((await get(`/hls/${open.playbackId}/360p/seg_00000.mkv`)).status).toBe(404);
    expect((await get(`/hls/unknownPlaybackId/master.m3u8`)).status).toBe(404);
    const posted = await get(`/hls/${open.playbackId}/master.m3u8`, {}, "POST");
    expect(posted.status).toBe(405);
    expect(posted.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("refuses path traversal in every spelling", async () => {
    const attempts = [
      `/hls/${open.playbackId}/..%2f..%2fsession-secret`,
      `/hls/${open.playbackId}/%2e%2e/%2e%2e/session-secret`,
      `/hls/..%2F..%2Fetc/passwd`,
      `/hls/${open.playbackId}/360p/..%5c..%5cindex.m3u8`,
      `/hls/${open.playbackId}/.%2e/master.m3u8`,
      `/hls/${open.playbackId}/360p/.hidden.ts`,
    ];
    for (const attempt of attempts) {
      const response = await rawGet(attempt, {});
      expect([400, 404], attempt).toContain(response.status);
      expect(response.body.toString()).not.toContain("#EXTM3U");
    }
    // A literal ../ is resolved by the client before it is sent; sent raw it still finds nothing.
    const literal = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${app.url}/`, { path: `/hls/${open.playbackId}/../../session-secret` }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.end();
    });
    expect([400, 404]).toContain(literal);
  });
});

describe("/hls of a registration-required event", () => {
  let gated: Awaited<ReturnType<typeof streamWithVideo>>;
  beforeAll(async () => {
    gated = await streamWithVideo({ title: "Members webinar", registrationRequired: true });
  });
  const master = () => `/hls/${gated.playbackId}/master.m3u8`;

  it("answers 401 without credentials", async () => {
    const response = await get(master());
    expect(response.status).toBe(401);
    expect((await response.json()).error).toMatch(/Register for this stream/);
  });

  it("serves the viewer's own cookie, privately", async () => {
    const { cookie } = await viewerCookie(gated.stream.streamId, gated.stream.rowId);
    const playlist = await get(master(), { Cookie: cookie });
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get("Cache-Control")).toBe("private, no-cache");
    const segment = await get(`/hls/${gated.playbackId}/source/seg_00000.ts`, { Cookie: cookie });
    expect(segment.status).toBe(200);
    expect(segment.headers.get("Cache-Control")).toBe("private, max-age=60");
  });

  it("answers 403 to another stream's viewer and to a removed viewer", async () => {
    const other = await streamWithVideo({ title: "Other webinar", registrationRequired: true });
    const { cookie: otherCookie } = await viewerCookie(other.stream.streamId, other.stream.rowId);
    expect((await get(master(), { Cookie: otherCookie })).status).toBe(403);

    const { viewer, cookie } = await viewerCookie(gated.stream.streamId, gated.stream.rowId);
    await db().updateTable("viewers").set({ isKicked: 1 }).where("id", "=", viewer.id).execute();
    const removed = await get(master(), { Cookie: cookie });
    expect(removed.status).toBe(403);
    expect((await removed.json()).error).toBe("You have been removed from this stream");
  });

  it("serves the signed-in host, and refuses another signed-in host with 403", async () => {
    const hostCookie = await signInCookie(app.url, gated.host);
    expect((await get(master(), { Cookie: hostCookie })).status).toBe(200);
    const stranger = await createHost();
    expect((await get(master(), { Cookie: await signInCookie(app.url, stranger) })).status).toBe(403);
  });

  it("serves a valid signed path token with relative URLs keeping it; refuses forged, expired and other videos' tokens", async () => {
    const token = signPlaybackToken({ playbackId: gated.playbackId });
    const playlist = await get(`/hls/${gated.playbackId}/t/${token}/master.m3u8`);
    expect(playlist.status).toBe(200);
    const rendition = (await playlist.text()).split("\n").find((line) => line.endsWith("index.m3u8"));
    expect((await get(`/hls/${gated.playbackId}/t/${token}/${rendition}`)).status).toBe(200);
    expect((await get(`/hls/${gated.playbackId}/t/${token}/audio/seg_00000.ts`)).status).toBe(200);

    const expired = signPlaybackToken({ playbackId: gated.playbackId, expiresAt: new Date(Date.now() - 1000) });
    const forged = `${token.slice(0, -4)}AAAA`;
    const other = signPlaybackToken({ playbackId: "anotherPlaybackId" });
    for (const bad of [expired, forged, other, "not-a-token"]) {
      expect((await get(`/hls/${gated.playbackId}/t/${bad}/master.m3u8`)).status, bad).toBe(403);
    }
  });

  it("stops a viewer's signed token once the viewer is removed", async () => {
    const { viewer } = await registerViewer({ streamRowId: gated.stream.rowId, email: uniqueEmail("tok"), firstName: "Tom" });
    await db().updateTable("viewers").set({ isKicked: 1 }).where("id", "=", viewer.id).execute();
    const token = signPlaybackToken({ playbackId: gated.playbackId, viewerId: viewer.id });
    expect((await get(`/hls/${gated.playbackId}/t/${token}/master.m3u8`)).status).toBe(403);
  });
});
