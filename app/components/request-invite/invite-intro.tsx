import { CheckIcon, ClockIcon } from "./icons";
import * as styles from "./request-invite.css";

const PERKS = [
  { title: "Plans from $97/month", detail: "Every plan comes with a 30-day money-back guarantee." },
  { title: "Hands-on onboarding", detail: "We set up your first webinar and offer with you, live." },
  { title: "A say in the roadmap", detail: "Beta members vote on what we build next." },
];

/** The page heading: above the form on phones, beside it on wide screens. */
export function InviteHeading() {
  return (
    <div className={styles.heading}>
      <p className={styles.eyebrow}>
        <span className={styles.pulse} aria-hidden="true" />
        Closed beta
      </p>
      <h1 className={styles.title}>
        Request your <span className={styles.titleAccent}>ShowUp invite</span>
      </h1>
      <p className={styles.lead}>
        We are letting in a small group of coaches, consultants, course creators and service providers each week. Tell us about your events and we
        will save you a seat.
      </p>
    </div>
  );
}

/** Why to ask, and when we answer: below the form on phones, under the heading on wide screens. */
export function InvitePerks() {
  return (
    <div className={styles.perksArea}>
      <ul className={styles.perks}>
        {PERKS.map((perk) => (
          <li key={perk.title} className={styles.perk}>
            <span className={styles.perkIcon}>
              <CheckIcon />
            </span>
            <p className={styles.perkText}>
              <strong>{perk.title}</strong>
              <span>{perk.detail}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.promise}>
        <span className={styles.promiseIcon}>
          <ClockIcon />
        </span>
        <span>
          <strong>A real reply within 24 business hours</strong>, from a person on our team.
        </span>
      </p>
    </div>
  );
}
