import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaticPage } from "~/components/static-page";
import { getConfig } from "~/services/config.server";

export const meta: MetaFunction = () => [{ title: "Forgot Password — ShowUp" }];

export function loader() {
  return json({ contactEmail: getConfig().CONTACT_EMAIL });
}

export default function ForgotPasswordPage() {
  const { contactEmail } = useLoaderData<typeof loader>();
  return (
    <StaticPage
      eyebrow="Account"
      title="Forgot your password?"
      lead="Resetting your password by e-mail arrives together with e-mail delivery, which we are switching on shortly."
      links={[
        { to: "/signin", label: "Back to sign in" },
        { to: "/help", label: "Help center" },
      ]}
    >
      <p>
        Until then, write to <a href={`mailto:${contactEmail}?subject=Password%20reset`}>{contactEmail}</a> from the
        address you signed up with and our support team will help you back into your account. If you signed up with
        Google, use Continue with Google on the sign-in page instead.
      </p>
    </StaticPage>
  );
}
