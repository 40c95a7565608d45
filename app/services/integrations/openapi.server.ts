import * as z from "zod";
import { apiErrorSchema } from "~/schemas/api-error";
import { lastByKey } from "~/utils/lazy";
import { apiShapes, reachableComponents, schemaComponents } from "~/contracts/api-shapes";
import { API_CALLS, type ApiCall, type ApiReply, type CatalogueSchema } from "./api-catalogue.server";

// The OpenAPI 3.1 document of the JSON calls, built from the catalogue and the zod schemas the
// routes parse with (z.toJSONSchema), never written by hand.

/** The URL path a route file serves: `api.events.$id._index` is `/api/events/{id}`. */
export function routePath(route: string): string {
  const segments = route
    // An escaped part ([.json], [test]) is literal text, its dots included.
    .replace(/\[([^\]]*)\]/g, (_match, literal: string) => literal.replace(/\./g, "\u0000"))
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
  403: "Not allowed: e.g. a read-only API key on a call that changes data, or a browser's cross-site request.",
  404: "Not found, or not yours.",
  413: "The body is over the call's limit.",
  503: "The database is briefly unavailable: try again after `Retry-After` seconds.",
} as const;

const DOCUMENT_ROUTES = new Set(["api.openapi[.json]", "api.asyncapi[.json]"]);

/** The refusals a call may give besides its own answers, from its shape. */
export function refusalsOf(call: ApiCall): Partial<Record<number, string>> {
  const params = pathParams(routePath(call.route));
  const refusals: Partial<Record<number, string>> = {};
  // Any call refuses a malformed request (a NUL in its address, a body that is not JSON) with a 400.
  refusals[400] = REFUSALS[400];
  // An audience call refuses a viewer who is not registered (401) or not let in (403) as a host call refuses a stranger.
  if (call.auth !== "public") Object.assign(refusals, { 401: REFUSALS[401], 403: REFUSALS[403] });
  // A browser's cross-site request that changes data is refused before the call, whoever sends it.
  if (call.method !== "GET") refusals[403] = REFUSALS[403];
  if (params.length) refusals[404] = REFUSALS[404];
  if (call.body) refusals[413] = REFUSALS[413];
  // Every call reads the database but the two documents, which are built from code.
  if (!DOCUMENT_ROUTES.has(call.route)) refusals[503] = REFUSALS[503];
  return refusals;
}

type JsonSchema = Record<string, unknown>;

/**
 * An example value of a JSON schema: its own example where it gives one, else a plain value of its
 * type (the first choice of an enum or a union, one item of an array).
 */
export function exampleOf(schema: JsonSchema, components: Record<string, JsonSchema>, depth = 0): unknown {
  if (depth > 12) return null;
  const ref = schema.$ref;
  if (typeof ref === "string") return exampleOf(components[ref.split("/").pop() ?? ""] ?? {}, components, depth + 1);
  const examples = schema.examples;
  if (Array.isArray(examples) && examples.length) return examples[0];
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices?.length) return exampleOf(choices.find((choice) => choice.type !== "null") ?? choices[0] ?? {}, components, depth + 1);
  switch (schema.type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, exampleOf(property, components, depth + 1)]));
    }
    case "array":
      return schema.items ? [exampleOf(schema.items as JsonSchema, components, depth + 1)] : [];
    case "integer":
      return typeof schema.minimum === "number" && schema.minimum > 0 ? schema.minimum : 1;
    case "number":
      return 1.5;
    case "boolean":
      return true;
    case "null":
      return null;
    case "string":
      return schema.format === "date-time" ? "2030-05-06T15:00:00.000Z" : schema.format === "uri" ? "https://example.com" : "string";
    default:
      return null;
  }
}

/**
 * The reply shapes as OpenAPI components: every named shape (app/contracts/api-shapes.ts) and each
 * unnamed reply under `<OperationId>Reply<status>`, converted together so that a shape used inside
 * another is a $ref to it.
 */
function replyComponents() {
  const registry = z.registry<{ id: string }>();
  registry.add(apiErrorSchema, { id: "ApiError" });
  for (const [name, schema] of apiShapes()) registry.add(schema, { id: name });
  const replyNames = new Map<ApiReply, string>();
  for (const call of API_CALLS) {
    for (const [status, answer] of Object.entries(call.responses)) {
      if (typeof answer !== "object") continue;
      const known = registry.get(answer.body)?.id;
      const name = known ?? `${operationId(call)[0]?.toUpperCase()}${operationId(call).slice(1)}Reply${status}`;
      if (!known) registry.add(answer.body, { id: name });
      replyNames.set(answer, name);
    }
  }
  const schemas: Record<string, JsonSchema> = schemaComponents(registry, "draft-2020-12");
  return { schemas, replyNames };
}

export function buildOpenApiDocument({ origin }: { origin: string }) {
  const replies = replyComponents();
  const schemas: Record<string, unknown> = { ...replies.schemas };
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
    const responses: Record<string, unknown> = {};
    for (const [code, answer] of Object.entries({ ...refusalsOf(call), ...call.responses })) {
      if (typeof answer === "object") {
        const name = replies.replyNames.get(answer) ?? "";
        const example = exampleOf(replies.schemas[name] ?? {}, replies.schemas);
        responses[code] = {
          description: answer.description,
          content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` }, example } },
        };
      } else responses[code] = Number(code) >= 400 ? { description: answer, content: errorContent } : { description: answer };
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
        "Refusals answer `{ error, fieldErrors? }`. " +
        "The live channels (the SSE stream `GET /api/streams/{streamId}/events` and the `/ws` socket) are described as AsyncAPI 3 at /api/asyncapi.json.",
    },
    servers: [{ url: origin }],
    tags: [...new Set(API_CALLS.map((call) => call.area))].map((name) => ({ name })),
    paths,
    components: {
      schemas: reachableComponents(schemas, paths),
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "A personal API key (su_…): read keys may only make GET calls." },
        session: { type: "apiKey", in: "cookie", name: "__session", description: "The signed-in browser's session." },
      },
    },
  };
}

/** The document, built once per process and origin: it depends on the code alone, and takes half a second to build. */
export const openApiDocument = lastByKey((origin: string) => buildOpenApiDocument({ origin }));
