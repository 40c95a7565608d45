import { expect, test } from "./test";

/** Search results and shared links show each public page's own description. */
const PAGES = ["/", "/features", "/pricing", "/about", "/blog", "/case-studies", "/contact", "/demo", "/help", "/integrations", "/privacy", "/terms"];

// One page visits them all: a test each cost a new browser context per page for one <meta> tag.
test("every public and account page has one meta description of its own", async ({ page }) => {
  const seen = new Map<string, string>();
  for (const pagePath of [...PAGES, "/signup", "/signin", "/forgot-password", "/request-invite"]) {
    await page.goto(pagePath);
    const descriptions = page.locator("head meta[name=description]");
    await expect.soft(descriptions, pagePath).toHaveCount(1);
    const content = (await descriptions.first().getAttribute("content")) ?? "";
    expect.soft(content.length, `${pagePath}'s description`).toBeGreaterThan(40);
    expect.soft(seen.get(content), `${pagePath} has the description of another page`).toBeUndefined();
    seen.set(content, pagePath);
  }
});
