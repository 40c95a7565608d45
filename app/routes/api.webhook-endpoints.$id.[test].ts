import { requireApiUser } from "~/services/account/auth.server";
import { sendTestPing } from "~/services/integrations/webhooks/endpoints.server";
import { apiRoute, noStore } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** Queues a test.ping for the endpoint: 201 with the delivery (its log shows how it went). */
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await sendTestPing({ hostId: user.id, endpointId: params.id }), { status: 201 });
  },
});
