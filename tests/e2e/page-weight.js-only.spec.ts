import { expect, test, type Page } from "./test";
import { createAccount, newAccount, signIn } from "./support";

// What a first paint needs and what the page policy allows (issue 19); with JavaScript only:
// the browser-side checks and the late full stylesheet are what is under test.

/** Records every page-policy violation the page reports, from its first script on. */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

const hydrated = (page: Page) => page.waitForFunction(() => "__remixRouteModules" in window && document.querySelector("[data-page-css]") !== null);

test("pages with forms log no page-policy violation, on the public site and for a host", async ({ page, request }) => {
  const violations = await watchPolicy(page);
  for (const path of ["/signup", "/signin", "/forgot-password", "/request-invite"]) {
    await page.goto(path);
    await hydrated(page);
    await page
      .getByRole("button", { name: /Create Account|Sign In|Send|Request/i })
      .first()
      .click();
    await expect(page.getByText(/is required|Enter a valid email/).first()).toBeVisible();
  }
  await signIn(page, await createAccount(request, newAccount("policy")));
  await page.goto("/events");
  await page.getByRole("main").getByRole("link", { name: "Create Event" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await dialog.getByLabel("Event title").fill("Policy webinar");
  await dialog.getByLabel("Date and time").fill("2031-09-15T14:00");
  await dialog.getByLabel("Event title").fill("");
  await expect(dialog).toBeVisible();
  expect(violations).toEqual([]);
});

test("the first paint uses the page's own CSS inline; the whole stylesheet comes after it and styles what scripts add", async ({ page }) => {
  await page.goto("/");
  const inline = await page.locator("head style[data-page-css]").textContent();
  expect(inline?.length ?? 0).toBeGreaterThan(1000);
  await expect(page.locator("head link[rel=stylesheet]")).toHaveCount(0);
  await expect(page.locator("body > link[rel=stylesheet]")).toHaveCount(1);
  const blocking = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as (PerformanceResourceTiming & { renderBlockingStatus?: string })[])
      .filter((entry) => entry.renderBlockingStatus === "blocking")
      .map((entry) => entry.name),
  );
  expect(blocking).toEqual([]);

  await hydrated(page);
  await page.locator("#features a[data-feature='engagemax']").click();
  const dialog = page.getByRole("dialog", { name: "EngageMax" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS("position", "fixed");
  await expect(dialog).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
});
