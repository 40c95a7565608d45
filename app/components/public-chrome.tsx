import type { ReactNode } from "react";
import { PublicFooter } from "~/components/public-footer";
import { PublicHeader } from "~/components/public-header";
import { SupportChat } from "~/components/support-chat/support-chat";
import * as styles from "./public-chrome.css";

/** The frame of the public pages: header, the page, the footer (given the contact details) and the support chat. */
export function PublicChrome({ contact, children }: { contact: { contactEmail: string; contactPhone: string } | undefined; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <PublicHeader />
      <main id="main" className={styles.main}>
        {children}
      </main>
      {contact ? <PublicFooter contactEmail={contact.contactEmail} contactPhone={contact.contactPhone} /> : null}
      <SupportChat />
    </div>
  );
}
