import type { ReactNode } from "react";
import * as styles from "./badge.css";

export type BadgeTone = keyof typeof styles.badge;

/** A short state in a rounded pill, coloured by its tone. */
export function Badge({ tone, className, children }: { tone: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={className ? `${styles.badge[tone]} ${className}` : styles.badge[tone]}>{children}</span>;
}
