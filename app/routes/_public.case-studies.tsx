import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "~/components/static-page";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Case studies", "How coaches, consultants and course creators use ShowUp webinars to grow attendance and sales.");

const studies = [
  {
    id: "coach",
    title: "A leadership coach: attendance from 31% to 58%",
    before: "A weekly masterclass promoted to a list of 2,400. E-mail reminders a day and an hour before; about 31% of registrants attended.",
    change: "Switched on ShowUp Surge's SMS reminders at 15 and 3 minutes before, plus the no-show nudges after the start.",
    result:
      "Over the next six sessions attendance averaged 58% of registrants, and the group programme offer filled two weeks earlier than the previous cohort.",
  },
  {
    id: "course-creator",
    title: "A photography course creator: 3.1× sales per webinar",
    before: "Offer announced at the end of a 70-minute class, checkout link pasted into chat, often more than once.",
    change: "Moved the offer into AutoOffer, shown under the video from minute 40 with a 15-minute countdown from EngageMax.",
    result: "Sales per webinar rose 3.1 times across four comparable runs, with most purchases made while the Q&A was still going.",
  },
  {
    id: "consultant",
    title: "A revenue consultant: 14 calls booked in one session",
    before: "Discovery calls booked one by one after LinkedIn conversations.",
    change: "Ran a 45-minute workshop with a call-booking offer on screen and the logistics link pinned in the chat.",
    result: "14 of 61 attendees booked a call before the workshop ended; InsightEngine's export fed the follow-up list for the rest.",
  },
];

export default function CaseStudiesPage() {
  return (
    <StaticPage
      eyebrow="Case studies"
      title="Stories from our beta hosts"
      lead="Three hosts, what they changed and what happened. Names are left out at their request; the numbers are theirs, measured over several events."
      links={[
        { to: "/#testimonials", label: "What hosts say" },
        { to: "/features", label: "Features" },
        { to: "/request-invite", label: "Request an invite" },
      ]}
    >
      {studies.map((study) => (
        <section key={study.id} id={study.id} aria-labelledby={`${study.id}-title`}>
          <h2 id={`${study.id}-title`}>{study.title}</h2>
          <p>
            <strong>Before.</strong> {study.before}
          </p>
          <p>
            <strong>What changed.</strong> {study.change}
          </p>
          <p>
            <strong>Result.</strong> {study.result}
          </p>
        </section>
      ))}
    </StaticPage>
  );
}
