import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CheckIcon, ClockIcon, MailIcon } from "~/components/request-invite/icons";
import * as styles from "~/components/request-invite/request-invite.css";
import * as buttonStyles from "~/components/ui/button.css";
import { FormAlert } from "~/components/ui/field";
import { EmailLinkPage } from "~/components/email-link-page/email-link-page";
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
      <EmailLinkPage mark={<MailIcon />} titleId="cancel-invalid" muted>
        <h1 id="cancel-invalid" className={styles.successTitle}>
          This link is not valid any more
        </h1>
        <p className={styles.successText}>
          The registration it belonged to was cancelled, or the link was cut short when it was copied. Use the link in your most recent e-mail about
          the event.
        </p>
        <Link to="/" className={buttonStyles.button.ghost}>
          Go to the home page
        </Link>
      </EmailLinkPage>
    );
  }

  const address = <strong className={own.address}>{view.email}</strong>;
  const event = <strong>{view.eventTitle}</strong>;
  if (view.state === "over") {
    return (
      <EmailLinkPage mark={<ClockIcon size={28} />} titleId="cancel-over" muted>
        <h1 id="cancel-over" className={styles.successTitle}>
          This event has already taken place
        </h1>
        <p className={styles.successText}>
          {event} with {view.hostName} was on {view.when}. There is no seat left to give up.
        </p>
        <Link to={view.watchPath} className={buttonStyles.button.secondary}>
          Open your event page
        </Link>
      </EmailLinkPage>
    );
  }

  if (cancelled) {
    return (
      <EmailLinkPage mark={<CheckIcon size={28} />} titleId="cancel-done" muted={false}>
        <h1 id="cancel-done" className={styles.successTitle} ref={heading} tabIndex={-1}>
          Your registration is cancelled
        </h1>
        <p className={styles.successText} role="status">
          {view.firstName}, your seat for {event} is given up. No more reminders will be sent to {address} for it.
        </p>
        <p className={styles.successText}>Changed your mind?</p>
        <Link to={view.registerPath} className={buttonStyles.button.secondary}>
          Register again
        </Link>
      </EmailLinkPage>
    );
  }

  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "cancel";
  return (
    <EmailLinkPage mark={<MailIcon />} titleId="cancel-title" muted>
      <h1 id="cancel-title" className={styles.successTitle}>
        Cancel your registration?
      </h1>
      <FormAlert id="cancel-error" errors={view.error ? [view.error] : undefined} />
      <p className={styles.successText}>
        {view.firstName}, you are registered for {event} with {view.hostName} on {view.when}.
      </p>
      <p className={styles.successText}>Cancelling gives up your seat, and no more reminders are sent to {address}.</p>
      <Form method="post" className={styles.actions}>
        <button type="submit" name="intent" value="cancel" className={buttonStyles.button.danger} disabled={busy}>
          {busy ? "Cancelling…" : "Yes, cancel my registration"}
        </button>
        <Link to={view.watchPath} className={buttonStyles.button.ghost}>
          Keep my seat
        </Link>
      </Form>
    </EmailLinkPage>
  );
}
