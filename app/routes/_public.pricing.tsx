import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "~/components/static-page";

export const meta: MetaFunction = () => [{ title: "Pricing — ShowUp" }];

export default function PricingPage() {
  return (
    <StaticPage
      eyebrow="Pricing"
      title="Simple monthly plans"
      lead="Three plans, billed monthly in US dollars, each with a 30-day money-back guarantee."
      links={[
        { to: "/landing-page#pricing", label: "Compare the plans" },
        { to: "/contact", label: "Talk to sales" },
        { to: "/request-invite", label: "Request an invite" },
      ]}
    >
      <ul>
        <li>
          <strong>Starter, $97/month:</strong> up to 1,000 registrations and 5 automated webinars.
        </li>
        <li>
          <strong>Professional, $197/month:</strong> up to 5,000 registrations. Our most popular plan.
        </li>
        <li>
          <strong>Enterprise, $497/month:</strong> unlimited registrations; contact sales to set it up.
        </li>
      </ul>
      <p>ShowUp is in a closed beta: plans open to hosts as their invitations are accepted.</p>
    </StaticPage>
  );
}
