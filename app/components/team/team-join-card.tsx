import { Form, Link } from "@remix-run/react";
import { EmailLinkPage } from "~/components/email-link-page/email-link-page";
import { MailIcon } from "~/components/request-invite/icons";
import * as styles from "~/components/request-invite/request-invite.css";
import { button } from "~/components/ui/button.css";
import { FormAlert } from "~/components/ui/field";

export type TeamJoinView =
  | { state: "invalid"; error: string }
  | { state: "open"; hostName: string; role: string; email: string; signedInAs: string | null; path: string; error: string | null };

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
            {view.hostName} invites you as a {view.role.toLowerCase()}: you will help run their live events with your own account. The invitation was
            sent to {view.email}.
          </p>
          <FormAlert id="team-join-error" errors={view.error ? [view.error] : undefined} />
          {view.signedInAs ? (
            <Form method="post" className={styles.actions}>
              <button type="submit" className={button.primary}>
                Join as {view.signedInAs}
              </button>
            </Form>
          ) : (
            <>
              <p className={styles.successText}>Sign in to accept. New to ShowUp? Create a free account, then open this link again.</p>
              <div className={styles.actions}>
                <Link to={`/signin?redirectTo=${encodeURIComponent(view.path)}`} className={button.primary}>
                  Sign in to accept
                </Link>
                <Link to="/signup" className={button.secondary}>
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
