import type { FieldMetadata } from "@conform-to/react";
import { Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { googleErrorText } from "~/schemas/auth-rules";
import * as buttonStyles from "./ui/button.css";
import { FormAlert, FormField } from "./ui/field";
import * as styles from "./auth-card.css";

/**
 * A sign-in page's card: its form (children), the way in with Google (google), then a line that
 * leads elsewhere (footer) and the small print (legal).
 */
export function AuthCard({
  title,
  subtitle,
  google,
  footer,
  legal,
  children,
}: {
  title: string;
  subtitle: string;
  google?: GoogleWay;
  footer?: ReactNode;
  legal?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <Link to="/" className={styles.logo}>
        <img src="/favicon.svg" alt="" className={styles.mark} width={32} height={32} />
        ShowUp
      </Link>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
        {google ? <GoogleAlternative {...google} /> : null}
        {footer ? <p className={styles.footer}>{footer}</p> : null}
        {legal ? <p className={styles.legal}>{legal}</p> : null}
      </section>
    </main>
  );
}

/**
 * A new password, then the same again. Keyed by the last answer (useResultKey), so a refused
 * password never stays in them.
 */
export function NewPasswordFields<Form extends Record<string, unknown>>({
  password,
  confirmPassword,
  resultKey,
  label,
}: {
  password: FieldMetadata<string, Form, string[]>;
  confirmPassword: FieldMetadata<string, Form, string[]>;
  resultKey: string;
  /** "Password" on sign-up, "New password" on a reset. */
  label: string;
}) {
  return (
    <>
      <FormField key={`password-${resultKey}`} meta={password} label={label} type="password" autoComplete="new-password" />
      <FormField
        key={`confirm-${resultKey}`}
        meta={confirmPassword}
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** Why Google sign-in failed, as the callback's redirect says (?error=); nothing when it did not. */
export function GoogleErrorAlert({ failed }: { failed: string }) {
  const [searchParams] = useSearchParams();
  const googleError = googleErrorText(searchParams.get("error"));
  return googleError ? <FormAlert id="google-error" errors={[`${failed}: ${googleError}`]} /> : null;
}

interface GoogleWay {
  href: string;
  label: string;
  configured: boolean;
}

/** "or", then Google's way in: a plain link, so it works without JavaScript and is not blocked by the form-action policy. */
function GoogleAlternative({ href, label, configured }: GoogleWay) {
  return (
    <>
      <div className={styles.divider}>or</div>
      {configured ? (
        <a href={href} className={`${buttonStyles.button.secondary} ${buttonStyles.block}`}>
          <GoogleMark />
          {label}
        </a>
      ) : (
        <>
          <button type="button" className={`${buttonStyles.button.secondary} ${buttonStyles.block}`} disabled aria-describedby="google-note">
            {label}
          </button>
          <p id="google-note" className={styles.googleNote}>
            Google sign-in is not configured on this server. Use your email and password.
          </p>
        </>
      )}
    </>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}
