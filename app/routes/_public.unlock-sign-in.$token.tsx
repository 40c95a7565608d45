import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as expiredStyles from "~/components/password-reset/reset-link-expired.css";
import { ClockIcon } from "~/components/request-invite/icons";
import * as styles from "~/components/request-invite/request-invite.css";
import * as buttonStyles from "~/components/ui/button.css";
import { findSignInUnlockToken } from "~/models/sign-in-unlock.server";
import { unlockSignIn } from "~/services/account/sign-in-unlock.server";

// The token in the address is a credential: no other site may see it in a Referer header.
const REFERRER_POLICY = "same-origin";

export const meta: MetaFunction = () => [
  { title: "Sign in to your account — ShowUp" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: REFERRER_POLICY },
];

export const headers: HeadersFunction = () => ({ "Referrer-Policy": REFERRER_POLICY, "Cache-Control": "private, no-store" });

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
      <div className={styles.page}>
        <div className={styles.narrow}>
          <section className={styles.success} aria-labelledby="unlock-title">
            <span className={expiredStyles.mark} aria-hidden="true">
              <ClockIcon size={30} />
            </span>
            <h1 id="unlock-title" className={styles.successTitle}>
              This sign-in link has expired or was already used
            </h1>
            <p className={styles.successText}>
              A sign-in link works once, for one hour. If sign-in is still slowed down, a new link is e-mailed to you at most once an hour when you
              try again; or reset your password.
            </p>
            <div className={styles.actions}>
              <Link to="/signin" className={buttonStyles.button.primary}>
                Back to sign in
              </Link>
              <Link to="/forgot-password" className={buttonStyles.button.ghost}>
                Reset your password
              </Link>
            </div>
          </section>
        </div>
      </div>
    );
  }

  if (state === "unlocked") {
    return (
      <div className={styles.page}>
        <div className={styles.narrow}>
          <section className={styles.success} aria-labelledby="unlock-title">
            <h1 id="unlock-title" className={styles.successTitle}>
              You can sign in now
            </h1>
            <p className={styles.successText}>
              For the next 24 hours this browser can sign in to <strong>{email}</strong> with its password, however many wrong passwords others try.
            </p>
            <div className={styles.actions}>
              <Link to="/signin" className={buttonStyles.button.primary}>
                Sign in
              </Link>
            </div>
          </section>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.narrow}>
        <section className={styles.card} aria-labelledby="unlock-title">
          <h1 id="unlock-title" className={styles.cardTitle}>
            Someone is trying to sign in to your account
          </h1>
          <p className={styles.cardIntro}>
            Many wrong passwords were tried on <strong>{email}</strong> from many places, so sign-in to it is slowed down. Let this browser sign in
            for the next 24 hours.
          </p>
          <Form method="post" className={styles.form}>
            <button type="submit" className={`${buttonStyles.button.primary} ${buttonStyles.block}`} disabled={navigation.state === "submitting"}>
              Let this browser sign in
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}
