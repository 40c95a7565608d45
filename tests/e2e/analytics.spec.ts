import { readFile } from "node:fs/promises";
import { expect, test } from "./test";
import { ONCE_WITHOUT_JS, createAccount, mainContent, newAccount, pathOf, signIn, uniqueId, hostWithEvent } from "./support";

const today = () => new Date().toISOString().slice(0, 10);

test.describe("analytics", () => {
  test("a host sees figures from their registrations, switches tab and range, and exports the report", async ({ page, request }) => {
    const { host, title, eventId: id } = await hostWithEvent(request, "analytics", "Analytics Webinar");
    for (const name of ["Ada", "Grace"]) {
      const response = await request.post(`/api/events/${id}/register`, {
        data: { firstName: name, lastName: "Tester", email: `e2e-${name.toLowerCase()}-${uniqueId()}@example.com`, timezone: "Eastern" },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    await signIn(page, host);
    await page.goto("/analytics");
    const main = mainContent(page);
    await expect(main.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    const figures = main.getByLabel("Key figures");
    await expect(figures.getByRole("term").first()).toHaveText("Registrations");
    await expect(figures.getByRole("definition").first()).toHaveText("2");
    await expect(figures.getByText("0 of 2 watched")).toBeVisible();
    await expect(main.getByRole("row").filter({ hasText: title })).toContainText("2");

    // Tabs are links that keep the range.
    await main.getByRole("link", { name: "Revenue" }).click();
    await expect(page).toHaveURL(pathOf("/analytics?range=30d&tab=revenue"));
    await expect(figures.getByRole("term").filter({ hasText: "Conversion" })).toContainText("0 attendees bought");
    await expect(main.getByRole("link", { name: "Revenue" })).toHaveAttribute("aria-current", "page");

    // Presets and the custom range are kept in the URL.
    await main.getByRole("link", { name: "Last 7 days" }).click();
    await expect(page).toHaveURL(pathOf("/analytics?range=7d&tab=revenue"));
    await main.getByLabel("From", { exact: true }).fill("2020-01-01");
    await main.getByLabel("To", { exact: true }).fill("2020-01-31");
    await main.getByRole("button", { name: "Apply range" }).click();
    await expect(page).toHaveURL(pathOf("/analytics?tab=revenue&from=2020-01-01&to=2020-01-31"));
    await expect(main.getByRole("heading", { name: "No data in this range yet" })).toBeVisible();

    // A bad range shows a message and the default range, not an error page.
    await page.goto("/analytics?from=2020-02-30&to=2020-03-01");
    await expect(main.getByRole("alert")).toContainText("Showing the last 30 days instead.");
    await expect(figures.getByRole("definition").first()).toHaveText("2");

    // Export Report downloads the figures of the range shown.
    const downloading = page.waitForEvent("download");
    await main.getByRole("link", { name: "Export Report" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(download.suggestedFilename()).toContain(today());
    const csv = await readFile(await download.path(), "utf8");
    expect(csv).toContain("Registrations,2\r\n");
    expect(csv).toContain(`${title},2,0,0,0,0,0,\r\n`);

    const response = await request.get("/analytics/export.csv?range=7d");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="analytics-.*\.csv"$/);
  });

  test("a new host sees an honest empty state", { tag: ONCE_WITHOUT_JS }, async ({ page, request }) => {
    const host = await createAccount(request, newAccount("analytics-empty"));
    await signIn(page, host);
    await page.goto("/analytics");
    await expect(mainContent(page).getByRole("heading", { name: "No data in this range yet" })).toBeVisible();
    await expect(mainContent(page).getByRole("link", { name: "Create an event" })).toHaveAttribute("href", "/events");
  });
});
