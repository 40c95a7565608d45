import type { LoaderFunctionArgs } from "@remix-run/node";
import { getEvent } from "~/models/event.server";
import { requireUser } from "~/services/account/auth.server";
import { engagementCsvSections, eventEngagement } from "~/services/hosting/engagement.server";
import { csvDownload, sectionsToCsv } from "~/utils/csv";
import { parseEventId } from "~/utils/route-ids";

/**
 * GET /events/{eventId}/engagement.csv: the event's questions asked and answered, poll results and
 * handout downloads as an RFC 4180 CSV, one section after another, separated by an empty line.
 * Another host's event is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const eventId = parseEventId(params.eventId);
  const event = eventId === null ? null : await getEvent({ hostId: user.id, eventId });
  if (!event) throw new Response("Event not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return csvDownload(sectionsToCsv(engagementCsvSections(await eventEngagement({ eventId: event.id }))), `event-${event.id}-engagement.csv`);
}
