// What changed between two versions of the OpenAPI document, and which changes break a client
// built on the older one: a call, a success reply or a reply field gone or retyped (a rename is a
// field gone), or a request field newly required.

type Json = Record<string, unknown>;
type Document = { info: { version: string }; paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };

const METHODS = ["get", "put", "post", "patch", "delete"];

/** The schema a $ref names, or the schema itself. */
function resolve(schema: Json | undefined, document: Document): Json | undefined {
  const ref = schema?.$ref;
  return typeof ref === "string" ? document.components.schemas[ref.split("/").pop() ?? ""] : schema;
}

/** A schema's types in words ("string", "integer|null"), to see a field retyped. */
function typeOf(schema: Json | undefined, document: Document): string {
  const resolved = resolve(schema, document);
  if (!resolved) return "any";
  if (typeof schema?.$ref === "string") return `ref:${schema.$ref}`;
  const choices = (resolved.anyOf ?? resolved.oneOf) as Json[] | undefined;
  if (choices)
    return choices
      .map((choice) => typeOf(choice, document))
      .sort()
      .join("|");
  return String(resolved.type ?? "any");
}

/** Fields of a reply schema gone or retyped, walking nested objects and array items. */
function lostFields(
  before: Json | undefined,
  after: Json | undefined,
  old: Document,
  current: Document,
  where: string,
  seen = new Set<Json>(),
): string[] {
  const a = resolve(before, old);
  const b = resolve(after, current);
  if (!a || !b || seen.has(a)) return [];
  seen.add(a);
  const problems: string[] = [];
  if (a.items || b.items) problems.push(...lostFields(a.items as Json, b.items as Json, old, current, `${where}[]`, seen));
  const oldFields = (a.properties ?? {}) as Record<string, Json>;
  const newFields = (b.properties ?? {}) as Record<string, Json>;
  for (const [name, field] of Object.entries(oldFields)) {
    const path = `${where}.${name}`;
    if (!(name in newFields)) problems.push(`${path}: field removed`);
    else if (typeOf(field, old) !== typeOf(newFields[name], current) && !typeOf(field, old).startsWith("ref:"))
      problems.push(`${path}: type ${typeOf(field, old)} became ${typeOf(newFields[name], current)}`);
    else problems.push(...lostFields(field, newFields[name], old, current, path, seen));
  }
  return problems;
}

const jsonSchemaOf = (holder: Json | undefined) => (holder?.content as Record<string, { schema?: Json }> | undefined)?.["application/json"]?.schema;

/** The changes from `old` to `current` that break a client written against `old`. */
export function breakingChanges(old: Document, current: Document): string[] {
  const problems: string[] = [];
  for (const [path, methods] of Object.entries(old.paths)) {
    for (const method of METHODS) {
      const before = methods[method];
      if (!before) continue;
      const call = `${method.toUpperCase()} ${path}`;
      const after = current.paths[path]?.[method];
      if (!after) {
        problems.push(`${call}: removed`);
        continue;
      }
      const oldReplies = (before.responses ?? {}) as Record<string, Json>;
      const newReplies = (after.responses ?? {}) as Record<string, Json>;
      for (const [status, reply] of Object.entries(oldReplies)) {
        if (!status.startsWith("2")) continue;
        if (!newReplies[status]) problems.push(`${call} ${status}: reply removed`);
        else problems.push(...lostFields(jsonSchemaOf(reply), jsonSchemaOf(newReplies[status]), old, current, `${call} ${status}`));
      }
      const oldBody = resolve(jsonSchemaOf(before.requestBody as Json), old);
      const newBody = resolve(jsonSchemaOf(after.requestBody as Json), current);
      const oldRequired = new Set((oldBody?.required ?? []) as string[]);
      for (const name of (newBody?.required ?? []) as string[]) {
        if (!oldRequired.has(name)) problems.push(`${call}: the body now requires ${name}`);
      }
    }
  }
  return problems;
}
