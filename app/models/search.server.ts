import { sql } from "kysely";
import { db } from "~/utils/db.server";
import { hostRegistrations, likePattern } from "./event.server";

export const SEARCH_MAX_LENGTH = 100;
const EVENT_LIMIT = 10;
const ATTENDEE_LIMIT = 20;

/** The query as searched: NULs dropped, trimmed, at most 100 characters. */
export function normalizeSearchQuery(value: string | null | undefined) {
  return (value ?? "")
    .replace(/\u0000/g, "")
    .trim()
    .slice(0, SEARCH_MAX_LENGTH)
    .trim();
}

export interface SearchResults {
  query: string;
  events: { id: number; title: string; scheduledAt: string; status: string }[];
  attendees: { id: number; eventId: number; eventTitle: string; firstName: string; lastName: string; email: string }[];
}

/**
 * The host's events (title or description) and registrants (name or e-mail) containing the text,
 * in any letter case; the user's own % _ and \ match literally. Scoped to the host.
 */
export async function searchWorkspace({ hostId, query }: { hostId: number; query: string }): Promise<SearchResults> {
  const text = normalizeSearchQuery(query);
  if (!text) return { query: text, events: [], attendees: [] };
  const pattern = likePattern(text);
  const matches = (expression: ReturnType<typeof sql>) => sql<boolean>`lower(${expression}) like ${pattern} escape '\\'`;

  const [events, attendees] = await Promise.all([
    db()
      .selectFrom("events")
      .select(["id", "title", "scheduledAt", "status"])
      .where("hostId", "=", hostId)
      .where((eb) => eb.or([matches(sql.ref("title")), matches(sql`coalesce(${sql.ref("description")}, '')`)]))
      .orderBy("scheduledAt", "desc")
      .orderBy("id", "desc")
      .limit(EVENT_LIMIT)
      .execute(),
    hostRegistrations(hostId)
      .select([
        "registrations.id",
        "registrations.eventId",
        "events.title as eventTitle",
        "registrations.firstName",
        "registrations.lastName",
        "registrations.email",
      ])
      .where((eb) =>
        eb.or([
          matches(sql`${sql.ref("registrations.firstName")} || ' ' || ${sql.ref("registrations.lastName")}`),
          matches(sql.ref("registrations.email")),
        ]),
      )
      .orderBy("registrations.registeredAt", "desc")
      .orderBy("registrations.id", "desc")
      .limit(ATTENDEE_LIMIT)
      .execute(),
  ]);
  return { query: text, events, attendees };
}
