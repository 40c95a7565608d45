import { deleteEndpointForHost, endpointForHost, patchEndpointForHost } from "~/services/integrations/webhooks/endpoints.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** One endpoint, without its secret. */
  GET: signedIn(async ({ params, user }) => noStore(await endpointForHost({ hostId: user.id, endpointId: params.id }))),
  /** `{ url?, events?, enabled? }`: the endpoint as changed. Turning it on clears a disabled state. */
  PATCH: signedIn(async ({ request, params, user }) =>
    noStore(await patchEndpointForHost({ hostId: user.id, endpointId: params.id, body: await readJson(request) })),
  ),
  /** Removes the endpoint and its delivery log. */
  DELETE: signedIn(async ({ params, user }) => {
    await deleteEndpointForHost({ hostId: user.id, endpointId: params.id });
    return noStore({ deleted: true });
  }),
});
