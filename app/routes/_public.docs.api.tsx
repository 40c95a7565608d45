import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApiReference } from "~/components/api-reference/api-reference";
import { apiReference } from "~/services/integrations/api-reference.server";
import { publicOrigin } from "~/utils/config.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () =>
  pageMeta("API reference", "Every ShowUp JSON call: what it does, the API key scope it needs, its parameters and a curl example.");

export function loader() {
  return json(apiReference({ origin: publicOrigin() }), { headers: { "Cache-Control": "public, max-age=300" } });
}

export default function ApiReferencePage() {
  return <ApiReference data={useLoaderData<typeof loader>()} />;
}
