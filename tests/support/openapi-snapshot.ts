import { fileURLToPath } from "node:url";
import { buildOpenApiDocument } from "~/services/integrations/openapi.server";

/** The committed OpenAPI document: what clients were built against (npm run api:snapshot writes it). */
export const SNAPSHOT_FILE = fileURLToPath(new URL("../fixtures/openapi.snapshot.json", import.meta.url));

/** The document as the app serves it now, for a fixed origin. */
export const currentDocument = () =>
  JSON.parse(JSON.stringify(buildOpenApiDocument({ origin: "https://showup.example" }))) as {
    info: { version: string };
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, Record<string, unknown>> };
  };
