import { API_AREAS, API_CALLS, replyText, type ApiAuth, type ApiCall, type ApiMethod } from "./api-catalogue.server";
import { bodyJsonSchema, exampleOf, openApiDocument, operationId, pathParams, queryParameters, routePath, scopeOf, WHO } from "./openapi.server";

// The reference page for hosts (/docs/api) and its "Try it" pages (/docs/api/try/{operationId}),
// read from the same catalogue and the OpenAPI document itself: what each call does, who may make
// it, its parameters and body, the shape and an example of each answer, and a curl example.

/** One parameter or body field of a call, as the reference page lists it. */
export interface ReferenceField {
  name: string;
  /** The type in words: "string", "integer", "one of: live, scheduled", "string or null". */
  type: string;
  required: boolean;
  description: string | null;
}

/** One way a reply's body may look: what it is in words ("An EventDetail object"), and its fields. */
export interface ReplyShape {
  lead: string;
  fields: ReferenceField[];
}

/** A success answer with a JSON body, as the OpenAPI document describes it. */
export interface ReferenceReply {
  code: string;
  description: string;
  /** Its body's shape: a key of the reference's `shapes` (the component's name, for a named one). */
  shape: string;
  /**
   * The anchor of the shape in the page's "Objects" when other calls answer with it too (drawn
   * there once); null when this reply alone has it, drawn in place.
   */
  objectId: string | null;
  /** The document's example of the body, pretty-printed; null when it is shown under Objects. */
  example: string | null;
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
  /** The success answers with a body, each with its fields and example. */
  replies: ReferenceReply[];
  curl: string;
  /** Its "Try it" page. */
  tryHref: string;
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
  /** The live channels' AsyncAPI document. */
  asyncApiUrl: string;
  areas: ReferenceArea[];
  /**
   * The replies' shapes, each once (many calls answer an EventDetail): one shape, or one per
   * choice when the body is one of several.
   */
  shapes: Record<string, ReplyShape[]>;
  /**
   * The shapes that more than one reply has, in the order of their names: the page draws each
   * once, with the document's example.
   */
  objects: { id: string; name: string; example: string }[];
}

type JsonSchema = Record<string, unknown>;
type Components = Record<string, JsonSchema>;

interface DocumentOperation {
  operationId: string;
  parameters: { name: string; in: "path" | "query"; required: boolean; description?: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema; example?: unknown }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
  components: { schemas: Components };
}

const documentFor = (origin: string) => openApiDocument(origin) as unknown as OpenApiDocument;
const operationOf = (document: OpenApiDocument, call: ApiCall) => document.paths[routePath(call.route)]?.[call.method.toLowerCase()];

const PATH_PARAMS: Record<string, { example: string; description: string }> = {
  id: { example: "42", description: "The id." },
  streamId: { example: "ab12cd34", description: "The stream's id (as in its watch URL)." },
  uniqueId: { example: "PERSONAL_TOKEN", description: "A viewer's personal token." },
  accessId: { example: "ACCESS_TOKEN", description: "A registrant's access token." },
  action: { example: "kick", description: "shadowban, unshadowban, kick, readmit, timeout or untimeout." },
};
const pathParam = (name: string) => PATH_PARAMS[name] ?? { example: "42", description: `The ${name.replace(/Id$/, "")}'s id.` };

const componentName = (ref: string) => ref.split("/").pop() ?? "";
const isSafeIntegerBound = (value: unknown) => typeof value === "number" && Math.abs(value) >= Number.MAX_SAFE_INTEGER;
/** The component a `$ref` names, or the schema itself. */
const resolved = (schema: JsonSchema, components: Components): JsonSchema =>
  typeof schema.$ref === "string" ? (components[componentName(schema.$ref)] ?? {}) : schema;
const isObject = (schema: JsonSchema) => schema.type === "object";
/** A nullable schema's non-null part (`X or null`), else the schema. */
function nonNull(schema: JsonSchema): JsonSchema {
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  const kept = options?.filter((option) => option.type !== "null");
  return kept?.length === 1 && kept[0] ? kept[0] : schema;
}

/**
 * A JSON schema's type in words. A `$ref` to one of the document's components is named by it
 * ("EventSummary object") when `components` are given.
 */
export function typeText(schema: JsonSchema, components: Components = {}): string {
  if (typeof schema.$ref === "string") {
    const name = componentName(schema.$ref);
    const target = components[name];
    if (!target) return name;
    return isObject(target) ? `${name} object` : typeText(target);
  }
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options) return [...new Set(options.map((option) => typeText(option, components)))].join(" or ");
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.map(String).join(", ")}`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const type = schema.type;
  if (Array.isArray(type)) return type.map((one) => typeText({ ...schema, type: one }, components)).join(" or ");
  if (type === "array") {
    const items = (schema.items as JsonSchema | undefined) ?? {};
    if (typeof items.$ref === "string" && isObject(resolved(items, components))) return `array of ${componentName(items.$ref)} objects`;
    if (isObject(items)) return "array of objects";
    return `array of ${typeText(items, components)}`;
  }
  if (typeof type === "string") {
    const limits = [
      typeof schema.minLength === "number" && schema.minLength > 0 ? `${schema.minLength}+ chars` : null,
      typeof schema.maxLength === "number" ? `at most ${schema.maxLength} chars` : null,
      typeof schema.minimum === "number" && !isSafeIntegerBound(schema.minimum) ? `≥ ${schema.minimum}` : null,
      typeof schema.maximum === "number" && !isSafeIntegerBound(schema.maximum) ? `≤ ${schema.maximum}` : null,
      typeof schema.format === "string" ? schema.format : null,
    ].filter(Boolean);
    return limits.length ? `${type} (${limits.join(", ")})` : type;
  }
  return "any JSON value";
}

const descriptionOf = (schema: JsonSchema, components: Components) => {
  const own = schema.description ?? resolved(schema, components).description;
  return typeof own === "string" ? own : null;
};

/** An object schema's fields, in order. */
function fieldsOf(schema: JsonSchema, components: Components, prefix = ""): ReferenceField[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, field]) => ({
    name: `${prefix}${name}`,
    type: typeText(field, components),
    required: required.has(name),
    description: descriptionOf(field, components),
  }));
}

/**
 * A reply object's fields, each followed by its own fields when it is an object or a list of
 * objects (`speaker.name`, `options[].text`): one level down, through a `$ref` to a component.
 */
function replyFieldsOf(schema: JsonSchema, components: Components): ReferenceField[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return fieldsOf(schema, components).flatMap((field, i) => {
    const property = nonNull(Object.values(properties)[i] ?? {});
    const inner = resolved(property, components);
    if (isObject(inner)) return [field, ...fieldsOf(inner, components, `${field.name}.`)];
    if (inner.type === "array") {
      const items = resolved(nonNull((inner.items as JsonSchema | undefined) ?? {}), components);
      if (isObject(items)) return [field, ...fieldsOf(items, components, `${field.name}[].`)];
    }
    return [field];
  });
}

const article = (words: string) => (/^[AEIOU]/.test(words) ? `An ${words}` : `A ${words}`);

/** What a reply's body is, in words and fields; a union gives one shape per choice. */
function replyShapes(schema: JsonSchema, components: Components): ReplyShape[] {
  const target = resolved(schema, components);
  const choices = (target.anyOf ?? target.oneOf) as JsonSchema[] | undefined;
  if (choices && choices.some((choice) => choice.type !== "null")) {
    const shapes = choices.flatMap((choice) => replyShapes(choice, components));
    return shapes.map((shape, i) => ({ ...shape, lead: `${i === 0 ? "Either" : "Or"} ${shape.lead[0]?.toLowerCase()}${shape.lead.slice(1)}` }));
  }
  const name = typeof schema.$ref === "string" ? componentName(schema.$ref) : null;
  if (isObject(target)) {
    const fields = replyFieldsOf(target, components);
    return [{ lead: `${article(name ? `${name} object` : "object")}${fields.length ? ":" : "."}`, fields }];
  }
  if (target.type === "array") {
    const item = resolved((target.items as JsonSchema | undefined) ?? {}, components);
    if (isObject(item)) return [{ lead: `An ${typeText(target, components)}, each with:`, fields: replyFieldsOf(item, components) }];
  }
  return [{ lead: `${article(typeText(schema, components))}.`, fields: [] }];
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function repliesOf(id: string, operation: DocumentOperation | undefined, components: Components, shapes: Record<string, ReplyShape[]>) {
  return Object.entries(operation?.responses ?? {}).flatMap(([code, response]): ReferenceReply[] => {
    const body = response.content?.["application/json"];
    if (!/^2\d\d$/.test(code) || !body) return [];
    const shape = typeof body.schema.$ref === "string" ? componentName(body.schema.$ref) : `${id}-${code}`;
    shapes[shape] ??= replyShapes(body.schema, components);
    return [{ code, description: response.description, shape, objectId: null, example: pretty(body.example ?? null) }];
  });
}

/** exampleOf's value, or a plainer one by the field's name where exampleOf can only say "string". */
function fieldExample(name: string, schema: JsonSchema, components: Components): unknown {
  const value = exampleOf(schema, components);
  if (value !== "string") return value;
  if (/email/i.test(name)) return "ada@example.com";
  if (/url$/i.test(name)) return "https://example.com";
  if (/At$|^(from|to|since|until)$/.test(name)) return "2030-05-06T15:00:00.000Z";
  if (/timezone/i.test(name)) return "America/New_York";
  if (/phone/i.test(name)) return "+15555550123";
  if (/currency/i.test(name)) return "USD";
  if (/^(title|name)$/i.test(name)) return "Spring launch";
  if (/message|text|question|subject/i.test(name)) return "Hello from the API";
  return "example";
}

/**
 * A body to start from, from the call's request body schema in the document: its required fields
 * (its first field when none is required), each with exampleOf's value; the first shape of a choice.
 */
function bodyExample(operation: DocumentOperation | undefined, components: Components): unknown {
  const schema = operation?.requestBody?.content["application/json"]?.schema;
  if (!schema) return undefined;
  let target = resolved(schema, components);
  const choices = (target.oneOf ?? target.anyOf) as JsonSchema[] | undefined;
  if (choices?.[0]) target = resolved(choices[0], components);
  if (!isObject(target)) return exampleOf(target, components);
  const properties = (target.properties ?? {}) as Record<string, JsonSchema>;
  const required = (target.required as string[] | undefined) ?? [];
  const names = required.length ? required : Object.keys(properties).slice(0, 1);
  return Object.fromEntries(names.map((name) => [name, fieldExample(name, properties[name] ?? {}, components)]));
}

function bodyFields(call: ApiCall): ReferenceField[] {
  return call.body ? fieldsOf(bodyJsonSchema(call.body), {}) : [];
}

function curlOf(call: ApiCall, origin: string, example: unknown) {
  const path = routePath(call.route).replace(/\{(\w+)\}/g, (_, name: string) => pathParam(name).example);
  const lines = [`curl${call.method === "GET" ? "" : ` -X ${call.method}`} "${origin}${path}"`];
  if (call.auth !== "public") lines.push(`  -H "Authorization: Bearer su_…"`);
  if (example !== undefined) lines.push(`  -H "Content-Type: application/json"`, `  -d '${JSON.stringify(example)}'`);
  return lines.join(" \\\n");
}

export const tryPath = (id: string) => `/docs/api/try/${id}`;

let referenceCache: ApiReferenceData | undefined;

export function apiReference({ origin }: { origin: string }): ApiReferenceData {
  if (referenceCache?.origin === origin) return referenceCache;
  const document = documentFor(origin);
  const components = document.components.schemas;
  const shapes: Record<string, ReplyShape[]> = {};
  const toCall = (call: ApiCall): ReferenceCall => {
    const path = routePath(call.route);
    const id = operationId(call);
    const operation = operationOf(document, call);
    return {
      id,
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
      body: bodyFields(call),
      bodyNote: call.bodyNote ?? null,
      responses: Object.entries(call.responses).map(([code, answer]) => ({ code, text: replyText(answer) })),
      replies: repliesOf(id, operation, components, shapes),
      curl: curlOf(call, origin, bodyExample(operation, components)),
      tryHref: tryPath(id),
    };
  };
  const areas = API_AREAS.map((name) => ({
    name,
    slug: name.toLowerCase().replace(/[^a-z]+/g, "-"),
    calls: API_CALLS.filter((call) => call.area === name).map(toCall),
  })).filter((area) => area.calls.length > 0);
  const replies = areas.flatMap((area) => area.calls.flatMap((call) => call.replies));
  const uses = new Map<string, number>();
  for (const reply of replies) uses.set(reply.shape, (uses.get(reply.shape) ?? 0) + 1);
  const objects = new Map<string, ApiReferenceData["objects"][number]>();
  for (const reply of replies) {
    if ((uses.get(reply.shape) ?? 0) < 2) continue;
    const object = objects.get(reply.shape) ?? { id: `object-${reply.shape}`, name: reply.shape, example: reply.example ?? "null" };
    objects.set(reply.shape, object);
    reply.objectId = object.id;
    reply.example = null;
  }
  referenceCache = {
    origin,
    openApiUrl: "/api/openapi.json",
    asyncApiUrl: "/api/asyncapi.json",
    areas,
    shapes,
    objects: [...objects.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
  return referenceCache;
}

/** A parameter of the "Try it" form. */
export interface TryParam {
  name: string;
  in: "path" | "query";
  required: boolean;
  type: string;
  description: string | null;
  /** The values it may take, when the schema lists them (a select). */
  options: string[] | null;
}

/** What the "Try it" page of one call shows and sends. */
export interface TryCall {
  id: string;
  method: ApiMethod;
  /** The path template, e.g. /api/events/{id}. */
  path: string;
  summary: string;
  description: string | null;
  who: string;
  auth: ApiAuth;
  params: TryParam[];
  /** Whether the call reads a JSON body (never a GET or DELETE). */
  takesBody: boolean;
  /** An example body to start from, pretty-printed. */
  exampleBody: string | null;
  bodyNote: string | null;
  referenceHref: string;
  tryHref: string;
}

const CALLS_BY_ID = new Map(API_CALLS.map((call) => [operationId(call), call]));

/** The documented call with this operationId, as its "Try it" page shows it; null for any other id. */
export function tryCall(id: string, { origin }: { origin: string }): TryCall | null {
  const call = CALLS_BY_ID.get(id);
  if (!call) return null;
  const document = documentFor(origin);
  const components = document.components.schemas;
  const operation = operationOf(document, call);
  const takesBody = Boolean(call.body) && call.method !== "GET" && call.method !== "DELETE";
  const example = takesBody ? bodyExample(operation, components) : undefined;
  return {
    id,
    method: call.method,
    path: routePath(call.route),
    summary: call.summary,
    description: call.description ?? null,
    who: WHO[call.auth],
    auth: call.auth,
    params: (operation?.parameters ?? []).map((parameter) => {
      const schema = nonNull(parameter.schema);
      return {
        name: parameter.name,
        in: parameter.in,
        required: parameter.required,
        type: typeText(parameter.schema, components),
        description: parameter.description ?? (parameter.in === "path" ? pathParam(parameter.name).description : null),
        options: Array.isArray(schema.enum) ? schema.enum.map(String) : null,
      };
    }),
    takesBody,
    exampleBody: example === undefined ? null : pretty(example),
    bodyNote: call.bodyNote ?? null,
    referenceHref: `/docs/api#${id}`,
    tryHref: tryPath(id),
  };
}
