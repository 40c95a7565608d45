import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import remixConfig from "../../remix.config.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

type RouteModule = ServerBuild["routes"][string]["module"];
type Handler = (args: { request: Request }) => unknown;
type Exports = Record<string, unknown>;

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  hasLoader: boolean;
  hasAction: boolean;
  hasErrorBoundary: boolean;
}

/** What Remix reads from a route module besides its loader and action. */
const VIEW_EXPORTS = ["default", "links", "meta", "handle", "headers", "ErrorBoundary", "shouldRevalidate", "HydrateFallback"] as const;

function routeFile(id: string) {
  for (const candidate of [`${id}.tsx`, `${id}.ts`, `${id}/route.tsx`, `${id}/route.ts`]) {
    const file = path.join(root, "app", candidate);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`No source file for the route ${id}: run \`npm run build\` after adding or removing a route.`);
}

/** The browser build's manifest (`npm run build` writes it): the app's routes and assets. */
export function clientManifest(): ServerBuild["assets"] {
  const folder = path.join(root, "public/build");
  const file = fs.existsSync(folder) ? fs.readdirSync(folder).find((name) => /^manifest-\w+\.js$/.test(name)) : undefined;
  if (!file) throw new Error("The app's client build is missing: run `npm run build` first.");
  const text = fs.readFileSync(path.join(folder, file), "utf8");
  return JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as ServerBuild["assets"];
}

/** The manifest's routes as the tree Remix's router matches URLs against. */
export function routeTree(manifest: Record<string, ManifestRoute>, parentId?: string): AgnosticRouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path: routePath, index, caseSensitive }) =>
      index ? { id, path: routePath, index: true, caseSensitive } : { id, path: routePath, caseSensitive, children: routeTree(manifest, id) },
    );
}

/**
 * The app as Remix serves it, assembled from the source modules in this test process, so tests and
 * the app they call share one copy of every module (one database, one bus, one configuration). The
 * routes and the browser's assets come from the client build's manifest (`npm test` builds first).
 *
 * A test file calls a handful of the app's ~190 routes, and importing them all (with their
 * components) took longer than the file's tests: a route's module is imported when a request first
 * reaches it. Its loader and action (the manifest says which it has) import every route the URL
 * matches before they run, so the page is rendered from real modules; until then, a page's
 * `default` and `ErrorBoundary` are placeholders that only tell Remix that they exist.
 */
export async function loadSourceBuild(): Promise<ServerBuild> {
  const assets = clientManifest();
  const manifest = assets.routes as Record<string, ManifestRoute>;
  const imported = new Map<string, Exports>();
  const importing = new Map<string, Promise<Exports>>();
  const importRoute = (id: string) => {
    let pending = importing.get(id);
    if (!pending) {
      pending = import(routeFile(id)).then((module: Exports) => (imported.set(id, module), module));
      importing.set(id, pending);
    }
    return pending;
  };

  const tree = routeTree(manifest);
  const importMatched = (url: string) =>
    Promise.all((matchRoutes(tree, new URL(url).pathname) ?? []).map((match) => importRoute(match.route.id ?? "root")));

  const standIn = (route: ManifestRoute): RouteModule => {
    const source = fs.readFileSync(routeFile(route.id), "utf8");
    const placeholders: Partial<Record<(typeof VIEW_EXPORTS)[number], unknown>> = {
      default: /export default\b/.test(source) ? () => null : undefined,
      ErrorBoundary: route.hasErrorBoundary ? () => null : undefined,
    };
    const module: Exports = {};
    for (const name of VIEW_EXPORTS) {
      Object.defineProperty(module, name, {
        enumerable: true,
        get: () => (imported.has(route.id) ? imported.get(route.id)?.[name] : placeholders[name]),
      });
    }
    const handler = (name: "loader" | "action") => async (args: { request: Request }) => {
      await importMatched(args.request.url);
      return ((await importRoute(route.id))[name] as Handler)(args);
    };
    if (route.hasLoader) module.loader = handler("loader");
    if (route.hasAction) module.action = handler("action");
    return module as unknown as RouteModule;
  };

  const routes: ServerBuild["routes"] = {};
  for (const route of Object.values(manifest)) {
    const { id, parentId, path: routePath, index, caseSensitive } = route;
    routes[id] = {
      id,
      parentId,
      path: routePath,
      index,
      caseSensitive,
      module: id === "root" ? ((await importRoute(id)) as unknown as RouteModule) : standIn(route),
    };
  }
  return {
    mode: "production",
    entry: { module: await import("~/entry.server") },
    routes,
    assets,
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: remixConfig.future,
    isSpaMode: false,
  } as ServerBuild;
}

/** The same build with every route imported: for what reads all of them (the route list). */
export async function loadWholeSourceBuild(): Promise<ServerBuild> {
  const build = await loadSourceBuild();
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) routes[id] = { ...route, module: (await import(routeFile(id))) as RouteModule };
  return { ...build, routes };
}
