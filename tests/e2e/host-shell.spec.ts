import { expect, test } from "./test";
import { createAccount, newAccount, pathOf, signIn } from "./support";

const SECTIONS = [
  { label: "Dashboard", path: "/dashboard" },
  { label: "Events", path: "/events" },
  { label: "Analytics", path: "/analytics" },
  { label: "Audience", path: "/audience" },
  { label: "Templates", path: "/templates" },
  { label: "Settings", path: "/settings" },
];

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`one navigation reaches every section and marks the current one (${viewport.name})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const account = await createAccount(request, newAccount(`shell-${viewport.name}`));
    await signIn(page, account);
    // From a page that is no section, so every click below is a navigation that closes the phone menu.
    await page.goto("/search");
    for (const section of SECTIONS) {
      if (viewport.name === "phone") await page.getByText("Menu", { exact: true }).click();
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: section.label, exact: true }).click();
      await expect(page).toHaveURL(pathOf(section.path));
      if (viewport.name === "phone") await page.getByText("Menu", { exact: true }).click();
      const current = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: section.label, exact: true });
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("navigation", { name: "Main" }).locator("[aria-current='page']")).toHaveCount(1);
      if (viewport.name === "phone") await page.getByText("Menu", { exact: true }).click();
    }
  });
}

test("the empty Events page has exactly one Create Event action", async ({ page, request }) => {
  const account = await createAccount(request, newAccount("shell-empty"));
  await signIn(page, account);
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "No events found" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Create Event/ })).toHaveCount(1);
});
