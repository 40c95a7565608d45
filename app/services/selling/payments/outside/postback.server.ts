// What a host's outside checkout reports a sale with: the signed postback (server to server) and
// the tracking pixel (an <img> on the checkout's thank-you page). Both carry the same fields and
// signature.
//
// The signature is the hex HMAC-SHA256, keyed with the offer's postback secret, of
//   "{order_id}.{amount}.{currency}.{ref}"            without an e-mail, or
//   "{order_id}.{amount}.{currency}.{ref}.{email}"    when `email` is sent,
// each field exactly as sent (an absent ref is the empty string), e.g. "A-1001.4900.USD.17.Xy…".
import crypto from "node:crypto";
import { getOfferById, type OfferRecord } from "~/models/offer.server";
import { postbackFieldsSchema, type PostbackFields } from "~/schemas/payments";
import { HttpError, validationError } from "~/utils/http.server";
import { offerBuyer } from "../sales.server";
import { readViewerReference } from "./viewer-reference.server";

export const POSTBACK_BAD_SIGNATURE = "The signature does not match this offer's postback secret.";
export const POSTBACK_BAD_REF = "ref is not a viewer reference of this offer.";

export interface PostbackSignedFields {
  orderId: string;
  amount: string | number;
  currency: string;
  ref?: string | null;
  email?: string | null;
}

/** The string a postback or pixel signs (see the comment at the top). */
export function postbackSignedString({ orderId, amount, currency, ref, email }: PostbackSignedFields) {
  const base = `${orderId}.${amount}.${currency}.${ref ?? ""}`;
  return email ? `${base}.${email}` : base;
}

/** The `sig` of a postback or pixel: hex HMAC-SHA256 with the offer's postback secret. */
export function postbackSignature(secret: string, fields: PostbackSignedFields) {
  return crypto.createHmac("sha256", secret).update(postbackSignedString(fields), "utf8").digest("hex");
}

function signatureMatches(secret: string, fields: PostbackFields) {
  const expected = Buffer.from(
    postbackSignature(secret, { orderId: fields.order_id, amount: fields.amount, currency: fields.currency, ref: fields.ref, email: fields.email }),
    "hex",
  );
  const given = Buffer.from(fields.sig, "hex");
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** The fields of a GET query or a POST body (form or JSON), one value each; the body wins over the query. */
export async function readPostbackFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const take = (key: string, value: unknown) => {
    if (typeof value === "string" && !(key in fields)) fields[key] = value;
  };
  if (request.method === "POST") {
    const type = request.headers.get("Content-Type") ?? "";
    try {
      if (type.includes("application/json")) {
        const body: unknown = JSON.parse(await request.text());
        if (body && typeof body === "object" && !Array.isArray(body)) {
          for (const [key, value] of Object.entries(body)) take(key, typeof value === "number" ? String(value) : value);
        }
      } else if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
        for (const [key, value] of (await request.formData()).entries()) take(key, value);
      }
    } catch {
      throw new HttpError(400, "The body could not be read: send form fields or a JSON object.");
    }
  }
  for (const [key, value] of new URL(request.url).searchParams.entries()) take(key, value);
  return fields;
}

/** A postback whose signature holds: its offer, its fields, and the viewer its `ref` names. */
export interface VerifiedSale {
  offer: OfferRecord;
  fields: PostbackFields;
  viewerId: number | null;
}

/** Checks an outside checkout's sale. Throws HttpError: 404 unknown offer, 400 bad fields, 401 wrong signature. */
export async function verifyPostback({ offerId, fields }: { offerId: number | null; fields: Record<string, string> }): Promise<VerifiedSale> {
  const offer = offerId === null ? null : await getOfferById({ offerId });
  if (!offer) throw new HttpError(404, "Offer not found");
  for (const [key, value] of Object.entries(fields)) {
    if (value.includes("\u0000"))
      throw new HttpError(400, `${key} may not contain a NUL character`, { fieldErrors: { [key]: ["may not contain a NUL character"] } });
  }
  const parsed = postbackFieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  const input = parsed.data;
  if (!signatureMatches(offer.postbackSecret, input)) throw new HttpError(401, POSTBACK_BAD_SIGNATURE);

  let viewerId: number | null = null;
  if (input.ref) {
    const viewer = await offerBuyer({ offer, viewerId: readViewerReference({ ref: input.ref, offerId: offer.id }) });
    if (!viewer) throw new HttpError(400, POSTBACK_BAD_REF, { fieldErrors: { ref: [POSTBACK_BAD_REF] } });
    viewerId = viewer.id;
  }
  return { offer, fields: input, viewerId };
}
