// Figures of the public site (issue 7), measured on the built app (`npx remix build` first):
//   1. JavaScript transferred (compressed bytes on the wire) by a first load of / and /landing-page,
//      in a fresh browser context each run, and the HTML document's own compressed size.
//   2. Time to first byte of the document (Navigation Timing: responseStart - requestStart), median.
// Run: npx remix build && npx tsx tests/bench/public-pages.ts
import { firstLoad, launchBenchChromium, median, startBenchApp } from "./bench-app";

const RUNS = 7;
const PAGES = ["/", "/landing-page"];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startBenchApp("public");
try {
  const browser = await launchBenchChromium();
  try {
    console.log(`Public pages, first load in a fresh context, ${RUNS} runs each:`);
    for (const pagePath of PAGES) {
      const scriptTotals: number[] = [];
      const htmlSizes: number[] = [];
      const ttfbs: number[] = [];
      let files: string[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const load = await firstLoad(browser, server.url + pagePath);
        scriptTotals.push(load.scripts.reduce((sum, s) => sum + s.bytes, 0));
        htmlSizes.push(load.htmlBytes);
        ttfbs.push(load.ttfb);
        files = load.scripts.map((s) => `${s.path} ${kb(s.bytes)}`);
      }
      console.log(`  ${pagePath}`);
      console.log(`    JavaScript transferred: ${files.length} scripts, median ${kb(median(scriptTotals))} compressed`);
      console.log(`    HTML document: median ${kb(median(htmlSizes))} compressed`);
      console.log(
        `    time to first byte: median ${median(ttfbs).toFixed(1)} ms (min ${Math.min(...ttfbs).toFixed(1)}, max ${Math.max(...ttfbs).toFixed(1)})`,
      );
      for (const file of files) console.log(`      ${file}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.close();
}
