import { Link } from "@remix-run/react";
import { PlusIcon } from "~/components/icons";
import * as styles from "./welcome-banner.css";

const LINKS = [
  { to: "/events", label: "Events" },
  { to: "/analytics", label: "Analytics" },
  { to: "/audience", label: "Audience" },
  { to: "/settings", label: "Settings" },
];

/** The greeting and the quick links. */
export function WelcomeBanner({ firstName, isNew }: { firstName: string; isNew: boolean }) {
  return (
    <section className={styles.banner} aria-labelledby="welcome-title">
      <h1 id="welcome-title" className={styles.title}>
        Welcome, {firstName}
      </h1>
      <p className={styles.lead}>
        {isNew
          ? "Let's get your first webinar ready: create an event, set up its stream and share the registration link."
          : "Here is how your webinars are doing."}
      </p>
      <nav aria-label="Quick links">
        <ul className={styles.links}>
          <li>
            <Link to="/events?openModal=true" className={styles.primaryLink}>
              <PlusIcon /> Create event
            </Link>
          </li>
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
