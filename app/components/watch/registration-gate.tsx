import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { useActionToast } from "~/components/toaster";
import { errorsOf, formErrorOf, resultFor, typedValue, type FormResult } from "~/utils/form-result";
import { REGISTER_INTENT } from "../../contracts/watch-data";
import * as styles from "./watch.css";
import { GateHeading } from "./gate-heading";
import { AlertText } from "~/components/ui/alert-text";

const isRegisterIntent = (intent: unknown): intent is typeof REGISTER_INTENT => intent === REGISTER_INTENT;

function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {messages[0]}
    </p>
  );
}

/** One labelled input of the gate: after a refused post, its first error announced and tied to it, and what was typed kept. */
function GateField({
  answer,
  name,
  label,
  ...input
}: { answer: FormResult | null; name: string; label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `viewer-${name}`;
  const errors = errorsOf(answer, name);
  const invalid = errors?.length ? true : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={styles.input}
        defaultValue={typedValue(answer, name)}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}

/** A registration whose link went only to the e-mail: where it went, what to say, and the fields to send it again. */
interface LinkSent {
  sentTo: string;
  message: string;
  registrant: { email: string; firstName: string; phone: string };
}

function linkSentOf(data: unknown): LinkSent | null {
  if (typeof data !== "object" || data === null || !("sentTo" in data) || !("registrant" in data) || !("message" in data)) return null;
  return typeof data.sentTo === "string" && typeof data.message === "string" ? (data as LinkSent) : null;
}

/** The e-mail was registered already, or the event confirms addresses first: the personal link is in the viewer's inbox, not on this page. */
function CheckInbox({ sent, submitting }: { sent: LinkSent; submitting: boolean }) {
  const { pathname } = useLocation();
  return (
    <section className={styles.gate} aria-labelledby="inbox-title">
      <GateHeading id="inbox-title" icon="mail">
        Check your inbox
      </GateHeading>
      <p className={styles.gateText} role="status">
        {sent.message}
      </p>
      <p className={styles.muted}>Nothing there after a minute or two? Look in your spam folder, or send it again.</p>
      <Form method="post" className={styles.form}>
        <input type="hidden" name="email" value={sent.registrant.email} />
        <input type="hidden" name="firstName" value={sent.registrant.firstName} />
        <input type="hidden" name="phone" value={sent.registrant.phone} />
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? "Sending…" : "Send it again"}
        </button>
      </Form>
      <Link to={pathname} className={styles.otherEmail}>
        Use another e-mail
      </Link>
    </section>
  );
}

/** 'Join Live Stream': e-mail and first name (phone optional); a new registrant is taken into the room, and their personal link is e-mailed too. */
export function RegistrationGate({ title }: { title: string }) {
  const actionData = useActionData();
  const data = resultFor(actionData, isRegisterIntent);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  useActionToast(data?.toast);
  const sent = data?.result.status === "success" ? linkSentOf(actionData) : null;
  if (sent) return <CheckInbox sent={sent} submitting={submitting} />;
  const formError = formErrorOf(data);
  return (
    <section className={styles.gate} aria-labelledby="join-title">
      <h2 id="join-title" className={styles.gateTitle}>
        Join Live Stream
      </h2>
      <p className={styles.gateText}>Register to watch {title}. We also e-mail you a personal link, so you can come back any time.</p>
      <AlertText className={styles.formError} message={formError} />
      <Form method="post" className={styles.form} noValidate>
        <GateField answer={data} name="email" label="Email" type="email" autoComplete="email" inputMode="email" required maxLength={254} />
        <GateField answer={data} name="firstName" label="First name" type="text" autoComplete="given-name" required maxLength={100} />
        <GateField
          answer={data}
          name="phone"
          label={
            <>
              Phone <span className={styles.optional}>(optional)</span>
            </>
          }
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={32}
        />
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? "Joining…" : "Join Live Stream"}
        </button>
        <p className={styles.privacy}>We use your e-mail only for this event.</p>
      </Form>
    </section>
  );
}
