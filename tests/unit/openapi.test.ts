import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { API_CALLS, INTERNAL_ROUTES } from "~/services/integrations/api-catalogue.server";
import { buildOpenApiDocument, routePath } from "~/services/integrations/openapi.server";

const ROUTES = path.resolve(__dirname, "../../app/routes");
const routeFiles = readdirSync(ROUTES)
  .filter((file) => /^api\..*\.ts$/.test(file))
  .map((file) => file.slice(0, -3));

type RouteModule = { loader: (args: unknown) => Promise<Response>; action: (args: unknown) => Promise<Response> };

/** The methods a route serves, as its own 405 answer lists them (apiRoute answers it before reading anything). */
async function methodsOf(route: string): Promise<string[]> {
  const module = (await import(`../../app/routes/${route}.ts`)) as RouteModule;
  const response = await module.action({ request: new Request("http://localhost/api/x", { method: "OPTIONS" }), params: {}, context: {} });
  expect(response.status, route).toBe(405);
  return (response.headers.get("Allow") ?? "").split(", ").filter(Boolean);
}

const doc = buildOpenApiDocument({ origin: "https://showup.example" });

describe("the API catalogue cannot drift from the route files", () => {
  it("lists every method of every route file, and nothing the routes do not serve", async () => {
    const documented = routeFiles.filter((route) => !(route in INTERNAL_ROUTES));
    for (const route of documented) {
      const served = await methodsOf(route);
      const listed = API_CALLS.filter((call) => call.route === route).map((call) => call.method);
      expect([...listed].sort(), `${route}: catalogue methods`).toEqual([...served].sort());
    }
    for (const call of API_CALLS) expect(documented, `${call.route} in the catalogue but no such route file`).toContain(call.route);
    for (const route of Object.keys(INTERNAL_ROUTES)) expect(routeFiles, `${route} marked internal but no such route file`).toContain(route);
  }, 60_000);

  it("references the very schema objects each route parses with", async () => {
    for (const route of routeFiles.filter((name) => !(name in INTERNAL_ROUTES))) {
      const source = readFileSync(path.join(ROUTES, `${route}.ts`), "utf8");
      const imported = [...source.matchAll(/import \{([^}]*)\} from "~\/schemas\/[\w-]+"/g)].flatMap((match) =>
        (match[1] ?? "").split(",").map((name) => name.trim()),
      );
      const schemaNames = imported.filter((name) => /Schema$/.test(name));
      const calls = API_CALLS.filter((call) => call.route === route);
      const referenced = new Set<unknown>(
        calls.flatMap((call) => [
          ...(Array.isArray(call.body) ? call.body : call.body ? [call.body] : []),
          call.query,
          ...Object.values(call.pathSchemas ?? {}),
        ]),
      );
      for (const name of schemaNames) {
        const module = source.match(new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "~/schemas/([\\w-]+)"`))?.[1];
        expect(module, `${route}: ${name}`).toBeDefined();
        const schemas = (await import(`../../app/schemas/${module}.ts`)) as Record<string, unknown>;
        expect(referenced.has(schemas[name]), `${route} parses with ${name}: the catalogue must reference it`).toBe(true);
      }
    }
  });
});

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has every catalogue call at its path, each path parameter declared", () => {
    for (const call of API_CALLS) {
      const operation = (doc.paths[routePath(call.route)] as Record<string, { parameters: { name: string; in: string }[] }> | undefined)?.[
        call.method.toLowerCase()
      ];
      expect(operation, `${call.method} ${routePath(call.route)}`).toBeDefined();
      for (const param of routePath(call.route).matchAll(/\{(\w+)\}/g)) {
        expect(
          operation?.parameters.some((p) => p.in === "path" && p.name === param[1]),
          `${call.method} ${routePath(call.route)} {${param[1]}}`,
        ).toBe(true);
      }
    }
    expect(doc.paths["/api/events"]).toHaveProperty("get");
    expect(doc.paths["/api/events/{id}/purchases"]).toHaveProperty("get");
    expect(Object.keys(doc.paths).some((p) => p.startsWith("/api/webhooks/"))).toBe(false);
  });

  it("resolves every $ref", () => {
    const refs: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") {
        for (const [key, inner] of Object.entries(value)) {
          if (key === "$ref" && typeof inner === "string") refs.push(inner);
          else walk(inner);
        }
      }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\//);
      const target = ref
        .slice(2)
        .split("/")
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it("describes a list call's query and a create call's body from the routes' schemas", () => {
    const list = (doc.paths["/api/events"] as Record<string, { parameters: { name: string }[] }>).get;
    expect(list?.parameters.map((p) => p.name)).toEqual(["search", "status", "from", "to", "limit", "cursor"]);
    const create = (doc.paths["/api/events"] as Record<string, { requestBody: { content: Record<string, { schema: { $ref: string } }> } }>).post;
    const ref = create?.requestBody.content["application/json"]?.schema.$ref ?? "";
    const body = doc.components.schemas[ref.split("/").pop() ?? ""] as { properties: Record<string, unknown>; required: string[] };
    expect(body.properties).toHaveProperty("title");
    expect(body.properties).toHaveProperty("scheduledAt");
  });

  it("is served at GET /api/openapi.json", async () => {
    const route = "api.openapi[.json]";
    const module = (await import(`../../app/routes/${route}.ts`)) as RouteModule;
    const response = await module.loader({ request: new Request("http://localhost/api/openapi.json"), params: {}, context: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(((await response.json()) as { openapi: string }).openapi).toBe("3.1.0");
  });
});

describe("routePath", () => {
  it("reads a route file's name as Remix does: $params, _index, and escaped parts as literal text", () => {
    expect(routePath("api.events.$id._index")).toBe("/api/events/{id}");
    expect(routePath("api.openapi[.json]")).toBe("/api/openapi.json");
    expect(routePath("api.webhook-endpoints.$id.[test]")).toBe("/api/webhook-endpoints/{id}/test");
    expect(routePath("api.auth.signin_.two-factor")).toBe("/api/auth/signin/two-factor");
  });
});
