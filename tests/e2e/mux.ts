import crypto from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
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
