// The layout of DESIGN.md, checked: imports run one way, down the floors, with no circles.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const app = path.join(root, "app");

/** Higher floors may import lower ones, never the reverse. */
const FLOORS: Record<string, number> = {
  routes: 7,
  "ahead-of-remix": 7,
  components: 6,
  services: 5,
  models: 4,
  schemas: 3,
  contracts: 2,
  utils: 1,
  styles: 1,
};
const ROOT_MODULE_FLOOR = 8;
/** services/ is split by product area; realtime/ is the infrastructure under every wing. */
const WINGS = ["account", "integrations", "video", "room", "recordings", "selling", "delivery", "hosting", "operations", "realtime"];
const INFRASTRUCTURE = "realtime";
const DB_FLOOR = 0;
/** Programs that wire the floors together. */
const ENTRY_POINTS = new Set(["server.ts", "db/migrate-cli.ts"]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(app, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function floorOf(file: string): { name: string; rank: number } {
  const relative = path.relative(root, file).split(path.sep);
  if (relative[0] !== "app") return { name: relative[0] ?? "", rank: DB_FLOOR };
  const folder = relative[1] ?? "";
  if (relative.length === 2) return { name: "app root", rank: ROOT_MODULE_FLOOR };
  const rank = FLOORS[folder];
  if (rank === undefined) throw new Error(`app/${folder}/ is not a floor of the layout: add it to DESIGN.md, the README and this test`);
  return { name: folder, rank };
}

const files = [...sourceFiles(app), ...sourceFiles(path.join(root, "db")), path.join(root, "server.ts")];
const graph = new Map<string, string[]>();
const unresolved: string[] = [];
for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  const targets: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? "";
    const target = resolveImport(file, specifier);
    if (target) targets.push(target);
    else if (specifier.startsWith(".") || specifier.startsWith("~/")) unresolved.push(`${path.relative(root, file)} -> ${specifier}`);
  }
  graph.set(file, targets);
}
const relative = (file: string) => path.relative(root, file);

describe("architecture", () => {
  it("resolves every project import it reads", () => {
    expect(unresolved).toEqual([]);
  });

  it("never imports from a higher floor (routes -> components -> services -> models -> schemas -> contracts -> utils -> db)", () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      if (ENTRY_POINTS.has(relative(file))) continue;
      const from = floorOf(file);
      for (const target of targets) {
        const to = floorOf(target);
        if (to.rank > from.rank) upward.push(`${relative(file)} (${from.name}) imports ${relative(target)} (${to.name})`);
      }
    }
    expect(upward).toEqual([]);
  });

  it("has no import circles", () => {
    // Tarjan's strongly connected components: any component of more than one file is a circle.
    let index = 0;
    const indexOf = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const circles: string[][] = [];
    const visit = (file: string) => {
      indexOf.set(file, index);
      low.set(file, index);
      index += 1;
      stack.push(file);
      onStack.add(file);
      for (const target of graph.get(file) ?? []) {
        if (!graph.has(target)) continue;
        if (!indexOf.has(target)) {
          visit(target);
          low.set(file, Math.min(low.get(file)!, low.get(target)!));
        } else if (onStack.has(target)) {
          low.set(file, Math.min(low.get(file)!, indexOf.get(target)!));
        }
      }
      if (low.get(file) === indexOf.get(file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(relative(member));
        } while (member !== file);
        if (component.length > 1) circles.push(component.sort());
      }
    };
    for (const file of graph.keys()) if (!indexOf.has(file)) visit(file);
    expect(circles).toEqual([]);
  });

  it("groups services/ into wings, each used by the others only through its index, with realtime/ knowing no wing", () => {
    const services = path.join(app, "services");
    const wingOf = (file: string) => (file.startsWith(services + path.sep) ? path.relative(services, file).split(path.sep)[0]! : null);
    const outsideWings = files.filter((file) => wingOf(file) !== null && !WINGS.includes(wingOf(file)!)).map(relative);
    expect(outsideWings).toEqual([]);
    const withoutReadme = WINGS.filter((wing) => !fs.existsSync(path.join(services, wing, "README.md")));
    expect(withoutReadme).toEqual([]);

    const pastTheIndex: string[] = [];
    const infrastructureUsingWings: string[] = [];
    for (const [file, targets] of graph) {
      const from = wingOf(file);
      if (from === null) continue;
      for (const target of targets) {
        const to = wingOf(target);
        if (to === null || to === from) continue;
        if (from === INFRASTRUCTURE) infrastructureUsingWings.push(`${relative(file)} imports ${relative(target)}`);
        if (target !== path.join(services, to, "index.server.ts")) pastTheIndex.push(`${relative(file)} imports ${relative(target)}`);
      }
    }
    expect(infrastructureUsingWings).toEqual([]);
    expect(pastTheIndex).toEqual([]);
  });

  it("runs one copy of the app per process: server.ts takes the app from the build, importing only its types", () => {
    const server = fs.readFileSync(path.join(root, "server.ts"), "utf8");
    const appImports = [...server.matchAll(/^import\s+(type\s+)?[^;]*?from\s+"(\.\/(?:app|db)\/[^"]+)";/gm)];
    expect(appImports.length).toBeGreaterThan(0);
    expect(appImports.filter((match) => !match[1]).map((match) => match[2])).toEqual([]);
    expect(server).not.toMatch(/import\(\s*["']\.\/(?:app|db)\//);
  });

  it("keeps route controllers (server code) out of the UI floor", () => {
    const serverFilesInComponents = files.filter((file) => floorOf(file).name === "components" && file.endsWith(".server.ts")).map(relative);
    expect(serverFilesInComponents).toEqual([]);
  });

  it("names no page's route file *.server.tsx: the browser bundle leaves such a module out, and the page goes blank once it loads", () => {
    const routes = path.join(app, "routes");
    const serverOnlyRoutes = fs
      .readdirSync(routes, { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.server\.tsx$/.test(entry.name))
      .map((entry) => entry.name);
    expect(serverOnlyRoutes).toEqual([]);
  });

  it("decides stream access in one place and adapts Node requests in one place", () => {
    const definitions = (pattern: RegExp) => files.filter((file) => pattern.test(fs.readFileSync(file, "utf8"))).map(relative);
    expect(definitions(/function whoIsAsking\b/)).toEqual(["app/services/room/stream-access.server.ts"]);
    expect(definitions(/function webRequestOf\b/)).toEqual(["app/utils/node-request.server.ts"]);
    expect(definitions(/\bnew EventSource\(/)).toHaveLength(1);
  });

  it("compares no video provider's name outside services/video: the rest of the app asks what a provider can do", () => {
    const video = path.join(app, "services", "video") + path.sep;
    const name = String.raw`["'\`](?:self-hosted|mux|manual)["'\`]`;
    const literal = new RegExp([`[!=]==?\\s*${name}`, `${name}\\s*[!=]==?`, `case\\s+${name}`].join("|"));
    // Other wings have providers too (payments): a provider's `.name` counts where the video wing is used.
    const providerName = String.raw`[Pp]rovider(?:\(\))?\.name\b`;
    const nameCompared = new RegExp(`${providerName}\\s*[!=]==?|[!=]==?\\s*[\\w.()]*${providerName}`);
    const comparisons = files
      .filter((file) => (file.startsWith(app + path.sep) && !file.startsWith(video)) || relative(file) === "server.ts")
      .flatMap((file) => {
        const text = fs.readFileSync(file, "utf8");
        const usesVideo = /["'](?:~\/services|\.\.)\/video\//.test(text);
        return text
          .split("\n")
          .flatMap((line, index) =>
            literal.test(line) || (usesVideo && nameCompared.test(line)) ? [`${relative(file)}:${index + 1}: ${line.trim()}`] : [],
          );
      });
    expect(comparisons).toEqual([]);
  });
});
