// Weight of each page on a slow phone (issue 19), measured on the built app (`npx remix build` first):
// Chromium throttled as a slow phone (400 ms latency, 400 kbit/s each way, CPU slowed 4x), a fresh
// context (cold cache) per run, 5 runs per page; prints the median of each figure:
//   HTML compressed bytes, JS files, JS compressed bytes (hls.js apart: it loads only once a stream is live), CSS compressed
//   bytes, render-blocking CSS bytes (the browser's renderBlockingStatus), FCP and LCP.
// Run: npx remix build && npm run bench:weight
import { type Browser } from "playwright-core";
import { launchBenchChromium, median, seedViewerPages, startBenchApp } from "./bench-app";

const RUNS = 5;
const LATENCY_MS = 400;
const BYTES_PER_SECOND = (400 * 1000) / 8;
const CPU_SLOWDOWN = 4;
/** Issue 34's budget for every page here: compressed JavaScript before video, and first paint, cold on that connection. */
const BUDGET = { jsBytes: 100 * 1024, fcpMs: 2_500 };

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

const app = await startBenchApp("weight");
try {
  const viewerPages = await seedViewerPages("Weight bench");

  const pages: [string, string][] = [
    ["home", "/"],
    ["features", "/features"],
    ["pricing", "/pricing"],
    ["signup", "/signup"],
    ["signin", "/signin"],
    ["registration", viewerPages.registration],
    ["watch, offline", viewerPages.watch],
  ];
  const browser = await launchBenchChromium();
  try {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const ms = (value: number) => (Number.isNaN(value) ? "-" : `${(value / 1000).toFixed(2)} s`);
    console.log(
      `Page weight, ${RUNS} cold runs each, ${LATENCY_MS} ms latency, ${BYTES_PER_SECOND / 125} kbit/s, CPU ${CPU_SLOWDOWN}x slower (medians):`,
    );
    console.log(
      "| page | HTML (compressed, inline CSS in it) | JS files | JS (compressed) | hls.js | CSS (compressed) | render-blocking CSS | FCP | LCP | budget |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|");
    const over: string[] = [];
    for (const [label, pagePath] of pages) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, app.url + pagePath));
      const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
      const within = m("jsBytes") <= BUDGET.jsBytes && m("fcp") <= BUDGET.fcpMs;
      if (!within) over.push(label);
      console.log(
        `| ${label} | ${kb(m("htmlBytes"))} | ${m("jsFiles")} | ${kb(m("jsBytes"))} | ${kb(m("hlsBytes"))} | ${kb(m("cssBytes"))} | ${kb(m("blockingCssBytes"))} | ${ms(m("fcp"))} | ${ms(m("lcp"))} | ${within ? "within" : "OVER"} |`,
      );
    }
    console.log(
      `Budget (JS at most ${kb(BUDGET.jsBytes)} compressed, FCP at most ${ms(BUDGET.fcpMs)}): ${over.length ? `over on ${over.join(", ")}` : "every page within"}`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await app.close();
}
