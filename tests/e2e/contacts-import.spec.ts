import { expect, test } from "./test";
import { createAccount, createEventViaApi, mainContent, newAccount, pathOf, signIn, uniqueId, hostWithEvent } from "./support";

test.describe("contacts import", () => {
  test("a host imports a CSV file of contacts, matches its columns, fixes a bad line and sees who was invited", async ({ page, request }) => {
    const { host, title, eventId } = await hostWithEvent(request, "import", "Import Webinar");
    const ann = `e2e-ann-${uniqueId()}@example.com`;
    const bob = `e2e-bob-${uniqueId()}@example.com`;
    const csv = (bobAddress: string) =>
      `\uFEFFGiven;Family;Work e-mail\r\n"Lee; Ann";"O""Brien";${ann}\r\nBob;Builder;${bobAddress}\r\nAnn twice;;${ann.toUpperCase()}\r\n`;

    await signIn(page, host);
    await page.goto("/audience");
    await mainContent(page).getByRole("link", { name: "Import contacts" }).click();
    await expect(page).toHaveURL(pathOf("/audience/import"));
    const main = mainContent(page);
    await expect(main.getByRole("heading", { name: "Import contacts", level: 1 })).toBeVisible();

    await main.getByLabel("Invite them to").selectOption({ label: title });
    await main.getByLabel("CSV file").setInputFiles({ name: "contacts.csv", mimeType: "text/csv", buffer: Buffer.from(csv("bob-at-nowhere")) });
    await main.getByRole("button", { name: "Continue" }).click();

    await expect(main.getByRole("heading", { name: "Match the columns" })).toBeVisible();
    await expect(main.getByText(`contacts.csv: 3 contacts to invite to ${title}.`)).toBeVisible();
    await expect(main.getByLabel("E-mail (required)")).toHaveValue("2");
    await expect(main.getByLabel("First name")).toHaveValue("0");
    await expect(main.getByLabel("Last name")).toHaveValue("1");
    await expect(main.getByRole("row").nth(1)).toContainText(`Lee; AnnO"Brien${ann}`);
    await main.getByRole("button", { name: "Import and invite 3" }).click();

    await expect(main.getByRole("heading", { name: "Import report" })).toBeVisible();
    await expect(main.getByRole("status")).toHaveText(
      "1 invitation on the way. 1 bad line was left out: fix it and import it again. 1 line was skipped: see below.",
    );
    const toFix = main.getByRole("table", { name: "Lines to fix" });
    await expect(toFix.getByRole("row").nth(1)).toHaveText(/^3bob-at-nowhereBadThe e-mail address is not valid\.$/);
    await expect(main.getByRole("table", { name: "Lines skipped" }).getByRole("row").nth(1)).toContainText("Same e-mail address as line 2.");

    await main.getByRole("link", { name: "Import another file" }).click();
    await expect(main.getByLabel("Invite them to")).toHaveValue(String(eventId));
    await main.getByLabel("CSV file").setInputFiles({ name: "fixed.csv", mimeType: "text/csv", buffer: Buffer.from(csv(bob)) });
    await main.getByRole("button", { name: "Continue" }).click();
    await main.getByRole("button", { name: "Import and invite 3" }).click();

    await expect(main.getByRole("status")).toHaveText("1 invitation on the way. 2 lines were skipped: see below.");
    await expect(main.getByRole("table", { name: "Lines skipped" })).toContainText("Already invited to this event.");
    await main.getByText("Show the 1 invited line").click();
    const invited = main.getByRole("table", { name: "Lines invited" });
    await expect(invited.getByRole("row")).toHaveCount(2);
    await expect(invited).toContainText(bob);
  });

  test("a file that is not CSV text is refused on the first step with the reason", async ({ page, request }) => {
    const host = await createAccount(request, newAccount("import-bad"));
    const title = `Import Refused ${uniqueId()}`;
    await createEventViaApi(request, title);
    await signIn(page, host);
    await page.goto("/audience/import");
    const main = mainContent(page);
    await main.getByLabel("Invite them to").selectOption({ label: title });
    await main.getByLabel("CSV file").setInputFiles({ name: "photo.csv", mimeType: "text/csv", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]) });
    await main.getByRole("button", { name: "Continue" }).click();
    await expect(main.getByRole("alert")).toHaveText(
      "The file is not a CSV text file (UTF-8). Save it from your spreadsheet as CSV UTF-8 and try again.",
    );
    await expect(main.getByRole("heading", { name: "Choose a file" })).toBeVisible();
  });
});
