import { resendDelivery } from "~/services/integrations/webhooks/endpoints.server";
import { apiRoute, noStore } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** Sends a webhook delivery's event again (the same id and body): 201 with the new delivery; 409 while its endpoint is disabled. */
  POST: signedIn(async ({ params, user }) => noStore(await resendDelivery({ hostId: user.id, deliveryId: params.id }), { status: 201 })),
});
