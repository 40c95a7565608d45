import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useRootData } from "~/components/use-root-data";
import { button } from "./ui/button.css";
import { Logo } from "./logo";
import * as styles from "./public-header.css";
import { MenuIcon } from "./icons";

const SCROLL_THRESHOLD_PX = 10;

const sections = [
  { to: "/#testimonials", label: "Success Stories" },
  { to: "/#problems", label: "Solutions" },
  { to: "/#features", label: "Features" },
];

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/** The site's sections, in the wide header's bar and in the phone's menu. */
function SectionLinks({ className }: { className: string }) {
  return sections.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={className}>
        {link.label}
      </Link>
    </li>
  ));
}

export function PublicHeader() {
  const user = useRootData()?.user ?? null;
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const location = useLocation();
  const account = user ? { to: "/dashboard", label: "Dashboard" } : { to: "/signin", label: "Login" };

  return (
    <header className={styles.header} data-scrolled={scrolled ? "true" : undefined}>
      <div className={styles.inner}>
        <Logo to="/" />
        <nav className={styles.desktopNav} aria-label="Main">
          <ul className={styles.navList}>
            <SectionLinks className={styles.navLink} />
          </ul>
        </nav>
        <div className={styles.actions}>
          <Link to={account.to} className={`${button.ghost} ${styles.action}`}>
            {account.label}
          </Link>
          <Link to="/request-invite" className={`${button.primary} ${styles.action}`}>
            Request an Invite
          </Link>
        </div>
        {/* Keyed by location so the menu closes after a client-side navigation. */}
        <details key={location.pathname + location.search + location.hash} className={styles.mobileMenu}>
          <summary className={styles.summary}>
            <MenuIcon />
            <span className="visually-hidden">Menu</span>
          </summary>
          <nav className={styles.panel} aria-label="Main">
            <ul className={styles.panelList}>
              <SectionLinks className={styles.panelLink} />
              <li>
                <Link to={account.to} className={styles.panelLink}>
                  {account.label}
                </Link>
              </li>
            </ul>
            <Link to="/request-invite" className={`${button.primary} ${styles.panelCta}`}>
              Request an Invite
            </Link>
          </nav>
        </details>
      </div>
    </header>
  );
}
