import type { Kysely } from "kysely";
import type { Database } from "../../db";
import type { SuppressionReason } from "../../db/schema/product";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import { normalizeEmail } from "./user.server";

/**
 * Never mail this address again: from this host (an unsubscribe), or from anyone (hostId null,
 * a hard bounce). Recording it twice changes nothing.
 */
export async function suppressEmail({
  hostId,
  email,
  reason,
  detail = null,
  now = new Date(),
}: {
  hostId: number | null;
  email: string;
  reason: SuppressionReason;
  detail?: string | null;
  now?: Date;
}) {
  const emailNormalized = normalizeEmail(email);
  if (await findSuppression({ hostId, email })) return;
  await db()
    .insertInto("emailSuppressions")
    .values({ hostId, emailNormalized, reason, detail: detail?.slice(0, 500) ?? null, createdAt: nowIso(now) })
    .execute();
}

/** Why this host may not mail this address (its own unsubscribe or anyone's bounce), or null. */
export async function findSuppression(
  { hostId, email }: { hostId: number | null; email: string },
  executor: Kysely<Database> = db(),
): Promise<SuppressionReason | null> {
  const row = await executor
    .selectFrom("emailSuppressions")
    .select("reason")
    .where("emailNormalized", "=", normalizeEmail(email))
    .where((eb) => (hostId === null ? eb("hostId", "is", null) : eb.or([eb("hostId", "is", null), eb("hostId", "=", hostId)])))
    .orderBy("id")
    .executeTakeFirst();
  return row?.reason ?? null;
}

/** Takes an unsubscribe back (the person asked to hear from the host again). */
export async function resubscribeEmail({ hostId, email }: { hostId: number; email: string }) {
  await db()
    .deleteFrom("emailSuppressions")
    .where("emailNormalized", "=", normalizeEmail(email))
    .where("hostId", "=", hostId)
    .where("reason", "=", "unsubscribed")
    .execute();
}
