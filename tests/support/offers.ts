import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import type { OffersTable } from "../../db/schema/selling";
import { db } from "~/utils/db.server";

/**
 * An offer row as the host's API would leave it, revealed now unless `revealedAt` says otherwise
 * (null: hidden). Written directly: the watch page's tests do not depend on the offers API.
 */
export async function insertOfferRow({
  hostId,
  eventId,
  ...overrides
}: { hostId: number; eventId: number } & Partial<Omit<Insertable<OffersTable>, "hostId" | "eventId">>) {
  const now = new Date().toISOString();
  const row = await db()
    .insertInto("offers")
    .values({
      hostId,
      eventId,
      title: "Launch Masterclass",
      description: "Six live sessions and the recordings.",
      priceCents: 4900,
      currency: "USD",
      checkoutUrl: null,
      imageUrl: null,
      quantityLimit: null,
      endsAt: null,
      countdownMinutes: null,
      revealAtMinutes: null,
      bonus: null,
      postbackSecret: randomBytes(32).toString("base64url"),
      revealedAt: now,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
