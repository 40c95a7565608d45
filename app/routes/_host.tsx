import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { HostHeader } from "~/components/host-header";
import { isPublicEventPath, PublicEventChrome, usePublicEventContact } from "~/components/public-event/public-event-chrome";
import { getUser, requireUser } from "~/services/auth.server";
import * as styles from "./_host.css";

/** Signed in, except /events/{eventId}: visitors get the event's public page there (its loader decides). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = isPublicEventPath(new URL(request.url).pathname) ? await getUser(request) : await requireUser(request);
  return json({ user });
}

export default function HostLayout() {
  const { user } = useLoaderData<typeof loader>();
  const publicContact = usePublicEventContact();
  if (publicContact || !user) {
    return (
      <PublicEventChrome contact={publicContact}>
        <Outlet />
      </PublicEventChrome>
    );
  }
  return (
    <div className={styles.shell}>
      <HostHeader user={user} />
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
