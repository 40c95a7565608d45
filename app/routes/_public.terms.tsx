import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "~/components/static-page";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Terms of Service", "The terms for using ShowUp, the live webinar and event selling platform.");

export default function TermsPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Terms of Service"
      lead="The short version of the rules for using ShowUp during the closed beta."
      links={[
        { to: "/privacy", label: "Privacy Policy" },
        { to: "/contact", label: "Questions? Contact us" },
      ]}
    >
      <h2>Your account</h2>
      <p>Keep your sign-in details safe. You are responsible for the events you run and the content you stream.</p>
      <h2>Acceptable use</h2>
      <p>Do not use ShowUp to stream unlawful content, send unsolicited messages or collect viewers&apos; data without their consent.</p>
      <h2>Plans and refunds</h2>
      <p>Plans are billed monthly. If ShowUp is not right for you, ask for a refund within 30 days.</p>
      <h2>Beta</h2>
      <p>During the beta features may change. We will tell you about changes that affect your events in advance.</p>
    </StaticPage>
  );
}
