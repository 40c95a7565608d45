import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { claims } from "./claims";
import { FeatureGrid } from "./feature-grid";
import * as styles from "./home.css";
import { eyebrow } from "~/components/static-page.css";

export function Claims() {
  return (
    <section className={styles.claimsBand} aria-labelledby="claims-title">
      <h2 id="claims-title" className="visually-hidden">
        What ShowUp is built to deliver
      </h2>
      <dl className={styles.claims}>
        {claims.map((claim) => (
          <div key={claim.label} className={styles.claim}>
            <dt className={styles.claimLabel}>{claim.label}</dt>
            <dd className={styles.claimValue}>{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const audiences = [
  { name: "Coaches", text: "Fill group programmes from one evening masterclass." },
  { name: "Consultants", text: "Turn a workshop into booked discovery calls." },
  { name: "Course creators", text: "Launch cohorts live, then run the webinar on autopilot." },
  { name: "Service providers", text: "Demo your service to a room instead of one call at a time." },
];

export function AudienceBanner() {
  return (
    <section className={styles.audience} aria-labelledby="audience-title">
      <h2 id="audience-title" className={styles.audienceTitle}>
        Made for people who sell what they know
      </h2>
      <ul className={styles.audienceList}>
        {audiences.map((audience) => (
          <li key={audience.name} className={styles.audienceItem}>
            <strong>{audience.name}</strong>
            <span>{audience.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const problems = [
  {
    problem: "Half your registrants never show up",
    pain: "You spend on ads and e-mails, then present to a third of the list.",
    solution: "ShowUp Surge sends eight timed e-mail and SMS reminders, each with a personal watch link.",
  },
  {
    problem: "The chat goes quiet twenty minutes in",
    pain: "You are teaching, reading questions and watching the clock at the same time.",
    solution: "EngageMax puts countdowns, alerts and goal bars on screen, and the chat stays calm with one-click pin, hide and shadowban.",
  },
  {
    problem: "Your offer arrives after people have left",
    pain: "A checkout link read aloud at minute 58 converts the few who stayed.",
    solution: "AutoOffer shows the offer by the video when you choose; Stripe checkout opens in a new tab while the stream plays on.",
  },
];

export function Problems() {
  return (
    <section id="problems" className={styles.section} aria-labelledby="problems-title">
      <div className={styles.sectionHead}>
        <p className={eyebrow}>Solutions</p>
        <h2 id="problems-title" className={styles.sectionTitle}>
          Selling live should not feel like juggling
        </h2>
        <p className={styles.sectionLead}>Three problems every host knows, and what ShowUp does about each of them.</p>
      </div>
      <ul className={styles.problemGrid}>
        {problems.map((item, index) => (
          <li key={item.problem} className={styles.problemCard}>
            <span className={styles.problemNumber} aria-hidden="true">
              0{index + 1}
            </span>
            <h3 className={styles.problem}>{item.problem}</h3>
            <p className={styles.pain}>{item.pain}</p>
            <p className={styles.solution}>
              <span className={styles.solutionTag}>With ShowUp</span>
              {item.solution}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Features() {
  return (
    <section id="features" className={`${styles.section} ${styles.tinted}`} aria-labelledby="features-title">
      <div className={styles.sectionHead}>
        <p className={eyebrow}>Features</p>
        <h2 id="features-title" className={styles.sectionTitle}>
          Six tools working while you present
        </h2>
        <p className={styles.sectionLead}>Open any of them for the details: what it does, the numbers, how it works and who uses it.</p>
      </div>
      <div className={styles.wide}>
        <FeatureGrid />
      </div>
    </section>
  );
}

const testimonials = [
  {
    quote: "I used to dread the pitch at the end. Now the offer shows up on its own and I just keep teaching.",
    name: "Dana Reyes",
    role: "Business coach",
  },
  {
    quote: "The reminders did more for our show-up rate than anything we tried, and setup took one coffee.",
    name: "Marcus Terry",
    role: "Course creator",
  },
  {
    quote: "Seeing who stayed until the offer told me exactly who to call the next morning.",
    name: "Priya Shah",
    role: "Marketing consultant",
  },
];

export function Testimonials() {
  return (
    <section id="testimonials" className={`${styles.section} ${styles.dark}`} aria-labelledby="testimonials-title">
      <div className={styles.sectionHead}>
        <p className={styles.eyebrowLight}>Success stories</p>
        <h2 id="testimonials-title" className={styles.sectionTitle}>
          What our beta hosts tell us
        </h2>
      </div>
      <ul className={styles.quoteGrid}>
        {testimonials.map((item) => (
          <li key={item.name}>
            <figure className={styles.quoteCard}>
              <span className={styles.stars} role="img" aria-label="5 out of 5">
                ★★★★★
              </span>
              <blockquote className={styles.quote}>“{item.quote}”</blockquote>
              <figcaption className={styles.quoteWho}>
                <span className={styles.avatar} aria-hidden="true">
                  {item.name
                    .split(" ")
                    .map((part) => part[0])
                    .join("")}
                </span>
                <span>
                  <strong>{item.name}</strong>
                  <br />
                  {item.role}, ShowUp beta
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <StoryList />
    </section>
  );
}

export const stories = [
  {
    slug: "coach",
    metric: "31% → 58%",
    label: "attendance",
    who: "A leadership coach",
    text: "switched one weekly masterclass to ShowUp Surge reminders.",
  },
  {
    slug: "course-creator",
    metric: "3.1×",
    label: "sales per webinar",
    who: "A photography course creator",
    text: "moved the offer from a chat link into AutoOffer.",
  },
  {
    slug: "consultant",
    metric: "14 calls",
    label: "booked in one session",
    who: "A revenue consultant",
    text: "ran a 45-minute workshop with a call-booking offer.",
  },
];

function StoryList() {
  return (
    <div className={styles.stories}>
      <h3 className={styles.storiesTitle}>Results from the beta</h3>
      <ul className={styles.storyGrid}>
        {stories.map((story) => (
          <li key={story.slug} className={styles.story}>
            <p className={styles.storyMetric}>
              {story.metric} <span className={styles.storyLabel}>{story.label}</span>
            </p>
            <p className={styles.storyText}>
              {story.who} {story.text}
            </p>
            <Link to={`/case-studies#${story.slug}`} className={styles.linkOnDark}>
              Read the story<span className="visually-hidden">: {story.who}</span> <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const betaSteps = ["Request an invite in two minutes", "We reply within 24 business hours", "A 20-minute onboarding call", "Your first live event"];

export function BetaCta() {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <p className={styles.ctaPill}>Closed beta · limited seats each month</p>
      <h2 id="cta-title" className={styles.ctaTitle}>
        Be one of the next hosts we invite
      </h2>
      <p className={styles.ctaText}>
        We bring hosts in small groups so every one of them gets a hand with their first live event. Plans start at $97/month with a 30-day money-back
        guarantee.
      </p>
      <ol className={styles.ctaSteps}>
        {betaSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className={styles.ctaActions}>
        <Link to="/request-invite" className={`${button.secondary} ${styles.bigButton}`}>
          Request an Invite
        </Link>
        <Link to="/landing-page#pricing" className={styles.linkOnDark}>
          See plans and pricing <span aria-hidden="true">→</span>
        </Link>
      </div>
    </section>
  );
}
