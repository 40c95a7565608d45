import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
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
