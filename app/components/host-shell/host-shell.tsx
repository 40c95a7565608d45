import { Form, Link, useLocation, useSearchParams } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import type { PublicUser } from "~/models/user.server";
import { BellIcon, MenuIcon, PlusIcon } from "../icons";
import { Logo } from "../logo";
import { button } from "../ui/button.css";
import * as styles from "./host-shell.css";

const isUnder = (base: string) => (pathname: string) => pathname === base || pathname.startsWith(`${base}/`);

const navItems = [
  { to: "/dashboard", label: "Dashboard", matches: (pathname: string) => pathname === "/dashboard" },
  // An event's own pages (dashboard, settings, recordings) belong to Events.
  { to: "/events", label: "Events", matches: (pathname: string) => isUnder("/events")(pathname) || isUnder("/recordings")(pathname) },
  { to: "/analytics", label: "Analytics", matches: isUnder("/analytics") },
  { to: "/audience", label: "Audience", matches: isUnder("/audience") },
  { to: "/templates", label: "Templates", matches: isUnder("/templates") },
  {
    to: "/settings",
    label: "Settings",
    matches: (pathname: string) => isUnder("/settings")(pathname) || isUnder("/dashboard/settings")(pathname),
  },
  { to: "/help", label: "Help & Support", matches: isUnder("/help") },
];

export function initialsOf(user: Pick<PublicUser, "firstName" | "lastName" | "email">) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (initials || user.email.charAt(0)).toUpperCase();
}

/** Every signed-in host page: a sidebar on wide screens, a bar with a menu (a plain <details>, no script needed) on phones. */
export function HostShell({ user, children }: { user: PublicUser; children: ReactNode }) {
  const location = useLocation();
  return (
    <div className={styles.layout}>
      <div className={styles.mobileBar}>
        <Logo to="/dashboard" label="ShowUp dashboard" />
        {/* Keyed by location so the menu closes after a client-side navigation. */}
        <details key={location.pathname + location.search} className={styles.mobileMenu}>
          <summary className={styles.summary}>
            <MenuIcon />
            <span>Menu</span>
          </summary>
          <div className={styles.drawer}>
            <ShellContent user={user} />
          </div>
        </details>
      </div>
      <aside className={styles.sidebar}>
        <Logo to="/dashboard" label="ShowUp dashboard" />
        <ShellContent user={user} />
      </aside>
      <main className={styles.content}>{children}</main>
    </div>
  );
}

function ShellContent({ user }: { user: PublicUser }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const searchId = useId();
  const query = pathname === "/search" ? (searchParams.get("q") ?? "") : "";

  return (
    <div className={styles.shellContent}>
      {/* The Events page has its own Create Event; a second one beside it would only compete. */}
      {pathname === "/events" ? null : (
        <Link to="/events?openModal=true" className={`${button.primary} ${styles.fullWidth}`}>
          <PlusIcon /> Create Event
        </Link>
      )}
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
          placeholder="Search events and attendees"
          className={styles.searchInput}
        />
      </Form>
      <nav aria-label="Main">
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
        <Form method="post" action="/logout">
          <button type="submit" className={`${button.secondary} ${styles.fullWidth}`}>
            Sign out
          </button>
        </Form>
      </div>
    </div>
  );
}
