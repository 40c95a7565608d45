import { json } from "@remix-run/node";
import { getConfig } from "~/utils/config.server";
import { apiRoute, HttpError, parseJsonText, readBytesUpTo } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { applyProviderReport } from "~/services/hosting/streams.server";
import { applyMuxRecording } from "~/services/recordings/replays.server";
import { MUX_SIGNATURE_HEADER, parseMuxEvent, parseMuxRecordingReady, verifyMuxSignature } from "~/services/video/mux-webhook.server";

/** Mux's deliveries are a few kilobytes; anything near this is not from Mux. */
const MUX_WEBHOOK_MAX_BYTES = 256 * 1024;

export const { loader, action } = apiRoute({
  /**
   * A signed live/idle report from Mux. Unsigned, forged or replayed deliveries change nothing
   * (400); a valid one is applied once and in order, and every valid delivery, even a duplicate or
   * one about a stream we do not know, answers 200 so Mux stops retrying it.
   */
  POST: async ({ request }) => {
    const secret = getConfig().MUX_WEBHOOK_SECRET;
    if (!secret) throw new HttpError(400, "Mux webhooks are not configured (MUX_WEBHOOK_SECRET).");

    const tooLarge = new HttpError(413, `The body is too large (limit ${MUX_WEBHOOK_MAX_BYTES} bytes).`);
    if (Number(request.headers.get("Content-Length") ?? 0) > MUX_WEBHOOK_MAX_BYTES) throw tooLarge;
    const rawBody = await readBytesUpTo(request, MUX_WEBHOOK_MAX_BYTES);
    if (rawBody === null) throw tooLarge;

    const check = verifyMuxSignature({ rawBody, header: request.headers.get(MUX_SIGNATURE_HEADER), secret });
    if (!check.ok) {
      getLogger().warn({ reason: check.reason }, "Mux webhook refused");
      throw new HttpError(400, check.error);
    }

    const event = parseJsonText(rawBody.toString("utf8"));
    const recording = parseMuxRecordingReady(event);
    if (recording) {
      const outcome = await applyMuxRecording(recording);
      getLogger().info({ assetId: recording.assetId, liveStreamId: recording.liveStreamId, outcome }, "Mux recording ready");
      return json({ received: true, outcome });
    }
    const change = parseMuxEvent(event);
    if (!change) return json({ received: true, outcome: "ignored" });

    const outcome = await applyProviderReport(change, "mux");
    getLogger().info({ deliveryId: change.deliveryId, providerStreamId: change.providerStreamId, status: change.status, outcome }, "Mux webhook");
    return json({ received: true, outcome });
  },
});
