import type { HandoutKind } from "~/contracts/handouts";
import * as styles from "./handout-icon.css";

/** A handout's type at a glance (decorative: the type is also in its words). */
export function HandoutIcon({ kind, tone }: { kind: HandoutKind; tone: "light" | "dark" }) {
  const family = kind === "pdf" ? "pdf" : kind === "link" ? "link" : "image";
  return (
    <span className={styles[tone][family]} aria-hidden="true">
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {family === "pdf" ? (
          <>
            <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
            <path d="M14 2v6h6" />
            <path d="M8 13h8M8 17h5" />
          </>
        ) : family === "image" ? (
          <>
            <rect x="3" y="3" width="18" height="18" rx="2" />
            <circle cx="8.5" cy="8.5" r="1.5" />
            <path d="m21 15-5-5L5 21" />
          </>
        ) : (
          <>
            <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
            <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
          </>
        )}
      </svg>
    </span>
  );
}
