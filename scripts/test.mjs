// `npm test`: typecheck, lint, formatting, build, unit + integration on SQLite, integration again on
// PostgreSQL when TEST_DATABASE_URL is set, then end-to-end in Debian's Chromium with and
// without JavaScript. Ends with one line: "N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const REPORTS = path.resolve("tests/.reports");
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function check(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  totals[ok ? "passed" : "failed"] += 1;
  summary.push(`${ok ? "✓" : "✗"} ${label} (${seconds}s)`);
  return ok;
}

function countVitest(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  // A file that failed without a failing test in it (it did not load) counts as one failure.
  const brokenFiles = report.testResults.filter(
    (result) => result.status === "failed" && !result.assertionResults.some((test) => test.status === "failed"),
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles, skipped: report.numPendingTests + report.numTodoTests };
}

function countPlaywright(file) {
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

function suite(label, command, args, reportFile, count, env) {
  const { ok, seconds } = run(label, command, args, env);
  let counts = { passed: 0, failed: 1, skipped: 0 };
  if (fs.existsSync(reportFile)) {
    counts = count(reportFile);
    if (!ok && counts.failed === 0) counts.failed = 1;
  }
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  summary.push(`${counts.failed ? "✗" : "✓"} ${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds}s)`);
}

function ensureChromium() {
  if (fs.existsSync("/usr/bin/chromium")) return true;
  console.log("Debian's chromium is missing: installing it with apt-get...");
  const apt = (...args) =>
    process.getuid?.() === 0
      ? spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
      : spawnSync("sudo", ["apt-get", ...args], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  apt("update");
  apt("install", "-y", "chromium");
  return fs.existsSync("/usr/bin/chromium");
}

check("typecheck", "npx", ["tsc", "--noEmit"]);
check("lint", "npx", ["eslint", "--max-warnings", "0", "."]);
check("format (npm run format fixes it)", "npx", ["prettier", "--check", "."]);
const built = check("build", "npx", ["remix", "build"]);

const vitestJson = (name) => ["--reporter=default", "--reporter=json", `--outputFile=${path.join(REPORTS, name)}`];
suite(
  "unit + integration (SQLite)",
  "npx",
  ["vitest", "run", ...vitestJson("vitest-sqlite.json")],
  path.join(REPORTS, "vitest-sqlite.json"),
  countVitest,
);
if (process.env.TEST_DATABASE_URL) {
  suite(
    "integration (PostgreSQL)",
    "npx",
    ["vitest", "run", "--project", "integration", ...vitestJson("vitest-postgres.json")],
    path.join(REPORTS, "vitest-postgres.json"),
    countVitest,
    { TEST_DB: "postgres" },
  );
} else {
  summary.push("- integration (PostgreSQL): not run, TEST_DATABASE_URL is not set");
}

if (built && ensureChromium()) {
  const report = path.join(REPORTS, "playwright.json");
  suite("end-to-end (Chromium, JavaScript on and off)", "npx", ["playwright", "test", "--reporter=list,json"], report, countPlaywright, {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
} else {
  totals.failed += 1;
  summary.push("✗ end-to-end: not run (no build or no Chromium)");
}

console.log(`\n${summary.join("\n")}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed ? 1 : 0);
