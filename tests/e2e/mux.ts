import crypto from "node:crypto";
import type { APIRequestContext } from "./test";
import { FAKE_MUX, MUX_TOKEN, MUX_WEBHOOK_SECRET } from "../fixtures/e2e-mux";

/** The fake Mux's id of our stream (the app keeps it to itself): found by its stream key. */
export async function muxLiveStreamId(request: APIRequestContext, streamKey: string) {
  const auth = Buffer.from(`${MUX_TOKEN.id}:${MUX_TOKEN.secret}`).toString("base64");
  const response = await request.get(`${FAKE_MUX}/video/v1/live-streams`, { headers: { Authorization: `Basic ${auth}` } });
  const { data } = (await response.json()) as { data: { id: string; stream_key: string }[] };
  const found = data.find((s) => s.stream_key === streamKey);
  if (!found) throw new Error("stream not found at the fake Mux");
  return found.id;
}

/** Delivers a live-stream webhook as Mux does: JSON body, `mux-signature: t=...,v1=HMAC(t.body)`. */
export async function deliverMuxWebhook(
  request: APIRequestContext,
  type: string,
  liveStreamId: string,
  { id = crypto.randomUUID(), createdAt = new Date(), secret = MUX_WEBHOOK_SECRET } = {},
) {
  const body = JSON.stringify({
    type,
    id,
    created_at: createdAt.toISOString(),
    object: { type: "live", id: liveStreamId },
    data: { id: liveStreamId, status: type.split(".").pop() },
  });
  const t = Math.floor(Date.now() / 1000);
  const signature = `t=${t},v1=${crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
  return request.post("/api/webhooks/mux", { headers: { "Content-Type": "application/json", "mux-signature": signature }, data: body });
}

/** Mux's `video.asset.ready` for the recording of a live stream: an asset of `durationSeconds` with a public playback id. */
export async function deliverMuxAssetReady(
  request: APIRequestContext,
  liveStreamId: string,
  { durationSeconds, startedSecondsAgo }: { durationSeconds: number; startedSecondsAgo: number },
) {
  const suffix = crypto.randomBytes(6).toString("hex");
  const body = JSON.stringify({
    type: "video.asset.ready",
    id: crypto.randomUUID(),
    created_at: new Date().toISOString(),
    object: { type: "asset", id: `asset-${suffix}` },
    data: {
      id: `asset-${suffix}`,
      live_stream_id: liveStreamId,
      created_at: String(Math.floor(Date.now() / 1000) - startedSecondsAgo),
      duration: durationSeconds,
      status: "ready",
      playback_ids: [{ id: `replay${suffix}`, policy: "public" }],
    },
  });
  const t = Math.floor(Date.now() / 1000);
  const signature = `t=${t},v1=${crypto.createHmac("sha256", MUX_WEBHOOK_SECRET).update(`${t}.${body}`).digest("hex")}`;
  const response = await request.post("/api/webhooks/mux", {
    headers: { "Content-Type": "application/json", "mux-signature": signature },
    data: body,
  });
  if (response.status() !== 200) throw new Error(`the Mux webhook answered ${response.status()}: ${await response.text()}`);
}
