import { json } from "@remix-run/node";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { RouteErrorPage } from "~/components/error-page";
import { PublicFooter } from "~/components/public-footer";
import { PublicHeader } from "~/components/public-header";
import { SupportChat } from "~/components/support-chat/support-chat";
import { getConfig } from "~/utils/config.server";
import * as styles from "./_public.css";

export function loader() {
  const { CONTACT_EMAIL, CONTACT_PHONE } = getConfig();
  return json({ contactEmail: CONTACT_EMAIL, contactPhone: CONTACT_PHONE });
}

// The boundary renders in the layout's place, so both read the layout's data by route id.
function PublicChrome({ children }: { children: ReactNode }) {
  const contact = useRouteLoaderData<typeof loader>("routes/_public");
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

export default function PublicLayout() {
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  );
}

/** A page inside that is not there (an unknown event, a spent link) or failed keeps the header and footer. */
export function ErrorBoundary() {
  return (
    <PublicChrome>
      <RouteErrorPage inLayout />
    </PublicChrome>
  );
}
