import type { ReactNode } from "react";
import { HostShell } from "~/components/host-shell/host-shell";
import { PublicFooter } from "~/components/public-footer";
import { PublicHeader } from "~/components/public-header";
import { SupportChat } from "~/components/support-chat/support-chat";
import type { PublicUser } from "~/models/user.server";
import * as styles from "./either-chrome.css";

interface EitherChromeProps {
  user: PublicUser | null;
  contact: { contactEmail: string; contactPhone: string };
  children: ReactNode;
}

/**
 * For the few addresses both a signed-in host and an anonymous visitor reach (/templates, /webinars):
 * the host's shell for a host, the public chrome (header, footer, support chat) for everyone else.
 */
export function EitherChrome({ user, contact, children }: EitherChromeProps) {
  if (user) {
    return <HostShell user={user}>{children}</HostShell>;
  }
  return (
    <div className={styles.publicShell}>
      <PublicHeader />
      <main id="main" className={styles.publicMain}>
        {children}
      </main>
      <PublicFooter contactEmail={contact.contactEmail} contactPhone={contact.contactPhone} />
      <SupportChat />
    </div>
  );
}
