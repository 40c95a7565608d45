import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import type { PublicUser } from "~/models/user.server";
import { button } from "./ui/button.css";
import { Logo } from "./logo";
import * as styles from "./host-header.css";
import { BellIcon, MenuIcon, PlusIcon } from "./icons";

const navLinks = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/webinars", label: "Webinars" },
  { to: "/analytics", label: "Analytics" },
  { to: "/templates", label: "Templates" },
];

const accountLinks = [
  { to: "/settings?tab=basic-info", label: "Profile" },
  { to: "/settings", label: "Settings" },
  { to: "/settings?tab=billing", label: "Billing" },
];

export function initialsOf(user: Pick<PublicUser, "firstName" | "lastName" | "email">) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (initials || user.email.charAt(0)).toUpperCase();
}

/** The signed-in header; the page below it needs `padding-top: 64px`. */
export function HostHeader({ user }: { user: PublicUser }) {
  const location = useLocation();
  return (
    <>
      <header className={styles.header}>
        <Logo to="/dashboard" label="ShowUp dashboard" />
        <nav className={styles.desktopNav} aria-label="Main">
          <NavList linkClassName={styles.navLink} />
        </nav>
        <div className={styles.actions}>
          <Link to="/events?openModal=true" className={`${button.primary} ${styles.create}`}>
            <PlusIcon />
            <span className={styles.createLabel}>Create Webinar</span>
          </Link>
          <Link to="/settings?tab=notifications" className={styles.iconButton} aria-label="Notifications">
            <BellIcon />
          </Link>
          <UserMenu user={user} />
          {/* Keyed by location so the menu closes after a client-side navigation. */}
          <details key={location.pathname + location.search} className={styles.mobileMenu}>
            <summary className={styles.iconButton}>
              <MenuIcon />
              <span className="visually-hidden">Menu</span>
            </summary>
            <nav className={styles.panel} aria-label="Main">
              <NavList linkClassName={styles.panelLink} />
            </nav>
          </details>
        </div>
      </header>
      <noscript>
        <nav className={styles.noJsBar} aria-label="Account">
          <span className={styles.noJsName}>
            Signed in as {user.firstName} {user.lastName}
          </span>
          {accountLinks.map((link) => (
            <a key={link.to} href={link.to} className={styles.noJsLink}>
              {link.label}
            </a>
          ))}
          <form method="post" action="/logout">
            <button type="submit" className={styles.noJsLink}>
              Logout
            </button>
          </form>
        </nav>
      </noscript>
    </>
  );
}

function NavList({ linkClassName }: { linkClassName: string }) {
  return (
    <ul className={styles.navList}>
      {navLinks.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={linkClassName}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function UserMenu({ user }: { user: PublicUser }) {
  return (
    <DropdownMenu.Root modal={false}>
      {/* The name holds the initials it shows (WCAG 2.5.3: a speech user says what they see). */}
      <DropdownMenu.Trigger className={styles.avatar} aria-label={`Account menu, ${initialsOf(user)}`}>
        {initialsOf(user)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.menuLabel}>
            <strong>
              {user.firstName} {user.lastName}
            </strong>
            <span className={styles.menuEmail}>{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          {accountLinks.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link to={link.to} className={styles.menuItem}>
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={styles.separator} />
          <Form method="post" action="/logout">
            {/* Keeping the menu open keeps the form in the document until the submission has started. */}
            <DropdownMenu.Item asChild onSelect={(event) => event.preventDefault()}>
              <button type="submit" className={styles.menuItem}>
                Logout
              </button>
            </DropdownMenu.Item>
          </Form>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
