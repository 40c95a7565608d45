import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "~/components/static-page";

export const meta: MetaFunction = () => [{ title: "Blog — ShowUp" }];

export default function BlogPage() {
  return (
    <StaticPage
      eyebrow="Blog"
      title="Notes on selling live"
      lead="We have not published any posts yet. The first ones will share what our beta hosts learn about attendance, engagement and offers that convert."
      links={[
        { to: "/case-studies", label: "Case studies" },
        { to: "/help", label: "Help center" },
        { to: "/request-invite", label: "Join the beta" },
      ]}
    />
  );
}
