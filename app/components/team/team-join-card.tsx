import { Form } from "@remix-run/react";
import { EmailLinkPage, LinkPageActions, LinkPageText } from "~/components/email-link-page/email-link-page";
import { MailIcon } from "~/components/request-invite/icons";
import * as styles from "~/components/request-invite/request-invite.css";
import { Button, ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
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
  const mark = { icon: <MailIcon />, tone: "muted" as const };
  if (view.state === "invalid") {
    return (
      <EmailLinkPage titleId="team-join-title" title="You can't join with this link" mark={mark}>
        <LinkPageText>{view.error}</LinkPageText>
        <ButtonLink to="/" variant="ghost">
          Go to the home page
        </ButtonLink>
      </EmailLinkPage>
    );
  }
  return (
    <EmailLinkPage titleId="team-join-title" title={`Join ${view.hostName}'s team`} mark={mark}>
      <LinkPageText>
        {view.hostName} invites you as a {view.role.toLowerCase()}: you will help run their live events with your own account.
      </LinkPageText>
      {view.error ? (
        <Notice tone="error" id="team-join-error">
          {withAddress(view.error, view.invitedAs)}
        </Notice>
      ) : null}
      {view.signedIn?.invitee ? (
        <Form method="post" className={styles.actions}>
          <Button type="submit">Join as {view.signedIn.name}</Button>
        </Form>
      ) : view.signedIn ? (
        <>
          <LinkPageText>You are signed in as {view.signedIn.email}.</LinkPageText>
          <Form method="post" className={styles.actions}>
            <Button type="submit" name="intent" value="switch-account">
              Sign out and switch account
            </Button>
          </Form>
        </>
      ) : (
        <>
          <LinkPageText>
            Sign in with {view.invitedAs} to accept. New to ShowUp? Create your free account here and you join the team as soon as it is created.
          </LinkPageText>
          <LinkPageActions>
            <ButtonLink to={view.signInPath}>Sign in to accept</ButtonLink>
            <ButtonLink to={view.signUpPath} variant="secondary">
              Create an account
            </ButtonLink>
          </LinkPageActions>
        </>
      )}
    </EmailLinkPage>
  );
}
