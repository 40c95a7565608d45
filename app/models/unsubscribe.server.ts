import { db } from "~/utils/db.server";
import { normalizeEmail } from "./user.server";

/**
 * What the unsubscribe page shows for a host and an address: the host's name and whether the
 * address has unsubscribed from them. Null when the host no longer exists.
 */
export async function findUnsubscribeStatus({ hostId, email }: { hostId: number; email: string }) {
  const host = await db()
    .selectFrom("users")
    .select(["firstName", "lastName"])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("emailSuppressions")
            .select("emailSuppressions.id")
            .where("emailSuppressions.hostId", "=", hostId)
            .where("emailSuppressions.emailNormalized", "=", normalizeEmail(email))
            .where("emailSuppressions.reason", "=", "unsubscribed"),
        )
        .as("unsubscribed"),
    )
    .where("id", "=", hostId)
    .executeTakeFirst();
  if (!host) return null;
  return { hostName: `${host.firstName} ${host.lastName}`.trim(), unsubscribed: Boolean(host.unsubscribed) };
}
