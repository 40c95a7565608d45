import type { ReactNode } from "react";
import * as styles from "./inset-figure.css";

/** A small figure inside a card, its label over its value on a muted inset: one entry of a description list. */
export function InsetFigure({ label, valueClassName, children }: { label: string; valueClassName: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.label}>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
