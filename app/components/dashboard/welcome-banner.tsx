import { Link } from "@remix-run/react";
import { PlusIcon } from "~/components/icons";
import * as styles from "./welcome-banner.css";

/** "Hana's team", "Hana's and Omar's teams". */
function teamsOf(hostNames: string[]) {
  const names = hostNames.map((name) => `${name}'s`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : (names[0] ?? "");
  return `${list} ${names.length > 1 ? "teams" : "team"}`;
}

/**
 * The greeting and the one action a host takes most; the shell's navigation leads everywhere else.
 * Someone with no events of their own who helps on other hosts' teams is led to those events first.
 */
export function WelcomeBanner({ firstName, isNew, teamHosts }: { firstName: string; isNew: boolean; teamHosts: string[] }) {
  const onTeamOnly = isNew && teamHosts.length > 0;
  return (
    <section className={styles.banner} aria-labelledby="welcome-title">
      <h1 id="welcome-title" className={styles.title}>
        Welcome, {firstName}
      </h1>
      <p className={styles.lead}>
        {onTeamOnly
          ? `You're on ${teamsOf(teamHosts)}: their events are under Team events, where you run the chat, Q&A and polls.`
          : isNew
            ? "Let's get your first webinar ready: create an event, set up its stream and share the registration link."
            : "Here is how your webinars are doing."}
      </p>
      <div className={styles.actions}>
        {onTeamOnly ? (
          <Link to="/events#team-events" className={styles.primaryLink}>
            Open Team events
          </Link>
        ) : null}
        <Link to="/events?openModal=true" className={onTeamOnly ? styles.secondaryLink : styles.primaryLink}>
          <PlusIcon /> {onTeamOnly ? "Create your own event" : "Create event"}
        </Link>
      </div>
    </section>
  );
}
