import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EventSummary } from "~/components/registration/event-summary";
import { brandStyle } from "~/components/settings/branding/brand-style";
import { RegistrationForm } from "~/components/registration/registration-form";
import { EventFull, RegistrationSuccess } from "~/components/registration/registration-result";
import { ResendLinkForm } from "~/components/registration/resend-link-form";
import * as styles from "~/components/registration/registration.css";
import type { ToastMessage } from "~/utils/form-result";
import { useActionToast } from "~/components/toaster";
import { getPublicEvent } from "~/models/event.server";
import { getEventBrand } from "~/models/host-settings.server";
import { registerForEvent } from "~/models/registration.server";
import { parseEventId } from "~/schemas/event";
import { RESEND_LINK_INTENT } from "~/schemas/personal-link";
import { registrationInputSchema } from "~/schemas/registration";
import { getConfig } from "~/utils/config.server";
import { formResult } from "~/utils/form-result.server";
import { readForm, pageNotFound } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { formatInZone, REGISTRATION_TIME_ZONES } from "~/utils/time-zones";
import { resendLinkAction } from "./resend-link.server";

export const REGISTRATION_FAILED = "Something went wrong. Please try again.";
export const EVENT_FULL = "This event is full";
export const RATE_LIMITED = "Too many registrations from your network. Please wait a few minutes and try again.";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Register: ${data.event.title} — ShowUp` : "Event registration — ShowUp" },
];

/** A refused "Lost your link?" post says when to try again. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: "long", month: "short", day: "numeric", year: "numeric" };
const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric", year: undefined };

/** A query parameter as text, trimmed and capped; "" when absent. */
const param = (url: URL, name: string, max: number) => (url.searchParams.get(name) ?? "").trim().slice(0, max);

async function loadEvent(id: string | undefined) {
  const eventId = parseEventId(id);
  const event = eventId === null ? null : await getPublicEvent({ eventId });
  if (!event) throw pageNotFound("Event not found");
  return event;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const event = await loadEvent(params.id);
  const url = new URL(request.url);
  const title = param(url, "title", 200);
  const token = param(url, "token", 200);
  const invited = ["true", "1", "yes"].includes(param(url, "invited", 10).toLowerCase());
  return json({
    event: {
      id: event.id,
      title: event.title,
      description: event.description,
      coverImageUrl: event.coverImageUrl,
      hostName: event.hostName,
      hostBio: event.hostBio,
      status: event.status,
      durationMinutes: event.durationMinutes,
      startsAt: formatInZone(event.scheduledAt, event.timezone, LONG_DATE),
      spotsLeft: event.spotsLeft,
      isFull: event.isFull,
    },
    // Formatted here, once, so server and browser show the same text.
    timesByZone: Object.fromEntries(REGISTRATION_TIME_ZONES.map(({ zone }) => [zone, formatInZone(event.scheduledAt, zone, SHORT_DATE)])),
    invite: { invitedTo: invited || title || token ? title : null, email: param(url, "email", 254), token },
    brand: await getEventBrand({ eventId: event.id }),
  });
}

type Outcome = "registered" | "full" | "rate_limited" | "failed" | null;

export async function action({ request, params, context }: ActionFunctionArgs) {
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
  const reply = (status: number, outcome: Outcome, extra: { formErrors?: string[]; toast?: ToastMessage } = {}) =>
    formResult(
      "register",
      submission.reply(extra.formErrors ? { formErrors: extra.formErrors } : undefined),
      { status, toast: extra.toast },
      {
        outcome,
        // Only what the visitor typed: nothing about an earlier registration is revealed.
        registrant:
          submission.status === "success"
            ? { firstName: submission.value.firstName, email: submission.value.email, timezone: submission.value.timezone }
            : null,
      },
    );
  if (submission.status !== "success") return reply(400, null);

  let result: Awaited<ReturnType<typeof registerForEvent>>;
  try {
    result = await registerForEvent({ eventId, input: submission.value, ip: context.clientIp, origin });
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
    default:
      // The same answer for a new and a known e-mail: the personal link goes only by e-mail.
      return reply(201, "registered", {
        toast: { title: "Registration Successful!", description: "Check your e-mail for your personal link." },
      });
  }
}

export default function EventRegistrationPage() {
  const { event, timesByZone, invite, brand } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const registration = actionData?.intent === "register" ? actionData : undefined;
  const resend = actionData?.intent === "resend-link" ? actionData : undefined;
  useActionToast(registration?.toast);
  const registered = registration?.outcome === "registered" ? registration.registrant : null;
  const full = registration?.outcome === "full" || (event.isFull && !registration);

  return (
    <div className={styles.page} style={brandStyle(brand)}>
      <EventSummary event={event} invitedTo={invite.invitedTo} localTime={registered ? (timesByZone[registered.timezone] ?? null) : null} />
      {registered ? (
        <RegistrationSuccess
          firstName={registered.firstName}
          email={registered.email}
          startsAt={timesByZone[registered.timezone] ?? event.startsAt}
        />
      ) : (
        <div className={styles.formColumn}>
          {full ? (
            <EventFull />
          ) : (
            <section className={styles.card} aria-labelledby="register-title">
              <h2 id="register-title" className={styles.formTitle}>
                Save your seat
              </h2>
              <p className={styles.formIntro}>Register in under a minute.</p>
              <RegistrationForm lastResult={registration?.result} defaults={{ email: invite.email, token: invite.token }} timesByZone={timesByZone} />
            </section>
          )}
          <ResendLinkForm lastResult={resend?.result} sentTo={resend?.sentTo ?? null} />
        </div>
      )}
    </div>
  );
}
