// `npm start`: builds when the build is missing or older than the sources, then serves the app.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SOURCES = ["app", "remix.config.js", "package.json", "package-lock.json", "tsconfig.json"];
const BUILD = ["build/index.js", "public/build"];

function newest(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const builtAt = Math.min(...BUILD.map((entry) => (fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...SOURCES.map(newest)) > builtAt) {
  console.log("Building the app...");
  const build = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  for (const entry of BUILD) fs.utimesSync(entry, new Date(), new Date());
}

const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
