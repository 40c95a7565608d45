import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CheckIcon, ClockIcon, MailIcon } from "~/components/request-invite/icons";
import * as styles from "~/components/request-invite/request-invite.css";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { EmailLinkPage, LinkPageText } from "~/components/email-link-page/email-link-page";
import * as own from "~/components/email-link-page/email-link-page.css";

export type CancelRegistrationView =
  | { state: "invalid" }
  | {
      state: "open" | "cancelled" | "over";
      firstName: string;
      email: string;
      eventTitle: string;
      hostName: string;
      /** When the event starts, in the registrant's own zone. */
      when: string;
      /** The registrant's personal link (keep the seat), or the registration page (register again). */
      watchPath: string;
      registerPath: string;
      error: string | null;
    };

/** A registrant gives up their seat: opening the link (as mail scanners do) changes nothing, the button posts. */
export function CancelRegistrationCard({ view }: { view: CancelRegistrationView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const cancelled = view.state === "cancelled";
  // The heading says what happened: focus goes there so it is announced.
  useEffect(() => {
    if (cancelled) heading.current?.focus();
  }, [cancelled]);

  if (view.state === "invalid") {
    return (
      <EmailLinkPage titleId="cancel-invalid" title="This link is not valid any more" mark={{ icon: <MailIcon />, tone: "muted" }}>
        <LinkPageText>
          The registration it belonged to was cancelled, or the link was cut short when it was copied. Use the link in your most recent e-mail about
          the event.
        </LinkPageText>
        <ButtonLink to="/" variant="ghost">
          Go to the home page
        </ButtonLink>
      </EmailLinkPage>
    );
  }

  const address = <strong className={own.address}>{view.email}</strong>;
  const event = <strong>{view.eventTitle}</strong>;
  if (view.state === "over") {
    return (
      <EmailLinkPage titleId="cancel-over" title="This event has already taken place" mark={{ icon: <ClockIcon size={28} />, tone: "muted" }}>
        <LinkPageText>
          {event} with {view.hostName} was on {view.when}. There is no seat left to give up.
        </LinkPageText>
        <ButtonLink to={view.watchPath} variant="secondary">
          Open your event page
        </ButtonLink>
      </EmailLinkPage>
    );
  }

  if (cancelled) {
    return (
      <EmailLinkPage
        titleId="cancel-done"
        title="Your registration is cancelled"
        mark={{ icon: <CheckIcon size={28} />, tone: "success" }}
        headingRef={heading}
      >
        <LinkPageText role="status">
          {view.firstName}, your seat for {event} is given up. No more reminders will be sent to {address} for it.
        </LinkPageText>
        <LinkPageText>Changed your mind?</LinkPageText>
        <ButtonLink to={view.registerPath} variant="secondary">
          Register again
        </ButtonLink>
      </EmailLinkPage>
    );
  }

  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "cancel";
  return (
    <EmailLinkPage titleId="cancel-title" title="Cancel your registration?" mark={{ icon: <MailIcon />, tone: "muted" }}>
      <FormAlert id="cancel-error" errors={view.error ? [view.error] : undefined} />
      <LinkPageText>
        {view.firstName}, you are registered for {event} with {view.hostName} on {view.when}.
      </LinkPageText>
      <LinkPageText>Cancelling gives up your seat, and no more reminders are sent to {address}.</LinkPageText>
      <Form method="post" className={styles.actions}>
        <Button type="submit" name="intent" value="cancel" variant="danger" disabled={busy}>
          {busy ? "Cancelling…" : "Yes, cancel my registration"}
        </Button>
        <ButtonLink to={view.watchPath} variant="ghost">
          Keep my seat
        </ButtonLink>
      </Form>
    </EmailLinkPage>
  );
}
