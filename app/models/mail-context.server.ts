import { db } from "~/services/db.server";

/** What an outgoing message about an event says, read when it is sent so it is never stale. */
export async function loadMailContext({ eventId, registrationId }: { eventId: number | null; registrationId: number | null }) {
  const event = eventId
    ? await db()
        .selectFrom("events")
        .select(["id", "title", "description", "scheduledAt", "durationMinutes", "timezone", "hostName", "status"])
        .where("id", "=", eventId)
        .executeTakeFirst()
    : undefined;
  const registration = registrationId
    ? await db()
        .selectFrom("registrations")
        .select(["id", "firstName", "email", "timezone", "accessToken"])
        .where("id", "=", registrationId)
        .executeTakeFirst()
    : undefined;
  return { event: event ?? null, registration: registration ?? null };
}

export type MailContext = Awaited<ReturnType<typeof loadMailContext>>;
