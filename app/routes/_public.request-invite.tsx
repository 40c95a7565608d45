import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaticPage } from "~/components/static-page";
import { getConfig } from "~/services/config.server";

export const meta: MetaFunction = () => [{ title: "Request an Invite — ShowUp" }];

export function loader() {
  return json({ contactEmail: getConfig().CONTACT_EMAIL });
}

export default function RequestInvitePage() {
  const { contactEmail } = useLoaderData<typeof loader>();
  return (
    <StaticPage
      eyebrow="Closed beta"
      title="Request an invite"
      lead="ShowUp is invitation-only while we are in beta. The early-access form opens here soon."
      links={[
        { to: "/features", label: "See the features" },
        { to: "/landing-page#pricing", label: "Plans and pricing" },
        { to: "/signin", label: "Already invited? Sign in" },
      ]}
    >
      <p>
        Until then, e-mail <a href={`mailto:${contactEmail}?subject=ShowUp%20invite`}>{contactEmail}</a> with your
        name, your business and the kind of events you run, and we will reply within 24 business hours.
      </p>
    </StaticPage>
  );
}
