import { sendTestPing } from "~/services/integrations/webhooks/endpoints.server";
import { apiRoute, noStore } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** Queues a test.ping for the endpoint: 201 with the delivery (its log shows how it went). */
  POST: signedIn(async ({ params, user }) => noStore(await sendTestPing({ hostId: user.id, endpointId: params.id }), { status: 201 })),
});
