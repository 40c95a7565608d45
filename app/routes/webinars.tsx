import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EitherChrome } from "~/components/marketing/either-chrome";
import { StaticPage } from "~/components/static-page";
import { getUser } from "~/services/account/auth.server";
import { getConfig } from "~/utils/config.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Webinars");

// A host's webinars are their events (live, scheduled, past), listed at /events; anyone else gets
// a page on what webinars on ShowUp are.
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect("/events");
  const { CONTACT_EMAIL, CONTACT_PHONE } = getConfig();
  return json({
    contact: { contactEmail: CONTACT_EMAIL, contactPhone: CONTACT_PHONE },
  });
}

export default function WebinarsPage() {
  const { contact } = useLoaderData<typeof loader>();
  return (
    <EitherChrome user={null} contact={contact}>
      <StaticPage
        eyebrow="Webinars"
        title="Live webinars that sell"
        lead="Run your webinar live with the energy of a real room, and sell while you teach."
        links={[
          { to: "/templates", label: "Webinar templates" },
          { to: "/features", label: "Features" },
          { to: "/request-invite", label: "Request an invite" },
        ]}
      >
        <h2>Live webinars</h2>
        <p>
          Stream from OBS or any RTMP encoder. Viewers register with their e-mail and first name, get a personal link and watch in the browser with
          chat, hearts and your on-screen overlays. Your offer sits by the video, and Stripe checkout opens in a new tab while the stream keeps
          playing.
        </p>
        <h2>Recordings</h2>
        <p>Every broadcast can be recorded on your own server, to watch or download afterwards. Replays for your audience are not available yet.</p>
        <h2>Where they live</h2>
        <p>
          Once you are in, every webinar you run is listed in your library with its registrations, attendance and sales.{" "}
          <Link to="/landing-page#pricing">Compare the plans</Link>.
        </p>
      </StaticPage>
    </EitherChrome>
  );
}
