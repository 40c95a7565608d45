import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { DemoVideo } from "~/components/marketing/demo-video";
import { StaticPage } from "~/components/static-page";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Demo", "A guided tour of ShowUp: event pages, registration, the live room, chat and offers.");

const tour = [
  ["0:00", "Schedule an event in your own time zone (SmartScheduler)"],
  ["0:12", "Reminders go out by e-mail and SMS (ShowUp Surge)"],
  ["0:24", "Countdowns, alerts and a goal bar on the stream (EngageMax)"],
  ["0:36", "The offer appears by the video; checkout opens in a new tab (AutoOffer)"],
  ["0:48", "Attendance, watch time and sales afterwards (InsightEngine)"],
];

export default function DemoPage() {
  return (
    <StaticPage
      eyebrow="Demo"
      title="See ShowUp run a live event"
      lead="Take the 60-second tour below, or ask for a live walkthrough with our team: we run a real event for you and answer questions on the spot."
      links={[
        { to: "/request-invite", label: "Ask for a live demo" },
        { to: "/features", label: "Browse the features" },
        { to: "/contact", label: "Contact us" },
      ]}
    >
      <DemoVideo href="#tour-outline" />
      <h2 id="tour-outline">What the tour shows</h2>
      <ol>
        {tour.map(([time, text]) => (
          <li key={time}>
            <strong>{time}</strong> {text}
          </li>
        ))}
      </ol>
      <h2>A live walkthrough, 20 minutes</h2>
      <p>
        During the closed beta we prefer showing ShowUp live. <Link to="/request-invite">Request an invite</Link> and mention a demo in the message:
        we suggest a time within 24 business hours, then schedule a real event together, go live, trigger overlays and make a test offer, so you see
        exactly what your viewers will see.
      </p>
    </StaticPage>
  );
}
