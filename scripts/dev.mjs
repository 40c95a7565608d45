// `npm run dev`: builds, serves, and on every change rebuilds (remix watch) and restarts the server.
// The server is restarted by Node's own watch mode when the build or server-side code changes.
import { spawn, spawnSync } from "node:child_process";

const first = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn("npx", ["remix", "watch"], { stdio: "inherit" }),
  spawn(
    process.execPath,
    ["--watch-path=build", "--watch-path=server.ts", "--watch-path=app/ahead-of-remix", "--watch-preserve-output", "--import", "tsx", "server.ts"],
    { stdio: "inherit" },
  ),
];

function stop(signal) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
