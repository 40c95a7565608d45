import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import * as buttonStyles from "~/components/ui/button.css";
import { CheckIcon } from "./icons";
import * as styles from "./request-invite.css";

/** What a sent request shows; the heading takes focus so screen readers announce the outcome. */
export function InviteSuccess({ firstName, email }: { firstName: string; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.success} aria-labelledby="invite-success-title">
      <span className={styles.successMark} aria-hidden="true">
        <CheckIcon size={30} />
      </span>
      <h2 id="invite-success-title" className={styles.successTitle} ref={heading} tabIndex={-1}>
        You're on the list!
      </h2>
      <p className={styles.successText}>
        Thanks{firstName ? `, ${firstName}` : ""}. We will reply{email ? ` to ${email}` : ""} within 24 business hours with your invite.
      </p>
      <ol className={styles.steps} aria-label="What happens next">
        <li className={styles.step}>Our team reviews your request</li>
        <li className={styles.step}>Your invite arrives by e-mail, with a link to set up your account</li>
        <li className={styles.step}>A 20-minute onboarding call gets your first webinar live</li>
      </ol>
      <div className={styles.actions}>
        <Link to="/request-invite" className={buttonStyles.button.secondary}>
          Submit another request
        </Link>
        <Link to="/landing-page" className={buttonStyles.button.ghost}>
          See plans and features
        </Link>
      </div>
    </section>
  );
}
