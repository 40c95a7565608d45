import { requireApiUser } from "~/services/account/auth.server";
import { deleteOfferForHost, getOfferForHost, patchOfferForHost } from "~/services/selling/offers.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** One of the host's offers. */
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await getOfferForHost({ hostId: user.id, offerId: params.offerId }));
  },
  /** Any subset of the offer's fields (null clears an optional one); 200 with the offer. */
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await patchOfferForHost({ hostId: user.id, offerId: params.offerId, body: await readJson(request) }));
  },
  /** Deletes the offer (its purchases stay, no longer naming it); `{ success: true }`. */
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    await deleteOfferForHost({ hostId: user.id, offerId: params.offerId });
    return noStore({ success: true });
  },
});
