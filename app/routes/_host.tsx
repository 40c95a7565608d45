import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { RouteErrorPage } from "~/components/error-page";
import { HostShell } from "~/components/host-shell/host-shell";
import { isPublicEventPath, PublicEventChrome, usePublicEventContact } from "~/components/public-event/public-event-chrome";
import { getUser, requireUser } from "~/services/account/auth.server";

/** Signed in, except /events/{eventId}: visitors get the event's public page there (its loader decides). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = isPublicEventPath(new URL(request.url).pathname) ? await getUser(request) : await requireUser(request);
  return json({ user });
}

// The boundary renders in the layout's place, so both read the layout's data by route id.
function HostChrome({ children }: { children: ReactNode }) {
  const user = useRouteLoaderData<typeof loader>("routes/_host")?.user;
  const publicContact = usePublicEventContact();
  if (publicContact || !user) return <PublicEventChrome contact={publicContact}>{children}</PublicEventChrome>;
  return <HostShell user={user}>{children}</HostShell>;
}

export default function HostLayout() {
  return (
    <HostChrome>
      <Outlet />
    </HostChrome>
  );
}

/** A page inside that is not there (another host's event) or failed keeps the navigation. */
export function ErrorBoundary() {
  const signedIn = Boolean(useRouteLoaderData<typeof loader>("routes/_host")?.user);
  return (
    <HostChrome>
      <RouteErrorPage inLayout back={signedIn ? { to: "/dashboard", label: "Back to the dashboard" } : undefined} />
    </HostChrome>
  );
}
