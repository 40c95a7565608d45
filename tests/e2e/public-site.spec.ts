import { expect, test, type Page } from "./test";
import { ONCE_WITH_JS, ONCE_WITHOUT_JS, untilHydrated } from "./support";

/**
 * The public site's quality bars (issue 7): no console errors, alt text, one h1, body-text contrast,
 * keyboard reachability, working header and footer links, and the feature dialog by keyboard.
 */
const AUDITED = ["/", "/landing-page"];

function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

for (const pagePath of AUDITED) {
  test.describe(`audit of ${pagePath}`, () => {
    test("no console errors, alt text on every image, exactly one h1", { tag: ONCE_WITH_JS }, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(pagePath, { waitUntil: "networkidle" });
      await expect(page.locator("h1")).toHaveCount(1);
      const unlabelled = await page.evaluate(() => {
        const problems: string[] = [];
        for (const img of document.querySelectorAll("img")) if (!img.hasAttribute("alt")) problems.push(img.outerHTML.slice(0, 80));
        for (const svg of document.querySelectorAll("svg")) {
          if (svg.closest("[aria-hidden='true']")) continue;
          const labelled = svg.getAttribute("role") === "img" && (svg.getAttribute("aria-label") ?? "").trim() !== "";
          if (!labelled) problems.push(svg.outerHTML.slice(0, 80));
        }
        for (const element of document.querySelectorAll("[role='img']")) {
          if (!element.closest("[aria-hidden='true']") && !(element.getAttribute("aria-label") ?? "").trim())
            problems.push(element.outerHTML.slice(0, 80));
        }
        return problems;
      });
      expect(unlabelled).toEqual([]);
      expect(errors).toEqual([]);
    });

    test("body text has a contrast of at least 4.5:1", { tag: ONCE_WITH_JS }, async ({ page }) => {
      await page.goto(pagePath);
      const failures = await page.evaluate(() => {
        type Rgba = [number, number, number, number];
        const parse = (value: string): Rgba => {
          const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
          return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
        };
        const over = (top: Rgba, bottom: Rgba): Rgba => {
          const alpha = top[3] + bottom[3] * (1 - top[3]);
          if (alpha === 0) return [0, 0, 0, 0];
          const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / alpha;
          return [mix(0), mix(1), mix(2), alpha];
        };
        const background = (element: Element): Rgba => {
          const layers: Rgba[] = [];
          for (let node: Element | null = element; node; node = node.parentElement) {
            const color = parse(getComputedStyle(node).backgroundColor);
            if (color[3] > 0) layers.push(color);
            if (color[3] >= 1) break;
          }
          return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
        };
        const luminance = ([r, g, b]: Rgba) => {
          const channel = (value: number) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        };
        const results: string[] = [];
        let checked = 0;
        for (const paragraph of document.querySelectorAll("main p, footer p")) {
          if (!paragraph.textContent?.trim() || !paragraph.checkVisibility()) continue;
          const bg = background(paragraph);
          const fg = over(parse(getComputedStyle(paragraph).color), bg);
          const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
          const ratio = (light + 0.05) / (dark + 0.05);
          checked += 1;
          if (ratio < 4.5) results.push(`${ratio.toFixed(2)}: ${paragraph.textContent.trim().slice(0, 60)}`);
        }
        return { checked, results };
      });
      expect(failures.checked).toBeGreaterThan(5);
      expect(failures.results).toEqual([]);
    });

    test("every link and button is reachable with the Tab key", { tag: ONCE_WITH_JS }, async ({ page }) => {
      await page.goto(pagePath, { waitUntil: "networkidle" });
      const expected = await page.evaluate(() => {
        const selector = "a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex='-1'])";
        let count = 0;
        for (const element of document.querySelectorAll<HTMLElement>(selector)) {
          const inClosedDetails = element.closest("details:not([open])") && element.tagName !== "SUMMARY";
          if (inClosedDetails || !element.checkVisibility({ visibilityProperty: true })) continue;
          element.dataset.kb = String(count);
          count += 1;
        }
        return count;
      });
      expect(expected).toBeGreaterThan(10);
      const visited = new Set<string>();
      for (let press = 0; press < expected + 10; press += 1) {
        await page.keyboard.press("Tab");
        const id = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.kb ?? null);
        if (id !== null) visited.add(id);
        if (visited.size === expected) break;
      }
      const missed = await page.evaluate(
        (seen) =>
          [...document.querySelectorAll<HTMLElement>("[data-kb]")]
            .filter((element) => !seen.includes(element.dataset.kb ?? ""))
            .map((element) => element.outerHTML.slice(0, 100)),
        [...visited],
      );
      expect(missed).toEqual([]);
    });
  });
}

test("every header and footer link answers 200", { tag: ONCE_WITHOUT_JS }, async ({ page }) => {
  for (const pagePath of ["/", "/landing-page"]) {
    await page.goto(pagePath);
    const hrefs = await page
      .locator("header a[href], footer a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "").filter((href) => href.startsWith("/")));
    for (const required of [
      "/features",
      "/pricing",
      "/demo",
      "/integrations",
      "/templates",
      "/blog",
      "/help",
      "/case-studies",
      "/about",
      "/contact",
      "/login",
      "/request-invite",
      "/privacy",
      "/terms",
      "/signin",
    ]) {
      expect(hrefs, `${pagePath} links ${required}`).toContain(required);
    }
    for (const href of new Set(hrefs)) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
  }
  const login = await page.request.get("/login");
  expect(new URL(login.url()).pathname).toBe("/signin");
});

test("no link of the public site leads to a 404", { tag: ONCE_WITHOUT_JS }, async ({ page }) => {
  const pages = [
    "/",
    "/landing-page",
    "/features",
    "/pricing",
    "/demo",
    "/integrations",
    "/templates",
    "/webinars",
    "/blog",
    "/help",
    "/case-studies",
    "/about",
    "/contact",
    "/privacy",
    "/terms",
  ];
  const checked = new Set<string>();
  for (const pagePath of pages) {
    await page.goto(pagePath);
    await expect(page.locator("h1"), pagePath).toHaveCount(1);
    const hrefs = await page
      .locator("a[href^='/']")
      .evaluateAll((links) => links.map((link) => (link.getAttribute("href") ?? "").split("#")[0] || "/"));
    for (const href of hrefs) {
      if (checked.has(href)) continue;
      checked.add(href);
      const response = await page.request.get(href);
      expect(response.status(), `${href} linked from ${pagePath}`).toBe(200);
    }
  }
});

test("the footer shows the description, contact e-mail and toll-free phone, also on a phone", { tag: ONCE_WITHOUT_JS }, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer.getByText("A webinar platform that takes the stress out of selling live.")).toBeVisible();
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(footer.getByRole("link", { name: /Toll-free/ })).toHaveAttribute("href", /^tel:/);
  await expect(footer.getByRole("link", { name: "Request Invite" })).toHaveAttribute("href", "/request-invite");
});

test("the mobile menu opens and its links work", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/landing-page");
  await page.locator("header summary").click();
  const menu = page.locator("header details nav");
  await expect(menu.getByRole("link", { name: "Success Stories" })).toBeVisible();
  await menu.getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(page.locator("#features")).toBeInViewport();
});

test("feature cards lead to their details", async ({ page, javaScriptEnabled }) => {
  await page.goto("/");
  const card = page.locator("#features a[data-feature='engagemax']");
  if (javaScriptEnabled) {
    await untilHydrated(card);
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "EngageMax" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Key features" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Use cases" })).toBeVisible();
    await expect(dialog.getByRole("img", { name: /EngageMax at work/ })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Get early access" })).toHaveAttribute("href", "/request-invite");
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
  } else {
    await card.click();
    await expect(page).toHaveURL(/\/features#engagemax$/);
    await expect(page.getByRole("heading", { name: "EngageMax", level: 2 })).toBeInViewport();
  }
});

test("the demo video loads nothing until asked", async ({ page, javaScriptEnabled }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  const play = page.getByRole("link", { name: /Watch the 60-second tour/ });
  await expect(play).toHaveAttribute("href", "/demo");
  if (javaScriptEnabled) {
    await untilHydrated(play);
    const chunk = page.waitForRequest((request) => /demo-tour/.test(request.url()));
    await play.click();
    await chunk;
    await expect(page.getByRole("region", { name: "ShowUp product tour" })).toBeVisible();
    await page.getByRole("button", { name: "Pause" }).click();
    await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
  } else {
    await play.click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("See ShowUp run a live event");
  }
});

test("the header changes look after 10 px of scroll (JavaScript), and stays usable without", async ({ page, javaScriptEnabled }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  const header = page.locator("header").first();
  await expect(header).not.toHaveAttribute("data-scrolled");
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
  if (javaScriptEnabled) await expect(header).toHaveAttribute("data-scrolled", "true");
  else await expect(header).not.toHaveAttribute("data-scrolled");
  await expect(header.getByRole("link", { name: "Request an Invite" }).first()).toBeVisible();
});

test("the marketing page lists the plans, the comparison and the guarantee", async ({ page, javaScriptEnabled }) => {
  await page.goto("/landing-page");
  for (const [plan, price] of [
    ["Starter", "$97"],
    ["Professional", "$197"],
    ["Enterprise", "$497"],
  ] as const) {
    await expect(
      page
        .locator("#pricing li")
        .filter({ has: page.getByRole("heading", { name: plan }) })
        .first(),
    ).toContainText(price);
  }
  await expect(page.getByText("Most Popular")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Sales: Enterprise plan" })).toHaveAttribute("href", "/contact");
  const table = page.getByRole("table", { name: /compared with WebinarJam, Demio and Livestorm/ });
  await expect(table.getByRole("columnheader", { name: "Livestorm" })).toBeVisible();
  await expect(page.getByText("Is there a money-back guarantee?")).toBeVisible();
  await expect(page.getByText(/30-day money-back guarantee/).first()).toBeVisible();
  const answer = page.getByText(/such as OBS Studio/);
  if (javaScriptEnabled) {
    // The accordion: only the first answer open; a question opens and closes from the keyboard.
    await expect(answer).toBeHidden();
    await page.getByRole("button", { name: "What do I need to go live?" }).focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();
  } else {
    // Without JavaScript every answer is in the page, open.
    await expect(answer).toBeVisible();
  }
});
