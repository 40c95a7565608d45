import { json } from "@remix-run/node";
import { parseEventId } from "~/schemas/event";
import { purchaseFilterSchema } from "~/schemas/purchase";
import { requireApiUser } from "~/services/auth.server";
import { EVENT_NOT_FOUND, eventPurchasesOf } from "~/services/event-purchases.server";
import { apiRoute, fieldErrorsOf, HttpError } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** `?offerId=`: the host's purchases of the event (or of one offer), newest first, with net totals per currency. */
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const eventId = parseEventId(params.id);
    if (eventId === null) throw new HttpError(404, EVENT_NOT_FOUND);
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = purchaseFilterSchema.safeParse({ offerId: query.offerId });
    if (!parsed.success) {
      throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid filter", { fieldErrors: fieldErrorsOf(parsed.error) });
    }
    return json(await eventPurchasesOf({ hostId: user.id, eventId, offerId: parsed.data.offerId }), {
      headers: { "Cache-Control": "private, no-store" },
    });
  },
});
