// The Offers tab's data and forms. Every form is a plain post: a success redirects back to the tab
// with a toast (PRG), a failure renders the tab (4xx) with the errors inline and the typed values
// kept. The image form is multipart and read part by part, capped at the 2 MB limit.
import { isServerAdmin } from "~/services/account/server-admin.server";
import type { PublicUser } from "~/models/user.server";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import {
  EDIT_PARAM,
  FAILURE_TEXT,
  FORM_FIELDS,
  isOfferIntent,
  OFFER_TOASTS,
  offerAnchor,
  type OfferIntent,
  type OffersTabData,
  type OfferTabItem,
} from "~/contracts/offer-constants";
import { getHostStreamRow } from "~/models/stream.server";
import { listEventOffers, type OfferRecord } from "~/models/offer.server";
import { OFFER_LIMITS, OFFER_MESSAGES } from "~/schemas/offer";
import {
  createOfferForHost,
  deleteOfferForHost,
  hideOfferForHost,
  isStripeConfigured,
  offerHostView,
  patchOfferForHost,
  removeOfferImage,
  revealOfferForHost,
  uploadOfferImage,
  type ImageUpload,
} from "~/services/selling/offers.server";
import { redirectWithToast } from "~/services/account/toast.server";
import type { ToastMessage } from "~/utils/form-result";
import { formFailure } from "~/utils/form-result.server";
import { formFields, HttpError, readForm, type FieldErrors } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { formatMoney, isCurrencyCode, parseMoney } from "~/utils/money";
import { utcToZonedLocal, zonedLocalToUtc } from "~/utils/time-zones";

export { isOfferIntent };

function tabItem(offer: OfferRecord, timeZone: string): OfferTabItem {
  return {
    ...offerHostView(offer),
    // The host's own key for their checkout's postback: shown to them, in this tab only.
    postbackSecret: offer.checkoutUrl ? offer.postbackSecret : null,
    endsAtLocal: offer.endsAt ? utcToZonedLocal(offer.endsAt, timeZone) : null,
  };
}

/** What the tab shows: the event's offers, the one open in the form (?edit=), whether Stripe is there. */
export async function offersTabData({
  hostId,
  eventId,
  streamId,
  timeZone,
  url,
  user,
}: {
  hostId: number;
  eventId: number;
  streamId: string;
  timeZone: string;
  url: URL;
  /** Who looks: the server's admin is shown where payments are turned on. */
  user: Pick<PublicUser, "id" | "email">;
}): Promise<OffersTabData> {
  const [records, stream] = await Promise.all([listEventOffers({ hostId, eventId }), getHostStreamRow({ hostId, streamId })]);
  const offers = records.map((offer) => tabItem(offer, timeZone));
  const editId = Number(url.searchParams.get(EDIT_PARAM));
  return {
    offers,
    editing: offers.find((offer) => offer.id === editId) ?? null,
    stripeConfigured: isStripeConfigured(),
    serverAdmin: isStripeConfigured() ? false : await isServerAdmin(user),
    timeZone,
    isLive: Boolean(stream?.isLive),
  };
}

const MAX_TYPED = 10_000;
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, MAX_TYPED) : "";
};

/** "" is none; digits are a number; anything else is passed on for the schema to name. */
const wholeOrText = (value: string) => (value.trim() === "" ? null : /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);

/**
 * The API's body from the form. The price is typed in the currency's major units; a deadline in
 * the event's time zone. Blank optional fields clear them.
 */
export function offerBodyFromForm(form: FormData, timeZone: string) {
  const currency = text(form, "currency").trim().toUpperCase();
  const price = text(form, "price");
  const minor = isCurrencyCode(currency) ? parseMoney(price, currency) : 0;
  const endsAt = text(form, "endsAt").trim();
  const outside = text(form, "checkoutKind") === "outside";
  return {
    title: text(form, "title"),
    description: text(form, "description"),
    // An unreadable price goes on as text: the schema refuses it and the field error is reworded below.
    priceCents: minor ?? price,
    currency,
    checkoutUrl: outside ? text(form, "checkoutUrl") : null,
    quantityLimit: wholeOrText(text(form, "quantityLimit")),
    endsAt: endsAt ? (zonedLocalToUtc(endsAt, timeZone)?.toISOString() ?? endsAt) : null,
    countdownMinutes: wholeOrText(text(form, "countdownMinutes")),
    revealAtMinutes: wholeOrText(text(form, "revealAtMinutes")),
    imageUrl: text(form, "imageUrl").trim() || null,
    bonus: text(form, "bonus"),
    socialProof: form.get("socialProof") === "on",
  };
}

/** The API's field errors under the form's names: the price in major units of its currency. */
function formFieldErrors(errors: FieldErrors | undefined, form: FormData): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    if (key !== "priceCents") result[key] = messages;
  }
  if (errors?.priceCents) {
    const currency = text(form, "currency").trim().toUpperCase();
    const code = isCurrencyCode(currency) ? currency : "USD";
    const typed = parseMoney(text(form, "price"), code);
    result.price = [
      typed !== null && typed > OFFER_LIMITS.priceCents
        ? `Price must be at most ${formatMoney(OFFER_LIMITS.priceCents, code)}`
        : OFFER_MESSAGES.price(code),
    ];
  }
  return result;
}

function typedValues(form: FormData) {
  const values: Record<string, string> = {};
  for (const name of [...FORM_FIELDS, "offerId"]) values[name] = text(form, name);
  return values;
}

interface Target {
  hostId: number;
  eventId: number;
  streamId: string;
  request: Request;
}

/** The image form: its fields, and the image part kept only up to the 2 MB limit. */
async function readImageForm(request: Request) {
  const upload: ImageUpload = { bytes: null, tooLarge: false };
  const handler: UploadHandler = async ({ name, data }) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const limit = name === "image" ? OFFER_LIMITS.imageBytes : 4 * 1024;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
    }
    if (name === "image") {
      if (size > limit) upload.tooLarge = true;
      else if (size > 0) upload.bytes = Buffer.concat(chunks);
      return undefined;
    }
    return size > limit ? "" : Buffer.concat(chunks).toString("utf8");
  };
  try {
    return { form: formFields(await unstable_parseMultipartFormData(request, handler)), upload };
  } catch {
    throw new HttpError(400, "The form could not be read. Choose the image again and upload it.");
  }
}

async function perform(intent: OfferIntent, target: Target, form: FormData, upload: ImageUpload | null, timeZone: string) {
  const { hostId, eventId } = target;
  const offerId = text(form, "offerId");
  switch (intent) {
    case "create-offer": {
      const offer = await createOfferForHost({ hostId, eventId: String(eventId), body: offerBodyFromForm(form, timeZone) });
      return { toast: OFFER_TOASTS.created, offerId: offer.id };
    }
    case "update-offer":
      await patchOfferForHost({ hostId, offerId, body: offerBodyFromForm(form, timeZone) });
      return { toast: OFFER_TOASTS.updated, offerId: Number(offerId) };
    case "delete-offer":
      await deleteOfferForHost({ hostId, offerId });
      return { toast: OFFER_TOASTS.deleted, offerId: null };
    case "reveal-offer":
      await revealOfferForHost({ hostId, offerId });
      return { toast: OFFER_TOASTS.revealed, offerId: Number(offerId) };
    case "hide-offer":
      await hideOfferForHost({ hostId, offerId });
      return { toast: OFFER_TOASTS.hidden, offerId: Number(offerId) };
    case "upload-offer-image":
      await uploadOfferImage({ hostId, offerId, upload: upload ?? { bytes: null, tooLarge: false } });
      return { toast: OFFER_TOASTS.imageUploaded, offerId: Number(offerId) };
    case "remove-offer-image":
      await removeOfferImage({ hostId, offerId });
      return { toast: OFFER_TOASTS.imageRemoved, offerId: Number(offerId) };
  }
}

/** POST on the Offers tab (the event and stream already checked as the host's); `back`: the tab's address. */
export async function offerAction(target: Target & { timeZone: string; back: string }) {
  const { streamId, request, timeZone, back } = target;
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  let form: FormData;
  let upload: ImageUpload | null = null;
  try {
    if (multipart) ({ form, upload } = await readImageForm(request));
    else form = await readForm(request);
  } catch (error) {
    if (error instanceof HttpError) return formFailure("upload-offer-image", error);
    throw error;
  }
  const rawIntent = form.get("intent");
  const intent = isOfferIntent(rawIntent) ? rawIntent : null;
  if (!intent) return formFailure(null, "Unknown action. Reload the page and try again.");
  try {
    const done = await perform(intent, target, form, upload, timeZone);
    const toast: ToastMessage = done.toast;
    return redirectWithToast(done.offerId ? `${back}#${offerAnchor(done.offerId)}` : back, toast);
  } catch (error) {
    if (error instanceof Response) throw error;
    const known = error instanceof HttpError;
    if (!known) getLogger().error({ err: error, intent, streamId }, "an offer action failed");
    const fieldErrors = known ? formFieldErrors(error.fieldErrors, form) : {};
    const fieldMessages = Object.values(fieldErrors);
    const message = !known
      ? "Please try again."
      : fieldMessages.length > 1
        ? "Check the highlighted fields."
        : (fieldMessages[0]?.[0] ?? error.message);
    return formFailure(intent, `${FAILURE_TEXT[intent]}: ${message}`, {
      fieldErrors,
      values: typedValues(form),
      toast: { title: FAILURE_TEXT[intent], description: message, variant: "destructive" },
      status: known ? error.status : 500,
    });
  }
}
