import { requireApiUser } from "~/services/account/auth.server";
import { deleteEndpointForHost, endpointForHost, patchEndpointForHost } from "~/services/integrations/webhooks/endpoints.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** One endpoint, without its secret. */
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await endpointForHost({ hostId: user.id, endpointId: params.id }));
  },
  /** `{ url?, events?, enabled? }`: the endpoint as changed. Turning it on clears a disabled state. */
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await patchEndpointForHost({ hostId: user.id, endpointId: params.id, body: await readJson(request) }));
  },
  /** Removes the endpoint and its delivery log. */
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    await deleteEndpointForHost({ hostId: user.id, endpointId: params.id });
    return noStore({ deleted: true });
  },
});
