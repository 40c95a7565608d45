// Lighthouse 12 scores of the pages people see first (issue 19), on the built app (`npx remix build`
// first): the default mobile configuration (slow 4G, CPU slowed 4x, phone screen) on a cold cache;
// prints the four category scores per page (performance, accessibility, best practices, SEO).
// Run: npx remix build && npm run bench:lighthouse
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { seedViewerPages, startBenchApp } from "./bench-app";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const app = await startBenchApp("lighthouse");
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const viewerPages = await seedViewerPages("Lighthouse bench");
  const pages: [string, string][] = [
    ["home", "/"],
    ["pricing", "/pricing"],
    ["signup", "/signup"],
    ["registration", viewerPages.registration],
    ["watch, offline", viewerPages.watch],
  ];
  console.log("Lighthouse 12.8.2, mobile (default config), cold cache:");
  console.log(`| page | ${CATEGORIES.join(" | ")} | FCP | LCP | TBT | CLS |`);
  console.log(`|---|${CATEGORIES.map(() => "---|").join("")}---|---|---|---|`);
  for (const [label, pagePath] of pages) {
    const result = await lighthouse(app.url + pagePath, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
    const { categories, audits } = result.lhr;
    const scores = CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100));
    const metric = (id: string) => audits[id]?.displayValue ?? "-";
    console.log(
      `| ${label} | ${scores.join(" | ")} | ${metric("first-contentful-paint")} | ${metric("largest-contentful-paint")} | ${metric("total-blocking-time")} | ${metric("cumulative-layout-shift")} |`,
    );
    const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative");
    for (const audit of failing) console.log(`    ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
  }
} finally {
  chrome.kill();
  await app.close();
}
