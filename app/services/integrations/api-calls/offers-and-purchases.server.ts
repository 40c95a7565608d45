import { offerCreateSchema, offerPatchSchema } from "~/schemas/offer";
import { postbackFieldsSchema } from "~/schemas/payments";
import { purchaseListQuerySchema } from "~/schemas/purchase";
import { offerDeletedSchema, offerListSchema, offerSchema, saleAlreadyRecordedSchema, saleRecordedSchema } from "~/contracts/offer-shapes";
import { eventPurchasesSchema, purchaseHistorySchema } from "~/contracts/purchase-shapes";
import { apiArea, created, ok, reply, type ApiCall } from "./define.server";

const postbackResponses = {
  200: reply("Already recorded: this order id was reported before, nothing changes", saleAlreadyRecordedSchema),
  ...created("the sale, recorded as a purchase", saleRecordedSchema),
  401: "The signature (`sig`) does not match the offer's postback secret",
};

const { host, anyone } = apiArea("Offers and purchases");

/** The JSON calls of the API reference's "Offers and purchases" area. */
export const offersAndPurchasesCalls: ApiCall[] = [
  host("GET", "api.events.$id.offers", "List an event's offers with sold counts", { responses: ok("The event's offers", offerListSchema) }),
  host("POST", "api.events.$id.offers", "Create an offer", {
    body: offerCreateSchema,
    responses: created("the offer, hidden until revealed", offerSchema),
  }),
  host("GET", "api.offers.$offerId", "Get an offer", { responses: ok("The offer", offerSchema) }),
  host("PATCH", "api.offers.$offerId", "Change an offer", { body: offerPatchSchema, responses: ok("The offer as changed", offerSchema) }),
  host("DELETE", "api.offers.$offerId", "Delete an offer (its purchases stay)", { responses: ok("Deleted", offerDeletedSchema) }),
  host("POST", "api.offers.$offerId.reveal", "Show an offer to every viewer now", { responses: ok("The offer, revealed", offerSchema) }),
  host("POST", "api.offers.$offerId.hide", "Take an offer off viewers' pages", { responses: ok("The offer, hidden", offerSchema) }),
  anyone("GET", "api.offers.$offerId.postback", "Report an outside sale (signed postback)", {
    query: postbackFieldsSchema,
    // A public GET without a body is not given the outage refusal by default; this one writes the sale.
    responses: { ...postbackResponses, 503: "The database is briefly unavailable: try again after `Retry-After` seconds" },
  }),
  anyone("POST", "api.offers.$offerId.postback", "Report an outside sale (signed postback)", {
    body: postbackFieldsSchema,
    responses: postbackResponses,
  }),
  host("GET", "api.events.$id.purchases", "List an event's purchases, newest first, with totals", {
    description: "Totals and count cover the whole event (or offer); status, since and the page narrow the list.",
    query: purchaseListQuerySchema,
    responses: ok("The purchases, the totals and the count", eventPurchasesSchema),
  }),
  host("GET", "api.viewers.$viewerId.purchase-history", "What a chatter bought from you", {
    responses: ok("Their purchase history with you (zeros when nothing)", purchaseHistorySchema),
  }),
];
