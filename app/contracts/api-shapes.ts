import * as z from "zod";

// The shapes the JSON calls answer with, as zod schemas: each one's TypeScript type is inferred from
// it (so a serialiser that drifts from it does not compile), the OpenAPI document describes replies
// with them, and the integration suite checks every reply it sees against that document.

const shapes = new Map<string, z.ZodType>();

/** A reply shape under its name in the OpenAPI document (`#/components/schemas/<name>`). */
export function apiShape<S extends z.ZodType>(name: string, schema: S): S {
  const existing = shapes.get(name);
  if (existing && existing !== schema) throw new Error(`two API shapes are named ${name}`);
  shapes.set(name, schema);
  return schema;
}

/** Every named shape, for the OpenAPI document's components. */
export const apiShapes = (): ReadonlyMap<string, z.ZodType> => shapes;

/** An ISO-8601 UTC time, as every reply writes times. */
export const isoTime = () => z.string().meta({ format: "date-time", examples: ["2030-05-06T15:00:00.000Z"] });

/** The reply of a call that only confirms: `{ message }`. */
export const messageReplySchema = apiShape("Message", z.object({ message: z.string().meta({ examples: ["Event Deleted"] }) }));

/** A row's id, with the example the documents show. */
export const rowId = (example: number) =>
  z
    .number()
    .int()
    .meta({ examples: [example] });

/**
 * The shapes of a registry as JSON Schema components (`#/components/schemas/<name>`), converted
 * together so that a shape used inside another is a $ref to it: draft 2020-12 for OpenAPI 3.1,
 * draft-07 for AsyncAPI.
 */
export function schemaComponents(registry: z.core.$ZodRegistry<{ id: string }>, target: "draft-2020-12" | "draft-7") {
  const converted = z.toJSONSchema(registry, { target, io: "output", unrepresentable: "any", uri: (id) => `#/components/schemas/${id}` }).schemas;
  const schemas: Record<string, Record<string, unknown>> = {};
  for (const [name, json] of Object.entries(converted)) {
    const { $schema: _dialect, $id: _id, ...rest } = json as Record<string, unknown>;
    schemas[name] = rest;
  }
  return schemas;
}

/**
 * The components that `document` refers to, directly or through other components: the shape
 * registry holds every shape the process has loaded, and a document lists only its own, whatever
 * else happened to load first.
 */
export function reachableComponents<T>(schemas: Record<string, T>, document: unknown): Record<string, T> {
  const kept: Record<string, T> = {};
  const visit = (node: unknown) => {
    if (Array.isArray(node)) for (const item of node) visit(item);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string" && value.startsWith("#/components/schemas/")) {
          const name = value.slice("#/components/schemas/".length);
          const target = schemas[name];
          if (target !== undefined && !(name in kept)) {
            kept[name] = target;
            visit(target);
          }
        } else visit(value);
      }
    }
  };
  visit(document);
  return Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => name in kept)
      .map((name) => [name, kept[name] as T]),
  );
}
