import { requireApiUser } from "~/services/account/auth.server";
import { createEndpointForHost, listEndpointsForHost } from "~/services/integrations/webhooks/endpoints.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** The signed-in host's webhook endpoints, without their secrets. */
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    return noStore({ endpoints: await listEndpointsForHost({ hostId: user.id }) });
  },
  /** `{ url, events: [...] }`: 201 with the endpoint and its `secret`, shown this once. */
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    return noStore(await createEndpointForHost({ hostId: user.id, body: await readJson(request) }), { status: 201 });
  },
});
