import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "~/components/static-page";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () =>
  pageMeta("About", "Who builds ShowUp, the live webinar platform for coaches, consultants and course creators, and why.");

export default function AboutPage() {
  return (
    <StaticPage
      eyebrow="About"
      title="We make selling live less stressful"
      lead="ShowUp is a webinar platform for coaches, consultants, course creators and service providers who sell through live events."
      links={[
        { to: "/features", label: "What ShowUp does" },
        { to: "/contact", label: "Contact us" },
        { to: "/request-invite", label: "Request an invite" },
      ]}
    >
      <p>
        Running a live webinar means juggling reminders, slides, chat, offers and follow-up at the same time. We build ShowUp so that the platform
        handles the busywork and you can focus on teaching and selling.
      </p>
      <p>We are in a closed beta and invite new hosts in small groups, so we can listen closely and improve the product with them.</p>
    </StaticPage>
  );
}
