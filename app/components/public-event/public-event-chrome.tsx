import { useMatches } from "@remix-run/react";
import type { ReactNode } from "react";
import { PoweredBy } from "~/components/ui/powered-by";
import * as styles from "./public-event-chrome.css";

/** /events/{eventId}: open to visitors, who get the event's public page (the host gets the dashboard). */
export const isPublicEventPath = (pathname: string) => /^\/events\/[^/]+\/?$/.test(pathname);

interface Contact {
  email: string;
  phone: string;
}

const isPublicView = (data: unknown): data is { view: "public"; contact: Contact } =>
  typeof data === "object" && data !== null && (data as { view?: unknown }).view === "public";

/** The contact details when the page shown is an event's public page (its loader says so), else null. */
export function usePublicEventContact(): Contact | null {
  const match = useMatches().find((m) => isPublicView(m.data));
  return match && isPublicView(match.data) ? match.data.contact : null;
}

/**
 * Around an event's public page inside the host layout: the host's page, so no platform header,
 * footer or support bubble, only a small "Powered by" (the platform's contact stays on its own pages).
 */
export function PublicEventChrome({ children }: { contact: Contact | null; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <PoweredBy className={styles.poweredBy} />
    </div>
  );
}
