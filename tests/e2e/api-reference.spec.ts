import { expect, test } from "@playwright/test";
import { createAccount, mainContent, newAccount, pathOf, signIn } from "./support";

test.describe("API reference", () => {
  test("lists every area's calls with scope, parameters and a curl example", async ({ page, request }) => {
    await page.goto("/docs/api");
    const main = mainContent(page);
    await expect(main.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();

    const list = main.getByRole("article", { name: "List your events, latest start first" });
    await expect(list).toContainText("GET");
    await expect(list).toContainText("/api/events");
    await expect(list.getByRole("definition").nth(1)).toHaveText("read");
    for (const param of ["status", "search", "from", "to", "limit", "cursor"]) await expect(list.getByText(param, { exact: true })).toBeVisible();
    await expect(list.locator("pre")).toContainText('-H "Authorization: Bearer su_…"');

    const create = main.getByRole("article", { name: "Create an event" });
    await expect(create.getByRole("definition").nth(1)).toHaveText("read and write");
    await expect(create.locator("li").filter({ hasText: "title" }).first()).toContainText("required");
    await expect(create.locator("pre")).toContainText("-X POST");

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
      (await mainContent(page).getByRole("article", { name: "List your events, latest start first" }).locator("pre").textContent()) ?? "";
    const url = /curl "([^"]+)"/.exec(example)?.[1] ?? "";
    const answer = await request.get(new URL(url).pathname, { headers: { Authorization: `Bearer ${secret}` } });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual([]);
  });
});
