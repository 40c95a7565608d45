// `npm start`: builds when the build is missing or older than the sources, then serves the app.
import { spawn, spawnSync } from "node:child_process";
import { staleBuild } from "./build-server.mjs";
import { SERVER_ENV } from "./server-env.mjs";

const stale = staleBuild();
if (stale) {
  console.log(`Building the app (${stale})...`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["build/server.js"], { stdio: "inherit", env: { ...SERVER_ENV, ...process.env } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
