import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServerFacts } from "~/components/system-status";
import { requireUser } from "~/services/account/auth.server";
import { isServerAdmin } from "~/services/account/server-admin.server";
import { serverFacts } from "~/services/operations/server-status.server";
import { pageNotFound } from "~/utils/http.server";
import * as styles from "./_workspace.settings_.[server].css";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Server status");

/** The box's setup in its operator's terms; only its admin sees that the page exists. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!(await isServerAdmin(user))) throw pageNotFound();
  return json({ facts: await serverFacts() }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ServerStatusPage() {
  const { facts } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Server status</h1>
      <p className={styles.subtitle}>
        How this server is set up. Change a line by setting its variables in the server&apos;s environment and restarting it.
      </p>
      <ServerFacts facts={facts} />
    </div>
  );
}
