// `npm run build`, after `remix build`: compiles server.ts, with the app and db modules it imports,
// into build/server.js, which `npm start` and the tests' child apps run with plain node. Compiling
// at start (tsx) cost each start several seconds of CPU. The backup commands are compiled beside
// it (build/db-backup.js, build/db-restore.js) for the backup timer's unit and the tests.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What the build is made from: a change to any of them makes the build stale. */
const SOURCES = [
  "app",
  "db",
  "migrations",
  "server.ts",
  "scripts/backups",
  "scripts/db-backup.ts",
  "scripts/db-restore.ts",
  "remix.config.js",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];
/** Rewritten by every build, so their times say when the build last ran. */
const BUILT_FILES = ["build/index.js", "build/server.js", "build/db-backup.js", "build/db-restore.js"];
/** Only added to (hashed names): present, but its time says nothing. */
const ASSETS = "public/build";

/** The newest file under `entry` (itself when a file), as [path, mtime]; a directory's own time counts for deletions. */
function newest(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return [entry, stat.mtimeMs];
  return fs
    .readdirSync(entry)
    .map((name) => newest(path.join(entry, name)))
    .reduce((found, candidate) => (candidate[1] > found[1] ? candidate : found), [entry, stat.mtimeMs]);
}

/** Why the build in `dir` cannot serve the sources as they are (a sentence), or null when it is current. */
export function staleBuild(dir = root) {
  const missing = [...BUILT_FILES, ASSETS].find((entry) => !fs.existsSync(path.join(dir, entry)));
  if (missing) return `${missing} is missing`;
  const builtAt = Math.min(...BUILT_FILES.map((file) => fs.statSync(path.join(dir, file)).mtimeMs));
  const [changed, changedAt] = SOURCES.filter((entry) => fs.existsSync(path.join(dir, entry)))
    .map((entry) => newest(path.join(dir, entry)))
    .reduce((found, candidate) => (candidate[1] > found[1] ? candidate : found));
  return changedAt > builtAt ? `${path.relative(dir, changed)} changed after the last build` : null;
}

async function buildServer() {
  const { build } = await import("esbuild");
  await build({
    absWorkingDir: root,
    entryPoints: { server: "server.ts", "db-backup": "scripts/db-backup.ts", "db-restore": "scripts/db-restore.ts" },
    outdir: "build",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Installed packages are loaded from node_modules, as build/index.js loads them: one copy of
    // each, and native ones (better-sqlite3, sharp) cannot be bundled.
    packages: "external",
    alias: { "~": "./app" },
    logLevel: "warning",
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
