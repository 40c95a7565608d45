import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { useActionToast } from "~/components/toaster";
import type { WatchActionData } from "./watch-data";
import * as styles from "./watch.css";

function toastFor(data: WatchActionData | undefined) {
  if (!data) return null;
  return { title: data.title, description: data.error || "Failed to register. Please try again.", variant: "destructive" as const };
}

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
  const data = useActionData<WatchActionData>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  useActionToast(toastFor(data));
  const errors = data?.fieldErrors ?? {};
  return (
    <section className={styles.gate} aria-labelledby="join-title">
      <h2 id="join-title" className={styles.gateTitle}>
        Join Live Stream
      </h2>
      <p className={styles.gateText}>Register to watch {title}. You get a personal link, so you can come back any time.</p>
      {data?.error && !Object.keys(errors).length ? (
        <p className={styles.formError} role="alert">
          {data.error}
        </p>
      ) : null}
      <Form method="post" className={styles.form} noValidate>
        <GateField name="email" label="Email" errors={errors.email} defaultValue={data?.values.email} type="email" autoComplete="email" inputMode="email" required maxLength={254} />
        <GateField name="firstName" label="First name" errors={errors.firstName} defaultValue={data?.values.firstName} type="text" autoComplete="given-name" required maxLength={100} />
        <GateField
          name="phone"
          label={
            <>
              Phone <span className={styles.optional}>(optional)</span>
            </>
          }
          errors={errors.phone}
          defaultValue={data?.values.phone}
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
