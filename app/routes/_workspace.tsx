import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { RouteErrorPage } from "~/components/error-page";
import { SidebarLayout } from "~/components/sidebar-layout";
import { requireUser } from "~/services/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ user: await requireUser(request) });
}

export default function WorkspaceLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <SidebarLayout user={user}>
      <Outlet />
    </SidebarLayout>
  );
}

/** A page inside that is not there (another host's event) or failed keeps the sidebar; without the layout's data, the page alone. */
export function ErrorBoundary() {
  const user = useRouteLoaderData<typeof loader>("routes/_workspace")?.user;
  const page = <RouteErrorPage inLayout={Boolean(user)} back={{ to: "/dashboard", label: "Back to the dashboard" }} />;
  return user ? <SidebarLayout user={user}>{page}</SidebarLayout> : page;
}
