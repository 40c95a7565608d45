import { z } from "zod";
import { apiErrorSchema } from "~/schemas/api-error";
import { API_CALLS, type ApiCall, type CatalogueSchema } from "./api-catalogue.server";

// The OpenAPI 3.1 document of the JSON calls, built from the catalogue and the zod schemas the
// routes parse with (z.toJSONSchema), never written by hand.

/** The URL path a route file serves: `api.events.$id._index` is `/api/events/{id}`. */
export function routePath(route: string): string {
  const segments = route
    .replace(/\[\.\]/g, "\u0000")
    .split(".")
    .filter((segment) => segment !== "_index")
    .map((segment) => segment.replace(/\u0000/g, ".").replace(/_$/, ""))
    .map((segment) => (segment.startsWith("$") ? `{${segment.slice(1)}}` : segment));
  return `/${segments.join("/")}`;
}

export const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");

/** operationId: the method and the path's words, e.g. getApiEventsId. */
export function operationId(call: Pick<ApiCall, "route" | "method">) {
  const words = routePath(call.route)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return call.method.toLowerCase() + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("");
}

// An event's PATCH and PUT schemas depend on its current start; the document shows them for any event.
const ANY_EVENT = { scheduledAt: "2030-01-01T09:00:00.000Z", timezone: "UTC" };

/** The schema to describe: a factory made for any event, a preprocessed one by what it checks after preprocessing. */
export function describedSchema(schema: CatalogueSchema): z.ZodType {
  const made = typeof schema === "function" ? schema(ANY_EVENT) : schema;
  const def = made._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType };
  if (def.type === "pipe" && def.in?._zod.def.type === "transform" && def.out) return def.out;
  return made;
}

const toJsonSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return json;
};

export const WHO = {
  host: "You: the session cookie (signed in) or `Authorization: Bearer <API key>`.",
  audience: "You (session or API key), a registered viewer (viewer cookie or their `token`), or anyone when the event does not require registration.",
  public: "Anyone: no sign-in.",
} as const;

/** The API key scope a call needs: GET calls work with read keys, any other with read-and-write keys. */
export const scopeOf = (call: Pick<ApiCall, "method">) => (call.method === "GET" ? "read" : "write");

export interface QueryParameter {
  name: string;
  required: boolean;
  description?: string;
  schema: Record<string, unknown>;
}

/** A query schema's fields as parameters (each with its own JSON schema). */
export function queryParameters(query: z.ZodObject | undefined): QueryParameter[] {
  if (!query) return [];
  const json = toJsonSchema(query) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return { name, required: json.required?.includes(name) ?? false, ...(typeof description === "string" ? { description } : {}), schema: rest };
  });
}

/** A body schema as JSON Schema (for the reference page's field list); a list of bodies as the first one's. */
export const bodyJsonSchema = (schema: CatalogueSchema | CatalogueSchema[]) =>
  toJsonSchema(describedSchema(Array.isArray(schema) ? (schema[0] ?? z.object({})) : schema));

const REFUSALS = {
  400: "Bad input: `error` says what, `fieldErrors` which field.",
  401: "Not signed in, or an unknown or revoked API key.",
  403: "Not allowed: e.g. a read-only API key on a call that changes data.",
  404: "Not found, or not yours.",
} as const;

export function buildOpenApiDocument({ origin }: { origin: string }) {
  const schemas: Record<string, unknown> = { ApiError: toJsonSchema(apiErrorSchema) };
  const named = new Map<z.ZodType, string>();
  const refTo = (schema: CatalogueSchema, name: string) => {
    const described = describedSchema(schema);
    let id = named.get(described);
    if (!id) {
      id = name;
      named.set(described, id);
      schemas[id] = toJsonSchema(described);
    }
    return { $ref: `#/components/schemas/${id}` };
  };
  const bodyRef = (body: CatalogueSchema | CatalogueSchema[], id: string) => {
    const name = `${id[0]?.toUpperCase()}${id.slice(1)}Body`;
    return Array.isArray(body) ? { oneOf: body.map((schema, i) => refTo(schema, `${name}${i + 1}`)) } : refTo(body, name);
  };
  const errorContent = { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of API_CALLS) {
    const path = routePath(call.route);
    const id = operationId(call);
    const params = pathParams(path);
    const refusals: Partial<Record<number, string>> = {};
    if (call.body || call.query || params.length) refusals[400] = REFUSALS[400];
    if (call.auth === "host") Object.assign(refusals, { 401: REFUSALS[401], 403: REFUSALS[403] });
    if (params.length) refusals[404] = REFUSALS[404];
    const responses: Record<string, unknown> = {};
    for (const [code, description] of Object.entries({ ...refusals, ...call.responses })) {
      responses[code] = Number(code) >= 400 ? { description, content: errorContent } : { description };
    }
    const scope = scopeOf(call);
    (paths[path] ??= {})[call.method.toLowerCase()] = {
      operationId: id,
      tags: [call.area],
      summary: call.summary,
      description: [call.description, `Who: ${WHO[call.auth]}`, call.auth === "public" ? null : `API key scope: ${scope}.`, call.bodyNote]
        .filter(Boolean)
        .join("\n\n"),
      "x-api-key-scope": call.auth === "public" ? undefined : scope,
      security: call.auth === "host" ? [{ apiKey: [] }, { session: [] }] : call.auth === "audience" ? [{ apiKey: [] }, { session: [] }, {}] : [],
      parameters: [
        ...params.map((name) => {
          const own = call.pathSchemas?.[name];
          return { name, in: "path", required: true, schema: own ? toJsonSchema(own) : { type: "string" } };
        }),
        ...queryParameters(call.query).map(({ name, required, description, schema }) => ({
          name,
          in: "query",
          required,
          ...(description ? { description } : {}),
          schema,
        })),
      ],
      ...(call.body ? { requestBody: { required: true, content: { "application/json": { schema: bodyRef(call.body, id) } } } } : {}),
      responses,
    };
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "ShowUp API",
      version: "1",
      description:
        "The JSON calls of ShowUp. Authenticate with `Authorization: Bearer <API key>` (Settings → Developer) or the session cookie. " +
        "List calls page with `?limit=` and `?cursor=`: the next page is in the `Link` (rel=next) and `X-Next-Cursor` headers. " +
        "Refusals answer `{ error, fieldErrors? }`.",
    },
    servers: [{ url: origin }],
    tags: [...new Set(API_CALLS.map((call) => call.area))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "A personal API key (su_…): read keys may only make GET calls." },
        session: { type: "apiKey", in: "cookie", name: "__session", description: "The signed-in browser's session." },
      },
    },
  };
}
