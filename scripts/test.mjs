// `npm test`: the build, unit + integration on SQLite, integration on PostgreSQL for the files that
// reach dialect-specific code (tests/postgres-pass.ts, proved by scripts/check-postgres-reach.mjs)
// when TEST_DATABASE_URL is set, then end-to-end in Debian's Chromium with and without JavaScript,
// and last the broadcasts' end-to-end specs with lint, typecheck and formatting beside them. Ends
// with the ten slowest test files, each failed test by name, and one line: "N passed, N failed".
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const REPORTS = path.resolve("tests/.reports");
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
/** Each test file's seconds, by phase, for the slowest-files list. */
const fileSeconds = [];
/** Each failed test, by phase, named again at the end: CI may show only the output's last lines. */
const failures = [];
const startedAt = Date.now();

/** Runs a command with its output shown as it comes; resolves when it ends. */
function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("close", (code) => resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
  });
}

/**
 * Runs checks at nice 19, two at a time (each uses about one core), the next starting as soon as one
 * ends, each printing its output whole when it ends and counting as one passed or failed. They run
 * beside the broadcasts' specs, which leave about 40 % of the two cores idle (one encoder at a
 * time). (Beside the integration passes, which keep both cores busy, they slowed the tests about as
 * much as the time they saved: the SQLite pass took 244 s beside them against 210 s alone, the
 * PostgreSQL pass 148 s against 130.)
 */
async function checks(list, slots = 2) {
  let next = 0;
  const one = ([label, command, args]) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn("nice", ["-n", "19", command, ...args], { stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("close", (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const ok = code === 0;
        console.log(`\n▶ ${label} (${seconds}s)\n${output.trimEnd()}`);
        totals[ok ? "passed" : "failed"] += 1;
        summary.push(`${ok ? "✓" : "✗"} ${label} (${seconds}s)`);
        resolve();
      });
    });
  const slot = async () => {
    while (next < list.length) {
      await one(list[next++]);
    }
  };
  await Promise.all(Array.from({ length: slots }, slot));
}

async function check(label, command, args, env) {
  const { ok, seconds } = await run(label, command, args, env);
  totals[ok ? "passed" : "failed"] += 1;
  summary.push(`${ok ? "✓" : "✗"} ${label} (${seconds}s)`);
  return ok;
}

/** An error's first line without terminal colours, kept short. */
const firstLine = (message = "") =>
  message
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? "";

function countVitest(file, phase) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  for (const result of report.testResults) {
    fileSeconds.push({ phase, file: path.relative(process.cwd(), result.name), seconds: (result.endTime - result.startTime) / 1000 });
  }
  for (const result of report.testResults) {
    for (const test of result.assertionResults.filter((test) => test.status === "failed")) {
      failures.push(`${path.relative(process.cwd(), result.name)} › ${test.fullName}: ${firstLine(test.failureMessages[0])} (${phase})`);
    }
  }
  // A file that failed without a failing test in it (it did not load) counts as one failure.
  const broken = report.testResults.filter(
    (result) => result.status === "failed" && !result.assertionResults.some((test) => test.status === "failed"),
  );
  for (const result of broken) failures.push(`${path.relative(process.cwd(), result.name)}: ${firstLine(result.message)} (${phase})`);
  const brokenFiles = broken.length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles, skipped: report.numPendingTests + report.numTodoTests };
}

function countPlaywright(file, phase) {
  const { stats, suites } = JSON.parse(fs.readFileSync(file, "utf8"));
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const key = `${spec.file} [${test.projectName}]`;
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        byFile.set(key, (byFile.get(key) ?? 0) + ms);
        const failed = test.results.find((result) => result.status !== "passed" && result.status !== "skipped");
        if (failed)
          failures.push(`tests/e2e/${spec.file}:${spec.line} [${test.projectName}] › ${spec.title}: ${firstLine(failed.error?.message)} (${phase})`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of suites) visit(suite);
  for (const [key, ms] of byFile) fileSeconds.push({ phase, file: `tests/e2e/${key}`, seconds: ms / 1000 });
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

async function suite(label, command, args, reportFile, count, env) {
  const { ok, seconds } = await run(label, command, args, env);
  let counts = { passed: 0, failed: 1, skipped: 0 };
  if (fs.existsSync(reportFile)) {
    counts = count(reportFile, label.split(" (")[0]);
    if (!ok && counts.failed === 0) counts.failed = 1;
  }
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  summary.push(`${counts.failed ? "✗" : "✓"} ${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds}s)`);
}

/** Installs with apt-get the Debian packages (name, file it installs) whose file is missing. */
function installMissing(wanted) {
  const missing = wanted.filter(([, file]) => !fs.existsSync(file)).map(([name]) => name);
  if (!missing.length) return;
  console.log(`Debian's ${missing.join(" and ")} missing: installing with apt-get...`);
  const apt = (...args) =>
    process.getuid?.() === 0
      ? spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
      : spawnSync("sudo", ["apt-get", ...args], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  apt("update");
  apt("install", "-y", ...missing);
}

/** Debian's Chromium and its headless shell (what the end-to-end suite drives), installed with apt-get when missing. */
function ensureChromium() {
  const wanted = [
    ["chromium", "/usr/bin/chromium"],
    ["chromium-headless-shell", "/usr/bin/chromium-headless-shell"],
  ];
  installMissing(wanted);
  return wanted.some(([, file]) => fs.existsSync(file));
}

// The typed API client's types, generated from the committed OpenAPI document (typecheck and lint read them).
await check("API client types from the OpenAPI document", "npm", ["run", "--silent", "api:types"]);
// First and alone: child apps of the integration tests and the end-to-end suite serve the build.
const built = await check("build", "npm", ["run", "build"]);

const vitestJson = (name) => ["--reporter=default", "--reporter=json", `--outputFile=${path.join(REPORTS, name)}`];
// Without recording what each file reaches (tests/support/code-reach.ts): restarting V8's coverage
// for each file threw away the compiled code that the worker's files share, a sixth of this pass
// (180 s against 149 s). Only the PostgreSQL pass's records prove anything; a failed proof says how
// to get this pass's, which name the candidate files.
await suite(
  "unit + integration (SQLite)",
  "npx",
  ["vitest", "run", ...vitestJson("vitest-sqlite.json")],
  path.join(REPORTS, "vitest-sqlite.json"),
  countVitest,
);
if (process.env.TEST_DATABASE_URL) {
  // tests/integration/nginx-site.postgres.test.ts serves the shipped nginx site through Debian's nginx.
  installMissing([["nginx", "/usr/sbin/nginx"]]);
  await suite(
    "integration (PostgreSQL)",
    "npx",
    ["vitest", "run", "--project", "integration", ...vitestJson("vitest-postgres.json")],
    path.join(REPORTS, "vitest-postgres.json"),
    countVitest,
    { TEST_DB: "postgres", POSTGRES_PASS: "1", CODE_REACH: "1" },
  );
  await check("every dialect-specific place ran on PostgreSQL", "node", ["scripts/check-postgres-reach.mjs"]);
} else {
  summary.push("- integration (PostgreSQL): not run, TEST_DATABASE_URL is not set");
}

const codeChecks = [
  // Longest first: typecheck (~45 s) beside lint and format (~25 s each).
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["eslint", "--max-warnings", "0", "."]],
  ["format (npm run format fixes it)", "npx", ["prettier", "--check", "."]],
];
if (built && ensureChromium()) {
  const report = (name) => path.join(REPORTS, name);
  const playwright = (label, projects, name, env = {}) =>
    suite(
      label,
      "npx",
      ["playwright", "test", ...projects.map((project) => `--project=${project}`), "--reporter=list,json"],
      report(name),
      countPlaywright,
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report(name),
        ...env,
      },
    );
  await playwright("end-to-end (Chromium, JavaScript on and off)", ["js", "nojs"], "playwright.json");
  // The broadcasts alone with the app (playwright.config.ts), the checks at nice 19 in the cores they leave.
  await Promise.all([
    playwright("end-to-end broadcasts (Chromium, an encoder, the app's ffmpeg)", ["video"], "playwright-video.json", { E2E_BROADCASTS_ONLY: "1" }),
    checks(codeChecks),
  ]);
} else {
  totals.failed += 1;
  summary.push("✗ end-to-end: not run (no build or no Chromium)");
  await checks(codeChecks);
}

const slowest = fileSeconds
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 10)
  .map(({ phase, file, seconds }) => `${seconds.toFixed(1).padStart(7)}s  ${file}  (${phase})`);
console.log(`\n${summary.join("\n")}\n\nThe ten slowest test files:\n${slowest.join("\n")}\n`);
if (failures.length) console.log(`Failed:\n${failures.map((line) => `  ${line}`).join("\n")}\n`);
console.log(`Wall time: ${((Date.now() - startedAt) / 1000).toFixed(0)}s`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed ? 1 : 0);
