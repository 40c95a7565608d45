import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { InvalidMuxEventError, muxSignatureDigest, parseMuxEvent, verifyMuxSignature } from "~/services/video/mux-webhook.server";
import { muxLiveStreamEvent, signMuxWebhook } from "../fixtures/fake-mux";

const SECRET = "whsec-test-secret-0123456789";
const NOW = new Date("2030-05-01T12:00:00Z");
const T = Math.floor(NOW.getTime() / 1000);
const BODY = JSON.stringify({ type: "video.live_stream.active", id: "evt-1", data: { id: "ls-1" }, created_at: "2030-05-01T11:59:59Z" });

const hmac = (body: string, secret = SECRET, t = T) => crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
const verify = (
  header: string | null | undefined,
  {
    body = BODY,
    secret = SECRET,
    now = NOW,
    toleranceSeconds,
  }: { body?: string | Uint8Array; secret?: string; now?: Date; toleranceSeconds?: number } = {},
) => verifyMuxSignature({ rawBody: body, header, secret, now, toleranceSeconds });

describe("verifyMuxSignature", () => {
  it("accepts Mux's header for the exact body, as text or bytes", () => {
    expect(verify(`t=${T},v1=${hmac(BODY)}`)).toEqual({ ok: true, timestamp: T });
    expect(verify(`t=${T},v1=${hmac(BODY)}`, { body: new TextEncoder().encode(BODY) }).ok).toBe(true);
    // The fixture's signer and the app's digest agree.
    expect(verify(signMuxWebhook(BODY, SECRET, T))).toMatchObject({ ok: true });
    expect(muxSignatureDigest({ rawBody: BODY, secret: SECRET, timestamp: T })).toBe(hmac(BODY));
    // Whitespace around parts and an upper-case digest are tolerated.
    expect(verify(` t=${T} , v1=${hmac(BODY).toUpperCase()} `).ok).toBe(true);
  });

  it("refuses a forged signature or a changed body", () => {
    const forged = crypto.randomBytes(32).toString("hex");
    expect(verify(`t=${T},v1=${forged}`)).toMatchObject({ ok: false, reason: "mismatch" });
    expect(verify(`t=${T},v1=${hmac(BODY)}`, { body: BODY.replace("active", "idle") })).toMatchObject({ ok: false, reason: "mismatch" });
    expect(verify(`t=${T},v1=${hmac(BODY)}`, { body: `${BODY} ` })).toMatchObject({ ok: false, reason: "mismatch" });
    // The timestamp is signed too: moving it breaks the signature.
    expect(verify(`t=${T - 1},v1=${hmac(BODY)}`)).toMatchObject({ ok: false, reason: "mismatch" });
  });

  it("refuses a signature made with another secret", () => {
    expect(verify(`t=${T},v1=${hmac(BODY, "another-secret")}`)).toMatchObject({ ok: false, reason: "mismatch" });
    expect(verify(`t=${T},v1=${hmac(BODY)}`, { secret: `${SECRET}x` })).toMatchObject({ ok: false, reason: "mismatch" });
  });

  it("refuses timestamps outside the tolerance, in the past and in the future", () => {
    const at = (t: number) => `t=${t},v1=${hmac(BODY, SECRET, t)}`;
    expect(verify(at(T - 300)).ok).toBe(true);
    expect(verify(at(T + 300)).ok).toBe(true);
    expect(verify(at(T - 301))).toMatchObject({ ok: false, reason: "expired" });
    expect(verify(at(T + 301))).toMatchObject({ ok: false, reason: "expired" });
    expect(verify(at(T - 86_400))).toMatchObject({ ok: false, reason: "expired" });
    expect(verify(at(T - 60), { toleranceSeconds: 30 })).toMatchObject({ ok: false, reason: "expired" });
    // The default clock is the real one.
    const fresh = signMuxWebhook(BODY, SECRET);
    expect(verifyMuxSignature({ rawBody: BODY, header: fresh, secret: SECRET }).ok).toBe(true);
  });

  it("refuses a missing header", () => {
    for (const header of [null, undefined, "", "   "]) {
      expect(verify(header)).toMatchObject({ ok: false, reason: "missing", error: expect.stringMatching(/missing/) });
    }
  });

  it("refuses malformed headers", () => {
    const good = hmac(BODY);
    const headers = [
      "nonsense",
      `v1=${good}`,
      `t=${T}`,
      `t=${T},v1=`,
      `t=${T},v1=zz${good.slice(2)}`,
      `t=${T},v1=${good.slice(0, 62)}`,
      `t=abc,v1=${good}`,
      `t=-${T},v1=${good}`,
      `t=${T}.5,v1=${good}`,
      `t=${T},t=${T},v1=${good}`,
      `t=${T},,v1=${good}`,
      `=${T},v1=${good}`,
      `t=${T},v0=${good}`,
      `t=${T},v1=${good},${"x".repeat(3000)}=1`,
    ];
    for (const header of headers) {
      expect(verify(header), header.slice(0, 80)).toMatchObject({ ok: false, reason: "malformed" });
    }
    // An empty secret never verifies anything.
    expect(verify(`t=${T},v1=${hmac(BODY, "")}`, { secret: "" }).ok).toBe(false);
  });

  it("accepts any one of several v1 signatures (secret rotation)", () => {
    const old = hmac(BODY, "old-secret");
    const current = hmac(BODY);
    expect(verify(`t=${T},v1=${old},v1=${current}`).ok).toBe(true);
    expect(verify(`t=${T},v1=${current},v1=${old}`).ok).toBe(true);
    expect(verify(`t=${T},v1=not-hex,v1=${current}`).ok).toBe(true);
    expect(verify(`t=${T},v0=${old},v1=${current}`).ok).toBe(true);
    expect(verify(`t=${T},v1=${old},v1=${hmac(BODY, "other")}`)).toMatchObject({ ok: false, reason: "mismatch" });
  });
});

describe("parseMuxEvent", () => {
  it("maps active to live and idle to offline, keyed by the event id", () => {
    const active = muxLiveStreamEvent({
      type: "video.live_stream.active",
      liveStreamId: "ls-abc",
      id: "evt-a",
      createdAt: "2030-05-01T11:00:00.123456Z",
    });
    expect(parseMuxEvent(active)).toEqual({
      deliveryId: "evt-a",
      providerStreamId: "ls-abc",
      live: true,
      status: "active",
      occurredAt: "2030-05-01T11:00:00.123Z",
    });
    const idle = muxLiveStreamEvent({ type: "video.live_stream.idle", liveStreamId: "ls-abc", id: "evt-b", createdAt: "2030-05-01T12:00:00Z" });
    expect(parseMuxEvent(idle)).toMatchObject({ deliveryId: "evt-b", live: false, status: "idle", occurredAt: "2030-05-01T12:00:00.000Z" });
  });

  it("takes the stream id from object.id when data has none", () => {
    const event = {
      type: "video.live_stream.idle",
      id: "evt-c",
      object: { type: "live", id: "ls-obj" },
      data: {},
      created_at: "2030-05-01T12:00:00Z",
    };
    expect(parseMuxEvent(event)).toMatchObject({ providerStreamId: "ls-obj" });
  });

  it("ignores other event types, whatever else they carry", () => {
    for (const type of [
      "video.live_stream.connected",
      "video.live_stream.recording",
      "video.asset.ready",
      "video.live_stream.disconnected",
      "toString",
      "__proto__",
    ]) {
      expect(parseMuxEvent({ type }), type).toBeNull();
    }
  });

  it("refuses bodies that are not events, and status events without their fields", () => {
    for (const body of [null, 42, "text", [], {}, { type: 5 }]) {
      expect(() => parseMuxEvent(body), JSON.stringify(body)).toThrow(InvalidMuxEventError);
    }
    const base = muxLiveStreamEvent({ type: "video.live_stream.active", liveStreamId: "ls-1" });
    const broken = [
      { ...base, id: "" },
      { ...base, id: undefined },
      { ...base, created_at: "yesterday" },
      { ...base, created_at: "1" },
      { ...base, data: {}, object: {} },
      { ...base, data: { id: 7 } },
    ];
    for (const body of broken) {
      expect(() => parseMuxEvent(body)).toThrow(InvalidMuxEventError);
    }
  });
});
