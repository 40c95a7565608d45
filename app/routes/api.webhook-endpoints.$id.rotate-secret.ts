import { rotateSecretForHost } from "~/services/integrations/webhooks/endpoints.server";
import { apiRoute, noStore } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** A new secret, shown this once; deliveries carry a second v1= with the old one until `previousSecretValidUntil` (24 h). */
  POST: signedIn(async ({ params, user }) => noStore(await rotateSecretForHost({ hostId: user.id, endpointId: params.id }))),
});
