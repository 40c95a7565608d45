import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@remix-run/react";
import type { ReactNode, RefObject } from "react";
import { button } from "~/components/ui/button.css";
import { FeatureIcon, FeaturePoster } from "./feature-art";
import { FeatureItems, FeatureQuote } from "./feature-parts";
import type { Feature } from "./features";
import * as styles from "./feature-grid.css";

/** A feature's details over the page; loaded by its card on the first click. Closing gives focus back to the card. */
export default function FeatureDialog({
  feature,
  onClose,
  returnFocusTo,
}: {
  feature: Feature;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement>;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <FeatureDetail feature={feature} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function FeatureDetail({ feature }: { feature: Feature }) {
  return (
    <>
      <div className={styles.head}>
        <span className={styles.icon} data-feature={feature.id}>
          <FeatureIcon id={feature.id} />
        </span>
        <div className={styles.headText}>
          <p className={styles.kicker}>{feature.kicker}</p>
          <Dialog.Title className={styles.title}>{feature.name}</Dialog.Title>
        </div>
        <Dialog.Close className={styles.close} aria-label="Close">
          <span aria-hidden="true">×</span>
        </Dialog.Close>
      </div>
      <Dialog.Description className={styles.lead}>{feature.summary}</Dialog.Description>
      <div className={styles.poster}>
        <FeaturePoster id={feature.id} label={`${feature.name} at work during a live event`} />
      </div>
      <dl className={styles.metrics}>
        {feature.metrics.map((metric) => (
          <div key={metric.label} className={styles.metric}>
            <dt className={styles.metricLabel}>{metric.label}</dt>
            <dd className={styles.metricValue}>{metric.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.columns}>
        <DetailSection id={`${feature.id}-key`} title="Key features">
          <FeatureItems items={feature.keyFeatures} className={styles.checks} />
        </DetailSection>
        <DetailSection id={`${feature.id}-flow`} title="How it works">
          <FeatureItems items={feature.workflow} ordered className={styles.steps} />
        </DetailSection>
      </div>
      <DetailSection id={`${feature.id}-uses`} title="Use cases">
        <FeatureItems items={feature.useCases} className={styles.tags} />
      </DetailSection>
      <FeatureQuote testimonial={feature.testimonial} className={styles.quote} />
      <div className={styles.actions}>
        <Link to="/request-invite" className={button.primary}>
          Get early access
        </Link>
        <Link to={`/features#${feature.id}`} className={button.secondary}>
          Full details
        </Link>
      </div>
    </>
  );
}

function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.subhead}>
        {title}
      </h3>
      {children}
    </section>
  );
}
