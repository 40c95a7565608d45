import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EventSummary } from "~/components/registration/event-summary";
import { brandStyle } from "~/components/settings/branding/brand-style";
import { RegistrationForm } from "~/components/registration/registration-form";
import { EventEnded, EventFull, RegistrationSuccess } from "~/components/registration/registration-result";
import { ResendLinkForm } from "~/components/registration/resend-link-form";
import * as styles from "~/components/registration/registration.css";
import { useViewerZone } from "~/components/registration/use-viewer-zone";
import { useActionToast } from "~/components/toaster";
import { PoweredBy } from "~/components/ui/powered-by";
import { registrationPageAction, registrationPageLoader } from "~/routes/event-registration.$id/registration-page.server";
import { formatInZone } from "~/utils/zone-format";
import { initialsOf } from "~/components/landing-page/host-avatar";

export { EVENT_ENDED, EVENT_FULL, RATE_LIMITED, REGISTRATION_FAILED } from "~/routes/event-registration.$id/registration-page.server";

export const loader = registrationPageLoader;
export const action = registrationPageAction;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.event.hostName ? `${data.event.title} · ${data.event.hostName}` : data.event.title },
        {
          name: "description",
          content: [data.event.title, data.event.startsAt, data.event.hostName ? `hosted by ${data.event.hostName}` : null]
            .filter(Boolean)
            .join(" · "),
        },
      ]
    : [{ title: "Event registration" }];

/** A refused "Lost your link?" post says when to try again. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export default function EventRegistrationPage() {
  const { event, viewer, replay, onDemand, invite, brand } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const registration = actionData?.intent === "register" ? actionData : undefined;
  const resend = actionData?.intent === "resend-link" ? actionData : undefined;
  useActionToast(registration?.toast);
  const registered = registration?.outcome === "registered" ? registration.registrant : null;
  const [zone, setZone] = useViewerZone(viewer.zone, registered?.timezone);
  const ended = (event.status === "completed" && !onDemand) || registration?.outcome === "ended";
  const full = registration?.outcome === "full" || (event.isFull && !registration);

  return (
    <div className={styles.page} style={brandStyle(brand)}>
      {event.hostName ? (
        <p className={styles.brandBar}>
          <span className={styles.brandMark} aria-hidden="true">
            {initialsOf(event.hostName)}
          </span>
          {event.hostName}
        </p>
      ) : null}
      <main id="main" className={styles.main}>
        <EventSummary event={event} invitedTo={invite.invitedTo} zone={zone} serverTimes={viewer} canRegister={!registered && !ended && !full} />
        {registered ? (
          <RegistrationSuccess
            firstName={registered.firstName}
            email={registered.email}
            startsAt={formatInZone(event.scheduledAt, registered.timezone)}
            join={registration?.join ?? null}
            known={registration?.known ?? false}
            onDemand={onDemand}
          />
        ) : ended ? (
          <EventEnded replay={replay} />
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
                <RegistrationForm
                  lastResult={registration?.result}
                  defaults={{ email: invite.email, token: invite.token }}
                  scheduledAt={event.scheduledAt}
                  zone={zone}
                  serverTimes={viewer}
                  live={event.status === "live"}
                  onZoneChange={setZone}
                />
              </section>
            )}
            <ResendLinkForm lastResult={resend?.result} sentTo={resend?.sentTo ?? null} />
          </div>
        )}
      </main>
      <PoweredBy className={styles.poweredBy} />
    </div>
  );
}
