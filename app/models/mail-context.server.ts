import { db } from "~/utils/db.server";

// What an outgoing message about an event says, read when it is sent so it is never stale.

export async function loadMailEvent(eventId: number) {
  const event = await db()
    .selectFrom("events")
    .select(["id", "title", "description", "scheduledAt", "durationMinutes", "timezone", "hostName", "status"])
    .where("id", "=", eventId)
    .executeTakeFirst();
  return event ?? null;
}

export async function loadMailRegistration(registrationId: number) {
  const registration = await db()
    .selectFrom("registrations")
    .select(["id", "firstName", "email", "timezone", "accessToken"])
    .where("id", "=", registrationId)
    .executeTakeFirst();
  return registration ?? null;
}

export interface MailContext {
  event: Awaited<ReturnType<typeof loadMailEvent>>;
  registration: Awaited<ReturnType<typeof loadMailRegistration>>;
}
