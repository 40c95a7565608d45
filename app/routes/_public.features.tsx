import type { MetaFunction } from "@remix-run/node";
import { FeatureSections } from "~/components/marketing/feature-sections";
import { StaticPage } from "~/components/static-page";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Features", "ShowUp Surge, EngageMax, AutoOffer, live chat, InsightEngine and SmartScheduler in detail.");

export default function FeaturesPage() {
  return (
    <StaticPage
      eyebrow="Features"
      title="Everything a live webinar needs to sell"
      lead="Six tools that cover the whole run of a live event: getting people to show up, keeping them engaged while you present, making the offer at the right moment and learning what worked."
      links={[
        { to: "/landing-page#pricing", label: "Plans and pricing" },
        { to: "/demo", label: "Book a live demo" },
        { to: "/request-invite", label: "Request an invite" },
      ]}
    >
      <FeatureSections />
    </StaticPage>
  );
}
