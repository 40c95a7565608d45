import { Link } from "@remix-run/react";
import { FeatureIcon, FeaturePoster } from "./feature-art";
import { FeatureItems, FeatureQuote } from "./feature-parts";
import { features } from "./features";
import { kicker } from "./feature-grid.css";
import * as styles from "./feature-sections.css";

/** Every feature in full, one section each with its own anchor (the no-JavaScript home cards link here). */
export function FeatureSections() {
  return (
    <div className={styles.list}>
      <nav aria-label="Features on this page" className={styles.toc}>
        <ul>
          {features.map((feature) => (
            <li key={feature.id}>
              <a href={`#${feature.id}`}>{feature.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {features.map((feature) => (
        <section key={feature.id} id={feature.id} className={styles.section} aria-labelledby={`${feature.id}-title`}>
          <div className={styles.head}>
            <span className={styles.icon} aria-hidden="true">
              <FeatureIcon id={feature.id} />
            </span>
            <div>
              <p className={kicker}>{feature.kicker}</p>
              <h2 id={`${feature.id}-title`} className={styles.title}>
                {feature.name}
              </h2>
            </div>
          </div>
          <p className={styles.summary}>{feature.summary}</p>
          <div className={styles.poster}>
            <FeaturePoster id={feature.id} label={`${feature.name} at work during a live event`} />
          </div>
          <dl className={styles.metrics}>
            {feature.metrics.map((metric) => (
              <div key={metric.label}>
                <dt>{metric.label}</dt>
                <dd>{metric.value}</dd>
              </div>
            ))}
          </dl>
          <h3>Key features</h3>
          <FeatureItems items={feature.keyFeatures} />
          <h3>How it works</h3>
          <FeatureItems items={feature.workflow} ordered />
          <h3>Use cases</h3>
          <FeatureItems items={feature.useCases} />
          <FeatureQuote testimonial={feature.testimonial} className={styles.quote} />
          <Link to="/request-invite" className={styles.cta}>
            Get early access to {feature.name} <span aria-hidden="true">→</span>
          </Link>
        </section>
      ))}
    </div>
  );
}
