import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import { FeatureIcon } from "./feature-art";
import { features, type Feature } from "./features";
import * as styles from "./feature-grid.css";

// The dialog's code (radix Dialog, the posters) is fetched on the first click, not with the page.
const FeatureDialog = lazy(() => import("./feature-dialog"));

/**
 * Each card is a real link to the feature's section on /features; with JavaScript a plain click
 * opens the detail dialog instead, so nothing is lost without it.
 */
export function FeatureGrid() {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.id}>
          <FeatureCard feature={feature} />
        </li>
      ))}
    </ul>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  const [open, setOpen] = useState(false);
  const card = useRef<HTMLAnchorElement>(null);
  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a
        ref={card}
        href={`/features#${feature.id}`}
        className={styles.card}
        onClick={openDialog}
        data-feature={feature.id}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <span className={styles.icon} data-feature={feature.id}>
          <FeatureIcon id={feature.id} />
        </span>
        <span className={styles.kicker}>{feature.kicker}</span>
        <span className={styles.name}>{feature.name}</span>
        <span className={styles.summary}>{feature.summary}</span>
        <span className={styles.more}>
          Explore {feature.name} <span aria-hidden="true">→</span>
        </span>
      </a>
      {open ? (
        <Suspense fallback={null}>
          <FeatureDialog feature={feature} onClose={() => setOpen(false)} returnFocusTo={card} />
        </Suspense>
      ) : null}
    </>
  );
}
