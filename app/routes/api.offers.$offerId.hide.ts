import { requireApiUser } from "~/services/account/auth.server";
import { hideOfferForHost } from "~/services/selling/offers.server";
import { apiRoute, noStore } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** Takes the offer off viewers' pages; 200 with it. */
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await hideOfferForHost({ hostId: user.id, offerId: params.offerId }));
  },
});
