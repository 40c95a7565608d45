import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card";
import * as styles from "~/components/auth-card.css";
import * as buttonStyles from "~/components/ui/button.css";
import { endUserSession, requireUser } from "~/services/account/auth.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Sign out");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ email: user.email });
}

export async function action({ request }: ActionFunctionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await endUserSession(request) } });
}

/** Signing out changes state, so it is a POST; a plain visit asks first. */
export default function Logout() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <AuthCard title="Sign out?" subtitle={`You are signed in as ${email}.`}>
      <Form method="post" className={styles.form}>
        <button type="submit" className={`${buttonStyles.button.primary} ${buttonStyles.block}`}>
          Sign out
        </button>
      </Form>
    </AuthCard>
  );
}
