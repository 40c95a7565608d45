// What a host sold, as the purchase calls answer it (an event's purchases, a chatter's purchase
// history), as zod shapes: the OpenAPI document describes the replies with them and their types are
// the ones the server builds. Server only at run time: pages import these types alone.
import * as z from "zod";
import type { PurchaseSource, PurchaseStatus, RefundReason } from "../../db/schema/product";
import type { MoneyTotal } from "~/utils/money";
import { apiShape, isoTime, rowId } from "./api-shapes";

export const PURCHASE_STATUSES = ["completed", "refunded"] as const satisfies readonly PurchaseStatus[];
export const PURCHASE_SOURCES = ["stripe", "paypal", "activecampaign", "manual", "outside"] as const satisfies readonly PurchaseSource[];
export const REFUND_REASONS = ["sold_out"] as const satisfies readonly RefundReason[];

const cents = (description: string) =>
  z
    .number()
    .int()
    .meta({ description, examples: [4900] });

/** An amount in one currency: amounts in different currencies are never added up. */
export const moneyTotalSchema = apiShape(
  "MoneyTotal",
  z.object({
    currency: z.string().meta({ description: "ISO 4217 code.", examples: ["USD"] }),
    cents: cents("Integer minor units of `currency`."),
  }) satisfies z.ZodType<MoneyTotal>,
);

/** What every list of purchases shows of one. */
const purchaseLineFields = {
  id: rowId(5120),
  productName: z.string().meta({ examples: ["Course bundle"] }),
  amountCents: cents("What was paid, in minor units of `currency`."),
  refundedCents: cents("How much of it was given back (0 for none)."),
  currency: z.string().meta({ examples: ["USD"] }),
  status: z.enum(PURCHASE_STATUSES),
  source: z
    .enum(PURCHASE_SOURCES)
    .meta({ description: "Where the sale was recorded: stripe (built-in checkout), outside (a postback or pixel), or an import." }),
  purchasedAt: isoTime(),
};

/** One purchase of an event, as its host's list shows it. */
export const eventPurchaseSchema = apiShape(
  "EventPurchase",
  z.object({
    ...purchaseLineFields,
    offerId: z.number().int().nullable().meta({ description: "null when the offer was deleted since, or there was none." }),
    offerTitle: z.string().meta({ description: "The offer's title, or the product name when the offer is gone or there was none." }),
    buyer: z.object({
      viewerId: z.number().int().nullable().meta({ description: "The buyer's viewer id on one of your streams, or null." }),
      firstName: z.string().nullable(),
      email: z.string().meta({ examples: ["maya@example.com"] }),
    }),
    refundedAt: isoTime().nullable(),
    refundReason: z
      .enum(REFUND_REASONS)
      .nullable()
      .meta({ description: "sold_out when the app refunded it itself: the payment came after the offer sold out." }),
    refundPending: z.boolean().meta({ description: "That refund is still being asked of Stripe." }),
  }),
);
export type EventPurchase = z.infer<typeof eventPurchaseSchema>;

/** GET /api/events/{id}/purchases. */
export const eventPurchasesSchema = apiShape(
  "EventPurchases",
  z.object({
    purchases: z
      .array(eventPurchaseSchema)
      .meta({ description: "Newest first, narrowed by status, since and the page (the `Link` header names the next)." }),
    totals: z.array(moneyTotalSchema).meta({ description: "Net revenue per currency of the whole event (or offer), largest first." }),
    count: z.number().int().meta({ description: "Every purchase of the event (or offer), refunded ones included." }),
  }),
);
export type EventPurchases = z.infer<typeof eventPurchasesSchema>;

/** One purchase of a person's history with the host. */
export const purchaseHistoryItemSchema = apiShape(
  "PurchaseHistoryItem",
  z.object({ ...purchaseLineFields, eventTitle: z.string().nullable().meta({ description: "null when it was not bought at one of your events." }) }),
);
export type PurchaseHistoryItem = z.infer<typeof purchaseHistoryItemSchema>;

const sourceTotal = (description: string) => z.object({ totalValue: cents(description) });
const sourceSales = (description: string) => z.object({ totalValue: cents(description), purchaseCount: z.number().int() });

/**
 * What a chatter bought from the host (spec section 3 "Purchase history response", cents), with the
 * purchases themselves and the net totals per currency. `totalValue` and the per-source figures
 * are net sums in the person's most used currency (`currency`); `totals` carries every currency.
 */
export const purchaseHistorySchema = apiShape(
  "PurchaseHistory",
  z.object({
    totalValue: cents("Net revenue in `currency` (0 when nothing was bought)."),
    lastPurchaseDate: isoTime()
      .nullable()
      .meta({ description: "The last purchase that still counts; null for none. A stored value that is not a date is passed on as it is." }),
    productNames: z.array(z.string()).meta({ description: "What they bought (and kept), most recent first." }),
    cached: z.boolean(),
    sources: z.object({
      activeCampaign: sourceTotal("Net revenue imported from ActiveCampaign, in `currency`."),
      stripe: sourceSales("Net revenue through Stripe, in `currency`."),
      paypal: sourceSales("Net revenue through PayPal, in `currency`."),
    }),
    purchases: z.array(purchaseHistoryItemSchema).meta({ description: "Newest first, at most 50, refunded ones included." }),
    totals: z.array(moneyTotalSchema).meta({ description: "Net revenue per currency, largest first." }),
    currency: z.string().meta({ description: "The currency of `totalValue` and `sources` (USD when nothing was bought).", examples: ["USD"] }),
  }),
);
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;
