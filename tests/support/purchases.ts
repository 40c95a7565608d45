import crypto from "node:crypto";
import type { PurchaseSource, PurchaseStatus } from "../../db/schema/product";
import { db } from "~/utils/db.server";

export interface PurchaseFields {
  hostId: number;
  eventId?: number | null;
  offerId?: number | null;
  streamId?: number | null;
  viewerId?: number | null;
  email?: string;
  productName?: string;
  amountCents?: number;
  currency?: string;
  source?: PurchaseSource;
  purchasedAt?: string;
  /** Cumulative refund; any refund marks the purchase "refunded" (as the webhook does). */
  refundedCents?: number;
  refundedAt?: string | null;
  buyerFirstName?: string | null;
  buyerCity?: string | null;
}

/** One purchase row, as the checkout or the outside postback would record it; its id. */
export async function insertPurchase(fields: PurchaseFields) {
  const refundedCents = fields.refundedCents ?? 0;
  const status: PurchaseStatus = refundedCents > 0 ? "refunded" : "completed";
  const purchasedAt = fields.purchasedAt ?? new Date().toISOString();
  const row = await db()
    .insertInto("purchases")
    .values({
      hostId: fields.hostId,
      eventId: fields.eventId ?? null,
      offerId: fields.offerId ?? null,
      streamId: fields.streamId ?? null,
      viewerId: fields.viewerId ?? null,
      registrationId: null,
      emailNormalized: (fields.email ?? `buyer-${crypto.randomBytes(5).toString("hex")}@example.com`).toLowerCase(),
      productName: fields.productName ?? "Course",
      amountCents: fields.amountCents ?? 4_900,
      currency: fields.currency ?? "USD",
      source: fields.source ?? "stripe",
      externalId: `test-${crypto.randomBytes(8).toString("hex")}`,
      purchasedAt,
      status,
      refundedCents,
      refundedAt: refundedCents > 0 ? (fields.refundedAt ?? purchasedAt) : null,
      buyerFirstName: fields.buyerFirstName ?? null,
      buyerCity: fields.buyerCity ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An offer row of the event (title and price only; the rest as a new, hidden offer). */
export async function insertOffer(fields: {
  hostId: number;
  eventId: number;
  title: string;
  priceCents?: number;
  currency?: string;
  revealed?: boolean;
}) {
  const now = new Date().toISOString();
  const row = await db()
    .insertInto("offers")
    .values({
      hostId: fields.hostId,
      eventId: fields.eventId,
      title: fields.title,
      priceCents: fields.priceCents ?? 4_900,
      currency: fields.currency ?? "USD",
      imageUrl: null,
      image: null,
      imageType: null,
      imageUpdatedAt: null,
      checkoutUrl: null,
      quantityLimit: null,
      endsAt: null,
      countdownMinutes: null,
      revealAtMinutes: null,
      autoRevealedAt: null,
      bonus: null,
      postbackSecret: crypto.randomBytes(32).toString("base64url"),
      revealedAt: fields.revealed ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
