import { deliveriesForHost } from "~/services/integrations/webhooks/endpoints.server";
import { apiRoute, noStore } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** `?cursor=&limit=` (1–100, 20 by default): the endpoint's deliveries newest first, and `nextCursor` (null on the last page). */
  GET: signedIn(async ({ request, params, user }) =>
    noStore(await deliveriesForHost({ hostId: user.id, endpointId: params.id, query: new URL(request.url).searchParams })),
  ),
});
