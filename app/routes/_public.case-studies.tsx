import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "~/components/static-page";

export const meta: MetaFunction = () => [{ title: "Case Studies — ShowUp" }];

export default function CaseStudiesPage() {
  return (
    <StaticPage
      eyebrow="Case studies"
      title="Stories from our beta hosts"
      lead="We are writing up case studies with the coaches, consultants and course creators in our closed beta. They will appear here, with their permission and their real numbers."
      links={[
        { to: "/#testimonials", label: "What hosts say" },
        { to: "/features", label: "Features" },
        { to: "/request-invite", label: "Request an invite" },
      ]}
    />
  );
}
