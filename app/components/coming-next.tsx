import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import * as styles from "./coming-next.css";

interface ComingNextProps {
  title: string;
  description: ReactNode;
  backTo: string;
  backLabel: string;
  tone?: "light" | "dark";
}

/** The honest state of a screen whose feature has not been built yet. */
export function ComingNext({ title, description, backTo, backLabel, tone = "light" }: ComingNextProps) {
  return (
    <section className={styles.card[tone]} aria-labelledby="coming-next-title">
      <span className={styles.badge}>Coming next</span>
      <h1 id="coming-next-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.description}>{description}</p>
      <Link to={backTo} className={styles.back}>
        <span aria-hidden="true">←</span> {backLabel}
      </Link>
    </section>
  );
}
