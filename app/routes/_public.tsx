import { json } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { PublicFooter } from "~/components/public-footer";
import { PublicHeader } from "~/components/public-header";
import { SupportChat } from "~/components/support-chat/support-chat";
import { getConfig } from "~/utils/config.server";
import * as styles from "./_public.css";

export function loader() {
  const { CONTACT_EMAIL, CONTACT_PHONE } = getConfig();
  return json({ contactEmail: CONTACT_EMAIL, contactPhone: CONTACT_PHONE });
}

export default function PublicLayout() {
  const { contactEmail, contactPhone } = useLoaderData<typeof loader>();
  return (
    <div className={styles.shell}>
      <PublicHeader />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <PublicFooter contactEmail={contactEmail} contactPhone={contactPhone} />
      <SupportChat />
    </div>
  );
}
