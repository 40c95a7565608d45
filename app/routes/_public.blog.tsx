import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "~/components/static-page";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Blog", "Guides and stories on running live webinars that fill up, keep people watching and sell.");

const posts = [
  {
    id: "reminder-timing",
    date: "2025-10-14",
    title: "The reminder most hosts forget: 3 minutes before",
    body: [
      "A registrant who opens a reminder an hour before your webinar still has an hour to get distracted. The one that lands three minutes before the start, by SMS, arrives when they can act on it: tap the link and join.",
      "That is why ShowUp Surge sends eight reminders by default: a week, a day, an hour, 15 minutes and 3 minutes before, then 5, 10 and 15 minutes after the start to people who have not joined yet. The last three stop the moment someone joins, so nobody is nagged twice.",
    ],
  },
  {
    id: "offer-timing",
    date: "2025-09-30",
    title: "Make the offer while the room is still full",
    body: [
      "Most webinars lose viewers steadily after the first twenty minutes. If the offer comes at minute 58, it reaches only the people who stayed, and it arrives as a link read aloud or pasted into a busy chat.",
      "Put the offer on screen earlier and leave it there: a card under the video with the price, three bullet points and a checkout button. You keep teaching, and people buy when they are ready rather than when you remember to say the link again.",
    ],
  },
  {
    id: "retention-curve",
    date: "2025-09-12",
    title: "Read your retention curve like a script editor",
    body: [
      "A retention curve shows how many viewers were still watching at each minute. A gentle slope is normal; a cliff is a moment in your script that lost people.",
      "Find the minute of the steepest drop, open your slides at that point and ask what changed: a long story, a technical tangent, a price mentioned too early. Cut or move it, run the webinar again and compare the two curves in InsightEngine.",
    ],
  },
];

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export default function BlogPage() {
  return (
    <StaticPage
      eyebrow="Blog"
      title="Notes on selling live"
      lead="Short, practical notes from running live webinars with our beta hosts: attendance, engagement and offers that convert."
      links={[
        { to: "/case-studies", label: "Case studies" },
        { to: "/help", label: "Help center" },
        { to: "/request-invite", label: "Join the beta" },
      ]}
    >
      {posts.map((post) => (
        <article key={post.id} id={post.id} aria-labelledby={`${post.id}-title`}>
          <h2 id={`${post.id}-title`}>{post.title}</h2>
          <p>
            <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time> · ShowUp team
          </p>
          {post.body.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </article>
      ))}
    </StaticPage>
  );
}
