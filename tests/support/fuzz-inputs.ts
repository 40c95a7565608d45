import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";

/** What a client can send: field names and plausible values, learned from the app itself. */
export interface Vocabulary {
  fieldNames: string[];
  /** Values the schemas accept as they are: enum members and literals. */
  knownValues: string[];
}

/** Field names and enum values of every zod schema exported from app/schemas/. */
export async function schemaVocabulary(): Promise<Vocabulary> {
  const fieldNames = new Set<string>();
  const knownValues = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): void => {
    if (!value || typeof value !== "object" || seen.has(value) || depth > 40) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1));
    const def = (value as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    if (def.type === "object" && def.shape && typeof def.shape === "object") {
      for (const [name, field] of Object.entries(def.shape)) {
        fieldNames.add(name);
        visit(field, depth + 1);
      }
    }
    if (def.type === "enum" && def.entries) Object.values(def.entries).forEach((entry) => knownValues.add(String(entry)));
    if (def.type === "literal" && Array.isArray(def.values)) def.values.forEach((entry) => knownValues.add(String(entry)));
    for (const [key, inner] of Object.entries(def)) if (key !== "shape") visit(inner, depth + 1);
  };
  const folder = path.resolve("app/schemas");
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".ts"))) {
    const module = (await import(path.join(folder, file))) as Record<string, unknown>;
    Object.values(module).forEach((exported) => visit(exported, 0));
  }
  return { fieldNames: [...fieldNames].sort(), knownValues: [...knownValues].sort() };
}

/** The form fields a page offers (inputs, selects, buttons with a value), read from its HTML. */
export function formVocabulary(html: string): Vocabulary {
  const fieldNames = new Set<string>();
  const knownValues = new Set<string>();
  for (const tag of html.match(/<(input|select|textarea|button)\b[^>]*>/g) ?? []) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
    if (name) fieldNames.add(decodeEntities(name));
    if (name && value) knownValues.add(decodeEntities(value));
  }
  return { fieldNames: [...fieldNames], knownValues: [...knownValues] };
}

const decodeEntities = (text: string) =>
  text.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);/gi, (entity, code: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
    return named[code.toLowerCase()] ?? entity;
  });

/** Each byte of the text's UTF-8 (a lone surrogate becomes U+FFFD) as %XX where it is not plain. */
export const percentEncode = (text: string) => percentBytes(Buffer.from(text, "utf8"));

const BYTE_IN_URL = Array.from({ length: 256 }, (_, byte) =>
  /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, "0").toUpperCase()}`,
);

// A table and a loop: the fuzz encodes strings of up to 70,000 characters, a regular expression per byte cost seconds a run.
export const percentBytes = (bytes: Uint8Array) => {
  let text = "";
  for (const byte of bytes) text += BYTE_IN_URL[byte];
  return text;
};

const controlCharacters = fc.array(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 6 }).map((codes) => String.fromCharCode(...codes));

/** Strings a careless parser trips on: control characters, NUL, lone surrogates, markup, overlong text. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), controlCharacters, fc.string({ maxLength: 8 })).map((parts) => parts.join("")) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "\0",
      "a\0b",
      "\t\n\r",
      "\ud800",
      "a\udfffb",
      "\u2028\u2029",
      "\ufeff",
      "\u202e",
      "<script>alert(1)</script>",
      "' or 1=1 --",
      "../../etc/passwd",
      "%00",
      "null",
      "true",
      "-1",
      "1e309",
      "NaN",
      "__proto__",
      "constructor",
      "😀",
      "a@b",
      "@",
      "2026-13-45T25:61:00Z",
      "javascript:alert(1)",
      "//evil.example",
      "/\t/evil.example",
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 70_000 }).map((length) => "x".repeat(length)) },
);

/** Number texts, as JSON carries them: huge, tiny, negative zero, past 2^53, and ones that parse to Infinity. */
const numberText: fc.Arbitrary<string> = fc.oneof(
  fc.integer().map(String),
  fc.double().map((value) => (Number.isFinite(value) ? String(value) : "1e999")),
  fc.constantFrom("0", "-0", "1e400", "-1e400", "1e-400", "123456789012345678901234567890", "9007199254740993", "2147483648", "-2147483649", "0.5"),
);

export interface Fixture {
  /** Real values by parameter or field name (e.g. streamId → the fixture stream's id). */
  byName: Record<string, string[]>;
  /** Every real value, for names the fixture does not know. */
  all: string[];
}

const realValues = (fixture: Fixture, name: string) => (Object.hasOwn(fixture.byName, name) ? fixture.byName[name] : undefined);

const plausibleValues = fc.oneof(
  fc.constantFrom("Hello", "Fuzz title", "60", "1", "0", "true", "false", "on", "ET", "UTC", "10:00", "#ff0000", "https://example.com/a.png"),
  fc.integer({ min: 1, max: 1_000_000 }).map((n) => `fuzz-${n}@example.com`),
  fc.integer({ min: -30, max: 400 }).map((days) => new Date(Date.UTC(2027, 0, 1) + days * 86_400_000).toISOString()),
  fc.integer({ min: -30, max: 400 }).map((days) => new Date(Date.UTC(2027, 0, 1) + days * 86_400_000).toISOString().slice(0, 16)),
);

/**
 * Builds each arbitrary once per name, fixture and vocabulary. They are asked for inside `chain`,
 * for every field of every generated body, and building them anew cost more than generating with
 * them (an arbitrary keeps no state between values: the same seed gives the same cases).
 */
function onePerName<T>(build: (name: string, fixture: Fixture, vocabulary: Vocabulary) => T) {
  const built = new WeakMap<Fixture, WeakMap<Vocabulary, Map<string, T>>>();
  return (name: string, fixture: Fixture, vocabulary: Vocabulary): T => {
    const byVocabulary = built.get(fixture) ?? new WeakMap<Vocabulary, Map<string, T>>();
    built.set(fixture, byVocabulary);
    const byName = byVocabulary.get(vocabulary) ?? new Map<string, T>();
    byVocabulary.set(vocabulary, byName);
    const arbitrary = byName.get(name) ?? build(name, fixture, vocabulary);
    byName.set(name, arbitrary);
    return arbitrary;
  };
}

/** A value that fits the name when the fixture or the vocabulary knows one, otherwise anything. */
const likelyText = onePerName((name, fixture, vocabulary): fc.Arbitrary<string> => {
  const real = realValues(fixture, name);
  return fc.oneof(
    { weight: real ? 4 : 0, arbitrary: fc.constantFrom(...(real ?? [""])) },
    { weight: vocabulary.knownValues.length ? 2 : 0, arbitrary: fc.constantFrom(...(vocabulary.knownValues.length ? vocabulary.knownValues : [""])) },
    { weight: 3, arbitrary: plausibleValues },
    { weight: 3, arbitrary: nastyString },
  );
});

const oddKeys = fc.constantFrom("__proto__", "constructor", "prototype", "", " ", "a.b", "a[0]", "$where", "toString");

const jsonLeaf = onePerName((name, fixture, vocabulary): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: likelyText(name, fixture, vocabulary).map((text) => JSON.stringify(text)) },
    { weight: 2, arbitrary: likelyText(name, fixture, vocabulary).filter((text) => /^-?\d+$/.test(text)) },
    { weight: 2, arbitrary: numberText },
    { weight: 1, arbitrary: fc.constantFrom("true", "false", "null") },
  ),
);

const anyJson = onePerName((_name, fixture, vocabulary): fc.Arbitrary<string> => {
  const keys = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...vocabulary.fieldNames) },
    { weight: 1, arbitrary: oddKeys },
    { weight: 1, arbitrary: nastyString },
  );
  const { value } = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
    value: fc.oneof({ depthSize: "small" }, jsonLeaf("", fixture, vocabulary), tie("array"), tie("object")),
    array: fc.array(tie("value"), { maxLength: 5 }).map((items) => `[${items.join(",")}]`),
    object: fc
      .array(fc.tuple(keys, tie("value")), { maxLength: 5 })
      .map((entries) => `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${item}`).join(",")}}`),
  }));
  return value;
});

/** JSON text of any shape (written out by hand, so `__proto__` and repeated keys survive). */
const jsonValue = (fixture: Fixture, vocabulary: Vocabulary) => anyJson("", fixture, vocabulary);

/** A JSON object that looks like a real request: many of the known field names with likely values, plus noise. */
function jsonObjectBody(fixture: Fixture, vocabulary: Vocabulary): fc.Arbitrary<string> {
  const field = (name: string) =>
    fc
      .oneof({ weight: 4, arbitrary: jsonLeaf(name, fixture, vocabulary) }, { weight: 1, arbitrary: jsonValue(fixture, vocabulary) })
      .map((item) => `${JSON.stringify(name)}:${item}`);
  const known = fc.subarray(vocabulary.fieldNames.map(field)).chain((fields) => (fields.length ? fc.tuple(...fields) : fc.constant([] as string[])));
  const noise = fc.array(fc.tuple(fc.oneof(oddKeys, nastyString), jsonValue(fixture, vocabulary)), { maxLength: 3 });
  return fc
    .tuple(known, noise)
    .map(([fields, extra]) => `{${[...fields, ...extra.map(([key, item]) => `${JSON.stringify(key)}:${item}`)].join(",")}}`);
}

/** Nesting past any sane depth, empty or around a NUL or a field. */
const deeplyNested: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 65, max: 30_000 }), fc.constantFrom("[", '{"a":'), fc.constantFrom("1", '"\\u0000"', "[]"), fc.boolean())
  .map(([depth, open, inside, closed]) => {
    const close = open === "[" ? "]" : "}";
    return `{"title":${open.repeat(depth)}${inside}${closed ? close.repeat(depth) : ""}}`;
  });

const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom(
    "",
    " ",
    "{",
    "[",
    "nul",
    '{"a":}',
    "{'a':1}",
    '{"a":1}garbage',
    '{"a":"\\x41"}',
    '{"a":"\\ud800"}',
    '"\\u0000"',
    "\u0000",
    "[".repeat(100_000).slice(0, 60_000),
  ),
);

const rawBytes = fc.uint8Array({ maxLength: 200 });

type Pairs = [string, string][];

function formPairs(fixture: Fixture, vocabulary: Vocabulary): fc.Arbitrary<Pairs> {
  const name = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...vocabulary.fieldNames) },
    { weight: 1, arbitrary: fc.constant("") },
    { weight: 1, arbitrary: nastyString },
  );
  const pair = name.chain((field) => likelyText(field, fixture, vocabulary).map((value): [string, string] => [field, value]));
  // Every known field once (so a form can get past its required fields), then repeats and noise.
  const known = fc
    .subarray(vocabulary.fieldNames, { minLength: Math.min(1, vocabulary.fieldNames.length) })
    .chain((names) =>
      names.length
        ? fc.tuple(...names.map((field) => likelyText(field, fixture, vocabulary).map((value): [string, string] => [field, value])))
        : fc.constant([] as Pairs),
    );
  return fc.tuple(known, fc.array(pair, { maxLength: 4 })).map(([first, extra]) => [...first, ...extra]);
}

const formText = (pairs: Pairs, raw: boolean) =>
  raw
    ? pairs.map(([key, value]) => `${key}=${value}`).join("&")
    : pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join("&");

function multipart(pairs: Pairs, file: Uint8Array | null, boundary: string) {
  const parts = pairs.map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key.replace(/"/g, "%22")}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(parts.join(""), "utf8");
  const filePart = file
    ? Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\n`),
        file,
        Buffer.from("\r\n"),
      ])
    : Buffer.alloc(0);
  return new Uint8Array(Buffer.concat([head, filePart, Buffer.from(`--${boundary}--\r\n`)]));
}

export interface FuzzBody {
  contentType?: string;
  data?: string | Uint8Array;
  /** What the body is, for the report. */
  kind: string;
}

const jsonTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant("application/json") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "application/vnd.api+json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "application/json; charset=utf-16",
      "",
    ),
  },
);

/** A request body, weighted for a JSON call (`json`) or a page's form action (`form`). */
export function bodyArbitrary(target: "json" | "form", fixture: Fixture, vocabulary: Vocabulary): fc.Arbitrary<FuzzBody> {
  const asJson = (kind: string, text: fc.Arbitrary<string>) =>
    fc.tuple(text, jsonTypes).map(([data, contentType]): FuzzBody => ({ kind, data, contentType: contentType || undefined }));
  const form = fc.tuple(formPairs(fixture, vocabulary), fc.boolean()).map(([pairs, raw]): FuzzBody => ({
    kind: raw ? "form (raw)" : "form",
    data: formText(pairs, raw),
    contentType: "application/x-www-form-urlencoded",
  }));
  const multipartBody = fc
    .tuple(formPairs(fixture, vocabulary), fc.option(rawBytes), fc.constantFrom("b0undary", ""))
    .map(([pairs, file, boundary]): FuzzBody => ({
      kind: "multipart",
      data: multipart(pairs, file, boundary || "x"),
      contentType: `multipart/form-data${boundary ? `; boundary=${boundary}` : ""}`,
    }));
  const weights = target === "json" ? [10, 2, 2, 2, 1, 1, 1, 1] : [2, 1, 1, 1, 8, 3, 1, 1];
  const kinds: fc.Arbitrary<FuzzBody>[] = [
    asJson("json object", jsonObjectBody(fixture, vocabulary)),
    asJson("json value", jsonValue(fixture, vocabulary)),
    asJson("deeply nested json", deeplyNested),
    asJson("malformed json", malformedJson),
    form,
    multipartBody,
    fc
      .tuple(rawBytes, fc.constantFrom("application/json", "application/octet-stream", "text/html"))
      .map(([data, contentType]): FuzzBody => ({ kind: "bytes", data, contentType })),
    fc.constant<FuzzBody>({ kind: "none" }),
  ];
  return fc.oneof(...kinds.map((arbitrary, index) => ({ weight: weights[index] ?? 1, arbitrary })));
}

/** A path segment: a real id of the fixture, or percent-encoded bytes, dot segments, NUL, overlong. */
export function segmentArbitrary(name: string, fixture: Fixture): fc.Arbitrary<string> {
  const real = realValues(fixture, name) ?? fixture.all;
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...real).map(percentEncode) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "..",
        ".",
        "%2e%2e",
        "%2E",
        "%00",
        "%",
        "%zz",
        "%C0%AF",
        "%C0%80",
        "%FF%FE",
        "%ED%A0%80",
        "-1",
        "0",
        "1.5",
        "99999999999999999999",
        "1e3",
        "0x10",
        "NaN",
        "__proto__",
        "%20",
        "%2F",
        "%5C",
        "a%2F..%2Fb",
        "",
      ),
    },
    { weight: 2, arbitrary: nastyString.filter((text) => text.length < 2_000).map(percentEncode) },
    { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 12 }).map(percentBytes) },
    { weight: 1, arbitrary: fc.integer({ min: 300, max: 4_000 }).map((length) => "a".repeat(length)) },
  );
}

/** A query string (with its "?"), or none: known names, noise, repeated keys, broken escapes. */
export function queryArbitrary(fixture: Fixture, vocabulary: Vocabulary): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...vocabulary.fieldNames) },
    { weight: 1, arbitrary: nastyString.filter((text) => text.length < 500) },
  );
  const pair = name.chain((key) =>
    fc.oneof(
      likelyText(key, fixture, vocabulary)
        .filter((text) => text.length < 2_000)
        .map((value) => `${percentEncode(key)}=${percentEncode(value)}`),
      fc.constantFrom("%zz", "%", "a=%E0%A4%A", "=", "&&", "a[b]=1", "a[]=1&a[]=2", "__proto__[x]=1").map((raw) => `${percentEncode(key)}=${raw}`),
    ),
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    { weight: 3, arbitrary: fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.join("&")}`) },
  );
}
