import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { SHORT_DATE, VIEWER_DATE, type ViewerTimes } from "~/components/registration/event-summary";
import type { JoinOffer } from "~/components/registration/registration-result";
import type { ToastMessage } from "~/utils/form-result";
import { getPublicEvent, type PublicEvent } from "~/models/event.server";
import { getEventBrand } from "~/models/host-settings.server";
import { isOnDemandOpen } from "~/services/recordings/on-demand.server";
import { publicEventFace, replayAndOnDemand } from "~/routes/shared.events/public-event.server";
import { calendarFilePath, eventLinkOnRegistration, registrantCalendarEntry } from "~/services/room/watch.server";
import { googleCalendarLink, outlookCalendarLink } from "~/utils/calendar";
import { emitRegistrationCreated } from "~/services/integrations/webhooks/emit.server";
import { registerForEvent } from "~/models/registration.server";
import { RESEND_LINK_INTENT } from "~/schemas/personal-link";
import { registrationInputSchema } from "~/schemas/registration";
import { getConfig } from "~/utils/config.server";
import { formResult } from "~/utils/form-result.server";
import { readForm, pageNotFound } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { formatInZone, zoneOptionLabel } from "~/utils/zone-format";
import { visitorZoneOf } from "~/utils/visitor-zone.server";
import { resendLinkAction } from "./resend-link.server";
import { parseEventId } from "~/utils/route-ids";

// /event-registration/{id}: the event for the visitor (loader) and the registration and
// "Lost your link?" posts (action). Kept out of the route module, so none of it (zod, the
// schemas) reaches the browser.

export const REGISTRATION_FAILED = "Something went wrong. Please try again.";
export const EVENT_FULL = "This event is full";
export const EVENT_ENDED = "This event has ended";
export const RATE_LIMITED = "Too many registrations from your network. Please wait a few minutes and try again.";

/** A query parameter as text, trimmed and capped; "" when absent. */
const param = (url: URL, name: string, max: number) => (url.searchParams.get(name) ?? "").trim().slice(0, max);

async function loadEvent(id: string | undefined) {
  const eventId = parseEventId(id);
  const event = eventId === null ? null : await getPublicEvent({ eventId });
  if (!event) throw pageNotFound("Event not found");
  return event;
}

export async function registrationPageLoader({ request, params }: LoaderFunctionArgs) {
  const event = await loadEvent(params.id);
  const url = new URL(request.url);
  const title = param(url, "title", 200);
  const token = param(url, "token", 200);
  const invited = ["true", "1", "yes"].includes(param(url, "invited", 10).toLowerCase());
  return json({
    event: {
      ...publicEventFace(event),
      scheduledAt: event.scheduledAt,
      timezone: event.timezone,
      startsAt: formatInZone(event.scheduledAt, event.timezone, VIEWER_DATE),
      spotsLeft: event.spotsLeft,
      isFull: event.isFull,
      // Live ahead of the time it was announced for: the page says it started early, not that it starts later.
      startedEarly: event.status === "live" && Date.parse(event.scheduledAt) > Date.now(),
    },
    viewer: viewerTimes(event.scheduledAt, visitorZoneOf(request) ?? event.timezone),
    // An event the host runs on demand keeps taking registrations after its live.
    ...(await replayAndOnDemand(event)),
    invite: { invitedTo: invited || title || token ? title : null, email: param(url, "email", 254), token },
    brand: await getEventBrand({ eventId: event.id }),
  });
}

type Outcome = "registered" | "full" | "ended" | "rate_limited" | "failed" | null;

export async function registrationPageAction({ request, params, context }: ActionFunctionArgs) {
  const eventId = parseEventId(params.id);
  if (eventId === null) throw pageNotFound("Event not found");
  const formData = await readForm(request);
  const origin = new URL(getConfig().PUBLIC_URL ?? request.url).origin;
  if (formData.get("intent") === RESEND_LINK_INTENT) {
    const answer = await resendLinkAction({ formData, eventId, ip: context.clientIp, origin });
    if (!answer) throw pageNotFound("Event not found");
    return answer;
  }

  const submission = parseWithZod(formData, { schema: registrationInputSchema });
  const reply = (
    status: number,
    outcome: Outcome,
    extra: { formErrors?: string[]; toast?: ToastMessage; join?: JoinOffer | null; known?: boolean } = {},
  ) =>
    formResult(
      "register",
      submission.reply(extra.formErrors ? { formErrors: extra.formErrors } : undefined),
      { status, toast: extra.toast },
      {
        outcome,
        join: extra.join ?? null,
        known: extra.known ?? false,
        // Only what the visitor typed: nothing about an earlier registration is revealed.
        registrant:
          submission.status === "success"
            ? { firstName: submission.value.firstName, email: submission.value.email, timezone: submission.value.timezone }
            : null,
      },
    );
  if (submission.status !== "success") return reply(400, null);
  const event = await getPublicEvent({ eventId });
  if (!event) throw pageNotFound("Event not found");
  // A page left open past the end still posts: the seat is for an event that is over.
  if (event.status === "completed" && !(await isOnDemandOpen(eventId))) return reply(409, "ended", { formErrors: [EVENT_ENDED] });

  let result: Awaited<ReturnType<typeof registerForEvent>>;
  try {
    result = await registerForEvent({ eventId, input: submission.value, ip: context.clientIp, origin, alsoRecord: emitRegistrationCreated });
  } catch (error) {
    getLogger().error({ err: error, eventId }, "event registration failed");
    return reply(500, "failed", {
      formErrors: [REGISTRATION_FAILED],
      toast: { title: "Registration Failed", description: REGISTRATION_FAILED, variant: "destructive" },
    });
  }
  switch (result.status) {
    case "not_found":
      throw pageNotFound("Event not found");
    case "full":
      return reply(409, "full", { formErrors: [EVENT_FULL] });
    case "rate_limited":
      return reply(429, "rate_limited", { formErrors: [RATE_LIMITED] });
    default: {
      const path = eventLinkOnRegistration(result);
      // An e-mail already registered (or any registrant of an event that confirms addresses) gets the link by e-mail only.
      if (!path) {
        return reply(201, "registered", {
          known: result.status === "existing",
          toast: { title: "Registration Successful!", description: "Check your e-mail for your personal link." },
        });
      }
      return reply(201, "registered", {
        join: joinOffer(event, result.registration.id, `${origin}${path}`, path),
        toast: { title: "Registration Successful!", description: "Your personal link is on this page, and on its way to your e-mail." },
      });
    }
  }
}

function joinOffer(event: PublicEvent, registrationId: number, url: string, path: string): JoinOffer {
  const entry = registrantCalendarEntry(event, registrationId, url);
  return {
    path,
    live: event.status === "live",
    calendar: { google: googleCalendarLink(entry), outlook: outlookCalendarLink(entry), ics: calendarFilePath(path) },
  };
}

/**
 * The times in the zone the page starts in, written on the server: the browser's Intl may spell
 * them a little differently, and the first render must match the server's to the character.
 */
function viewerTimes(scheduledAt: string, zone: string): ViewerTimes {
  return {
    zone,
    label: zoneOptionLabel(zone, scheduledAt),
    when: formatInZone(scheduledAt, zone, VIEWER_DATE),
    short: formatInZone(scheduledAt, zone, SHORT_DATE),
  };
}
