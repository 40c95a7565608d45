import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { HostHeader } from "~/components/host-header";
import { requireUser } from "~/services/auth.server";
import * as styles from "./_host.css";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ user: await requireUser(request) });
}

export default function HostLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <div className={styles.shell}>
      <HostHeader user={user} />
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
