import { Form, Link } from "@remix-run/react";
import { EmailLinkPage } from "~/components/email-link-page/email-link-page";
import { MailIcon } from "~/components/request-invite/icons";
import * as styles from "~/components/request-invite/request-invite.css";
import { button } from "~/components/ui/button.css";
import * as fieldStyles from "~/components/ui/field.css";
import * as cardStyles from "./team-join-card.css";

export type TeamJoinView =
  | { state: "invalid"; error: string }
  | {
      state: "open";
      hostName: string;
      role: string;
      /** The invited address, masked (j…@example.com). */
      invitedAs: string;
      /** The signed-in account: its name, its address, and whether it is the invited one. */
      signedIn: { name: string; email: string; invitee: boolean } | null;
      signInPath: string;
      signUpPath: string;
      error: string | null;
    };

/** `text` with each mention of `address` kept on one line. */
function withAddress(text: string, address: string) {
  return text.split(address).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <span key={index} className={cardStyles.address}>
            {address}
          </span>,
          part,
        ],
  );
}

/** The page an invitation's link opens: who invites, as what, and one button to join (posted). */
export function TeamJoinCard({ view }: { view: TeamJoinView }) {
  return (
    <EmailLinkPage mark={<MailIcon />} titleId="team-join-title" muted>
      {view.state === "invalid" ? (
        <>
          <h1 id="team-join-title" className={styles.successTitle}>
            You can&apos;t join with this link
          </h1>
          <p className={styles.successText}>{view.error}</p>
          <Link to="/" className={button.ghost}>
            Go to the home page
          </Link>
        </>
      ) : (
        <>
          <h1 id="team-join-title" className={styles.successTitle}>
            Join {view.hostName}&apos;s team
          </h1>
          <p className={styles.successText}>
            {view.hostName} invites you as a {view.role.toLowerCase()}: you will help run their live events with your own account.
          </p>
          {view.error ? (
            <div id="team-join-error" className={fieldStyles.formAlert} role="alert">
              {withAddress(view.error, view.invitedAs)}
            </div>
          ) : null}
          {view.signedIn?.invitee ? (
            <Form method="post" className={styles.actions}>
              <button type="submit" className={button.primary}>
                Join as {view.signedIn.name}
              </button>
            </Form>
          ) : view.signedIn ? (
            <>
              <p className={styles.successText}>You are signed in as {view.signedIn.email}.</p>
              <Form method="post" className={styles.actions}>
                <button type="submit" name="intent" value="switch-account" className={button.primary}>
                  Sign out and switch account
                </button>
              </Form>
            </>
          ) : (
            <>
              <p className={styles.successText}>
                Sign in with {view.invitedAs} to accept. New to ShowUp? Create your free account here and you join the team as soon as it is created.
              </p>
              <div className={styles.actions}>
                <Link to={view.signInPath} className={button.primary}>
                  Sign in to accept
                </Link>
                <Link to={view.signUpPath} className={button.secondary}>
                  Create an account
                </Link>
              </div>
            </>
          )}
        </>
      )}
    </EmailLinkPage>
  );
}
