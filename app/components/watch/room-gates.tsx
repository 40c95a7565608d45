import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useActionToast } from "~/components/toaster";
import { formErrorOf, resultFor } from "~/utils/form-result";
import { GateHeading } from "./gate-heading";
import { PASSCODE_INTENT, RESEND_CONFIRMATION_INTENT } from "../../contracts/watch-data";
import * as styles from "./watch.css";
import { AlertText } from "~/components/ui/alert-text";

const isPasscodeIntent = (intent: unknown): intent is typeof PASSCODE_INTENT => intent === PASSCODE_INTENT;
const isResendIntent = (intent: unknown): intent is typeof RESEND_CONFIRMATION_INTENT => intent === RESEND_CONFIRMATION_INTENT;

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** The event's passcode, asked once (the page comes back through with a cookie that remembers it). */
export function PasscodeGate({ title, hostName }: { title: string; hostName: string | null }) {
  const data = resultFor(useActionData(), isPasscodeIntent);
  const error = formErrorOf(data);
  const submitting = useSubmitting(PASSCODE_INTENT);
  return (
    <section className={styles.gate} aria-labelledby="passcode-title">
      <GateHeading id="passcode-title" icon="lock">
        Enter the passcode
      </GateHeading>
      <p className={styles.gateText}>
        {title} is protected. {hostName ?? "The host"} shared its passcode with the invitation; you enter it once on this device.
      </p>
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="intent" value={PASSCODE_INTENT} />
        <div className={styles.field}>
          <label htmlFor="viewer-passcode" className={styles.label}>
            Passcode
          </label>
          <input
            id="viewer-passcode"
            name="passcode"
            className={styles.input}
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "viewer-passcode-error" : undefined}
          />
          <AlertText id="viewer-passcode-error" className={styles.fieldError} message={error} />
        </div>
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? "Checking…" : "Join"}
        </button>
      </Form>
    </section>
  );
}

/** A whole page that asks for the passcode first: the replay and the on-demand pages of an event behind one. */
export function PasscodePage({ title, hostName }: { title: string; hostName: string | null }) {
  return (
    <div className={styles.page.narrow}>
      <div className={styles.gateColumn}>
        <div className={styles.headingText}>
          <h1 className={styles.title}>{title}</h1>
          {hostName ? <p className={styles.subtitle}>Hosted by {hostName}</p> : null}
        </div>
        <PasscodeGate title={title} hostName={hostName} />
      </div>
    </div>
  );
}

/** An event for confirmed e-mail addresses: the viewer opens the e-mailed link (or asks for it again). */
export function ConfirmEmailGate({ email }: { email: string }) {
  const data = resultFor(useActionData(), isResendIntent);
  useActionToast(data?.toast);
  const sent = data?.result.status === "success";
  const error = formErrorOf(data);
  const submitting = useSubmitting(RESEND_CONFIRMATION_INTENT);
  return (
    <section className={styles.gate} aria-labelledby="confirm-title">
      <GateHeading id="confirm-title" icon="mail">
        Confirm your e-mail to join
      </GateHeading>
      <p className={styles.gateText}>
        This event is for confirmed registrants. Open the link in the e-mail we sent to <strong className={styles.sentTo}>{email}</strong>: it
        confirms your address and brings you straight back here.
      </p>
      {sent ? (
        <p className={styles.muted} role="status">
          We&apos;ve sent the link again. It can take a minute: look in your spam folder too.
        </p>
      ) : (
        <p className={styles.muted}>No e-mail? We can send the link again.</p>
      )}
      <AlertText className={styles.formError} message={error} />
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value={RESEND_CONFIRMATION_INTENT} />
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? "Sending…" : "Send the link again"}
        </button>
      </Form>
    </section>
  );
}
