// The public face of /events/{eventId} for anyone but the event's host: the same events as
// /event-registration/{id} (public and not a draft; anything else is a 404), with the landing page
// of the event's stream while the host shows it.
import type { PublicEventPageData } from "~/contracts/public-event-data";
import { getPublicEvent } from "~/models/event.server";
import { getEventBrand } from "~/models/host-settings.server";
import { publicEventFace, replayAndOnDemand } from "~/routes/shared.events/public-event.server";
import { getEventWatchStreamId, getWatchStream } from "~/models/stream.server";
import { getConfig } from "~/utils/config.server";
import { landingSettingsOf } from "~/services/room/overlays.server";
import { openToVisitors } from "~/services/room/stream-access.server";
import { EVENT_DAY_AND_TIME, formatInZone } from "~/utils/zone-format";
import { pageNotFound } from "~/utils/http.server";
import { visitorZoneOf } from "~/utils/visitor-zone.server";
import { parseEventId } from "~/utils/route-ids";

export async function publicEventPageData({
  eventIdParam,
  request,
}: {
  eventIdParam: string | undefined;
  request: Request;
}): Promise<PublicEventPageData> {
  const eventId = parseEventId(eventIdParam);
  const event = eventId === null ? null : await getPublicEvent({ eventId });
  if (!event) throw pageNotFound();
  const zone = visitorZoneOf(request) ?? event.timezone;
  const streamId = await getEventWatchStreamId({ eventId: event.id });
  const stream = streamId ? await getWatchStream({ streamId }) : null;
  const landing = stream ? await landingSettingsOf({ streamRowId: stream.rowId }) : null;
  const { CONTACT_EMAIL, CONTACT_PHONE } = getConfig();
  return {
    view: "public",
    contact: { email: CONTACT_EMAIL, phone: CONTACT_PHONE },
    event: {
      ...publicEventFace(event),
      // In the visitor's zone when an earlier visit told it (else the event's, named), formatted here
      // so the server's page and the first render agree; the browser moves it to its own zone after.
      startsAt: formatInZone(event.scheduledAt, zone, EVENT_DAY_AND_TIME),
      zone,
      scheduledAt: event.scheduledAt,
      isFull: event.isFull,
      spotsLeft: event.spotsLeft,
    },
    stream: stream
      ? {
          streamId: stream.streamId,
          isLive: stream.isLive,
          // Where a visitor may not follow the live events, the page asks for itself again now and then.
          follow: openToVisitors(stream) ? "push" : "poll",
        }
      : null,
    landing: landing?.isVisible ? landing : null,
    brand: await getEventBrand({ eventId: event.id }),
    ...(await replayAndOnDemand(event)),
  };
}
