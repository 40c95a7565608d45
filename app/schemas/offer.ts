import * as z from "zod";
import { OFFER_DETAIL_FIELDS } from "~/contracts/offer-constants";
import { isCurrencyCode } from "~/utils/money";

// An offer's body for POST /api/events/{id}/offers and PATCH /api/offers/{id}; the Offers tab's form
// is turned into the same body (offer-actions.server.ts), so both obey one set of rules and texts.

export const OFFER_LIMITS = {
  title: 120,
  description: 2000,
  priceCents: 100_000_000,
  quantityLimit: 1_000_000,
  minutes: 1440,
  bonus: 500,
  url: 2048,
  imageBytes: 2 * 1024 * 1024,
} as const;

export const OFFER_FIELDS = ["title", "description", "priceCents", "currency", ...OFFER_DETAIL_FIELDS] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];

export const OFFER_MESSAGES = {
  invalid: "Some fields are missing or invalid.",
  notObject: "Send a JSON object.",
  unknownField:
    "Unknown field: offers take title, description, priceCents, currency, checkoutUrl, quantityLimit, endsAt, countdownMinutes, revealAtMinutes, imageUrl, bonus and socialProof",
  nothingToChange: "Send at least one field to change",
  title: `Title must be text of 1 to ${OFFER_LIMITS.title} characters`,
  description: `Description must be text of at most ${OFFER_LIMITS.description} characters`,
  priceCents: "Price must be a whole number of cents",
  priceRange: "Price must be from 0 to 100,000,000 cents",
  price: (currency: string) => `Price must be an amount in ${currency} such as ${currency === "JPY" ? "5000" : "49.00"}`,
  currency: "Currency must be a 3-letter ISO code such as USD",
  checkoutUrl: "Checkout URL must be an https:// address",
  quantityLimit: "Quantity limit must be a whole number from 1 to 1,000,000",
  endsAt: "Deadline must be a date and time such as 2026-12-01T18:00:00Z",
  endsAtPast: "Deadline must be in the future",
  countdownMinutes: "Countdown must be a whole number of minutes from 1 to 1440",
  revealAtMinutes: "Show after must be a whole number of minutes from 0 to 1440",
  imageUrl: "Image URL must be an https address",
  bonus: `Bonus must be text of at most ${OFFER_LIMITS.bonus} characters`,
  socialProof: "Social proof must be true or false",
  builtinNeedsStripe:
    "Built-in checkout needs card payments, which are not set up on this server: give an outside checkout URL, or ask the server's admin to turn them on",
  notFound: "Offer not found",
  eventNotFound: "Event not found",
  imageTooLarge: "Image must be 2 MB or smaller",
  imageType: "Image must be a PNG, JPEG, WebP or GIF file",
  imageMissing: "Choose an image to upload",
} as const;

const clean = (value: string) => value.replace(/\u0000/g, "").trim();

function isHttpUrl(value: string, protocols: readonly string[]) {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).transform(clean).pipe(z.string().min(min, message).max(max, message));

const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

const url = (protocols: readonly string[], message: string) =>
  z
    .string({ error: message })
    .transform(clean)
    .pipe(
      z
        .string()
        .max(OFFER_LIMITS.url, message)
        .refine((value) => isHttpUrl(value, protocols), message),
    );

const instant = z
  .string({ error: OFFER_MESSAGES.endsAt })
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), OFFER_MESSAGES.endsAt)
  .transform((value) => new Date(value).toISOString())
  .refine((value) => Date.parse(value) > Date.now(), OFFER_MESSAGES.endsAtPast);

const priceCents = z
  .number({ error: OFFER_MESSAGES.priceCents })
  .int(OFFER_MESSAGES.priceCents)
  .min(0, OFFER_MESSAGES.priceRange)
  .max(OFFER_LIMITS.priceCents, OFFER_MESSAGES.priceRange);

// Intl formats any three letters; the list of codes it really knows refuses made-up ones ("ABC").
const KNOWN_CURRENCIES = new Set(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : []);
const isKnownCurrency = (code: string) => isCurrencyCode(code) && (KNOWN_CURRENCIES.size === 0 || KNOWN_CURRENCIES.has(code));

const currency = z
  .string({ error: OFFER_MESSAGES.currency })
  .transform((value) => value.trim().toUpperCase())
  .refine(isKnownCurrency, OFFER_MESSAGES.currency);

/** The optional fields: null clears them. */
const optionalFields = {
  // https only: the page policy lets the Buy form go on to any https checkout, and to no plain-http one.
  checkoutUrl: url(["https:"], OFFER_MESSAGES.checkoutUrl).nullable(),
  quantityLimit: whole(1, OFFER_LIMITS.quantityLimit, OFFER_MESSAGES.quantityLimit).nullable(),
  endsAt: instant.nullable(),
  countdownMinutes: whole(1, OFFER_LIMITS.minutes, OFFER_MESSAGES.countdownMinutes).nullable(),
  revealAtMinutes: whole(0, OFFER_LIMITS.minutes, OFFER_MESSAGES.revealAtMinutes).nullable(),
  imageUrl: url(["https:"], OFFER_MESSAGES.imageUrl).nullable(),
  bonus: text(0, OFFER_LIMITS.bonus, OFFER_MESSAGES.bonus)
    .nullable()
    .transform((value) => value || null),
};

export const offerCreateSchema = z.object({
  title: text(1, OFFER_LIMITS.title, OFFER_MESSAGES.title),
  description: text(0, OFFER_LIMITS.description, OFFER_MESSAGES.description).default(""),
  priceCents,
  currency,
  checkoutUrl: optionalFields.checkoutUrl.default(null),
  quantityLimit: optionalFields.quantityLimit.default(null),
  endsAt: optionalFields.endsAt.default(null),
  countdownMinutes: optionalFields.countdownMinutes.default(null),
  revealAtMinutes: optionalFields.revealAtMinutes.default(null),
  imageUrl: optionalFields.imageUrl.default(null),
  bonus: optionalFields.bonus.default(null),
  socialProof: z.boolean({ error: OFFER_MESSAGES.socialProof }).default(false),
});
export type OfferInput = z.output<typeof offerCreateSchema>;

export const offerPatchSchema = z.object({
  title: text(1, OFFER_LIMITS.title, OFFER_MESSAGES.title).optional(),
  description: text(0, OFFER_LIMITS.description, OFFER_MESSAGES.description).optional(),
  priceCents: priceCents.optional(),
  currency: currency.optional(),
  checkoutUrl: optionalFields.checkoutUrl.optional(),
  quantityLimit: optionalFields.quantityLimit.optional(),
  endsAt: optionalFields.endsAt.optional(),
  countdownMinutes: optionalFields.countdownMinutes.optional(),
  revealAtMinutes: optionalFields.revealAtMinutes.optional(),
  imageUrl: optionalFields.imageUrl.optional(),
  bonus: optionalFields.bonus.optional(),
  socialProof: z.boolean({ error: OFFER_MESSAGES.socialProof }).optional(),
});
export type OfferPatch = z.output<typeof offerPatchSchema>;

/** Fields a body names that offers do not have, for a 400 that names them. */
export function unknownOfferFields(body: Record<string, unknown>) {
  return Object.keys(body).filter((key) => !(OFFER_FIELDS as readonly string[]).includes(key));
}

/** The offer id in a path: digits only, else null (a 404). */
export function parseOfferId(value: string | undefined | null) {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const OFFER_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type OfferImageType = (typeof OFFER_IMAGE_TYPES)[number];

/** An uploaded image's real type from its first bytes (PNG, JPEG, WebP, GIF); null for anything else. */
export function sniffOfferImage(bytes: Uint8Array): OfferImageType | null {
  const at = (offset: number, ...sig: number[]) => sig.every((b, i) => bytes[offset + i] === b);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "image/gif";
  // "RIFF" size "WEBP"
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return null;
}
