import { json, type ActionFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/utils/config.server";
import { jsonError, methodNotAllowed, readBytesUpTo } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { applyProviderReport } from "~/services/streams.server";
import { InvalidMuxEventError, MUX_SIGNATURE_HEADER, parseMuxEvent, verifyMuxSignature } from "~/services/video/mux-webhook.server";

/** Mux's deliveries are a few kilobytes; anything near this is not from Mux. */
const MUX_WEBHOOK_MAX_BYTES = 256 * 1024;

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST /api/webhooks/mux: a signed live/idle report from Mux. Unsigned, forged or replayed
 * deliveries change nothing (400); a valid one is applied once and in order, and every valid
 * delivery, even a duplicate or one about a stream we do not know, answers 200 so Mux stops
 * retrying it.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const secret = getConfig().MUX_WEBHOOK_SECRET;
  if (!secret) return jsonError(400, "Mux webhooks are not configured (MUX_WEBHOOK_SECRET).");

  const tooLarge = () => jsonError(413, `The body is too large (limit ${MUX_WEBHOOK_MAX_BYTES} bytes).`);
  if (Number(request.headers.get("Content-Length") ?? 0) > MUX_WEBHOOK_MAX_BYTES) return tooLarge();
  const rawBody = await readBytesUpTo(request, MUX_WEBHOOK_MAX_BYTES);
  if (rawBody === null) return tooLarge();

  const check = verifyMuxSignature({ rawBody, header: request.headers.get(MUX_SIGNATURE_HEADER), secret });
  if (!check.ok) {
    getLogger().warn({ reason: check.reason }, "Mux webhook refused");
    return jsonError(400, check.error);
  }

  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString("utf8"));
  } catch {
    return jsonError(400, "The body is not valid JSON.");
  }
  let change;
  try {
    change = parseMuxEvent(body);
  } catch (error) {
    if (error instanceof InvalidMuxEventError) return jsonError(400, error.message);
    throw error;
  }
  if (!change) return json({ received: true, outcome: "ignored" });

  const outcome = await applyProviderReport(change, "mux");
  getLogger().info({ deliveryId: change.deliveryId, providerStreamId: change.providerStreamId, status: change.status, outcome }, "Mux webhook");
  return json({ received: true, outcome });
}
