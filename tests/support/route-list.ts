import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";

/** One route of the built app, as Remix serves it. */
export interface AppRoute {
  id: string;
  /** The full path pattern, e.g. "/api/streams/:streamId/chat" or "/api/*". */
  pattern: string;
  /** Its parameter names in order ("*" for a splat). */
  params: string[];
  hasAction: boolean;
  hasLoader: boolean;
  /** A page (it renders); otherwise a resource route: a JSON call or a download. */
  isPage: boolean;
}

/** A route's full path pattern: its own path under its parents' ("/" for the root's index). */
function patternOf(routes: Record<string, { parentId?: string; path?: string } | undefined>, id: string): string {
  const fullPath = (routeId: string | undefined): string => {
    const route = routeId ? routes[routeId] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return fullPath(id) || "/";
}

/**
 * Every route of the app, read from its build's route manifest (the built one, or the one tests
 * assemble from source), so a new route file is part of the list without anyone naming it.
 */
export function appRoutes(build: ServerBuild): AppRoute[] {
  return Object.entries(build.routes)
    .filter(([id]) => id !== "root")
    .map(([id, route]) => {
      const pattern = patternOf(build.routes, id);
      return {
        id,
        pattern,
        params: pattern
          .split("/")
          .filter((part) => part.startsWith(":") || part === "*")
          .map((part) => (part === "*" ? "*" : part.slice(1))),
        hasAction: typeof route.module.action === "function",
        hasLoader: typeof route.module.loader === "function",
        isPage: typeof route.module.default === "function",
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Prints the built app's routes as `{ id: { parentId, path, isPage } }`, run by plain Node. */
const PRINT_BUILT_ROUTES = `
const build = await import(process.argv[1]);
const routes = Object.fromEntries(Object.entries(build.routes).map(([id, route]) =>
  [id, { parentId: route.parentId, path: route.path, isPage: typeof route.module.default === "function" }]));
process.stdout.write(JSON.stringify(routes));
process.exit(0);
`;

/**
 * The path patterns of the built app's pages (the routes that render), from `build/index.js`
 * imported by a plain Node process: in a Playwright worker the import went through its transform
 * of test code, 2.5 MB of it (10 to 16 s against 3 s).
 */
export function builtPagePatterns(root = process.cwd()): string[] {
  const buildUrl = pathToFileURL(path.join(root, "build/index.js")).href;
  const printed = execFileSync(process.execPath, ["--input-type=module", "-e", PRINT_BUILT_ROUTES, buildUrl], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  const routes = JSON.parse(printed) as Record<string, { parentId?: string; path?: string; isPage: boolean }>;
  return Object.entries(routes)
    .filter(([id, route]) => id !== "root" && route.isPage)
    .map(([id]) => patternOf(routes, id));
}

/** The pattern with each parameter replaced by its (already encoded) value. */
export function fillPattern(pattern: string, values: Record<string, string>) {
  return pattern
    .split("/")
    .map((part) => (part === "*" ? (values["*"] ?? "") : part.startsWith(":") ? (values[part.slice(1)] ?? "") : part))
    .join("/");
}
