import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth.server";
import { getConfig } from "~/utils/config.server";
import { methodNotAllowed } from "~/utils/http.server";

/** GET /api/config/mux: whether Mux's API token is configured (host UI only; reveals nothing else). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiUser(request);
  const config = getConfig();
  return json({ configured: Boolean(config.MUX_TOKEN_ID && config.MUX_TOKEN_SECRET) }, { headers: { "Cache-Control": "no-store" } });
}

export const action = () => methodNotAllowed(["GET"]);
