import type { LoaderFunctionArgs } from "@remix-run/node";
import { registrationCalendarFile } from "~/services/room/watch.server";
import { getConfig } from "~/utils/config.server";
import { HttpError, pageNotFound } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";

/** /watch/{eventId}/{accessToken}/calendar.ics: a registrant's calendar entry, their personal link inside. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const eventId = parseEventId(params.streamId);
  const accessToken = params.uniqueId ?? "";
  if (eventId === null || accessToken.length > 64) throw pageNotFound("Event not found");
  const origin = new URL(getConfig().PUBLIC_URL ?? request.url).origin;
  try {
    const file = await registrationCalendarFile({ eventId, accessToken, origin });
    return new Response(file, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'attachment; filename="event.ics"',
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof HttpError) throw pageNotFound(error.message);
    throw error;
  }
}
