import { Link } from "@remix-run/react";
import { PlusIcon } from "~/components/icons";
import * as styles from "./welcome-banner.css";

/** The greeting and the one action a host takes most; the shell's navigation leads everywhere else. */
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
      <div>
        <Link to="/events?openModal=true" className={styles.primaryLink}>
          <PlusIcon /> Create event
        </Link>
      </div>
    </section>
  );
}
