// The rules of a host's offers: validation (schemas/offer.ts), ownership (another host's event or
// offer is a 404), the built-in checkout only with Stripe configured, and a push of the event's
// `offers` to viewers after every change they can see.
import { getEvent } from "~/models/event.server";
import {
  clearOfferImage,
  deleteOffer,
  getHostOffer,
  insertOffer,
  listEventOffers,
  listOffersDueForAutoReveal,
  listRevealedOffers,
  markAutoRevealed,
  offerClosesAt,
  offerImagePath,
  offerViewOf,
  setOfferHidden,
  setOfferImage,
  setOfferRevealed,
  updateOffer,
  type OfferRecord,
} from "~/models/offer.server";
import {
  OFFER_LIMITS,
  OFFER_MESSAGES,
  offerCreateSchema,
  offerPatchSchema,
  parseOfferId,
  sniffOfferImage,
  unknownOfferFields,
  type OfferInput,
  type OfferPatch,
} from "~/schemas/offer";
import { getConfig, publicOrigin } from "~/utils/config.server";
import { HttpError, validationError } from "~/utils/http.server";
import { publishEventOffers } from "./offer-broadcast.server";
import { recordOfferMarks } from "~/services/room/index.server";
import type { OfferHostView } from "~/contracts/offer-constants";

export type { OfferHostView };

export const isStripeConfigured = () => Boolean(getConfig().STRIPE_SECRET_KEY && getConfig().STRIPE_WEBHOOK_SECRET);

export function offerHostView(offer: OfferRecord): OfferHostView {
  const uploadedImageUrl = offer.imageUpdatedAt && offer.imageType ? offerImagePath(offer) : null;
  const outside = offer.checkoutUrl !== null;
  const origin = publicOrigin();
  return {
    id: offer.id,
    eventId: offer.eventId,
    title: offer.title,
    description: offer.description,
    imageUrl: offer.imageUrl,
    uploadedImageUrl,
    displayImageUrl: uploadedImageUrl ?? offer.imageUrl,
    priceCents: offer.priceCents,
    currency: offer.currency,
    checkout: outside ? "outside" : "builtin",
    checkoutUrl: offer.checkoutUrl,
    quantityLimit: offer.quantityLimit,
    soldCount: offer.soldCount,
    reservedCount: offer.reservedCount,
    remaining: offer.quantityLimit === null ? null : Math.max(0, offer.quantityLimit - offer.soldCount - offer.reservedCount),
    endsAt: offer.endsAt,
    countdownMinutes: offer.countdownMinutes,
    revealAtMinutes: offer.revealAtMinutes,
    autoRevealedAt: offer.autoRevealedAt,
    bonus: offer.bonus,
    socialProof: Boolean(offer.socialProof),
    isRevealed: offer.revealedAt !== null,
    revealedAt: offer.revealedAt,
    closesAt: offerClosesAt(offer),
    postbackUrl: outside ? `${origin}/api/offers/${offer.id}/postback` : null,
    pixelUrl: outside ? `${origin}/offers/${offer.id}/pixel.gif` : null,
    position: offer.position,
    createdAt: offer.createdAt,
    updatedAt: offer.updatedAt,
  };
}

const notFound = () => new HttpError(404, OFFER_MESSAGES.notFound);

/** The host's event by the id in a path; anything else (not digits, another host's) is a 404. */
async function requireOfferEvent({ hostId, eventId }: { hostId: number; eventId: string | undefined }) {
  const id = parseOfferId(eventId ?? null);
  const event = id === null ? null : await getEvent({ hostId, eventId: id });
  if (!event) throw new HttpError(404, OFFER_MESSAGES.eventNotFound);
  return event;
}

async function requireHostOffer(hostId: number, offerIdParam: string | undefined) {
  const offerId = parseOfferId(offerIdParam ?? null);
  const offer = offerId === null ? null : await getHostOffer({ hostId, offerId });
  if (!offer) throw notFound();
  return offer;
}

/** One of the host's offers as `change` leaves it; 404 when it is not theirs, or is gone by then. */
async function changeHostOffer(hostId: number, offerIdParam: string | undefined, change: (offer: OfferRecord) => Promise<OfferRecord | null>) {
  const changed = await change(await requireHostOffer(hostId, offerIdParam));
  if (!changed) throw notFound();
  return changed;
}

function asObject(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new HttpError(400, OFFER_MESSAGES.notObject);
  const input = body as Record<string, unknown>;
  const unknown = unknownOfferFields(input);
  if (unknown.length) {
    throw new HttpError(400, `${OFFER_MESSAGES.unknownField} (got ${unknown.slice(0, 5).join(", ")})`, {
      fieldErrors: Object.fromEntries(unknown.slice(0, 20).map((key) => [key, [OFFER_MESSAGES.unknownField]])),
    });
  }
  return input;
}

const needsStripe = () =>
  new HttpError(400, OFFER_MESSAGES.builtinNeedsStripe, { fieldErrors: { checkoutUrl: [OFFER_MESSAGES.builtinNeedsStripe] } });

/** A create body checked whole: the stored fields, or a 400 naming each bad field. */
export function parseOfferCreate(body: unknown): OfferInput {
  const parsed = offerCreateSchema.safeParse(asObject(body));
  if (!parsed.success) throw validationError(parsed.error);
  if (parsed.data.checkoutUrl === null && !isStripeConfigured()) throw needsStripe();
  return parsed.data;
}

function parseOfferPatch(body: unknown, offer: OfferRecord): OfferPatch {
  const input = asObject(body);
  if (Object.keys(input).length === 0) throw new HttpError(400, OFFER_MESSAGES.nothingToChange);
  const parsed = offerPatchSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  if (parsed.data.checkoutUrl === null && offer.checkoutUrl !== null && !isStripeConfigured()) throw needsStripe();
  return parsed.data;
}

/** GET /api/events/{id}/offers: every offer of the host's event. */
export async function listOffersForHost({ hostId, eventId }: { hostId: number; eventId: string | undefined }) {
  const event = await requireOfferEvent({ hostId, eventId });
  return (await listEventOffers({ hostId, eventId: event.id })).map(offerHostView);
}

/** POST /api/events/{id}/offers: a new offer, hidden until revealed. */
export async function createOfferForHost({ hostId, eventId, body }: { hostId: number; eventId: string | undefined; body: unknown }) {
  const event = await requireOfferEvent({ hostId, eventId });
  const fields = parseOfferCreate(body);
  return offerHostView(await insertOffer({ hostId, eventId: event.id, fields }));
}

export async function getOfferForHost({ hostId, offerId }: { hostId: number; offerId: string | undefined }) {
  return offerHostView(await requireHostOffer(hostId, offerId));
}

/** PATCH /api/offers/{id}: any subset of the fields; null clears an optional one. A showing offer's change reaches viewers. */
export async function patchOfferForHost({ hostId, offerId, body }: { hostId: number; offerId: string | undefined; body: unknown }) {
  const updated = await changeHostOffer(hostId, offerId, (offer) => updateOffer({ hostId, offerId: offer.id, patch: parseOfferPatch(body, offer) }));
  if (updated.revealedAt) await publishEventOffers({ eventId: updated.eventId });
  return offerHostView(updated);
}

/** Puts the offer's showing or hiding on the replay's timeline and pushes the event's offers to its viewers. */
async function showOrHide(hostId: number, offer: OfferRecord, kind: "offer_revealed" | "offer_hidden") {
  const view = kind === "offer_revealed" ? offerViewOf(offer) : { id: offer.id };
  await recordOfferMarks({ eventId: offer.eventId, hostId, offers: [{ kind, view }] });
  await publishEventOffers({ eventId: offer.eventId });
}

/** DELETE /api/offers/{id}: gone, for viewers too when it was showing. */
export async function deleteOfferForHost({ hostId, offerId }: { hostId: number; offerId: string | undefined }) {
  const deleted = await changeHostOffer(hostId, offerId, (offer) => deleteOffer({ hostId, offerId: offer.id }));
  if (deleted.revealedAt) await showOrHide(hostId, deleted, "offer_hidden");
  return offerHostView(deleted);
}

/** POST /api/offers/{id}/reveal: every viewer of the event's streams sees it now. */
export async function revealOfferForHost({ hostId, offerId }: { hostId: number; offerId: string | undefined }) {
  const revealed = await changeHostOffer(hostId, offerId, (offer) => setOfferRevealed({ hostId, offerId: offer.id }));
  await showOrHide(hostId, revealed, "offer_revealed");
  return offerHostView(revealed);
}

/** POST /api/offers/{id}/hide: off viewers' pages. */
export async function hideOfferForHost({ hostId, offerId }: { hostId: number; offerId: string | undefined }) {
  const hidden = await changeHostOffer(hostId, offerId, (offer) => setOfferHidden({ hostId, offerId: offer.id }));
  await showOrHide(hostId, hidden, "offer_hidden");
  return offerHostView(hidden);
}

/** What an upload handler kept of the image part: its bytes, or that it passed the limit. */
export interface ImageUpload {
  bytes: Buffer | null;
  tooLarge: boolean;
}

/** Stores an uploaded image (PNG, JPEG, WebP or GIF by its bytes, at most 2 MB) in the host's offer. */
export async function uploadOfferImage({ hostId, offerId, upload }: { hostId: number; offerId: string | undefined; upload: ImageUpload }) {
  const offer = await requireHostOffer(hostId, offerId);
  if (upload.tooLarge || (upload.bytes && upload.bytes.length > OFFER_LIMITS.imageBytes))
    throw new HttpError(413, OFFER_MESSAGES.imageTooLarge, { fieldErrors: { image: [OFFER_MESSAGES.imageTooLarge] } });
  if (!upload.bytes?.length) throw new HttpError(400, OFFER_MESSAGES.imageMissing, { fieldErrors: { image: [OFFER_MESSAGES.imageMissing] } });
  const type = sniffOfferImage(upload.bytes);
  if (!type) throw new HttpError(400, OFFER_MESSAGES.imageType, { fieldErrors: { image: [OFFER_MESSAGES.imageType] } });
  const updated = await setOfferImage({ hostId, offerId: offer.id, bytes: upload.bytes, type });
  if (!updated) throw notFound();
  if (updated.revealedAt) await publishEventOffers({ eventId: updated.eventId });
  return offerHostView(updated);
}

export async function removeOfferImage({ hostId, offerId }: { hostId: number; offerId: string | undefined }) {
  const updated = await changeHostOffer(hostId, offerId, (offer) => clearOfferImage({ hostId, offerId: offer.id }));
  if (updated.revealedAt) await publishEventOffers({ eventId: updated.eventId });
  return offerHostView(updated);
}

/**
 * Shows every offer whose time after the start has come, once each (a host who hides it again
 * keeps it hidden). Safe to run in several processes at once. The ids it revealed.
 */
export async function revealDueOffers({ now = new Date() }: { now?: Date } = {}) {
  const revealed: number[] = [];
  const events = new Set<number>();
  for (const due of await listOffersDueForAutoReveal({ now })) {
    if (!(await markAutoRevealed({ offerId: due.offerId, now }))) continue;
    revealed.push(due.offerId);
    events.add(due.eventId);
  }
  for (const eventId of events) {
    const shown = (await listRevealedOffers({ eventId })).filter((offer) => revealed.includes(offer.id));
    if (shown[0]) {
      await recordOfferMarks({
        eventId,
        hostId: shown[0].hostId,
        offers: shown.map((offer) => ({ kind: "offer_revealed" as const, view: offerViewOf(offer) })),
      });
    }
    await publishEventOffers({ eventId });
  }
  return revealed;
}
