import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CheckIcon, MailIcon } from "~/components/request-invite/icons";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { EmailLinkPage, LinkPageText } from "~/components/email-link-page/email-link-page";
import * as own from "~/components/email-link-page/email-link-page.css";
import * as styles from "~/components/request-invite/request-invite.css";

export type UnsubscribeView =
  { state: "invalid" } | { state: "subscribed" | "unsubscribed"; hostName: string; email: string; changed: boolean; error: string | null };

/** One button, posted: opening the link alone (as mail scanners do) changes nothing. */
function ChoiceForm({ intent, label, primary }: { intent: "unsubscribe" | "resubscribe"; label: string; primary: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className={styles.actions}>
      <Button type="submit" name="intent" value={intent} variant={primary ? "primary" : "secondary"} disabled={busy}>
        {label}
      </Button>
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
      <EmailLinkPage titleId="unsubscribe-invalid" title="This unsubscribe link is not valid" mark={{ icon: <MailIcon />, tone: "muted" }}>
        <LinkPageText>
          It may have been cut short when it was copied. Use the unsubscribe link at the bottom of the most recent e-mail, or reply to that e-mail and
          ask the sender to stop.
        </LinkPageText>
        <ButtonLink to="/" variant="ghost">
          Go to the home page
        </ButtonLink>
      </EmailLinkPage>
    );
  }

  const { hostName, email, error } = view;
  const address = <strong className={own.address}>{email}</strong>;
  const unsubscribed = view.state === "unsubscribed";
  return (
    <EmailLinkPage
      titleId="unsubscribe-title"
      title={unsubscribed ? "You're unsubscribed" : view.changed ? "You're subscribed again" : `Unsubscribe from ${hostName}?`}
      mark={unsubscribed ? { icon: <CheckIcon size={28} />, tone: "success" } : { icon: <MailIcon />, tone: "muted" }}
      headingRef={heading}
    >
      <FormAlert id="unsubscribe-error" errors={error ? [error] : undefined} />
      {unsubscribed ? (
        <>
          <LinkPageText role="status">
            {hostName} will not e-mail {address} again.
          </LinkPageText>
          <LinkPageText>Unsubscribed by mistake?</LinkPageText>
          <ChoiceForm intent="resubscribe" label="Resubscribe" primary={false} />
        </>
      ) : (
        <>
          <LinkPageText role={view.changed ? "status" : undefined}>
            {view.changed ? (
              <>
                {hostName} can e-mail {address} again.
              </>
            ) : (
              <>
                {hostName} will stop sending e-mail to {address} about any of their events.
              </>
            )}
          </LinkPageText>
          <ChoiceForm intent="unsubscribe" label="Unsubscribe" primary />
        </>
      )}
    </EmailLinkPage>
  );
}
