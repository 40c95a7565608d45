import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import remixConfig from "../../remix.config.js";

const root = path.resolve(__dirname, "../..");

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

function routeFile(id: string) {
  const name = id === "root" ? "root" : id;
  for (const candidate of [`${name}.tsx`, `${name}.ts`, `${name}/route.tsx`, `${name}/route.ts`]) {
    const file = path.join(root, "app", candidate);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`No source file for the route ${id}: run \`npm run build\` after adding or removing a route.`);
}

/**
 * The app as Remix serves it, assembled from the source modules in this test process, so tests and
 * the app they call share one copy of every module (one database, one bus, one configuration). The
 * routes and the browser's assets come from the client build's manifest (`npm test` builds first).
 */
export async function loadSourceBuild(): Promise<ServerBuild> {
  const assetsFolder = path.join(root, "public/build");
  const manifestFile = fs.existsSync(assetsFolder) ? fs.readdirSync(assetsFolder).find((name) => /^manifest-\w+\.js$/.test(name)) : undefined;
  if (!manifestFile) throw new Error("The app's client build is missing: run `npm run build` first.");
  const assets = JSON.parse(
    fs
      .readFileSync(path.join(assetsFolder, manifestFile), "utf8")
      .replace(/^window\.__remixManifest=/, "")
      .replace(/;\s*$/, ""),
  ) as ServerBuild["assets"];
  const routes: ServerBuild["routes"] = {};
  await Promise.all(
    Object.values(assets.routes as Record<string, ManifestRoute>).map(async ({ id, parentId, path: routePath, index, caseSensitive }) => {
      const module = (await import(routeFile(id))) as ServerBuild["routes"][string]["module"];
      routes[id] = { id, parentId, path: routePath, index, caseSensitive, module };
    }),
  );
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
