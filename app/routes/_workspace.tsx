import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { RouteErrorPage } from "~/components/error-page";
import { HostShell } from "~/components/host-shell/host-shell";
import { requireUser } from "~/services/account/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ user: await requireUser(request) });
}

export default function WorkspaceLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <HostShell user={user}>
      <Outlet />
    </HostShell>
  );
}

/** A page inside that is not there (another host's event) or failed keeps the navigation; without the layout's data, the page alone. */
export function ErrorBoundary() {
  const user = useRouteLoaderData<typeof loader>("routes/_workspace")?.user;
  const page = <RouteErrorPage inLayout={Boolean(user)} back={{ to: "/dashboard", label: "Back to the dashboard" }} />;
  return user ? <HostShell user={user}>{page}</HostShell> : page;
}
