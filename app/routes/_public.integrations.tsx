import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "~/components/static-page";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Integrations", "Connect ShowUp to your e-mail, payments and marketing tools.");

export default function IntegrationsPage() {
  return (
    <StaticPage
      eyebrow="Integrations"
      title="Works with the tools you already use"
      lead="ShowUp streams through a professional live video provider, so you can go live from the broadcasting software you know."
      links={[
        { to: "/help", label: "Help center" },
        { to: "/features", label: "Features" },
        { to: "/contact", label: "Ask about an integration" },
      ]}
    >
      <ul>
        <li>Broadcast from any software that streams over RTMP, such as OBS Studio.</li>
        <li>Sign in with your Google account.</li>
        <li>E-mail and SMS reminders go out from ShowUp itself; no extra tool needed.</li>
      </ul>
      <p>Calendar, CRM and payment integrations are on the roadmap. Tell us which ones matter most to you.</p>
    </StaticPage>
  );
}
