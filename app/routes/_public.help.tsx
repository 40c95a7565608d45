import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "~/components/static-page";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Help & Support", "Answers to common questions about ShowUp events, streaming, registrations and billing.");

export default function HelpPage() {
  return (
    <StaticPage
      eyebrow="Help & Support"
      title="How can we help?"
      lead="ShowUp is in a closed beta, so the help center is small for now. These are the answers we are asked for most."
      links={[
        { to: "/contact", label: "Contact support" },
        { to: "/forgot-password", label: "Forgot your password?" },
        { to: "/integrations", label: "Integrations" },
      ]}
    >
      <h2>Getting started</h2>
      <p>
        Once your invitation is accepted, sign in, create an event from the Events page and share its registration link. Most hosts are ready in about
        15 minutes.
      </p>
      <h2>Going live</h2>
      <p>
        Each event has its own stream settings. Point your broadcasting software (for example OBS Studio) at the ingest address and stream key shown
        there, then start streaming.
      </p>
      <h2>Billing</h2>
      <p>Every plan comes with a 30-day money-back guarantee. Billing questions go to our support team.</p>
    </StaticPage>
  );
}
