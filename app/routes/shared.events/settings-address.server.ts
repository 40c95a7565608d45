// The Event Settings screen's other addresses (spec route table): /settings/watch/{streamId}[/{uniqueId}],
// /settings/viewer/{streamId} and /events/{eventId}/settings/watch/{accessId} all lead to the one
// screen at /events/{eventId}/settings/{streamId}, keeping the query (?tab=, ?profile=).
import { redirect } from "@remix-run/node";
import { settingsPath } from "~/components/event-settings/constants";
import { requireHostEvent } from "~/routes/shared.events/event-actions.server";
import { getEventStream, getHostStreamRow } from "~/models/stream.server";
import { parseStreamId } from "~/schemas/stream";
import { requireUser } from "~/services/account/auth.server";
import { redirectWithToast } from "~/services/account/toast.server";
import { pageNotFound } from "~/utils/http.server";

const withQuery = (path: string, request: Request) => `${path}${new URL(request.url).search}`;

/** A stream's settings: the host's stream, on its event's screen. */
export async function redirectToStreamSettings(request: Request, streamIdParam: string | undefined): Promise<never> {
  const user = await requireUser(request);
  const streamId = parseStreamId(streamIdParam);
  const stream = streamId ? await getHostStreamRow({ hostId: user.id, streamId }) : null;
  if (!stream) throw pageNotFound();
  if (stream.eventId === null) {
    throw await redirectWithToast("/events", {
      title: "This stream has no event",
      description: "Stream settings live on an event's screen: create the stream from the event's dashboard.",
      variant: "destructive",
    });
  }
  throw redirect(withQuery(settingsPath(stream.eventId, stream.streamId), request));
}

/** An event's settings: the stream the address names when it is the event's, else the event's newest stream. */
export async function redirectToEventSettings(request: Request, eventIdParam: string | undefined, accessIdParam: string | undefined): Promise<never> {
  const user = await requireUser(request);
  const event = await requireHostEvent(user.id, eventIdParam);
  const named = parseStreamId(accessIdParam);
  const namedStream = named ? await getHostStreamRow({ hostId: user.id, streamId: named }) : null;
  const streamId =
    namedStream?.eventId === event.id ? namedStream.streamId : (await getEventStream({ hostId: user.id, eventId: event.id }))?.streamId;
  if (!streamId) {
    throw await redirectWithToast(`/events/${event.id}#stream-setup`, {
      title: "Create the stream first",
      description: "The event's settings (overlays, landing page and chat) open once it has a stream.",
    });
  }
  throw redirect(withQuery(settingsPath(event.id, streamId), request));
}
