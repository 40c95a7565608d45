import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaticPage } from "~/components/static-page";
import { getConfig } from "~/utils/config.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Contact", "Reach the ShowUp team by e-mail or phone about webinars, billing or a demo.");

export function loader() {
  const { CONTACT_EMAIL, CONTACT_PHONE } = getConfig();
  return json({ contactEmail: CONTACT_EMAIL, contactPhone: CONTACT_PHONE });
}

export default function ContactPage() {
  const { contactEmail, contactPhone } = useLoaderData<typeof loader>();
  return (
    <StaticPage
      eyebrow="Contact"
      title="Talk to a person"
      lead="Questions about the beta, pricing or an event you are planning? Write or call us; we reply within one business day."
      links={[
        { to: "/request-invite", label: "Request an invite" },
        { to: "/help", label: "Help center" },
        { to: "/pricing", label: "Pricing" },
      ]}
    >
      <ul>
        <li>
          E-mail: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </li>
        <li>
          Toll-free phone: <a href={`tel:${contactPhone.replace(/[^\d+]/g, "")}`}>{contactPhone}</a>
        </li>
      </ul>
      <p>For Enterprise plans, mention your expected audience size and we will put you in touch with sales.</p>
    </StaticPage>
  );
}
