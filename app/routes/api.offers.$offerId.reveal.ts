import { requireApiUser } from "~/services/account/auth.server";
import { revealOfferForHost } from "~/services/selling/offers.server";
import { apiRoute, noStore } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** Shows the offer to every viewer of the event now; 200 with it. */
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    return noStore(await revealOfferForHost({ hostId: user.id, offerId: params.offerId }));
  },
});
