import AxeBuilder from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";

/**
 * axe-core with the WCAG 2.1 A and AA rules. Run in the page's own frame ("legacy mode"): the app
 * has no iframes, and the default mode opens a second page for every scan to merge frames' results,
 * which was half of each scan's time here.
 */
export function axeScan(page: Page) {
  // Only violations are read: axe then skips listing every passing node (a sixth of a scan's time).
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] });
}

/**
 * axe-core's serious and critical findings on the page, or inside one part of it; axe runs in the
 * page, so only with JavaScript (the markup is the server's either way).
 */
export async function seriousViolations(page: Page, selector?: string) {
  if (!test.info().project.use.javaScriptEnabled) return [];
  const scan = axeScan(page);
  const results = await (selector ? scan.include(selector) : scan).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
