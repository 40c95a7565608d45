// A host's offers and the outside checkouts' sale reports as the calls answer them, as zod shapes:
// the OpenAPI document describes the replies with them and their types are the ones the server
// builds. Server only at run time: pages import these types alone (`import type`), never zod.
import * as z from "zod";
import { apiShape, isoTime, rowId } from "./api-shapes";

export const OFFER_CHECKOUTS = ["builtin", "outside"] as const;

/** A revealed offer as viewers see it (the watch page, the `offers` live event, the replay's timeline). Never carries the postback secret. */
export const offerViewSchema = apiShape(
  "OfferView",
  z.object({
    id: rowId(73),
    title: z.string().meta({ examples: ["Course bundle"] }),
    description: z.string(),
    imageUrl: z.string().nullable().meta({ description: "An uploaded image's address on this app, or the host's outside image URL; null for none." }),
    priceCents: z
      .number()
      .int()
      .meta({ description: "Integer minor units of `currency`.", examples: [4900] }),
    currency: z.string().meta({ examples: ["USD"] }),
    checkout: z.enum(OFFER_CHECKOUTS).meta({ description: "builtin: Stripe Checkout created by this app; outside: the host's own checkout URL." }),
    quantityLimit: z.number().int().nullable(),
    remaining: z.number().int().nullable().meta({ description: "Units left (limit minus sold minus held by open checkouts); null without a limit." }),
    closesAt: isoTime()
      .nullable()
      .meta({ description: "When the offer closes: the deadline, or the end of its countdown from the reveal, whichever is first; null for never." }),
    bonus: z.string().nullable(),
    revealedAt: isoTime(),
    updatedAt: isoTime(),
  }),
);
export type OfferView = z.infer<typeof offerViewSchema>;

const minutes = (description: string) => z.number().int().nullable().meta({ description });

/** The host's picture of an offer (the offer calls and the Offers tab). The postback secret is never in it. */
export const offerSchema = apiShape(
  "Offer",
  z.object({
    id: rowId(73),
    eventId: rowId(42),
    title: z.string().meta({ examples: ["Course bundle"] }),
    description: z.string(),
    imageUrl: z.string().nullable().meta({ description: "The outside image address the host gave (null for none)." }),
    uploadedImageUrl: z.string().nullable().meta({ description: "The uploaded image's address on this app (a path), null without one." }),
    displayImageUrl: z.string().nullable().meta({ description: "What viewers see: the uploaded image, else the outside one." }),
    priceCents: z
      .number()
      .int()
      .meta({ description: "Integer minor units of `currency`.", examples: [4900] }),
    currency: z.string().meta({ description: "ISO 4217 code.", examples: ["USD"] }),
    checkout: z
      .enum(OFFER_CHECKOUTS)
      .meta({ description: "builtin: Stripe Checkout created by this app; outside: the host's own checkout URL (`checkoutUrl`)." }),
    checkoutUrl: z.string().nullable(),
    quantityLimit: z.number().int().nullable().meta({ description: "null: no limit." }),
    soldCount: z.number().int(),
    reservedCount: z.number().int().meta({ description: "Units held by built-in checkouts still open." }),
    remaining: z.number().int().nullable().meta({ description: "Limit minus sold minus reserved; null without a limit." }),
    endsAt: isoTime().nullable().meta({ description: "The deadline, or null." }),
    countdownMinutes: minutes("Minutes the offer stays open once revealed, or null."),
    revealAtMinutes: minutes("Minutes after the event goes live that it reveals itself, or null."),
    autoRevealedAt: isoTime().nullable(),
    bonus: z.string().nullable(),
    socialProof: z.boolean().meta({ description: 'Viewers see each purchase ("Maya from Leeds just enrolled").' }),
    isRevealed: z.boolean(),
    revealedAt: isoTime().nullable(),
    closesAt: isoTime().nullable().meta({ description: "The deadline or the end of the countdown, whichever is first; null for never." }),
    postbackUrl: z
      .string()
      .nullable()
      .meta({ description: "Outside checkouts: where their processor reports a sale, signed with the postback secret." }),
    pixelUrl: z.string().nullable().meta({ description: "Outside checkouts: the tracking pixel for their thank-you page." }),
    position: z.number().int().meta({ description: "The host's order of the event's offers." }),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  }),
);
export type OfferHostView = z.infer<typeof offerSchema>;

export const offerListSchema = apiShape(
  "OfferList",
  z.array(offerSchema).meta({ description: "Every offer of the event, shown or not, in the host's order." }),
);

/** DELETE /api/offers/{offerId}. */
export const offerDeletedSchema = apiShape("OfferDeleted", z.object({ success: z.literal(true) }));

/** An outside checkout's sale, recorded now (201). */
export const saleRecordedSchema = apiShape(
  "SaleRecorded",
  z.object({
    recorded: z.literal(true),
    purchaseId: rowId(5120),
  }),
);

/** An outside checkout's sale whose order id was recorded before (200): nothing changes. */
export const saleAlreadyRecordedSchema = apiShape("SaleAlreadyRecorded", z.object({ recorded: z.literal(false), duplicate: z.literal(true) }));

export type OutsideSaleOutcome = z.infer<typeof saleRecordedSchema> | z.infer<typeof saleAlreadyRecordedSchema>;
