import { API_AREAS, API_CALLS, type ApiCall } from "./api-catalogue.server";
import { bodyJsonSchema, operationId, pathParams, queryParameters, routePath, scopeOf, WHO } from "./openapi.server";

// The reference page for hosts (/docs/api), read from the same catalogue and schemas as the
// OpenAPI document: what each call does, who may make it, its parameters, body and a curl example.

/** One parameter or body field of a call, as the reference page lists it. */
export interface ReferenceField {
  name: string;
  /** The type in words: "string", "integer", "one of: live, scheduled", "string or null". */
  type: string;
  required: boolean;
  description: string | null;
}

export interface ReferenceCall {
  /** The anchor of the call on the page (its operationId). */
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  who: string;
  /** The API key scope it needs; null for calls open to anyone. */
  scope: "read" | "write" | null;
  pathParams: ReferenceField[];
  query: ReferenceField[];
  body: ReferenceField[];
  bodyNote: string | null;
  responses: { code: string; text: string }[];
  curl: string;
}

export interface ReferenceArea {
  name: string;
  slug: string;
  calls: ReferenceCall[];
}

/** The reference page's data: every documented call by area, and where the machine-readable document is. */
export interface ApiReferenceData {
  origin: string;
  openApiUrl: string;
  areas: ReferenceArea[];
}

type JsonSchema = Record<string, unknown>;

const PATH_PARAMS: Record<string, { example: string; description: string }> = {
  id: { example: "42", description: "The id." },
  streamId: { example: "ab12cd34", description: "The stream's id (as in its watch URL)." },
  uniqueId: { example: "PERSONAL_TOKEN", description: "A viewer's personal token." },
  accessId: { example: "ACCESS_TOKEN", description: "A registrant's access token." },
  action: { example: "kick", description: "shadowban, unshadowban, kick, readmit, timeout or untimeout." },
};
const pathParam = (name: string) => PATH_PARAMS[name] ?? { example: "42", description: `The ${name.replace(/Id$/, "")}'s id.` };

/** A JSON schema's type in words. */
export function typeText(schema: JsonSchema): string {
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options) return [...new Set(options.map(typeText))].join(" or ");
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.map(String).join(", ")}`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const type = schema.type;
  if (type === "array") return `array of ${typeText((schema.items as JsonSchema | undefined) ?? {})}`;
  if (typeof type === "string") {
    const limits = [
      typeof schema.minLength === "number" && schema.minLength > 0 ? `${schema.minLength}+ chars` : null,
      typeof schema.maxLength === "number" ? `at most ${schema.maxLength} chars` : null,
      typeof schema.minimum === "number" ? `≥ ${schema.minimum}` : null,
      typeof schema.maximum === "number" ? `≤ ${schema.maximum}` : null,
      typeof schema.format === "string" ? schema.format : null,
    ].filter(Boolean);
    return limits.length ? `${type} (${limits.join(", ")})` : type;
  }
  return "any JSON value";
}

function bodyFields(call: ApiCall): { fields: ReferenceField[]; example: Record<string, unknown> | null } {
  if (!call.body) return { fields: [], example: null };
  const schema = bodyJsonSchema(call.body) as { properties?: Record<string, JsonSchema>; required?: string[] };
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => ({
    name,
    type: typeText(field),
    required: required.has(name),
    description: typeof field.description === "string" ? field.description : null,
  }));
  const example = Object.fromEntries(
    Object.entries(schema.properties ?? {}).flatMap(([name, field]) => (required.has(name) ? [[name, sample(name, field)]] : [])),
  );
  return { fields, example };
}

function sample(name: string, schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options?.[0]) return sample(name, options[0]);
  switch (schema.type) {
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? Math.max(1, schema.minimum) : 1;
    case "boolean":
      return true;
    case "array":
      return [sample(name, (schema.items as JsonSchema | undefined) ?? {})];
    case "object":
      return {};
    default:
      if (/email/i.test(name)) return "ada@example.com";
      if (/url/i.test(name)) return "https://example.com";
      if (/At$|since|from|to/.test(name)) return "2026-05-01T09:00:00Z";
      return name === "title" ? "Spring launch" : "…";
  }
}

function curlOf(call: ApiCall, origin: string, example: Record<string, unknown> | null) {
  const path = routePath(call.route).replace(/\{(\w+)\}/g, (_, name: string) => pathParam(name).example);
  const lines = [`curl${call.method === "GET" ? "" : ` -X ${call.method}`} "${origin}${path}"`];
  if (call.auth !== "public") lines.push(`  -H "Authorization: Bearer su_…"`);
  if (example) lines.push(`  -H "Content-Type: application/json"`, `  -d '${JSON.stringify(example)}'`);
  return lines.join(" \\\n");
}

export function apiReference({ origin }: { origin: string }): ApiReferenceData {
  const toCall = (call: ApiCall): ReferenceCall => {
    const path = routePath(call.route);
    const { fields, example } = bodyFields(call);
    return {
      id: operationId(call),
      method: call.method,
      path,
      summary: call.summary,
      description: call.description ?? null,
      who: WHO[call.auth],
      scope: call.auth === "public" ? null : scopeOf(call),
      pathParams: pathParams(path).map((name) => ({ name, type: "string", required: true, description: pathParam(name).description })),
      query: queryParameters(call.query).map(({ name, required, description, schema }) => ({
        name,
        required,
        type: typeText(schema),
        description: description ?? null,
      })),
      body: fields,
      bodyNote: call.bodyNote ?? null,
      responses: Object.entries(call.responses).map(([code, text]) => ({ code, text: text ?? "" })),
      curl: curlOf(call, origin, example),
    };
  };
  return {
    origin,
    openApiUrl: "/api/openapi.json",
    areas: API_AREAS.map((name) => ({
      name,
      slug: name.toLowerCase().replace(/[^a-z]+/g, "-"),
      calls: API_CALLS.filter((call) => call.area === name).map(toCall),
    })).filter((area) => area.calls.length > 0),
  };
}
