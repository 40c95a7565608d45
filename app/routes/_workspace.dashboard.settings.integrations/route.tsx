import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { IntegrationsPage } from "~/components/settings/integrations/integrations-page";
import { requireUser } from "~/services/account/auth.server";
import { integrationsAction, integrationsPageData } from "./actions.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Integrations");

// The page can hold a signing secret, shown only once.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(await integrationsPageData({ user, request }), { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return integrationsAction({ user, request });
}

export default function IntegrationsSettingsPage() {
  return <IntegrationsPage data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />;
}
