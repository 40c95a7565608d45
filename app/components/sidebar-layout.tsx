import { Form, Link, useLocation, useSearchParams } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import type { PublicUser } from "~/models/user.server";
import { button } from "./ui/button.css";
import { initialsOf } from "./host-header";
import { Logo } from "./logo";
import * as styles from "./sidebar-layout.css";
import { BellIcon, MenuIcon } from "./icons";

const isUnder = (base: string) => (pathname: string) => pathname === base || pathname.startsWith(`${base}/`);

const navItems = [
  { to: "/dashboard", label: "Dashboard", matches: (pathname: string) => pathname === "/dashboard" },
  { to: "/events", label: "Events", matches: isUnder("/events") },
  { to: "/analytics", label: "Analytics", matches: isUnder("/analytics") },
  { to: "/audience", label: "Audience", matches: isUnder("/audience") },
  {
    to: "/settings",
    label: "Settings",
    matches: (pathname: string) => isUnder("/settings")(pathname) || isUnder("/dashboard/settings")(pathname),
  },
  { to: "/help", label: "Help & Support", matches: isUnder("/help") },
];

export function SidebarLayout({ user, children }: { user: PublicUser; children: ReactNode }) {
  const location = useLocation();
  return (
    <div className={styles.layout}>
      <div className={styles.mobileBar}>
        <Logo to="/dashboard" label="ShowUp dashboard" />
        {/* Keyed by location so the menu closes after a client-side navigation. */}
        <details key={location.pathname + location.search} className={styles.mobileMenu}>
          <summary className={styles.summary}>
            <MenuIcon />
            <span className="visually-hidden">Workspace menu</span>
          </summary>
          <div className={styles.drawer}>
            <SidebarContent user={user} />
          </div>
        </details>
      </div>
      <aside className={styles.sidebar}>
        <Logo to="/dashboard" label="ShowUp dashboard" />
        <SidebarContent user={user} />
      </aside>
      <main className={styles.content}>{children}</main>
    </div>
  );
}

function SidebarContent({ user }: { user: PublicUser }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const searchId = useId();
  const query = pathname === "/search" ? (searchParams.get("q") ?? "") : "";

  return (
    <div className={styles.sidebarContent}>
      <Link to="/events?openModal=true" className={`${button.primary} ${styles.fullWidth}`}>
        <span aria-hidden="true">+</span> Create Event
      </Link>
      <Form method="get" action="/search" role="search" className={styles.search}>
        <label htmlFor={searchId} className="visually-hidden">
          Search events and attendees
        </label>
        <input
          id={searchId}
          key={query}
          type="search"
          name="q"
          maxLength={100}
          defaultValue={query}
          placeholder="Search events, analytics, attendees..."
          className={styles.searchInput}
        />
      </Form>
      <nav aria-label="Workspace">
        <ul className={styles.navList}>
          {navItems.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.navLink} aria-current={item.matches(pathname) ? "page" : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.footer}>
        <Link to="/settings?tab=billing" className={`${button.secondary} ${styles.fullWidth}`}>
          Upgrade Plan
        </Link>
        <div className={styles.userCard}>
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(user)}
          </span>
          <div className={styles.userText}>
            <span className={styles.userName}>
              {user.firstName} {user.lastName}
            </span>
            <span className={styles.userEmail}>{user.email}</span>
          </div>
          <Link to="/settings?tab=notifications" className={styles.bell} aria-label="Notifications">
            <BellIcon />
          </Link>
        </div>
      </div>
    </div>
  );
}
