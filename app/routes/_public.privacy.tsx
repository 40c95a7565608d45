import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "~/components/static-page";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Privacy Policy", "How ShowUp collects, uses and protects the personal data of hosts and viewers.");

export default function PrivacyPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead="A plain-language summary of how ShowUp handles personal data during the closed beta."
      links={[
        { to: "/terms", label: "Terms of Service" },
        { to: "/contact", label: "Questions? Contact us" },
      ]}
    >
      <h2>What we collect</h2>
      <p>
        For hosts: name, e-mail address and password (stored only as a secure hash), or your Google account id when you sign in with Google. For
        viewers: the details entered when registering for an event, such as name, e-mail and an optional phone number, plus chat messages sent during
        the event.
      </p>
      <h2>How we use it</h2>
      <p>
        To run your account and your events, send the reminders you ask for and show you analytics about your own events. We do not sell personal
        data.
      </p>
      <h2>Cookies</h2>
      <p>We use a cookie to keep you signed in and to give viewers access to the streams they registered for.</p>
      <h2>Your choices</h2>
      <p>You can ask us to export or delete your data at any time by contacting us.</p>
    </StaticPage>
  );
}
