import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMuxProvider, MUX_INGEST_URL, MUX_MESSAGES } from "~/services/video/mux.server";
import { VideoProviderError } from "~/services/video/provider.server";
import { DAY, fromNow } from "../support/events";
import { uniqueEmail } from "../support/factories";
import { setMuxEnv, startFakeMuxForTests } from "../support/fake-mux-env";
import { sessionCookie, startAppForTests } from "../support/http-server";

// The whole file runs against a fake Mux on loopback with the MUX_* variables set, except the
// "without Mux" block, which unsets them (manual provider).

const { mux, env: muxEnv } = startFakeMuxForTests();

const app = startAppForTests();

type Json = Record<string, unknown>;
interface Stream {
  id: string;
  streamId: string;
  title: string;
  eventId: number | null;
  provider: string;
  streamKey: string;
  ingestUrl: string | null;
  playbackId: string | null;
  isLive: boolean;
  status: string;
}

async function call<T = Json>(method: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) {
  const response = await fetch(app.url + path, {
    method,
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

async function signUp() {
  const response = await fetch(`${app.url}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ firstName: "Stella", lastName: "Streamer", email: uniqueEmail("streams"), password: "long-enough-9" }),
  });
  expect(response.status).toBe(201);
  return sessionCookie(response);
}

async function createEvent(cookie: string) {
  const created = await call<{ id: number }>("POST", "/api/events", { cookie, body: { title: "Streamed webinar", scheduledAt: fromNow(7 * DAY) } });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function createStream(cookie: string, body: Json = { title: "Launch stream" }) {
  const created = await call<Stream>("POST", "/api/streams", { cookie, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

describe("signed out", () => {
  it("answers every stream call with 401", async () => {
    const cookie = await signUp();
    const stream = await createStream(cookie);
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/streams"],
      ["POST", "/api/streams", { title: "x" }],
      ["GET", `/api/streams/${stream.streamId}`],
      ["PATCH", `/api/streams/${stream.streamId}`, { title: "x" }],
      ["DELETE", `/api/streams/${stream.streamId}`],
      ["POST", `/api/streams/${stream.streamId}/reset-key`],
      ["GET", "/api/config/mux"],
    ];
    for (const [method, path, body] of calls) {
      const response = await call(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).toEqual({ error: "You are not signed in." });
    }
    expect((await call<Stream>("GET", `/api/streams/${stream.streamId}`, { cookie })).body.title).toBe("Launch stream");
  });
});

describe("with Mux configured", () => {
  it("reports Mux as configured", async () => {
    const cookie = await signUp();
    const response = await call("GET", "/api/config/mux", { cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ configured: true });
  });

  it("creates a live stream at Mux and returns it with an unguessable streamId", async () => {
    const cookie = await signUp();
    const before = mux().requests.length;
    const created = await call<Stream>("POST", "/api/streams", { cookie, body: { title: "  Product launch  " } });
    expect(created.status).toBe(201);
    const stream = created.body;
    const atMux = mux().findByStreamKey(stream.streamKey);
    expect(atMux).toBeDefined();
    expect(stream).toMatchObject({
      id: stream.streamId,
      title: "Product launch",
      eventId: null,
      provider: "mux",
      streamKey: atMux?.stream_key,
      ingestUrl: MUX_INGEST_URL,
      playbackId: atMux?.playback_ids[0]?.id,
      isLive: false,
      status: "idle",
    });
    expect(JSON.stringify(stream)).not.toContain(mux().tokenSecret);

    // Mux was asked once, with the token and public playback.
    const calls = mux().requests.slice(before);
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/video/v1/live-streams",
        authorized: true,
        body: { playback_policy: ["public"], new_asset_settings: { playback_policy: ["public"] } },
        status: 201,
      },
    ]);

    // Not a counter: long, random-looking, different every time, never just digits.
    const other = await createStream(cookie, { title: "Second" });
    for (const id of [stream.streamId, other.streamId]) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(id).not.toMatch(/^\d+$/);
      expect(new Set(id).size).toBeGreaterThan(10);
    }
    expect(other.streamId).not.toBe(stream.streamId);
    expect(other.streamKey).not.toBe(stream.streamKey);
    expect(other.streamId.slice(0, -4)).not.toBe(stream.streamId.slice(0, -4));
  });

  it("links a stream to the host's event", async () => {
    const cookie = await signUp();
    const eventId = await createEvent(cookie);
    const stream = await createStream(cookie, { title: "Event stream", eventId });
    expect(stream.eventId).toBe(eventId);
    const event = await call("GET", `/api/events/${eventId}`, { cookie });
    expect(event.body).toMatchObject({ id: eventId, streamId: stream.streamId });
    // A digit string from a form is read as the number it is.
    expect((await createStream(cookie, { title: "Form stream", eventId: String(eventId) })).eventId).toBe(eventId);
    expect((await createStream(cookie, { title: "No event", eventId: null })).eventId).toBeNull();
  });

  it("refuses another host's event and bad input without calling Mux", async () => {
    const owner = await signUp();
    const eventId = await createEvent(owner);
    const cookie = await signUp();
    const before = mux().requests.length;

    for (const id of [eventId, 2_147_483_647]) {
      const response = await call("POST", "/api/streams", { cookie, body: { title: "Sneaky", eventId: id } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: "Event not found" });
    }
    const bad: [unknown, string][] = [
      [{}, "title"],
      [{ title: "   " }, "title"],
      [{ title: 42 }, "title"],
      [{ title: "x".repeat(201) }, "title"],
      [{ title: "ok", eventId: "abc" }, "eventId"],
      [{ title: "ok", eventId: 0 }, "eventId"],
      [{ title: "ok", eventId: -3 }, "eventId"],
      [{ title: "ok", eventId: 1.5 }, "eventId"],
      [{ title: "ok", eventId: 2_147_483_648 }, "eventId"],
    ];
    for (const [body, field] of bad) {
      const response = await call<{ error: string; fieldErrors: Record<string, string[]> }>("POST", "/api/streams", { cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe("Some fields are missing or invalid.");
      expect(Object.keys(response.body.fieldErrors)).toEqual([field]);
    }
    expect((await call<Stream>("POST", "/api/streams", { cookie, body: { title: "x".repeat(200) } })).status).toBe(201);
    // Only the valid request reached Mux.
    expect(mux().requests.length).toBe(before + 1);
    expect((await call<Stream[]>("GET", "/api/streams", { cookie })).body).toHaveLength(1);
  });

  it("lists only the host's streams, newest first", async () => {
    const cookie = await signUp();
    const other = await signUp();
    const first = await createStream(cookie, { title: "First" });
    await createStream(other, { title: "Someone else's" });
    const second = await createStream(cookie, { title: "Second" });
    const list = await call<Stream[]>("GET", "/api/streams", { cookie });
    expect(list.status).toBe(200);
    expect(list.body.map((s) => [s.streamId, s.title])).toEqual([
      [second.streamId, "Second"],
      [first.streamId, "First"],
    ]);
    expect(list.body[0]).toMatchObject({ streamKey: second.streamKey, provider: "mux", isLive: false });
  });

  it("gets one stream; another host's or an unknown one is a 404", async () => {
    const cookie = await signUp();
    const stream = await createStream(cookie);
    const got = await call<Stream>("GET", `/api/streams/${stream.streamId}`, { cookie });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(stream);

    const stranger = await signUp();
    for (const id of [stream.streamId, "sDoesNotExist000000000000", "x".repeat(300), "%E2%9C%93", "1"]) {
      const response = await call("GET", `/api/streams/${id}`, { cookie: stranger });
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ error: "Stream not found", message: "Stream not found" });
    }
  });

  it("patches title and live state; going live moves the linked event", async () => {
    const cookie = await signUp();
    const eventId = await createEvent(cookie);
    const stream = await createStream(cookie, { title: "Before", eventId });
    const path = `/api/streams/${stream.streamId}`;

    const renamed = await call<Stream>("PATCH", path, { cookie, body: { title: "  After  ", unknownKey: "ignored", streamKey: "not-changeable" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: "After", isLive: false, streamKey: stream.streamKey });

    const live = await call<Stream>("PATCH", path, { cookie, body: { isLive: true } });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ title: "After", isLive: true, status: "active" });
    expect((await call("GET", `/api/events/${eventId}`, { cookie })).body).toMatchObject({ status: "live" });
    expect((await call<Stream>("GET", path, { cookie })).body.isLive).toBe(true);

    // Stopping the stream of an event still ahead (a rehearsal) leaves the event scheduled.
    const ended = await call<Stream>("PATCH", path, { cookie, body: { isLive: false } });
    expect(ended.body).toMatchObject({ isLive: false, status: "idle" });
    expect((await call("GET", `/api/events/${eventId}`, { cookie })).body).toMatchObject({ status: "scheduled" });

    const status = await call<Stream>("PATCH", path, { cookie, body: { status: "disabled" } });
    expect(status.body).toMatchObject({ status: "disabled", isLive: false, title: "After" });
  });

  it("refuses empty or invalid patches and other hosts' streams", async () => {
    const cookie = await signUp();
    const stream = await createStream(cookie, { title: "Stable" });
    const path = `/api/streams/${stream.streamId}`;
    for (const body of [{}, { onlyUnknown: 1 }, { title: "" }, { title: "x".repeat(201) }, { isLive: "yes" }, { isLive: null }, { status: "live" }]) {
      const response = await call<{ error: string; fieldErrors: unknown }>("PATCH", path, { cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.fieldErrors).toBeDefined();
    }
    const empty = await call<{ fieldErrors: Record<string, string[]> }>("PATCH", path, { cookie, body: {} });
    expect(empty.body.fieldErrors.form).toEqual(["Send at least one of title, isLive or status."]);

    const stranger = await signUp();
    const foreign = await call("PATCH", path, { cookie: stranger, body: { title: "Taken over", isLive: true } });
    expect(foreign.status).toBe(404);
    expect((await call<Stream>("GET", path, { cookie })).body).toMatchObject({ title: "Stable", isLive: false });
  });

  it("deletes a stream here and at Mux; a live one is a 409, another host's a 404", async () => {
    const cookie = await signUp();
    const stream = await createStream(cookie, { title: "To delete" });
    const path = `/api/streams/${stream.streamId}`;
    const providerId = mux().findByStreamKey(stream.streamKey)?.id as string;
    expect(mux().liveStreams.has(providerId)).toBe(true);

    await call("PATCH", path, { cookie, body: { isLive: true } });
    const conflict = await call("DELETE", path, { cookie });
    expect(conflict.status).toBe(409);
    const text = "This stream is live. End the stream before deleting it.";
    expect(conflict.body).toEqual({ error: text, message: text });
    expect(mux().liveStreams.has(providerId)).toBe(true);

    const stranger = await signUp();
    const foreign = await call("DELETE", path, { cookie: stranger });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: "Stream not found", message: "Stream not found" });

    await call("PATCH", path, { cookie, body: { isLive: false } });
    const deleted = await call("DELETE", path, { cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "Stream deleted" });
    expect(mux().liveStreams.has(providerId)).toBe(false);
    expect(mux().requests.at(-1)).toMatchObject({ method: "DELETE", path: `/video/v1/live-streams/${providerId}`, authorized: true, status: 204 });
    expect((await call("GET", path, { cookie })).status).toBe(404);
    expect((await call("DELETE", path, { cookie })).body).toEqual({ error: "Stream not found", message: "Stream not found" });
  });

  it("deletes a stream Mux no longer has", async () => {
    const cookie = await signUp();
    const stream = await createStream(cookie);
    const providerId = mux().findByStreamKey(stream.streamKey)?.id as string;
    mux().liveStreams.delete(providerId);
    const deleted = await call("DELETE", `/api/streams/${stream.streamId}`, { cookie });
    expect(deleted.status).toBe(200);
    expect(mux().requests.at(-1)).toMatchObject({ method: "DELETE", status: 404 });
  });

  it("resets the stream key at Mux", async () => {
    const cookie = await signUp();
    const stream = await createStream(cookie);
    const path = `/api/streams/${stream.streamId}/reset-key`;
    const reset = await call<Stream>("POST", path, { cookie });
    expect(reset.status).toBe(200);
    expect(reset.body.streamId).toBe(stream.streamId);
    expect(reset.body.streamKey).toBeTruthy();
    expect(reset.body.streamKey).not.toBe(stream.streamKey);
    expect(mux().findByStreamKey(reset.body.streamKey)?.playback_ids[0]?.id).toBe(stream.playbackId);
    expect(mux().findByStreamKey(stream.streamKey)).toBeUndefined();
    expect((await call<Stream>("GET", `/api/streams/${stream.streamId}`, { cookie })).body.streamKey).toBe(reset.body.streamKey);

    const stranger = await signUp();
    const foreign = await call("POST", path, { cookie: stranger });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: "Stream not found" });
    expect((await call<Stream>("GET", `/api/streams/${stream.streamId}`, { cookie })).body.streamKey).toBe(reset.body.streamKey);
    expect((await call("GET", path, { cookie })).status).toBe(405);
  });

  it("answers 405 to methods a path does not take", async () => {
    const cookie = await signUp();
    const stream = await createStream(cookie);
    const calls: [string, string][] = [
      ["PUT", "/api/streams"],
      ["DELETE", "/api/streams"],
      ["POST", `/api/streams/${stream.streamId}`],
      ["PUT", `/api/streams/${stream.streamId}`],
      ["DELETE", `/api/streams/${stream.streamId}/reset-key`],
      ["POST", "/api/config/mux"],
    ];
    for (const [method, path] of calls) {
      const response = await call<{ error: string }>(method, path, { cookie, body: {} });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.body.error).toMatch(/^Method not allowed/);
    }
  });

  it("turns Mux failures into a 502 with a message for the host, and stores nothing", async () => {
    const cookie = await signUp();
    mux().failNext(500);
    const failed = await call("POST", "/api/streams", { cookie, body: { title: "Unlucky" } });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ error: MUX_MESSAGES.failed(500) });

    mux().failNext(401);
    const refused = await call<{ error: string }>("POST", "/api/streams", { cookie, body: { title: "Unlucky" } });
    expect(refused.status).toBe(502);
    expect(refused.body.error).toBe("The video provider refused the request (401): check MUX_TOKEN_ID and MUX_TOKEN_SECRET.");
    expect(refused.body.error).not.toContain(mux().tokenSecret);
    expect((await call<Stream[]>("GET", "/api/streams", { cookie })).body).toEqual([]);

    const stream = await createStream(cookie);
    mux().failNext(503);
    const reset = await call("POST", `/api/streams/${stream.streamId}/reset-key`, { cookie });
    expect(reset.status).toBe(502);
    expect((await call<Stream>("GET", `/api/streams/${stream.streamId}`, { cookie })).body.streamKey).toBe(stream.streamKey);

    mux().failNext(500);
    const deleted = await call("DELETE", `/api/streams/${stream.streamId}`, { cookie });
    expect(deleted.status).toBe(502);
    expect(deleted.body).toEqual({ error: MUX_MESSAGES.failed(500), message: MUX_MESSAGES.failed(500) });
    expect((await call("GET", `/api/streams/${stream.streamId}`, { cookie })).status).toBe(200);
  });
});

describe("Mux provider", () => {
  const provider = (overrides: { tokenSecret?: string; apiBaseUrl?: string; timeoutMs?: number } = {}) =>
    createMuxProvider({ tokenId: mux().tokenId, tokenSecret: mux().tokenSecret, apiBaseUrl: mux().url, ...overrides });
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(VideoProviderError);
    return error as VideoProviderError;
  };

  it("gives up on a Mux that does not answer in time", async () => {
    mux().failNext("hang");
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 300 }).createLiveStream({ title: "x" }));
    expect(error.message).toBe("The video provider did not answer. Try again in a minute.");
    expect(error.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("says Mux did not answer when nothing listens", async () => {
    const error = await failure(provider({ apiBaseUrl: "http://127.0.0.1:9" }).createLiveStream({ title: "x" }));
    expect(error.message).toBe(MUX_MESSAGES.noAnswer);
  });

  it("names the variables, never the token, when Mux refuses the token", async () => {
    const error = await failure(provider({ tokenSecret: "wrong-secret-value" }).createLiveStream({ title: "x" }));
    expect(error.message).toBe(MUX_MESSAGES.unauthorized(401));
    expect(error.message).not.toContain("wrong-secret-value");
  });

  it("passes on Mux's reason for other refusals, and works with a trailing slash in the base URL", async () => {
    mux().failNext(400);
    const error = await failure(provider().createLiveStream({ title: "x" }));
    expect(error.message).toBe("The video provider refused the request (400): Injected failure 400");
    const created = await provider({ apiBaseUrl: `${mux().url}/` }).createLiveStream({ title: "x" });
    expect(created).toMatchObject({ providerStreamId: expect.any(String), streamKey: expect.any(String), ingestUrl: MUX_INGEST_URL });
    expect(mux().requests.at(-1)?.path).toBe("/video/v1/live-streams");
  });

  it("cannot reset the key of a stream that Mux never had", async () => {
    const error = await failure(provider().resetStreamKey({ streamRowId: 1, streamId: "s1", providerStreamId: null, streamKey: null }));
    expect(error.status).toBe(409);
    await expect(provider().deleteLiveStream({ streamRowId: 1, streamId: "s1", providerStreamId: null, streamKey: null })).resolves.toBeUndefined();
  });
});

describe("without Mux", () => {
  beforeAll(() => setMuxEnv({ MUX_TOKEN_ID: undefined, MUX_TOKEN_SECRET: undefined, MUX_API_BASE_URL: undefined }));
  afterAll(() => setMuxEnv(muxEnv()));

  it("reports Mux as not configured", async () => {
    const cookie = await signUp();
    expect((await call("GET", "/api/config/mux", { cookie })).body).toEqual({ configured: false });
  });

  it("creates, resets and deletes streams with a locally generated key", async () => {
    const cookie = await signUp();
    const before = mux().requests.length;
    const stream = await createStream(cookie, { title: "Self-hosted" });
    expect(stream).toMatchObject({ title: "Self-hosted", provider: "manual", isLive: false, ingestUrl: null });
    expect(stream.streamKey).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(stream.playbackId).toBeTruthy();
    expect(stream.streamId).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const reset = await call<Stream>("POST", `/api/streams/${stream.streamId}/reset-key`, { cookie });
    expect(reset.status).toBe(200);
    expect(reset.body.streamKey).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(reset.body.streamKey).not.toBe(stream.streamKey);

    const live = await call<Stream>("PATCH", `/api/streams/${stream.streamId}`, { cookie, body: { isLive: true } });
    expect(live.body.isLive).toBe(true);
    await call("PATCH", `/api/streams/${stream.streamId}`, { cookie, body: { isLive: false } });
    expect((await call("DELETE", `/api/streams/${stream.streamId}`, { cookie })).status).toBe(200);
    // Mux was never called.
    expect(mux().requests.length).toBe(before);
  });
});

describe("fake Mux playback (used by the end-to-end tests)", () => {
  it("serves the HLS fixture for any playback id, with CORS, and 503 before the encoder connects", async () => {
    const playlist = await fetch(`${mux().url}/some-playback-id.m3u8`);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get("Content-Type")).toBe("application/vnd.apple.mpegurl");
    expect(playlist.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const text = await playlist.text();
    expect(text).toMatch(/^#EXTM3U/);
    const segment = text.split("\n").find((line) => line.endsWith(".ts")) as string;
    const media = await fetch(`${mux().url}/${segment}`);
    expect(media.status).toBe(200);
    expect(media.headers.get("Content-Type")).toBe("video/mp2t");
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect((await fetch(`${mux().url}/missing-abc.m3u8`)).status).toBe(503);
    expect((await fetch(`${mux().url}/nothing-here.ts`)).status).toBe(404);
  });
});
