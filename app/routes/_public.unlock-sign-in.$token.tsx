import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AccountFormPage, EmailLinkPage, LinkPageActions, LinkPageText } from "~/components/email-link-page/email-link-page";
import { LINK_PAGE_HEADERS, linkPageMeta } from "~/routes/shared.account/link-page";
import { ClockIcon } from "~/components/request-invite/icons";
import * as styles from "~/components/request-invite/request-invite.css";
import { Button, ButtonLink } from "~/components/ui/button";
import { findSignInUnlockToken } from "~/models/sign-in-unlock.server";
import { unlockSignIn } from "~/services/account/sign-in-unlock.server";

export const meta: MetaFunction = () => linkPageMeta("Sign in to your account");

export const headers: HeadersFunction = () => LINK_PAGE_HEADERS;

const expired = () => json({ state: "expired" as const, email: null }, { status: 410 });

/** Opening the link only shows it: mail scanners that fetch links must not spend it. */
export async function loader({ params }: LoaderFunctionArgs) {
  const account = await findSignInUnlockToken({ token: params.token ?? "" });
  if (!account) return expired();
  return json({ state: "valid" as const, email: account.email });
}

export async function action({ params }: ActionFunctionArgs) {
  const unlocked = await unlockSignIn(params.token ?? "");
  if (!unlocked) return expired();
  return json({ state: "unlocked" as const, email: unlocked.email }, { headers: { "Set-Cookie": unlocked.setCookie } });
}

export default function UnlockSignInPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const state = actionData?.state ?? page.state;
  const email = actionData?.email ?? page.email;

  if (state === "expired") {
    return (
      <EmailLinkPage
        titleId="unlock-title"
        title="This sign-in link has expired or was already used"
        mark={{ icon: <ClockIcon size={30} />, tone: "spent" }}
      >
        <LinkPageText>
          A sign-in link works once, for one hour. If sign-in is still slowed down, a new link is e-mailed to you at most once an hour when you try
          again; or reset your password.
        </LinkPageText>
        <LinkPageActions>
          <ButtonLink to="/signin">Back to sign in</ButtonLink>
          <ButtonLink to="/forgot-password" variant="ghost">
            Reset your password
          </ButtonLink>
        </LinkPageActions>
      </EmailLinkPage>
    );
  }

  if (state === "unlocked") {
    return (
      <EmailLinkPage titleId="unlock-title" title="You can sign in now">
        <LinkPageText>
          For the next 24 hours this browser can sign in to <strong>{email}</strong> with its password, however many wrong passwords others try.
        </LinkPageText>
        <LinkPageActions>
          <ButtonLink to="/signin">Sign in</ButtonLink>
        </LinkPageActions>
      </EmailLinkPage>
    );
  }

  return (
    <AccountFormPage
      titleId="unlock-title"
      title="Someone is trying to sign in to your account"
      intro={
        <>
          Many wrong passwords were tried on <strong>{email}</strong> from many places, so sign-in to it is slowed down. Let this browser sign in for
          the next 24 hours.
        </>
      }
    >
      <Form method="post" className={styles.form}>
        <Button type="submit" block disabled={navigation.state === "submitting"}>
          Let this browser sign in
        </Button>
      </Form>
    </AccountFormPage>
  );
}
