import { json } from "@remix-run/node";
import { handleStripeEvent } from "~/services/selling/payments/stripe-webhook.server";
import { verifyStripeEvent } from "~/services/selling/payments/stripe.server";
import { getConfig } from "~/utils/config.server";
import { apiRoute, HttpError, readBytesUpTo } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";

/** Stripe's event deliveries are a few kilobytes; anything near this is not from Stripe. */
const STRIPE_WEBHOOK_MAX_BYTES = 512 * 1024;

export const { loader, action } = apiRoute({
  /**
   * A signed event from Stripe, verified on the exact bytes received. A missing or wrong signature
   * changes nothing (400); a valid delivery is applied once and answers 200, even a duplicate or a
   * type this app ignores, so Stripe stops retrying it.
   */
  POST: async ({ request }) => {
    if (!getConfig().STRIPE_WEBHOOK_SECRET) throw new HttpError(400, "Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).");
    const tooLarge = new HttpError(413, `The body is too large (limit ${STRIPE_WEBHOOK_MAX_BYTES} bytes).`);
    if (Number(request.headers.get("Content-Length") ?? 0) > STRIPE_WEBHOOK_MAX_BYTES) throw tooLarge;
    const rawBody = await readBytesUpTo(request, STRIPE_WEBHOOK_MAX_BYTES);
    if (rawBody === null) throw tooLarge;
    const signature = request.headers.get("Stripe-Signature");
    if (!signature) throw new HttpError(400, "The Stripe-Signature header is missing.");

    let event;
    try {
      event = verifyStripeEvent({ rawBody: rawBody.toString("utf8"), signature });
    } catch (error) {
      getLogger().warn({ reason: error instanceof Error ? error.message : String(error) }, "Stripe webhook refused");
      throw new HttpError(400, "The Stripe signature does not match this body.");
    }
    const outcome = await handleStripeEvent(event);
    getLogger().info({ eventId: event.id, type: event.type, outcome }, "Stripe webhook");
    return json({ received: true, outcome });
  },
});
