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

/**
 * Every route of the app, read from its build's route manifest (the built one, or the one tests
 * assemble from source), so a new route file is part of the list without anyone naming it.
 */
export function appRoutes(build: ServerBuild): AppRoute[] {
  const fullPath = (id: string): string => {
    const route = build.routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return Object.entries(build.routes)
    .filter(([id]) => id !== "root")
    .map(([id, route]) => {
      const pattern = fullPath(id) || "/";
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

/** The pattern with each parameter replaced by its (already encoded) value. */
export function fillPattern(pattern: string, values: Record<string, string>) {
  return pattern
    .split("/")
    .map((part) => (part === "*" ? (values["*"] ?? "") : part.startsWith(":") ? (values[part.slice(1)] ?? "") : part))
    .join("/");
}
