// Budgets of the watch page (issue 4), measured on the built app (`npx remix build` first):
//   1. JavaScript transferred (compressed) by the first load of /watch/{streamId} before the
//      stream is live: at most 120 KB, hls.js not among it; and the HTML alone (JavaScript off)
//      shows the registration gate and, for a registered viewer, 'Stream Offline'.
//   2. Requests per second of GET /api/streams/watch/{streamId} (autocannon, 10 connections).
// Run: npx remix build && npx tsx tests/bench/watch-page.ts
import autocannon from "autocannon";
import { firstLoad, launchBenchChromium, median, startBenchApp } from "./bench-app";

const BUDGET_BYTES = 120 * 1024;
const RUNS = 5;

const server = await startBenchApp("watch");
const { createUser } = await import("~/models/user.server");
const { createStreamForHost } = await import("~/services/hosting/streams.server");
const { registerViewer } = await import("~/models/viewer.server");
const { getWatchStream } = await import("~/models/stream.server");

try {
  const host = await createUser({ firstName: "Bench", lastName: "Host", email: `bench-${Date.now()}@example.com`, passwordHash: "x" });
  const stream = await createStreamForHost({ hostId: host.id, title: "Bench stream" });
  if (!stream) throw new Error("no stream");
  const row = await getWatchStream({ streamId: stream.streamId });
  const { viewer } = await registerViewer({ streamRowId: row?.rowId ?? 0, email: "viewer@example.com", firstName: "Vi" });
  const gatePath = `/watch/${stream.streamId}`;
  const personalPath = `/watch/${stream.streamId}/${viewer.uniqueId}`;

  const browser = await launchBenchChromium();
  try {
    console.log("Watch page, first load before the stream is live (fresh cache each run):");
    for (const [label, pagePath] of [
      ["registration gate", gatePath],
      ["registered viewer, offline", personalPath],
    ] as const) {
      const totals: number[] = [];
      let files: string[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const load = await firstLoad(browser, server.url + pagePath);
        totals.push(load.scripts.reduce((sum, s) => sum + s.bytes, 0));
        files = load.scripts.map((s) => `${s.path} ${(s.bytes / 1024).toFixed(1)} KB`);
      }
      const kb = median(totals) / 1024;
      const hls = files.filter((f) => /hls/i.test(f));
      console.log(
        `  ${label}: ${files.length} scripts, median ${kb.toFixed(1)} KB compressed (budget ${BUDGET_BYTES / 1024} KB): ${median(totals) <= BUDGET_BYTES ? "within" : "OVER"}`,
      );
      console.log(`    hls.js loaded: ${hls.length ? hls.join(", ") : "no"}`);
      for (const file of files) console.log(`    ${file}`);
    }

    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const page = await noJs.newPage();
    await page.goto(server.url + gatePath);
    const gate = await page.getByRole("heading", { name: "Join Live Stream" }).isVisible();
    await page.goto(server.url + personalPath);
    const offline = await page.getByRole("heading", { name: "Stream Offline" }).isVisible();
    console.log(`  JavaScript off: registration gate shown: ${gate}; 'Stream Offline' shown: ${offline}`);
    await noJs.close();
  } finally {
    await browser.close();
  }

  console.log(`\nGET /api/streams/watch/{streamId}: autocannon, 10 connections, 10 s, ${3} runs`);
  const rates: number[] = [];
  const latencies: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const result = await autocannon({ url: `${server.url}/api/streams/watch/${stream.streamId}`, connections: 10, duration: 10 });
    if (result.non2xx) throw new Error(`${result.non2xx} non-2xx answers`);
    rates.push(result.requests.average);
    latencies.push(result.latency.p50);
    console.log(`  run ${run + 1}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  }
  console.log(`  median: ${median(rates).toFixed(0)} req/s, p50 latency ${median(latencies)} ms`);
} finally {
  await server.close();
}
