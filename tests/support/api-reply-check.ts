import { ServerResponse, type IncomingMessage } from "node:http";
import zlib from "node:zlib";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, expect } from "vitest";

/**
 * Every JSON reply the app gives under /api/ while a test file runs is held to the OpenAPI document
 * (/api/openapi.json, built from the catalogue): its status must be listed for the call, and its body
 * must match the schema listed for that status, with no field the schema does not name. The file
 * fails at its end with each reply that did not. Every app the suite runs in its own process answers
 * through node's ServerResponse, which is where the replies are read; apps in child processes are not
 * seen here.
 */

interface Problem {
  call: string;
  status: number;
  problem: string;
}

interface Operation {
  template: string;
  pattern: RegExp;
  /** Literal segments: the more, the more specific (/api/streams/watch/{id} before /api/streams/{id}). */
  literals: number;
  methods: Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>;
}

type Document = { paths: Record<string, Operation["methods"]>; components: { schemas: Record<string, unknown> } };

const globals = globalThis as { apiReplyCheck?: { problems: Problem[] } };

function install() {
  const state = { problems: [] as Problem[] };
  let checker: Promise<(request: IncomingMessage, status: number, contentType: string, body: Buffer) => void> | undefined;

  async function makeChecker() {
    const { buildOpenApiDocument } = await import("~/services/integrations/openapi.server");
    const document = buildOpenApiDocument({ origin: "http://localhost" }) as unknown as Document;
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: "openapi", components: document.components });
    const operations: Operation[] = Object.entries(document.paths)
      .map(([template, methods]) => ({
        template,
        methods,
        pattern: new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+").replace(/\./g, "\\.")}/?$`),
        literals: template.split("/").filter((part) => part && !part.startsWith("{")).length,
      }))
      .sort((a, b) => b.literals - a.literals);
    const validators = new Map<unknown, ValidateFunction>();
    const validatorOf = (schema: unknown) => {
      let validate = validators.get(schema);
      if (!validate) {
        validate = ajv.compile({ $ref: `openapi${(schema as { $ref: string }).$ref}` });
        validators.set(schema, validate);
      }
      return validate;
    };

    return (request: IncomingMessage, status: number, contentType: string, body: Buffer) => {
      const method = (request.method ?? "GET").toLowerCase();
      // As the router reads it: `/api/events/.` and `/api/events/%2E` are `/api/events/`.
      const path = new URL(request.url ?? "/", "http://localhost").pathname;
      const call = `${method.toUpperCase()} ${path}`;
      const operation = operations.find((candidate) => candidate.pattern.test(path))?.methods[method];
      // Not a documented call (the catch-all 404, the webhook receivers), or a method the route the
      // path resolves to does not serve (its 405 with Allow; `/x/%2E/y` resolves as `/x/y`).
      if (!operation || status === 405) return;
      const listed = operation.responses[String(status)];
      if (!listed) {
        state.problems.push({
          call,
          status,
          problem: `status ${status} is not in the document (listed: ${Object.keys(operation.responses).join(", ")})`,
        });
        return;
      }
      const schema = listed.content?.["application/json"]?.schema;
      const isJson = /^application\/json/i.test(contentType);
      if (!schema) {
        if (isJson && body.length) state.problems.push({ call, status, problem: "a JSON body the document does not describe" });
        return;
      }
      if (!isJson) {
        state.problems.push({ call, status, problem: `the document promises JSON, the reply is ${contentType || "without a type"}` });
        return;
      }
      const validate = validatorOf(schema);
      if (!validate(JSON.parse(body.toString("utf8")))) {
        const errors = (validate.errors ?? [])
          .slice(0, 5)
          .map(
            (error) =>
              `${error.instancePath || "(body)"} ${error.message ?? ""}${error.params && "additionalProperty" in error.params ? `: ${String(error.params.additionalProperty)}` : ""}`,
          );
        state.problems.push({ call, status, problem: errors.join("; ") });
      }
    };
  }

  const decoded = (body: Buffer, encoding: string) =>
    encoding === "gzip"
      ? zlib.gunzipSync(body)
      : encoding === "br"
        ? zlib.brotliDecompressSync(body)
        : encoding === "deflate"
          ? zlib.inflateSync(body)
          : body;

  const { write, end } = ServerResponse.prototype;
  const chunksOf = new WeakMap<ServerResponse, Buffer[] | null>();
  const keep = (response: ServerResponse, chunk: unknown, encoding: unknown) => {
    let chunks = chunksOf.get(response);
    if (chunks === undefined) {
      const url = response.req?.url ?? "";
      const type = String(response.getHeader("content-type") ?? "");
      chunks = url.startsWith("/api/") && !/event-stream/i.test(type) ? [] : null;
      chunksOf.set(response, chunks);
    }
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  ServerResponse.prototype.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(this, chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof write;
  ServerResponse.prototype.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(this, chunk, rest[0]);
    const chunks = chunksOf.get(this);
    if (chunks && this.req) {
      const request = this.req;
      const status = this.statusCode;
      const contentType = String(this.getHeader("content-type") ?? "");
      const body = decoded(Buffer.concat(chunks), String(this.getHeader("content-encoding") ?? ""));
      checker ??= makeChecker();
      void checker.then((check) => check(request, status, contentType, body));
    }
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof end;
  return state;
}

const state = (globals.apiReplyCheck ??= install());
// Each test file answers for the replies given while it ran.
state.problems.length = 0;

afterAll(async () => {
  await new Promise((resolve) => setImmediate(resolve));
  const seen = state.problems.splice(0);
  const unique = [
    ...new Map(
      seen.map((problem) => [`${problem.call.replace(/\/\d+|\/[\w-]{16,}/g, "/…")} ${problem.status} ${problem.problem}`, problem]),
    ).values(),
  ];
  expect(unique, "replies that the OpenAPI document does not describe").toEqual([]);
});
