import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "~/components/static-page";

export const meta: MetaFunction = () => [{ title: "Features — ShowUp" }];

export default function FeaturesPage() {
  return (
    <StaticPage
      eyebrow="Features"
      title="Everything a live webinar needs to sell"
      lead="ShowUp covers the whole run of a live event: getting people to show up, keeping them engaged while you present, and making the offer at the right moment."
      links={[
        { to: "/#features", label: "See the features in detail" },
        { to: "/pricing", label: "Pricing" },
        { to: "/request-invite", label: "Request an invite" },
      ]}
    >
      <ul>
        <li>
          <strong>ShowUp Surge</strong> sends e-mail and SMS reminders from a week before until minutes after the
          start, so registrants turn into attendees.
        </li>
        <li>
          <strong>EngageMax</strong> puts countdowns, alerts and progress bars on the stream while you talk.
        </li>
        <li>
          <strong>AutoOffer</strong> shows your offer inside the stream when you choose, with checkout one click away.
        </li>
        <li>
          <strong>AI live chat</strong> helps you answer questions and keep the chat friendly, even with hundreds
          watching.
        </li>
        <li>
          <strong>InsightEngine</strong> shows who came, how long they stayed and what they bought.
        </li>
        <li>
          <strong>SmartScheduler</strong> shows every registrant the start time in their own time zone.
        </li>
      </ul>
    </StaticPage>
  );
}
