import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import * as styles from "./plans.css";

/** Spec section 9: the three plans and their registration caps; the perks are only what the product does today. */
export const plans = [
  {
    name: "Starter",
    price: 97,
    summary: "For hosts running their first live launches.",
    perks: [
      "Up to 1,000 registrations",
      "Built-in Stripe checkout",
      "E-mail and SMS reminders (ShowUp Surge)",
      "Overlays and hearts (EngageMax)",
      "In-stream offers (AutoOffer)",
    ],
    cta: { to: "/request-invite", label: "Request an Invite" },
    popular: false,
  },
  {
    name: "Professional",
    price: 197,
    summary: "For coaches and creators who sell live every week.",
    perks: [
      "Up to 5,000 registrations",
      "Everything in Starter",
      "Unlimited offers, with your own checkout too",
      "Recordings kept on your box",
      "InsightEngine analytics and CSV export",
    ],
    cta: { to: "/request-invite", label: "Request an Invite" },
    popular: true,
  },
  {
    name: "Enterprise",
    price: 497,
    summary: "For teams with large audiences and custom needs.",
    perks: [
      "Unlimited registrations",
      "Everything in Professional",
      "Team access for your staff",
      "Priority support with a named contact",
      "Help migrating your webinars",
    ],
    cta: { to: "/contact", label: "Contact Sales" },
    popular: false,
  },
];

export function PricingPlans({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.name} className={plan.popular ? styles.planPopular : styles.plan}>
          {plan.popular ? <p className={styles.badge}>Most Popular</p> : null}
          <Heading className={styles.name}>{plan.name}</Heading>
          <p className={styles.summary}>{plan.summary}</p>
          <p className={styles.price}>
            <span className={styles.amount}>${plan.price}</span>
            <span className={styles.per}>/month</span>
          </p>
          <Link
            to={plan.cta.to}
            className={`${plan.popular ? button.primary : button.secondary} ${styles.cta}`}
            aria-label={`${plan.cta.label}: ${plan.name} plan`}
          >
            {plan.cta.label}
          </Link>
          <ul className={styles.perks}>
            {plan.perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
