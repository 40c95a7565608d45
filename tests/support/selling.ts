import crypto from "node:crypto";
import { registerViewer } from "~/models/viewer.server";
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
