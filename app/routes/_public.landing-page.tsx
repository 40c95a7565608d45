import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ComparisonTable } from "~/components/marketing/comparison";
import { Faq } from "~/components/marketing/faq";
import { FeatureIcon } from "~/components/marketing/feature-art";
import { features } from "~/components/marketing/features";
import { claims } from "~/components/marketing/claims";
import { PricingPlans } from "~/components/marketing/plans";
import { eyebrow } from "~/components/static-page.css";
import { button } from "~/components/ui/button.css";
import * as styles from "./_public.landing-page.css";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () =>
  pageMeta(
    "Features, pricing and comparison",
    "ShowUp's six tools for selling live, plans from $97/month with a 30-day money-back guarantee, and how it compares.",
  );

const steps = [
  { title: "Schedule", text: "Name the event and pick a time. SmartScheduler shows each registrant their local time." },
  { title: "Fill the room", text: "Share one link. ShowUp Surge sends the reminders by e-mail and SMS." },
  { title: "Go live and sell", text: "Stream from OBS. EngageMax keeps the room awake and AutoOffer makes the offer." },
  { title: "Follow up", text: "InsightEngine shows who stayed and who bought, ready to export." },
];

export default function LandingPage() {
  return (
    <>
      <section className={styles.intro} aria-labelledby="intro-title">
        <p className={eyebrow}>ShowUp for hosts</p>
        <h1 id="intro-title" className={styles.title}>
          Run live webinars that people attend, enjoy and buy from
        </h1>
        <p className={styles.lead}>Six tools that handle reminders, engagement, offers and follow-up, set up in 15 minutes. Plans from $97/month.</p>
        <div className={styles.actions}>
          <Link to="/request-invite" className={`${button.primary} ${styles.bigButton}`}>
            Request an Invite
          </Link>
          <Link to="#pricing" className={`${button.secondary} ${styles.bigButton}`}>
            See pricing
          </Link>
        </div>
        <dl className={styles.claims}>
          {claims.map((claim) => (
            <div key={claim.label} className={styles.claim}>
              <dt>{claim.label}</dt>
              <dd>{claim.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="features" className={styles.section} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          Everything a live launch needs, in one place
        </h2>
        <p className={styles.sectionLead}>No stitching together a webinar tool, an SMS service, a checkout page and a spreadsheet.</p>
        <ul className={styles.featureList}>
          {features.map((feature) => (
            <li key={feature.id} className={styles.feature}>
              <span className={styles.featureIcon} aria-hidden="true">
                <FeatureIcon id={feature.id} />
              </span>
              <div>
                <h3 className={styles.featureName}>
                  <Link to={`/features#${feature.id}`} className={styles.featureLink}>
                    {feature.name}
                  </Link>
                </h3>
                <p className={styles.featureText}>{feature.summary}</p>
              </div>
            </li>
          ))}
        </ul>
        <ol className={styles.steps} aria-label="How it works">
          {steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <strong>{step.title}</strong>
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
      </section>

      <section id="pricing" className={`${styles.section} ${styles.tinted}`} aria-labelledby="pricing-title">
        <h2 id="pricing-title" className={styles.sectionTitle}>
          Simple monthly plans
        </h2>
        <p className={styles.sectionLead}>Billed monthly in US dollars. Every plan has a 30-day money-back guarantee.</p>
        <PricingPlans />
      </section>

      <section id="compare" className={styles.section} aria-labelledby="compare-title">
        <h2 id="compare-title" className={styles.sectionTitle}>
          How ShowUp compares
        </h2>
        <p className={styles.sectionLead}>
          Every tool on this list runs a good webinar. ShowUp is built around what happens after people register: showing up, staying, and buying.
        </p>
        <ComparisonTable />
      </section>

      <section id="faq" className={`${styles.section} ${styles.tinted}`} aria-labelledby="faq-title">
        <h2 id="faq-title" className={styles.sectionTitle}>
          Frequently asked questions
        </h2>
        <p className={styles.sectionLead}>
          Something else? <Link to="/contact">Talk to a person</Link> or browse the <Link to="/help">help center</Link>.
        </p>
        <Faq />
      </section>

      <section className={styles.cta} aria-labelledby="cta-title">
        <h2 id="cta-title" className={styles.ctaTitle}>
          Try it on your next webinar, risk-free
        </h2>
        <p className={styles.ctaText}>Request an invite today; if ShowUp is not for you, the 30-day guarantee has you covered.</p>
        <Link to="/request-invite" className={`${button.secondary} ${styles.bigButton}`}>
          Request an Invite
        </Link>
      </section>
    </>
  );
}
