// What routing costs a request: Remix matches the URL against the app's ~160 routes two or three
// times per request (its own match, then its static handler's), and @remix-run/router 1.23 flattened
// and ranked the whole route tree and compiled every pattern's regular expression on each match.
// patches/@remix-run+router+1.23.3.patch keeps both once computed. Prints:
//   1. one match on the app's route tree (the client manifest's), in microseconds, median of rounds;
//   2. requests per second of the built app for a JSON call (401 without a session) and a page
//      (/signin), 8 requests at a time, median of 5 rounds after a warm-up. Client and app share
//      this process, so compare runs of this file, not these figures with another tool's.
// Run: npm run build && npx tsx tests/bench/request-throughput.ts
// Without the patch, for comparison: npx patch-package --reverse, run, then npx patch-package.
import { matchRoutes } from "@remix-run/router";
import { clientManifest, routeTree, type ManifestRoute } from "../support/source-build";
import { median, startBenchApp } from "./bench-app";

const PATHS = ["/dashboard", "/api/streams/abc/chat", "/events/12/settings/xyz", "/watch/abc", "/no/such/page"];
const manifest = clientManifest().routes as Record<string, ManifestRoute>;
const tree = routeTree(manifest);
const count = Object.keys(manifest).length;
const perMatch: number[] = [];
for (let round = 0; round < 7; round++) {
  const started = process.hrtime.bigint();
  for (let i = 0; i < 500; i++) for (const pathname of PATHS) matchRoutes(tree, pathname);
  perMatch.push(Number(process.hrtime.bigint() - started) / 1000 / (500 * PATHS.length));
}
console.log(`one match on the app's ${count} routes: median ${median(perMatch.slice(1)).toFixed(1)} µs`);

const app = await startBenchApp("throughput");
try {
  for (const pathname of ["/api/auth/me", "/signin"]) {
    const rates: number[] = [];
    for (let round = 0; round < 6; round++) {
      const total = 1500;
      let sent = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (sent < total) {
            sent += 1;
            await (await fetch(app.url + pathname, { headers: { "accept-encoding": "identity" } })).arrayBuffer();
          }
        }),
      );
      if (round > 0) rates.push(total / ((performance.now() - started) / 1000));
    }
    console.log(`GET ${pathname}: median ${Math.round(median(rates))} requests/s (rounds: ${rates.map(Math.round).join(", ")})`);
  }
} finally {
  await app.close();
}
