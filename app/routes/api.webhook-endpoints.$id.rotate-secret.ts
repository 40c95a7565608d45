import { requireApiUser } from "~/services/account/auth.server";
import { rotateSecretForHost } from "~/services/integrations/webhooks/endpoints.server";
import { apiRoute, noStore } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** A new secret, shown this once; deliveries carry a second v1= with the old one until `previousSecretValidUntil` (24 h). */
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await rotateSecretForHost({ hostId: user.id, endpointId: params.id }));
  },
});
