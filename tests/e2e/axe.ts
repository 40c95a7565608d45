import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe-core with the WCAG 2.1 A and AA rules. Run in the page's own frame ("legacy mode"): the app
 * has no iframes, and the default mode opens a second page for every scan to merge frames' results,
 * which was half of each scan's time here.
 */
export function axeScan(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
}
