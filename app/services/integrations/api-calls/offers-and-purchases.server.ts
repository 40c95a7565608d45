import { offerCreateSchema, offerPatchSchema } from "~/schemas/offer";
import { postbackFieldsSchema } from "~/schemas/payments";
import { purchaseListQuerySchema } from "~/schemas/purchase";
import { offerDeletedSchema, offerListSchema, offerSchema, saleAlreadyRecordedSchema, saleRecordedSchema } from "~/contracts/offer-shapes";
import { eventPurchasesSchema, purchaseHistorySchema } from "~/contracts/purchase-shapes";
import { call, created, reply, type ApiCall } from "./define.server";

const postbackResponses = {
  200: reply("Already recorded: this order id was reported before, nothing changes", saleAlreadyRecordedSchema),
  ...created("the sale, recorded as a purchase", saleRecordedSchema),
  401: "The signature (`sig`) does not match the offer's postback secret",
};

/** The JSON calls of the API reference's "Offers and purchases" area. */
export const offersAndPurchasesCalls: ApiCall[] = [
  call("api.events.$id.offers", "GET", "Offers and purchases", "host", "List an event's offers with sold counts", {
    responses: { 200: reply("The event's offers", offerListSchema) },
  }),
  call("api.events.$id.offers", "POST", "Offers and purchases", "host", "Create an offer", {
    body: offerCreateSchema,
    responses: created("the offer, hidden until revealed", offerSchema),
  }),
  call("api.offers.$offerId", "GET", "Offers and purchases", "host", "Get an offer", { responses: { 200: reply("The offer", offerSchema) } }),
  call("api.offers.$offerId", "PATCH", "Offers and purchases", "host", "Change an offer", {
    body: offerPatchSchema,
    responses: { 200: reply("The offer as changed", offerSchema) },
  }),
  call("api.offers.$offerId", "DELETE", "Offers and purchases", "host", "Delete an offer (its purchases stay)", {
    responses: { 200: reply("Deleted", offerDeletedSchema) },
  }),
  call("api.offers.$offerId.reveal", "POST", "Offers and purchases", "host", "Show an offer to every viewer now", {
    responses: { 200: reply("The offer, revealed", offerSchema) },
  }),
  call("api.offers.$offerId.hide", "POST", "Offers and purchases", "host", "Take an offer off viewers' pages", {
    responses: { 200: reply("The offer, hidden", offerSchema) },
  }),
  call("api.offers.$offerId.postback", "GET", "Offers and purchases", "public", "Report an outside sale (signed postback)", {
    query: postbackFieldsSchema,
    // A public GET without a body is not given the outage refusal by default; this one writes the sale.
    responses: { ...postbackResponses, 503: "The database is briefly unavailable: try again after `Retry-After` seconds" },
  }),
  call("api.offers.$offerId.postback", "POST", "Offers and purchases", "public", "Report an outside sale (signed postback)", {
    body: postbackFieldsSchema,
    responses: postbackResponses,
  }),
  call("api.events.$id.purchases", "GET", "Offers and purchases", "host", "List an event's purchases, newest first, with totals", {
    description: "Totals and count cover the whole event (or offer); status, since and the page narrow the list.",
    query: purchaseListQuerySchema,
    responses: { 200: reply("The purchases, the totals and the count", eventPurchasesSchema) },
  }),
  call("api.viewers.$viewerId.purchase-history", "GET", "Offers and purchases", "host", "What a chatter bought from you", {
    responses: { 200: reply("Their purchase history with you (zeros when nothing)", purchaseHistorySchema) },
  }),
];
