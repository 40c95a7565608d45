import { expect, test } from "./test";
import { ONCE_WITHOUT_JS, createAccount, createEventViaApi, mainContent, newAccount, signIn, uniqueId } from "./support";

// Runs with JavaScript on (fetch navigation, toasts) and off (post/redirect/get with a notice).

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

test("basic info saves, takes a PNG photo and refuses a non-image", async ({ page, request }) => {
  const account = await createAccount(request, newAccount("settings-basic"));
  await signIn(page, account);
  await page.goto("/settings");
  const main = mainContent(page);
  await expect(main.getByRole("heading", { name: "Your basic info" })).toBeVisible();
  // The account's place: "Host" (or "Server admin" for the box's first account), never a bare "Admin".
  await expect(main.getByText(/^(Host|Server admin)$/)).toBeVisible();
  await expect(main.getByText("Admin", { exact: true })).toHaveCount(0);

  const email = `e2e-renamed-${uniqueId()}@example.com`;
  await main.getByLabel("First name").fill("Grace");
  await main.getByLabel("Last name").fill("Hopper");
  await main.getByLabel("E-mail", { exact: true }).fill(email);
  await main.getByLabel("Weekly capacity").selectOption("25");
  await main.getByLabel("Billable rate (USD per hour)").fill("175.25");
  await main.getByLabel("Postal address (shown in the footer of your e-mails)").fill("  Hopper Studio\n12 Main Street\nArlington, VA 22201\n");
  await main.getByLabel("Profile photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await main.getByRole("button", { name: "Save changes" }).click();
  await expect(main.getByText("Your basic info has been saved.")).toBeVisible();
  await expect(page).toHaveURL(/tab=basic-info/);
  if (test.info().project.name === "js") await expect(page.getByText("Settings Saved", { exact: true })).toBeVisible();

  await page.reload();
  await expect(main.getByLabel("First name")).toHaveValue("Grace");
  await expect(main.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  await expect(main.getByLabel("Weekly capacity")).toHaveValue("25");
  await expect(main.getByLabel("Billable rate (USD per hour)")).toHaveValue("175.25");
  await expect(main.getByLabel("Postal address (shown in the footer of your e-mails)")).toHaveValue(
    "Hopper Studio\n12 Main Street\nArlington, VA 22201",
  );
  const photo = main.getByRole("img", { name: "Your profile photo" });
  await expect(photo).toBeVisible();
  const served = await page.request.get((await photo.getAttribute("src")) ?? "");
  expect(served.headers()["content-type"]).toBe("image/png");

  // A text file dressed as a PNG is refused by its bytes; what was typed stays.
  await main.getByLabel("First name").fill("Ada");
  await main.getByLabel("Profile photo").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await main.getByRole("button", { name: "Save changes" }).click();
  await expect(main.getByText("Photo must be a JPG, GIF or PNG image")).toBeVisible();
  await expect(main.getByLabel("First name")).toHaveValue("Ada");

  if (test.info().project.name === "js") {
    // With JavaScript an oversized photo is refused before it is sent.
    await main
      .getByLabel("Profile photo")
      .setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) });
    await main.getByRole("button", { name: "Save changes" }).click();
    await expect(main.getByText("Photo must be 1 MB or smaller")).toBeVisible();
  }

  // Required fields get clear messages.
  await main.getByLabel("Last name").fill("");
  await main.getByLabel("Profile photo").setInputFiles([]);
  await main.getByRole("button", { name: "Save changes" }).click();
  await expect(main.getByText("Last name is required")).toBeVisible();
});

test("notification preferences round-trip", async ({ page, request }) => {
  const account = await createAccount(request, newAccount("settings-notify"));
  await signIn(page, account);
  await page.goto("/settings");
  const main = mainContent(page);
  await main.getByRole("link", { name: "Notifications" }).click();
  await expect(page).toHaveURL(/tab=notifications/);
  await expect(main.getByRole("checkbox", { name: /New registrations/ })).toBeChecked();
  await main.getByRole("checkbox", { name: /New registrations/ }).uncheck();
  await main.getByRole("checkbox", { name: /Daily summary/ }).check();
  await main.getByRole("button", { name: "Save changes" }).click();
  await expect(main.getByText("Your notification preferences have been saved.")).toBeVisible();
  await page.reload();
  await expect(main.getByRole("checkbox", { name: /New registrations/ })).not.toBeChecked();
  await expect(main.getByRole("checkbox", { name: /Daily summary/ })).toBeChecked();
});

test("brand colours are validated, saved and shown on the registration page", async ({ page, request }) => {
  const account = await createAccount(request, newAccount("settings-brand"));
  const eventId = await createEventViaApi(request, "Branded launch");
  await signIn(page, account);
  await page.goto("/settings?tab=branding");
  const main = mainContent(page);
  await expect(main.getByLabel("Primary colour", { exact: true })).toHaveValue("#3b82f6");
  await expect(main.getByLabel("Accent colour", { exact: true })).toHaveValue("#10b981");
  await main.getByLabel("Primary colour", { exact: true }).fill("tomato");
  await main.getByRole("button", { name: "Save changes" }).click();
  await expect(main.getByText("Primary colour must be a colour like #3b82f6")).toBeVisible();
  await main.getByLabel("Primary colour", { exact: true }).fill("#aa3300");
  await main.getByLabel("Accent colour", { exact: true }).fill("#0055ff");
  await main.getByRole("button", { name: "Save changes" }).click();
  await expect(main.getByText("Your brand colours have been saved.")).toBeVisible();
  await expect(main.getByLabel("Primary colour", { exact: true })).toHaveValue("#aa3300");

  await page.goto(`/event-registration/${eventId}`);
  // The host's page carries their colours (its frame is the page itself, outside <main>).
  await expect(page.locator("div[style*='#aa3300'][style*='#0055ff']").first()).toBeAttached();
});

test("the other tabs say what they are", { tag: ONCE_WITHOUT_JS }, async ({ page, request }) => {
  const account = await createAccount(request, newAccount("settings-tabs"));
  await signIn(page, account);
  await page.goto("/settings?tab=team");
  await expect(mainContent(page).getByRole("heading", { name: "Invite to your team" })).toBeVisible();
  await page.goto("/settings?tab=billing");
  // True to the pricing page, whose plans start at $97.
  await expect(mainContent(page).getByText("Starter $97/month", { exact: false })).toBeVisible();
  await expect(mainContent(page).getByText("$29", { exact: false })).toHaveCount(0);
  await expect(mainContent(page).getByRole("link", { name: "See the plans" })).toHaveAttribute("href", "/landing-page#pricing");
});
