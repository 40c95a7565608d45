import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { muxLiveStreamEvent, signMuxWebhook } from "../fixtures/fake-mux";
import { DAY, fromNow } from "../support/events";
import { uniqueEmail } from "../support/factories";
import { setMuxEnv, startFakeMuxForTests } from "../support/fake-mux-env";
import { sessionCookie, startAppForTests } from "../support/http-server";

const WEBHOOK_SECRET = `whsec-${crypto.randomBytes(12).toString("hex")}`;
const { mux } = startFakeMuxForTests({ webhookSecret: WEBHOOK_SECRET });

const app = startAppForTests();

interface Stream {
  streamId: string;
  streamKey: string;
  isLive: boolean;
  status: string;
}

async function call<T = Record<string, unknown>>(method: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) {
  const response = await fetch(app.url + path, {
    method,
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A host with a Mux stream (optionally linked to a new event of theirs). */
async function hostWithStream({ withEvent = false } = {}) {
  const signup = await fetch(`${app.url}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ firstName: "Webb", lastName: "Hook", email: uniqueEmail("mux-webhook"), password: "long-enough-9" }),
  });
  const cookie = sessionCookie(signup);
  let eventId: number | undefined;
  if (withEvent) {
    eventId = (await call<{ id: number }>("POST", "/api/events", { cookie, body: { title: "Hooked", scheduledAt: fromNow(DAY) } })).body.id;
  }
  const created = await call<Stream>("POST", "/api/streams", { cookie, body: { title: "Webhook stream", eventId } });
  expect(created.status).toBe(201);
  const liveStreamId = mux().findByStreamKey(created.body.streamKey)?.id as string;
  expect(liveStreamId).toBeTruthy();
  const stream = async () => (await call<Stream>("GET", `/api/streams/${created.body.streamId}`, { cookie })).body;
  return { cookie, eventId, streamId: created.body.streamId, liveStreamId, stream };
}

/** Posts a raw body with the given signature header (none when null). */
async function deliverRaw(body: string, signature: string | null, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/api/webhooks/mux`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature === null ? {} : { "Mux-Signature": signature }), ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as { received?: boolean; outcome?: string; error?: string } };
}

/** Delivers an event signed as Mux would. */
function deliver(event: unknown, { secret = WEBHOOK_SECRET, t }: { secret?: string; t?: number } = {}) {
  const body = JSON.stringify(event);
  return deliverRaw(body, signMuxWebhook(body, secret, t));
}

const seconds = (n: number) => new Date(Date.now() + n * 1000);

describe("Mux webhook", () => {
  it("sets a stream live on video.live_stream.active and its event with it", async () => {
    const host = await hostWithStream({ withEvent: true });
    const answer = await deliver(muxLiveStreamEvent({ type: "video.live_stream.active", liveStreamId: host.liveStreamId }));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: "applied" } });
    expect(await host.stream()).toMatchObject({ isLive: true, status: "active" });
    expect((await call("GET", `/api/events/${host.eventId}`, { cookie: host.cookie })).body).toMatchObject({ status: "live" });
  });

  it("sets it offline on video.live_stream.idle, and the event back to scheduled (stopping is not ending)", async () => {
    const host = await hostWithStream({ withEvent: true });
    await deliver(muxLiveStreamEvent({ type: "video.live_stream.active", liveStreamId: host.liveStreamId, createdAt: seconds(-10) }));
    expect((await host.stream()).isLive).toBe(true);
    expect((await call("GET", `/api/events/${host.eventId}`, { cookie: host.cookie })).body).toMatchObject({ status: "live" });
    const answer = await deliver(muxLiveStreamEvent({ type: "video.live_stream.idle", liveStreamId: host.liveStreamId, createdAt: seconds(-5) }));
    expect(answer.body).toEqual({ received: true, outcome: "applied" });
    expect(await host.stream()).toMatchObject({ isLive: false, status: "idle" });
    expect((await call("GET", `/api/events/${host.eventId}`, { cookie: host.cookie })).body).toMatchObject({ status: "scheduled" });
  });

  it("applies a delivery once: the same event again is a harmless duplicate", async () => {
    const host = await hostWithStream();
    const active = muxLiveStreamEvent({ type: "video.live_stream.active", liveStreamId: host.liveStreamId, createdAt: seconds(-10) });
    expect((await deliver(active)).body.outcome).toBe("applied");
    const idle = muxLiveStreamEvent({ type: "video.live_stream.idle", liveStreamId: host.liveStreamId, createdAt: seconds(-5) });
    expect((await deliver(idle)).body.outcome).toBe("applied");
    expect((await host.stream()).isLive).toBe(false);

    // Mux retries the first delivery (same event id), freshly signed: nothing changes.
    const again = await deliver(active);
    expect(again).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect(await host.stream()).toMatchObject({ isLive: false, status: "idle" });
    // Even with a newer date, the same event id is still the same delivery.
    expect((await deliver({ ...active, created_at: seconds(0).toISOString() })).body.outcome).toBe("duplicate");
    expect((await host.stream()).isLive).toBe(false);
  });

  it("ignores an older idle delivered after a newer active (out of order)", async () => {
    const host = await hostWithStream();
    const newer = muxLiveStreamEvent({ type: "video.live_stream.active", liveStreamId: host.liveStreamId, createdAt: seconds(-5) });
    const older = muxLiveStreamEvent({ type: "video.live_stream.idle", liveStreamId: host.liveStreamId, createdAt: seconds(-60) });
    expect((await deliver(newer)).body.outcome).toBe("applied");
    const stale = await deliver(older);
    expect(stale).toEqual({ status: 200, body: { received: true, outcome: "stale" } });
    expect(await host.stream()).toMatchObject({ isLive: true, status: "active" });
    // A genuinely later idle still ends it.
    expect((await deliver(muxLiveStreamEvent({ type: "video.live_stream.idle", liveStreamId: host.liveStreamId }))).body.outcome).toBe("applied");
    expect((await host.stream()).isLive).toBe(false);
  });

  it("refuses forged, tampered, expired and unsigned deliveries without changing anything", async () => {
    const host = await hostWithStream();
    const event = muxLiveStreamEvent({ type: "video.live_stream.active", liveStreamId: host.liveStreamId });
    const body = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const attempts: [string, string, string | null][] = [
      ["forged", body, `t=${now},v1=${crypto.randomBytes(32).toString("hex")}`],
      ["wrong secret", body, signMuxWebhook(body, "not-the-secret")],
      ["tampered body", body.replace(host.liveStreamId, `${host.liveStreamId}x`), signMuxWebhook(body, WEBHOOK_SECRET)],
      ["expired", body, signMuxWebhook(body, WEBHOOK_SECRET, now - 3600)],
      ["future", body, signMuxWebhook(body, WEBHOOK_SECRET, now + 3600)],
      ["malformed", body, "v1=abc"],
      ["no signature", body, null],
      ["empty signature", body, ""],
    ];
    for (const [label, raw, signature] of attempts) {
      const answer = await deliverRaw(raw, signature);
      expect(answer.status, label).toBe(400);
      expect(answer.body.error, label).toMatch(/Mux-Signature/);
    }
    expect(await host.stream()).toMatchObject({ isLive: false, status: "idle" });
    // The refused attempts did not use up the event id: the genuine delivery still applies.
    expect((await deliverRaw(body, signMuxWebhook(body, WEBHOOK_SECRET))).body.outcome).toBe("applied");
    expect((await host.stream()).isLive).toBe(true);
  });

  it("acknowledges events about unknown streams and event types it does not use", async () => {
    const unknown = await deliver(muxLiveStreamEvent({ type: "video.live_stream.active", liveStreamId: `unknown-${crypto.randomUUID()}` }));
    expect(unknown).toEqual({ status: 200, body: { received: true, outcome: "unknown-stream" } });
    const host = await hostWithStream();
    for (const type of ["video.live_stream.connected", "video.live_stream.recording", "video.asset.ready"]) {
      const ignored = await deliver(muxLiveStreamEvent({ type, liveStreamId: host.liveStreamId }));
      expect(ignored, type).toEqual({ status: 200, body: { received: true, outcome: "ignored" } });
    }
    expect((await host.stream()).isLive).toBe(false);
  });

  it("refuses signed bodies that are not Mux events", async () => {
    for (const raw of ["not json", "", "[]", "{}", JSON.stringify({ type: "video.live_stream.active", id: "x" })]) {
      const answer = await deliverRaw(raw, signMuxWebhook(raw, WEBHOOK_SECRET));
      expect(answer.status, raw).toBe(400);
      expect(typeof answer.body.error).toBe("string");
    }
  });

  it("answers 405 to other methods and 413 to huge bodies", async () => {
    const get = await fetch(`${app.url}/api/webhooks/mux`);
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const put = await fetch(`${app.url}/api/webhooks/mux`, { method: "PUT", body: "{}" });
    expect(put.status).toBe(405);
    const huge = JSON.stringify({ type: "video.asset.ready", padding: "x".repeat(300 * 1024) });
    const tooLarge = await deliverRaw(huge, signMuxWebhook(huge, WEBHOOK_SECRET));
    expect(tooLarge.status).toBe(413);
  });

  it("makes the asset of an event's live stream its replay on video.asset.ready, once however often it comes", async () => {
    const host = await hostWithStream({ withEvent: true });
    const before = await call<{ status: string; recording: unknown }>("GET", `/api/events/${host.eventId}/replay`, { cookie: host.cookie });
    expect(before.body).toMatchObject({ status: "none", recording: null });
    const startedAt = Math.floor(Date.now() / 1000) - 600;
    const ready = {
      type: "video.asset.ready",
      id: crypto.randomUUID(),
      created_at: new Date().toISOString(),
      data: {
        id: "asset-of-the-live",
        live_stream_id: host.liveStreamId,
        created_at: String(startedAt),
        duration: 543.2,
        playback_ids: [{ id: "playback-of-the-asset", policy: "public" }],
      },
    };
    expect(await deliver(ready)).toEqual({ status: 200, body: { received: true, outcome: "replay" } });
    expect(await deliver({ ...ready, id: crypto.randomUUID() })).toEqual({ status: 200, body: { received: true, outcome: "replay" } });
    const replay = await call<Record<string, unknown>>("GET", `/api/events/${host.eventId}/replay`, { cookie: host.cookie });
    expect(replay.body).toMatchObject({
      status: "ready",
      published: false,
      durationSeconds: 543.2,
      recording: { id: "asset-of-the-live", source: "mux", startedAt: new Date(startedAt * 1000).toISOString(), durationSeconds: 543.2 },
    });
    const unknown = { ...ready, id: crypto.randomUUID(), data: { ...ready.data, id: "asset-2", live_stream_id: "not-ours" } };
    expect(await deliver(unknown)).toEqual({ status: 200, body: { received: true, outcome: "unknown-stream" } });
    const vod = { ...ready, id: crypto.randomUUID(), data: { id: "uploaded", playback_ids: [{ id: "p", policy: "public" }] } };
    expect(await deliver(vod)).toEqual({ status: 200, body: { received: true, outcome: "ignored" } });
  });

  describe("without MUX_WEBHOOK_SECRET", () => {
    beforeAll(() => setMuxEnv({ MUX_WEBHOOK_SECRET: undefined }));
    afterAll(() => setMuxEnv({ MUX_WEBHOOK_SECRET: WEBHOOK_SECRET }));

    it("accepts no webhook at all, signed or not", async () => {
      const host = await hostWithStream();
      const event = muxLiveStreamEvent({ type: "video.live_stream.active", liveStreamId: host.liveStreamId });
      for (const answer of [await deliver(event), await deliverRaw(JSON.stringify(event), null)]) {
        expect(answer).toEqual({ status: 400, body: { error: "Mux webhooks are not configured (MUX_WEBHOOK_SECRET)." } });
      }
      expect((await host.stream()).isLive).toBe(false);
    });
  });
});
