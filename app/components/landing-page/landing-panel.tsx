import type { ReactNode } from "react";
import type { LandingPageSettings } from "~/contracts/live-events";
import { HostAvatar } from "./host-avatar";
import { hostOf, resourcesOf, testimonialsOf } from "./landing-content";
import { Paragraphs } from "./paragraphs";
import * as styles from "./landing-panel.css";

function CheckIcon() {
  return (
    <svg className={styles.check} width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

function ArrowIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

/** Links leave the page: a new tab, and no access to this one. */
function OutLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function Offer({ settings }: { settings: LandingPageSettings }) {
  return (
    <>
      <h2 className={styles.title}>{settings.customOfferTitle ?? settings.customTitle ?? "Special offer"}</h2>
      {settings.customOfferPrice ? <p className={styles.price}>{settings.customOfferPrice}</p> : null}
      <Paragraphs className={styles.text} text={settings.customDescription} />
      {settings.customOfferFeatures.length ? (
        <ul className={styles.features} aria-label="What you get">
          {settings.customOfferFeatures.map((feature, index) => (
            <li key={index} className={styles.feature}>
              <CheckIcon />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {settings.customUrl ? (
        <OutLink href={settings.customUrl} className={styles.cta}>
          Claim this offer <ArrowIcon />
        </OutLink>
      ) : null}
    </>
  );
}

function Host({ settings }: { settings: LandingPageSettings }) {
  const name = settings.customHostName ?? "Your host";
  return (
    <>
      {settings.customTitle ? <h2 className={styles.title}>{settings.customTitle}</h2> : null}
      <div className={styles.host}>
        <HostAvatar name={name} size="lg" />
        <div>
          {settings.customTitle ? <p className={styles.hostName}>{name}</p> : <h2 className={styles.hostName}>{name}</h2>}
          <p className={styles.hostRole}>Your host</p>
        </div>
      </div>
      <Paragraphs className={styles.text} text={settings.customHostBio} />
    </>
  );
}

function Testimonials({ settings }: { settings: LandingPageSettings }) {
  return (
    <>
      <h2 className={styles.title}>{settings.customTitle ?? "What people say"}</h2>
      <div className={styles.quotes}>
        {testimonialsOf(settings.customDescription).map((testimonial, index) => (
          <figure key={index} className={styles.quote}>
            <blockquote className={styles.quoteText}>“{testimonial.quote}”</blockquote>
            {testimonial.author ? <figcaption className={styles.quoteAuthor}>{testimonial.author}</figcaption> : null}
          </figure>
        ))}
      </div>
    </>
  );
}

function Resources({ settings }: { settings: LandingPageSettings }) {
  return (
    <>
      <h2 className={styles.title}>{settings.customTitle ?? "Resources"}</h2>
      <ul className={styles.resources}>
        {resourcesOf(settings.customDescription).map((resource, index) => (
          <li key={index}>
            {resource.href ? (
              <OutLink href={resource.href} className={styles.resource}>
                <span className={styles.resourceLabel}>{resource.label}</span>
                <span className={styles.resourceHost}>{hostOf(resource.href)}</span>
              </OutLink>
            ) : (
              <span className={styles.resource}>
                <span className={styles.resourceLabel}>{resource.label}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function LinkCard({ settings }: { settings: LandingPageSettings }) {
  const title = settings.customTitle ?? (settings.customUrl ? hostOf(settings.customUrl) : "Link");
  return (
    <>
      <h2 className={styles.title}>{title}</h2>
      <Paragraphs className={styles.text} text={settings.customDescription} />
      {settings.customUrl ? (
        <OutLink href={settings.customUrl} className={styles.cta}>
          Open {hostOf(settings.customUrl)} <ArrowIcon />
        </OutLink>
      ) : null}
    </>
  );
}

const EYEBROW: Record<LandingPageSettings["activePage"], string> = {
  offer: "Special offer",
  about: "About this session",
  host: "Meet your host",
  testimonials: "Testimonials",
  resources: "Resources",
  url: "Featured link",
};

/**
 * The landing page the host shows beside the stream: an offer, about, the host, testimonials,
 * resources or a link. Viewers see it only while it is visible; the host's preview shows it anyway.
 */
export function LandingPanel({ settings, preview = false }: { settings: LandingPageSettings | null; preview?: boolean }) {
  if (!settings || (!settings.isVisible && !preview)) return null;
  const page = settings.activePage;
  return (
    <section className={styles.panel[page === "offer" ? "offer" : "plain"]} aria-label={EYEBROW[page]} data-landing-page={page}>
      <p className={styles.eyebrow}>{EYEBROW[page]}</p>
      {page === "offer" ? <Offer settings={settings} /> : null}
      {page === "about" ? (
        <>
          <h2 className={styles.title}>{settings.customTitle ?? "About this session"}</h2>
          <Paragraphs className={styles.text} text={settings.customDescription} />
        </>
      ) : null}
      {page === "host" ? <Host settings={settings} /> : null}
      {page === "testimonials" ? <Testimonials settings={settings} /> : null}
      {page === "resources" ? <Resources settings={settings} /> : null}
      {page === "url" ? <LinkCard settings={settings} /> : null}
    </section>
  );
}
