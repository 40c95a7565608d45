import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CheckIcon, MailIcon } from "~/components/request-invite/icons";
import * as styles from "~/components/request-invite/request-invite.css";
import * as buttonStyles from "~/components/ui/button.css";
import { FormAlert } from "~/components/ui/field";
import { EmailLinkPage } from "~/components/email-link-page/email-link-page";
import * as own from "~/components/email-link-page/email-link-page.css";

export type UnsubscribeView =
  { state: "invalid" } | { state: "subscribed" | "unsubscribed"; hostName: string; email: string; changed: boolean; error: string | null };

/** One button, posted: opening the link alone (as mail scanners do) changes nothing. */
function ChoiceForm({ intent, label, primary }: { intent: "unsubscribe" | "resubscribe"; label: string; primary: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className={styles.actions}>
      <button
        type="submit"
        name="intent"
        value={intent}
        className={primary ? buttonStyles.button.primary : buttonStyles.button.secondary}
        disabled={busy}
      >
        {label}
      </button>
    </Form>
  );
}

export function UnsubscribeCard({ view }: { view: UnsubscribeView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const changed = view.state !== "invalid" && view.changed;
  const state = view.state;
  // After a change the heading says what happened: move focus there so it is announced.
  useEffect(() => {
    if (changed) heading.current?.focus();
  }, [changed, state]);

  if (view.state === "invalid") {
    return (
      <EmailLinkPage mark={<MailIcon />} titleId="unsubscribe-invalid" muted>
        <h1 id="unsubscribe-invalid" className={styles.successTitle}>
          This unsubscribe link is not valid
        </h1>
        <p className={styles.successText}>
          It may have been cut short when it was copied. Use the unsubscribe link at the bottom of the most recent e-mail, or reply to that e-mail and
          ask the sender to stop.
        </p>
        <Link to="/" className={buttonStyles.button.ghost}>
          Go to the home page
        </Link>
      </EmailLinkPage>
    );
  }

  const { hostName, email, error } = view;
  const address = <strong className={own.address}>{email}</strong>;
  return (
    <EmailLinkPage
      mark={view.state === "unsubscribed" ? <CheckIcon size={28} /> : <MailIcon />}
      titleId="unsubscribe-title"
      muted={view.state !== "unsubscribed"}
    >
      <h1 id="unsubscribe-title" className={styles.successTitle} ref={heading} tabIndex={-1}>
        {view.state === "unsubscribed" ? "You're unsubscribed" : view.changed ? "You're subscribed again" : `Unsubscribe from ${hostName}?`}
      </h1>
      <FormAlert id="unsubscribe-error" errors={error ? [error] : undefined} />
      {view.state === "unsubscribed" ? (
        <>
          <p className={styles.successText} role="status">
            {hostName} will not e-mail {address} again.
          </p>
          <p className={styles.successText}>Unsubscribed by mistake?</p>
          <ChoiceForm intent="resubscribe" label="Resubscribe" primary={false} />
        </>
      ) : (
        <>
          <p className={styles.successText} role={view.changed ? "status" : undefined}>
            {view.changed ? (
              <>
                {hostName} can e-mail {address} again.
              </>
            ) : (
              <>
                {hostName} will stop sending e-mail to {address} about any of their events.
              </>
            )}
          </p>
          <ChoiceForm intent="unsubscribe" label="Unsubscribe" primary />
        </>
      )}
    </EmailLinkPage>
  );
}
