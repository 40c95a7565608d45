import { json } from "@remix-run/node";
import type { AsyncApiDocument } from "~/contracts/account";
import { asyncApiDocument } from "~/services/integrations/asyncapi.server";
import { publicOrigin } from "~/utils/config.server";
import { apiRoute } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** The AsyncAPI 3 document of the live channels, built from the shapes the server publishes with. */
  GET: async () => json<AsyncApiDocument>(asyncApiDocument(publicOrigin()), { headers: { "Cache-Control": "public, max-age=300" } }),
});
