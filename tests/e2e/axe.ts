import fs from "node:fs";
import { createRequire } from "node:module";
import { test, type Page } from "./test";
import type { AxeResults, RunOptions, default as Axe } from "axe-core";

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The WCAG 2.1 A and AA rules; only violations are listed (axe then skips describing every passing node). */
const OPTIONS: RunOptions = { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] };

/**
 * axe-core's findings on the page as it is now, or inside one part of it. axe is put into the page
 * once per document and run in its own frame (the app has no iframes): @axe-core/playwright put
 * its 550 KB source in twice per scan, which was over half of a scan's time here (a small page:
 * 530 ms against 40 ms for axe's own run).
 */
export async function axeViolations(page: Page, selector?: string): Promise<AxeResults["violations"]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([include, options]) => (window as unknown as { axe: typeof Axe }).axe.run(include ? { include: [include] } : document, options),
    [selector ?? null, OPTIONS] as const,
  );
  return results.violations;
}

/**
 * axe-core's serious and critical findings on the page, or inside one part of it; axe runs in the
 * page, so only with JavaScript (the markup is the server's either way).
 */
export async function seriousViolations(page: Page, selector?: string) {
  if (!test.info().project.use.javaScriptEnabled) return [];
  return (await axeViolations(page, selector))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
