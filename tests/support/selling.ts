import crypto from "node:crypto";
import { registerViewer } from "~/models/viewer.server";
import { postbackSignature, type PostbackSignedFields } from "~/services/selling/payments/outside/postback.server";
import { db } from "~/utils/db.server";
import { createTestEvent } from "./events";
import { createHost, uniqueEmail } from "./factories";
import { createTestStream } from "./streams";

export interface OfferFields {
  title?: string;
  description?: string;
  priceCents?: number;
  currency?: string;
  checkoutUrl?: string | null;
  quantityLimit?: number | null;
  soldCount?: number;
  endsAt?: string | null;
  countdownMinutes?: number | null;
  socialProof?: number;
  imageUrl?: string | null;
  revealed?: boolean;
}

/** A host with an event, its stream and a registered viewer; `offer()` adds an offer to the event (revealed unless told). */
export async function sellingSetup({ registrationRequired = true }: { registrationRequired?: boolean } = {}) {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Selling webinar", registrationRequired });
  const { stream, rowId: streamRowId } = await createTestStream({ hostId: host.id, title: "Selling stream", eventId: event.id });
  const viewerEmail = uniqueEmail("buyer");
  const { viewer } = await registerViewer({ streamRowId, email: viewerEmail, firstName: "Maya" });
  const now = new Date().toISOString();
  async function offer(fields: OfferFields = {}) {
    const { revealed = true, ...columns } = fields;
    const row = await db()
      .insertInto("offers")
      .values({
        hostId: host.id,
        eventId: event.id,
        title: "Masterclass",
        description: "Six weeks of live coaching",
        priceCents: 4900,
        currency: "USD",
        checkoutUrl: null,
        quantityLimit: null,
        postbackSecret: crypto.randomBytes(32).toString("base64url"),
        revealedAt: revealed ? now : null,
        createdAt: now,
        updatedAt: now,
        ...columns,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return row;
  }
  return { host, event, stream, streamRowId, viewer, viewerEmail, offer, watchPath: `/watch/${stream.streamId}/${viewer.uniqueId}` };
}

export const offerCounts = (offerId: number) =>
  db().selectFrom("offers").select(["soldCount", "reservedCount"]).where("id", "=", offerId).executeTakeFirstOrThrow();

export const offerPurchases = (offerId: number) => db().selectFrom("purchases").selectAll().where("offerId", "=", offerId).orderBy("id").execute();

/** Posts the watch page's Buy form as a browser without JavaScript would (Accept: text/html unless `json`). */
export function buy(
  appUrl: string,
  offerId: number,
  fields: Record<string, string>,
  { json = false, cookie }: { json?: boolean; cookie?: string } = {},
) {
  return fetch(`${appUrl}/offers/${offerId}/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: json ? "application/json" : "text/html,application/xhtml+xml",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The fields of a sale as the host's outside checkout sends them, signed with the offer's secret unless `sig` is given. */
export function outsideSaleFields(offer: { postbackSecret: string }, fields: Partial<PostbackSignedFields> & { sig?: string } = {}) {
  const signed: PostbackSignedFields = { orderId: "A-1001", amount: 4900, currency: "USD", ref: "", ...fields };
  const out: Record<string, string> = {
    order_id: signed.orderId,
    amount: String(signed.amount),
    currency: signed.currency,
    sig: fields.sig ?? postbackSignature(offer.postbackSecret, signed),
  };
  if (signed.ref) out.ref = signed.ref;
  if (signed.email) out.email = signed.email;
  return out;
}

/** A sale sent to the offer's postback address as the outside checkout sends it (a form POST, or a GET); the answer's status and body. */
export async function postOutsideSale(appUrl: string, offerId: number, fields: Record<string, string>, how: "GET" | "POST" = "POST") {
  const url = `${appUrl}/api/offers/${offerId}/postback`;
  const response =
    how === "GET"
      ? await fetch(`${url}?${new URLSearchParams(fields)}`)
      : await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
