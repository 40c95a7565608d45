import { Link } from "@remix-run/react";
import { Logo } from "./logo";
import { button } from "./ui/button.css";
import * as styles from "./public-footer.css";

// Each link: its path, then its label.
const columns: { title: string; links: [string, string][] }[] = [
  {
    title: "Product",
    links: [
      ["/features", "Features"],
      ["/pricing", "Pricing"],
      ["/demo", "Demo"],
      ["/integrations", "Integrations"],
      ["/templates", "Templates"],
    ],
  },
  {
    title: "Resources",
    links: [
      ["/blog", "Blog"],
      ["/help", "Help Center"],
      ["/case-studies", "Case Studies"],
      ["/about", "About"],
      ["/contact", "Contact"],
    ],
  },
  { title: "Account", links: [["/login", "Login"]] },
  {
    title: "Legal",
    links: [
      ["/privacy", "Privacy Policy"],
      ["/terms", "Terms of Service"],
    ],
  },
];

export function PublicFooter({ contactEmail, contactPhone }: { contactEmail: string; contactPhone: string }) {
  return (
    <footer className={styles.footer}>
      <p className={styles.banner}>Built for coaches, consultants, course creators and service providers</p>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo to="/" tone="light" />
          <p className={styles.blurb}>A webinar platform that takes the stress out of selling live.</p>
          <address className={styles.contact}>
            <a href={`mailto:${contactEmail}`} className={styles.contactLink}>
              <span className={styles.contactLabel}>E-mail</span>
              {contactEmail}
            </a>
            <a href={`tel:${contactPhone.replace(/[^\d+]/g, "")}`} className={styles.contactLink}>
              <span className={styles.contactLabel}>Toll-free</span>
              {contactPhone}
            </a>
          </address>
        </div>
        <nav className={styles.columns} aria-label="Footer">
          {columns.map((column) => (
            <section key={column.title} className={styles.column} aria-labelledby={`footer-${column.title}`}>
              <h2 id={`footer-${column.title}`} className={styles.columnTitle}>
                {column.title}
              </h2>
              <ul className={styles.linkList}>
                {column.links.map(([to, label]) => (
                  <li key={to}>
                    <Link to={to} className={styles.link}>
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
              {column.title === "Account" ? (
                <Link to="/request-invite" className={`${button.primary} ${styles.invite}`}>
                  Request Invite
                </Link>
              ) : null}
            </section>
          ))}
        </nav>
      </div>
      <p className={styles.legal}>© {new Date().getFullYear()} ShowUp. All rights reserved.</p>
    </footer>
  );
}
