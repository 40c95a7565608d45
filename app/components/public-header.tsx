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
            {sections.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.navLink}>
                  {link.label}
                </Link>
              </li>
            ))}
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
              {sections.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.panelLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
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
