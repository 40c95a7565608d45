import { expect, test, type Page } from "./test";
import { seriousViolations } from "./axe";
import { ONCE_WITHOUT_JS, createAccount, mainContent, newAccount, pathOf, signIn } from "./support";

test.describe("API reference", () => {
  // Reading the page, its anchors and its native <details> is the same with JavaScript off: once, without.
  test("lists every area's calls with scope, parameters and a curl example", { tag: ONCE_WITHOUT_JS }, async ({ page, request }) => {
    await page.goto("/docs/api");
    const main = mainContent(page);
    await expect(main.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();

    const list = main.getByRole("article", { name: "List your events, latest start first" });
    await expect(list).toContainText("GET");
    await expect(list).toContainText("/api/events");
    await expect(list.getByRole("definition").nth(1)).toHaveText("read");
    // The query parameters come first; the answer's fields (folded away) may share their names.
    for (const param of ["status", "search", "from", "to", "limit", "cursor"])
      await expect(list.getByText(param, { exact: true }).first()).toBeVisible();
    await expect(list.getByLabel(/^curl example/)).toContainText('-H "Authorization: Bearer su_…"');

    const create = main.getByRole("article", { name: "Create an event" });
    await expect(create.getByRole("definition").nth(1)).toHaveText("read and write");
    await expect(create.locator("li").filter({ hasText: "title" }).first()).toContainText("required");
    await expect(create.getByLabel(/^curl example/)).toContainText("-X POST");

    // The area list jumps to each area.
    await main.getByRole("navigation", { name: "Areas of the API" }).getByRole("link", { name: "Offers and purchases" }).click();
    await expect(page).toHaveURL(/#offers-and-purchases$/);
    await expect(main.getByRole("heading", { level: 2, name: "Offers and purchases" })).toBeInViewport();

    // The machine-readable document behind the page lists the same calls.
    const href = await main.getByRole("link", { name: "an OpenAPI 3.1 document" }).getAttribute("href");
    const document = (await (await request.get(href ?? "")).json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe("3.1.0");
    const onPage = await main.locator("article[id] > div > code").allTextContents();
    expect(new Set(onPage)).toEqual(new Set(Object.keys(document.paths)));
    // And the live channels' document.
    const live = await main.getByRole("link", { name: "an AsyncAPI 3 document" }).getAttribute("href");
    const channels = (await (await request.get(live ?? "")).json()) as { asyncapi: string; channels: Record<string, { address: string }> };
    expect(channels.asyncapi).toBe("3.1.0");
    expect(Object.values(channels.channels).map((channel) => channel.address)).toEqual(["/api/streams/{streamId}/events", "/ws"]);
  });

  test("a host reaches it from Developer Tools, and its example works with a read key", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("apiref"));
    await signIn(page, account);
    await page.goto("/settings?tab=developer");
    const main = mainContent(page);
    await main.getByLabel("Key name").fill("Docs try-out");
    await main.getByRole("button", { name: "Create API key" }).click();
    const secret = (await main.getByTestId("api-key-secret").textContent()) ?? "";
    expect(secret).toMatch(/^su_/);

    await main.getByRole("link", { name: "API reference" }).click();
    await expect(page).toHaveURL(pathOf("/docs/api"));
    const example =
      (await mainContent(page)
        .getByRole("article", { name: "List your events, latest start first" })
        .getByLabel(/^curl example/)
        .textContent()) ?? "";
    const url = /curl "([^"]+)"/.exec(example)?.[1] ?? "";
    const answer = await request.get(new URL(url).pathname, { headers: { Authorization: `Bearer ${secret}` } });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual([]);
  });

  test(
    "shows each success answer's fields and the document's example, a shared one once under Objects",
    { tag: ONCE_WITHOUT_JS },
    async ({ page }) => {
      await page.goto("/docs/api");
      const own = mainContent(page).getByRole("article", { name: "List your events, latest start first" });
      const ownExample = own.getByLabel("Example answer 200: GET /api/events");
      await expect(ownExample).toBeHidden();
      await own.getByText(/^Your events · \d+ fields and an example$/).click();
      await expect(own.locator("details li").filter({ hasText: "registrationCount" })).toContainText("integer");
      await expect(ownExample).toBeVisible();

      // Many calls answer an EventDetail: its fields and example are drawn once, under Objects.
      const call = mainContent(page).getByRole("article", { name: "Get one of your events" });
      await call.getByRole("link", { name: "EventDetail" }).click();
      await expect(page).toHaveURL(/#object-EventDetail$/);
      const object = mainContent(page).getByRole("article", { name: "EventDetail" });
      await expect(object.getByText("An EventDetail object:")).toBeVisible();
      await expect(object.locator("li").filter({ hasText: "registrationCount" })).toContainText("integer");
      const shown = JSON.parse((await object.getByLabel("Example EventDetail").textContent()) ?? "") as Record<string, unknown>;
      expect(shown).toMatchObject({ id: 42, title: "Launch your first course" });
    },
  );

  test.describe("Try it", () => {
    /** The call's Try it page, from its link on the reference page. */
    async function openTryIt(page: Page, summary: string) {
      await page.goto("/docs/api");
      await mainContent(page)
        .getByRole("article", { name: summary })
        .getByRole("link", { name: /^Try it/ })
        .click();
      await expect(mainContent(page).getByRole("heading", { level: 1, name: summary })).toBeVisible();
      return mainContent(page);
    }

    test("a signed-in host sends GET /api/auth/me and sees their account", async ({ page, request }) => {
      const account = await createAccount(request, newAccount("tryme"));
      await signIn(page, account);
      const main = await openTryIt(page, "Who the session or API key belongs to");
      await expect(page).toHaveURL(pathOf("/docs/api/try/getApiAuthMe"));
      expect(await seriousViolations(page)).toEqual([]);
      await main.getByRole("button", { name: "Send" }).click();
      const answer = main.getByRole("region", { name: "Answer" });
      await expect(answer.getByRole("status")).toContainText("200 OK");
      await expect(answer.getByRole("status")).toContainText("GET /api/auth/me");
      await expect(answer.getByLabel("Answer body")).toContainText(`"email": "${account.email}"`);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("a host creates an event from the prefilled body, and bad JSON is refused in place", async ({ page, request }) => {
      const account = await createAccount(request, newAccount("trypost"));
      await signIn(page, account);
      const main = await openTryIt(page, "Create an event");
      const body = main.getByLabel("JSON body");
      const prefilled = JSON.parse(await body.inputValue()) as Record<string, unknown>;
      expect(Object.keys(prefilled)).toEqual(["title", "scheduledAt"]);

      await body.fill('{ "title": ');
      await main.getByRole("button", { name: "Send" }).click();
      await expect(main.getByText(/^The body is not valid JSON/).first()).toBeVisible();
      await expect(body).toHaveValue('{ "title": ');
      await expect(body).toHaveAttribute("aria-invalid", "true");
      await expect(main.getByRole("region", { name: "Answer" }).getByRole("status")).toHaveText("Not sent");

      const title = `Tried from the docs ${Date.now()}`;
      await body.fill(JSON.stringify({ ...prefilled, title }, null, 2));
      await main.getByRole("button", { name: "Send" }).click();
      const answer = main.getByRole("region", { name: "Answer" });
      await expect(answer.getByRole("status")).toContainText("201 Created");
      await expect(answer.getByLabel("Answer body")).toContainText(`"title": "${title}"`);
      await expect(body).toHaveValue(new RegExp(title));
      // The event is the host's own.
      const events = (await (await page.request.get("/api/events")).json()) as { title: string }[];
      expect(events.map((event) => event.title)).toEqual([title]);
    });

    test("a signed-out visitor is asked to sign in, and comes back to the call", async ({ page, request }) => {
      const account = await createAccount(request, newAccount("tryout"));
      await page.goto("/docs/api/try/getApiAuthMe");
      const main = mainContent(page);
      await expect(main.getByText("Sign in to try calls with your account.")).toBeVisible();
      await expect(main.getByRole("button", { name: "Send" })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await main.getByRole("link", { name: "Sign in" }).click();
      await page.getByLabel("Email", { exact: true }).fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(pathOf("/docs/api/try/getApiAuthMe"), { timeout: 20_000 });
      await expect(mainContent(page).getByRole("button", { name: "Send" })).toBeVisible();
    });
  });
});
