import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import * as styles from "./_public._index.css";

export const meta: MetaFunction = () => [
  { title: "ShowUp — live webinars that sell" },
  {
    name: "description",
    content: "An AI webinar platform that takes the stress out of selling live: reminders, engagement, in-stream offers and analytics.",
  },
];

const claims = [
  { value: "50%+", label: "attendance" },
  { value: "70%+", label: "engagement" },
  { value: "50%+", label: "conversion" },
  { value: "15 min", label: "setup" },
];

const problems = [
  {
    problem: "Half of your registrants never show up.",
    solution: "Reminders by e-mail and SMS from a week before until minutes after you start bring them in.",
  },
  {
    problem: "The chat goes quiet twenty minutes in.",
    solution: "Countdowns, alerts and progress bars on your stream keep the room awake while you present.",
  },
  {
    problem: "Your offer lands after people have left.",
    solution: "Your offer appears in the stream at the right moment, with checkout one click away.",
  },
];

const features = [
  { name: "ShowUp Surge", icon: "↑", text: "Timed e-mail and SMS reminders that turn registrants into live attendees." },
  { name: "EngageMax", icon: "★", text: "Countdowns, alerts and progress bars on your stream that keep viewers involved." },
  { name: "AutoOffer", icon: "$", text: "In-stream offers with checkout, shown exactly when your pitch peaks." },
  { name: "AI live chat", icon: "✦", text: "An assistant that answers common questions so you can keep presenting." },
  { name: "InsightEngine", icon: "◔", text: "See who came, how long they stayed and what made them buy." },
  { name: "SmartScheduler", icon: "◷", text: "Every registrant sees your start time in their own time zone." },
];

const testimonials = [
  {
    quote: "I used to dread the pitch at the end of a webinar. Now the offer shows up on its own and I just keep teaching.",
    who: "Business coach",
  },
  {
    quote: "The reminders did more for our show-up rate than anything we tried before, and setup took an afternoon coffee.",
    who: "Course creator",
  },
  {
    quote: "Seeing who stayed until the offer told me exactly who to follow up with the next morning.",
    who: "Marketing consultant",
  },
];

export default function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <div className={styles.heroCopy}>
            <p className={styles.pill}>Closed beta · invitation only</p>
            <h1 id="hero-title" className={styles.heroTitle}>
              Live webinars that fill the room and close the sale
            </h1>
            <p className={styles.heroLead}>
              ShowUp reminds your registrants, keeps them engaged and makes your offer at the right moment, so you can
              focus on your audience instead of the tech.
            </p>
            <div className={styles.heroActions}>
              <Link to="/request-invite" className={`${button.primary} ${styles.bigButton}`}>
                Request an Invite
              </Link>
              <Link to="/#features" className={`${button.secondary} ${styles.bigButton}`}>
                See the features
              </Link>
            </div>
          </div>
          <StreamPreview />
        </div>
        <dl className={styles.claims}>
          {claims.map((claim) => (
            <div key={claim.label} className={styles.claim}>
              <dt className={styles.claimLabel}>{claim.label}</dt>
              <dd className={styles.claimValue}>{claim.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="problems" className={styles.section} aria-labelledby="problems-title">
        <p className={styles.eyebrow}>Solutions</p>
        <h2 id="problems-title" className={styles.sectionTitle}>
          Selling live should not feel like juggling
        </h2>
        <ul className={styles.problemGrid}>
          {problems.map((item) => (
            <li key={item.problem} className={styles.problemCard}>
              <p className={styles.problem}>{item.problem}</p>
              <p className={styles.solution}>{item.solution}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="features" className={`${styles.section} ${styles.tinted}`} aria-labelledby="features-title">
        <p className={styles.eyebrow}>Features</p>
        <h2 id="features-title" className={styles.sectionTitle}>
          Six tools working while you present
        </h2>
        <ul className={styles.featureGrid}>
          {features.map((feature) => (
            <li key={feature.name} className={styles.featureCard}>
              <span className={styles.featureIcon} aria-hidden="true">
                {feature.icon}
              </span>
              <h3 className={styles.featureName}>{feature.name}</h3>
              <p className={styles.featureText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="testimonials" className={styles.section} aria-labelledby="testimonials-title">
        <p className={styles.eyebrow}>Success stories</p>
        <h2 id="testimonials-title" className={styles.sectionTitle}>
          What our beta hosts tell us
        </h2>
        <ul className={styles.quoteGrid}>
          {testimonials.map((item) => (
            <li key={item.who}>
              <figure className={styles.quoteCard}>
                <blockquote className={styles.quote}>“{item.quote}”</blockquote>
                <figcaption className={styles.quoteWho}>{item.who}, ShowUp beta</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.cta} aria-labelledby="cta-title">
        <h2 id="cta-title" className={styles.ctaTitle}>
          Join the closed beta
        </h2>
        <p className={styles.ctaText}>
          We invite new hosts in small groups so every one of them gets a hand with their first live event.
        </p>
        <Link to="/request-invite" className={`${button.secondary} ${styles.bigButton}`}>
          Request an Invite
        </Link>
      </section>
    </>
  );
}

function StreamPreview() {
  return (
    <div className={styles.preview} aria-hidden="true">
      <div className={styles.previewScreen}>
        <span className={styles.liveBadge}>Live</span>
        <span className={styles.previewCountdown}>Offer ends in 09:58</span>
        <div className={styles.previewOffer}>
          <strong>Coaching Accelerator</strong>
          <span>Enroll now</span>
        </div>
      </div>
      <div className={styles.previewChat}>
        <p className={styles.chatLine}>
          <b>Maya</b> This is exactly what I needed!
        </p>
        <p className={styles.chatLine}>
          <b>Jordan</b> Just enrolled!
        </p>
      </div>
    </div>
  );
}
