import { expect, test } from "@playwright/test";

/** Search results and shared links show each public page's own description. */
const PAGES = ["/", "/features", "/pricing", "/about", "/blog", "/case-studies", "/contact", "/demo", "/help", "/integrations", "/privacy", "/terms"];

for (const pagePath of [...PAGES, "/signup", "/signin", "/forgot-password", "/request-invite"]) {
  test(`${pagePath} has one meta description of its own`, async ({ page }) => {
    await page.goto(pagePath);
    const descriptions = page.locator("head meta[name=description]");
    await expect(descriptions).toHaveCount(1);
    expect((await descriptions.getAttribute("content"))?.length).toBeGreaterThan(40);
  });
}
