import { json } from "@remix-run/node";
import { purchaseListQuerySchema } from "~/schemas/purchase";
import { hostOnly } from "~/services/account/team-access.server";
import { EVENT_NOT_FOUND, eventPurchasesOf } from "~/services/selling/event-purchases.server";
import { EVENT_PURCHASES_LIMIT } from "~/models/purchase-report.server";
import { apiRoute, HttpError, parseQuery } from "~/utils/http.server";
import { nextPageHeaders, pageRequest } from "~/utils/pagination.server";
import { parseEventId } from "~/utils/route-ids";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /**
   * `?offerId=&status=&since=&limit=&cursor=`: the host's purchases of the event (or of one offer),
   * newest first, with net totals per currency; pages of at most 500.
   */
  GET: signedIn(async ({ request, params, user }) => {
    const eventId = parseEventId(params.id);
    if (eventId === null) throw new HttpError(404, EVENT_NOT_FOUND);
    const { limit, cursor, ...filters } = parseQuery(request, purchaseListQuerySchema);
    const page = pageRequest({ limit, cursor }, { defaultLimit: EVENT_PURCHASES_LIMIT });
    const { next, ...body } = await hostOnly(user.id, { kind: "event", eventId }, () =>
      eventPurchasesOf({ hostId: user.id, eventId, ...filters, page }),
    );
    return json(body, { headers: { "Cache-Control": "private, no-store", ...nextPageHeaders(new URL(request.url), next) } });
  }),
});
