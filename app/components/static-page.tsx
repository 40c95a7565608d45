import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import * as styles from "./static-page.css";

interface StaticPageProps {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
  links: { to: string; label: string }[];
  /** Full content width, for pages with grids or tables. */
  wide?: boolean;
}

/** A short public page: a heading, a few honest paragraphs and where to go next. */
export function StaticPage({ eyebrow, title, lead, children, links, wide = false }: StaticPageProps) {
  return (
    <article className={wide ? styles.widePage : styles.page}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
      <nav className={styles.next} aria-label="Where to next">
        <h2 className={styles.nextTitle}>Where to next</h2>
        <ul className={styles.nextList}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.nextLink}>
                {link.label} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
