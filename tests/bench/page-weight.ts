// Weight of each page on a slow phone (issue 19), measured on the built app (`npx remix build` first):
// Chromium throttled as a slow phone (400 ms latency, 400 kbit/s each way, CPU slowed 4x), a fresh
// context (cold cache) per run, 5 runs per page; prints the median of each figure:
//   HTML compressed bytes, JS files, JS compressed bytes (hls.js apart: it loads only once a stream is live), CSS compressed
//   bytes, render-blocking CSS bytes (the browser's renderBlockingStatus), FCP and LCP.
// Run: npx remix build && npm run bench:weight
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";

const RUNS = 5;
const LATENCY_MS = 400;
const BYTES_PER_SECOND = (400 * 1000) / 8;
const CPU_SLOWDOWN = 4;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "weight-bench-"));
process.env.DATABASE_URL = `sqlite:${path.join(dataDir, "app.sqlite")}`;
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET = "bench-secret-bench-secret-bench-secret-0";

const { startServer } = await import("../../server");
const { getConfig } = await import("~/utils/config.server");
const { createUser } = await import("~/models/user.server");
const { createEvent } = await import("~/models/event.server");
const { eventInputSchema } = await import("~/schemas/event");
const { createStreamForHost } = await import("~/services/streams.server");
const { registerViewer } = await import("~/models/viewer.server");
const { getWatchStream } = await import("~/models/stream.server");

type Figures = {
  htmlBytes: number;
  jsFiles: number;
  jsBytes: number;
  hlsBytes: number;
  cssBytes: number;
  blockingCssBytes: number;
  fcp: number;
  lcp: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

// Plain JavaScript: tsx would name the functions of a TypeScript callback with a helper the page lacks.
const FIGURES_IN_PAGE = `(async () => {
  const resources = performance.getEntriesByType("resource");
  const sum = (list) => list.reduce((total, r) => total + r.encodedBodySize, 0);
  const js = resources.filter((r) => new URL(r.name).pathname.endsWith(".js"));
  const hls = js.filter((r) => /hls/i.test(r.name));
  const css = resources.filter((r) => new URL(r.name).pathname.endsWith(".css"));
  const [document] = performance.getEntriesByType("navigation");
  const lcp = await new Promise((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({ type: "largest-contentful-paint", buffered: true });
    setTimeout(() => resolve(NaN), 1000);
  });
  return {
    htmlBytes: document?.encodedBodySize ?? 0,
    jsFiles: js.length - hls.length,
    jsBytes: sum(js) - sum(hls),
    hlsBytes: sum(hls),
    cssBytes: sum(css),
    blockingCssBytes: sum(css.filter((r) => r.renderBlockingStatus === "blocking")),
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    lcp,
  };
})()`;

async function measure(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: BYTES_PER_SECOND,
      uploadThroughput: BYTES_PER_SECOND,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const response = await page.goto(url, { waitUntil: "networkidle", timeout: 180_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    return (await page.evaluate(FIGURES_IN_PAGE)) as Figures;
  } finally {
    await context.close();
  }
}

const server = await startServer({ ...getConfig(), PORT: 0, HOST: "127.0.0.1" });
try {
  const host = await createUser({ firstName: "Bench", lastName: "Host", email: `bench-${Date.now()}@example.com`, passwordHash: "x" });
  const event = await createEvent({
    hostId: host.id,
    input: eventInputSchema.parse({ title: "Weight bench", scheduledAt: new Date(Date.now() + 86_400_000).toISOString() }),
  });
  const stream = await createStreamForHost({ hostId: host.id, title: "Weight bench", eventId: event.id });
  if (!stream) throw new Error("no stream");
  const row = await getWatchStream({ streamId: stream.streamId });
  const { viewer } = await registerViewer({ streamRowId: row?.rowId ?? 0, email: "viewer@example.com", firstName: "Vi" });

  const pages: [string, string][] = [
    ["home", "/"],
    ["features", "/features"],
    ["pricing", "/pricing"],
    ["signup", "/signup"],
    ["signin", "/signin"],
    ["registration", `/event-registration/${event.id}`],
    ["watch, offline", `/watch/${stream.streamId}/${viewer.uniqueId}`],
  ];
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const ms = (value: number) => (Number.isNaN(value) ? "-" : `${(value / 1000).toFixed(2)} s`);
    console.log(
      `Page weight, ${RUNS} cold runs each, ${LATENCY_MS} ms latency, ${BYTES_PER_SECOND / 125} kbit/s, CPU ${CPU_SLOWDOWN}x slower (medians):`,
    );
    console.log(
      "| page | HTML (compressed, inline CSS in it) | JS files | JS (compressed) | hls.js | CSS (compressed) | render-blocking CSS | FCP | LCP |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|");
    for (const [label, pagePath] of pages) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, server.url + pagePath));
      const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
      console.log(
        `| ${label} | ${kb(m("htmlBytes"))} | ${m("jsFiles")} | ${kb(m("jsBytes"))} | ${kb(m("hlsBytes"))} | ${kb(m("cssBytes"))} | ${kb(m("blockingCssBytes"))} | ${ms(m("fcp"))} | ${ms(m("lcp"))} |`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.shutdown();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
