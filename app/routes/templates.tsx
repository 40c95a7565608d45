import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EitherChrome } from "~/components/marketing/either-chrome";
import { TemplateGallery } from "~/components/marketing/templates";
import { StaticPage } from "~/components/static-page";
import { getUser } from "~/services/account/auth.server";
import { getConfig } from "~/utils/config.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Templates");

// Linked from the public footer and the host header alike: each audience gets its own chrome.
export async function loader({ request }: LoaderFunctionArgs) {
  const { CONTACT_EMAIL, CONTACT_PHONE } = getConfig();
  return json({ user: await getUser(request), contact: { contactEmail: CONTACT_EMAIL, contactPhone: CONTACT_PHONE } });
}

export default function TemplatesPage() {
  const { user, contact } = useLoaderData<typeof loader>();
  return (
    <EitherChrome user={user} contact={contact}>
      <StaticPage
        wide
        eyebrow="Templates"
        title="Start from a webinar that already works"
        lead="Six event formats our beta hosts run again and again, each with a running order, the moment to show the offer and the reminders that suit it."
        links={
          user
            ? [
                { to: "/events?openModal=true", label: "Create an event" },
                { to: "/dashboard", label: "Back to the dashboard" },
              ]
            : [
                { to: "/features", label: "See the features" },
                { to: "/landing-page#pricing", label: "Plans and pricing" },
                { to: "/request-invite", label: "Request an invite" },
              ]
        }
      >
        <TemplateGallery signedIn={Boolean(user)} />
      </StaticPage>
    </EitherChrome>
  );
}
