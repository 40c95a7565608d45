import fs from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect } from "vitest";

/**
 * Records which functions of the app (app/, db/, server.ts) this test file called: one JSON file
 * per test file under tests/.reports/code-reach/<pass>/. scripts/check-postgres-reach.mjs reads
 * them after the PostgreSQL pass to prove that every dialect-specific place in the code ran on
 * PostgreSQL. V8's binary function coverage (called or not) costs nothing measurable while the
 * tests run; counting calls tripled the CPU of hot code, and best-effort coverage missed functions
 * that ran. The in-process app runs from source as well (tests/support/source-build.ts), so each
 * function is named in its own file.
 */
const root = path.resolve(__dirname, "../..");
const APP_CODE = /^(app|db)\/|^server\.ts$/;
const session = new Session();
// Started before the test file is imported (each file has a process of its own): its top level counts too.
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.startPreciseCoverage", { callCount: false, detailed: false });

afterAll(async () => {
  const reached: Record<string, string[]> = {};
  const add = (file: string, name: string) => (reached[file] ??= []).includes(name) || reached[file].push(name);
  const { result } = await session.post("Profiler.takePreciseCoverage");
  for (const script of result) {
    if (!script.url.startsWith("file://")) continue;
    const file = path.relative(root, fileURLToPath(script.url)).split(path.sep).join("/");
    const ran = script.functions.filter((fn) => fn.functionName && (fn.ranges[0]?.count ?? 0) > 0);
    if (ran.length === 0) continue;
    if (APP_CODE.test(file)) for (const fn of ran) add(file, fn.functionName);
  }
  session.disconnect();
  for (const names of Object.values(reached)) names.sort();
  const testFile = path.relative(root, expect.getState().testPath ?? "unknown");
  const folder = path.join(root, "tests/.reports/code-reach", process.env.TEST_DB === "postgres" ? "postgres" : "sqlite");
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, `${testFile.replaceAll("/", "__")}.json`), JSON.stringify({ testFile, reached }));
});
