import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import * as styles from "./_public.landing-page.css";

export const meta: MetaFunction = () => [{ title: "Features and pricing — ShowUp" }];

const features = [
  { name: "ShowUp Surge", text: "Reminders by e-mail and SMS that lift attendance to 50% and more." },
  { name: "EngageMax", text: "On-stream countdowns, alerts and progress bars for 70%+ engagement." },
  { name: "AutoOffer", text: "Offers and checkout inside the stream, built for 50%+ conversion." },
  { name: "AI live chat", text: "Help answering questions while you stay on your talking points." },
  { name: "InsightEngine", text: "Attendance, watch time and sales for every event." },
  { name: "SmartScheduler", text: "Start times shown in each registrant's own time zone." },
];

const plans = [
  {
    name: "Starter",
    price: 97,
    summary: "For hosts running their first live launches.",
    perks: ["Up to 1,000 registrations", "5 automated webinars", "E-mail and SMS reminders", "Stream overlays and offers"],
    cta: { to: "/request-invite", label: "Request an Invite" },
    popular: false,
  },
  {
    name: "Professional",
    price: 197,
    summary: "For coaches and creators who sell live every week.",
    perks: ["Up to 5,000 registrations", "Everything in Starter", "AI live chat", "InsightEngine analytics"],
    cta: { to: "/request-invite", label: "Request an Invite" },
    popular: true,
  },
  {
    name: "Enterprise",
    price: 497,
    summary: "For teams with large audiences and custom needs.",
    perks: ["Unlimited registrations", "Everything in Professional", "Team access", "Priority support"],
    cta: { to: "/contact", label: "Contact Sales" },
    popular: false,
  },
];

const faqs = [
  {
    question: "Is there a money-back guarantee?",
    answer: "Yes. Every plan has a 30-day money-back guarantee: if ShowUp is not right for you, ask for a refund within 30 days.",
  },
  {
    question: "Why is ShowUp invitation-only?",
    answer: "We are in a closed beta and invite hosts in small groups, so each of them gets personal help with their first events.",
  },
  {
    question: "How long does setup take?",
    answer: "Most hosts create their first event and share its registration page in about 15 minutes.",
  },
  {
    question: "What do I need to go live?",
    answer: "A computer with broadcasting software that streams over RTMP, such as OBS Studio. ShowUp gives you the address and stream key.",
  },
  {
    question: "Can I change plans later?",
    answer: "Yes. Move up or down a plan whenever your audience changes; just let us know.",
  },
];

export default function LandingPage() {
  return (
    <>
      <section className={styles.intro} aria-labelledby="intro-title">
        <p className={styles.eyebrow}>ShowUp for hosts</p>
        <h1 id="intro-title" className={styles.title}>
          Run live webinars that people attend, enjoy and buy from
        </h1>
        <p className={styles.lead}>Six tools that handle reminders, engagement, offers and follow-up, set up in 15 minutes.</p>
        <ul className={styles.featureList}>
          {features.map((feature) => (
            <li key={feature.name} className={styles.feature}>
              <h2 className={styles.featureName}>{feature.name}</h2>
              <p className={styles.featureText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="pricing" className={styles.pricing} aria-labelledby="pricing-title">
        <h2 id="pricing-title" className={styles.sectionTitle}>
          Plans and pricing
        </h2>
        <p className={styles.sectionLead}>Billed monthly in US dollars. Every plan has a 30-day money-back guarantee.</p>
        <ul className={styles.plans}>
          {plans.map((plan) => (
            <li key={plan.name} className={plan.popular ? styles.planPopular : styles.plan}>
              {plan.popular ? <p className={styles.popularBadge}>Most Popular</p> : null}
              <h3 className={styles.planName}>{plan.name}</h3>
              <p className={styles.planPrice}>
                <span className={styles.amount}>${plan.price}</span>/month
              </p>
              <p className={styles.planSummary}>{plan.summary}</p>
              <ul className={styles.perks}>
                {plan.perks.map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
              <Link
                to={plan.cta.to}
                className={`${plan.popular ? button.primary : button.secondary} ${styles.planCta}`}
                aria-label={`${plan.cta.label}: ${plan.name} plan`}
              >
                {plan.cta.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.faq} aria-labelledby="faq-title">
        <h2 id="faq-title" className={styles.sectionTitle}>
          Frequently asked questions
        </h2>
        <div className={styles.faqList}>
          {faqs.map((faq) => (
            <details key={faq.question} className={styles.faqItem}>
              <summary className={styles.faqQuestion}>{faq.question}</summary>
              <p className={styles.faqAnswer}>{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}
