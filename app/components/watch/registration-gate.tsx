import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useActionToast } from "~/components/toaster";
import type { WatchActionData } from "./watch-route.server";
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

/** 'Join Live Stream': e-mail and first name (phone optional) give the viewer their personal link. */
export function RegistrationGate({ title }: { title: string }) {
  const data = useActionData<WatchActionData>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  useActionToast(toastFor(data));
  const errors = data?.fieldErrors ?? {};
  const invalid = (name: string) => (errors[name]?.length ? true : undefined);
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
        <div className={styles.field}>
          <label htmlFor="viewer-email" className={styles.label}>
            Email
          </label>
          <input
            id="viewer-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            defaultValue={data?.values.email}
            className={styles.input}
            aria-invalid={invalid("email")}
            aria-describedby={invalid("email") ? "viewer-email-error" : undefined}
          />
          <FieldError id="viewer-email-error" messages={errors.email} />
        </div>
        <div className={styles.field}>
          <label htmlFor="viewer-first-name" className={styles.label}>
            First name
          </label>
          <input
            id="viewer-first-name"
            name="firstName"
            type="text"
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={data?.values.firstName}
            className={styles.input}
            aria-invalid={invalid("firstName")}
            aria-describedby={invalid("firstName") ? "viewer-first-name-error" : undefined}
          />
          <FieldError id="viewer-first-name-error" messages={errors.firstName} />
        </div>
        <div className={styles.field}>
          <label htmlFor="viewer-phone" className={styles.label}>
            Phone <span className={styles.optional}>(optional)</span>
          </label>
          <input
            id="viewer-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={32}
            defaultValue={data?.values.phone}
            className={styles.input}
            aria-invalid={invalid("phone")}
            aria-describedby={invalid("phone") ? "viewer-phone-error" : undefined}
          />
          <FieldError id="viewer-phone-error" messages={errors.phone} />
        </div>
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? "Joining…" : "Join Live Stream"}
        </button>
        <p className={styles.privacy}>We use your e-mail only for this event.</p>
      </Form>
    </section>
  );
}
