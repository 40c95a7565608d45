import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { useActionToast } from "~/components/toaster";
import { errorsOf, formErrorOf, resultFor, typedValue } from "~/utils/form-result";
import { REGISTER_INTENT } from "./watch-data";
import * as styles from "./watch.css";

const isRegisterIntent = (intent: unknown): intent is typeof REGISTER_INTENT => intent === REGISTER_INTENT;

function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {messages[0]}
    </p>
  );
}

/** One labelled input of the gate, its first error announced and tied to it. */
function GateField({ name, label, errors, ...input }: { name: string; label: ReactNode; errors?: string[] } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `viewer-${name}`;
  const invalid = errors?.length ? true : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} name={name} className={styles.input} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined} {...input} />
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}

/** 'Join Live Stream': e-mail and first name (phone optional) give the viewer their personal link. */
export function RegistrationGate({ title }: { title: string }) {
  const data = resultFor(useActionData(), isRegisterIntent);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  useActionToast(data?.toast);
  const formError = formErrorOf(data);
  return (
    <section className={styles.gate} aria-labelledby="join-title">
      <h2 id="join-title" className={styles.gateTitle}>
        Join Live Stream
      </h2>
      <p className={styles.gateText}>Register to watch {title}. You get a personal link, so you can come back any time.</p>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <Form method="post" className={styles.form} noValidate>
        <GateField
          name="email"
          label="Email"
          errors={errorsOf(data, "email")}
          defaultValue={typedValue(data, "email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
        />
        <GateField
          name="firstName"
          label="First name"
          errors={errorsOf(data, "firstName")}
          defaultValue={typedValue(data, "firstName")}
          type="text"
          autoComplete="given-name"
          required
          maxLength={100}
        />
        <GateField
          name="phone"
          label={
            <>
              Phone <span className={styles.optional}>(optional)</span>
            </>
          }
          errors={errorsOf(data, "phone")}
          defaultValue={typedValue(data, "phone")}
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
