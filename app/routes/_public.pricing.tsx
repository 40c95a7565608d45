import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ComparisonTable } from "~/components/marketing/comparison";
import { PricingPlans } from "~/components/marketing/plans";
import { StaticPage } from "~/components/static-page";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Pricing", "Starter $97/month, Professional $197/month, Enterprise $497/month. Every plan has a 30-day money-back guarantee.");

export default function PricingPage() {
  return (
    <StaticPage
      wide
      eyebrow="Pricing"
      title="Simple monthly plans"
      lead="Three plans, billed monthly in US dollars, each with a 30-day money-back guarantee. Pick the one that fits your audience today and move up when it grows."
      links={[
        { to: "/landing-page#faq", label: "Pricing questions" },
        { to: "/contact", label: "Talk to sales" },
        { to: "/request-invite", label: "Request an invite" },
      ]}
    >
      <h2>Plans</h2>
      <PricingPlans />
      <h2>What every plan includes</h2>
      <ul>
        <li>Unlimited live webinars, streamed from OBS or any RTMP encoder</li>
        <li>Registration pages with start times in each viewer&apos;s time zone</li>
        <li>E-mail and SMS reminders from a week before to 15 minutes after the start</li>
        <li>A 20-minute onboarding call with our team during the beta</li>
      </ul>
      <p>
        ShowUp is in a closed beta: plans open to hosts as their invitations are accepted. Registration caps count the people who register for your
        events in a billing month. See the <Link to="/landing-page#compare">comparison with WebinarJam, Demio and Livestorm</Link> or read on.
      </p>
      <h2>How ShowUp compares</h2>
      <ComparisonTable />
    </StaticPage>
  );
}
