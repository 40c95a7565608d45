import { json } from "@remix-run/node";
import type { OpenApiDocument } from "~/contracts/account";
import { openApiDocument } from "~/services/integrations/openapi.server";
import { publicOrigin } from "~/utils/config.server";
import { apiRoute } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** The OpenAPI 3.1 document of every JSON call, built from the routes' own schemas. */
  GET: async () => json<OpenApiDocument>(openApiDocument(publicOrigin()), { headers: { "Cache-Control": "public, max-age=300" } }),
});
