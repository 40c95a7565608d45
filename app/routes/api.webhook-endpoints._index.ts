import { createEndpointForHost, listEndpointsForHost } from "~/services/integrations/webhooks/endpoints.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The signed-in host's webhook endpoints, without their secrets. */
  GET: signedIn(async ({ user }) => noStore({ endpoints: await listEndpointsForHost({ hostId: user.id }) })),
  /** `{ url, events: [...] }`: 201 with the endpoint and its `secret`, shown this once. */
  POST: signedIn(async ({ request, user }) =>
    noStore(await createEndpointForHost({ hostId: user.id, body: await readJson(request) }), { status: 201 }),
  ),
});
