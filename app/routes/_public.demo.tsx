import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "~/components/static-page";

export const meta: MetaFunction = () => [{ title: "Demo — ShowUp" }];

export default function DemoPage() {
  return (
    <StaticPage
      eyebrow="Demo"
      title="See ShowUp run a live event"
      lead="During the closed beta we show ShowUp in a short live session with our team rather than a recorded tour, so your questions get answered on the spot."
      links={[
        { to: "/request-invite", label: "Request an invite" },
        { to: "/features", label: "Browse the features" },
        { to: "/contact", label: "Contact us" },
      ]}
    >
      <p>
        Request an invite and mention that you would like a demo. We will suggest a time and walk you through
        scheduling an event, going live, running overlays and making an offer.
      </p>
    </StaticPage>
  );
}
