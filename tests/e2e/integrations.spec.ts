import { expect, test, type Page } from "./test";
import { startWebhookReceiver } from "../support/webhook-receiver";
import { createAccount, mainContent, newAccount, signIn } from "./support";

// Issue 23, part 4: the Integrations page, with JavaScript and without. A receiver on 127.0.0.1
// stands in for the host's CRM (loopback is allowed outside production); the app's job runner
// delivers within a second here.

const PAGE = "/dashboard/settings/integrations";

/** Without JavaScript the log changes only on a new page load: Refresh until it shows what is expected. */
async function untilLogShows(page: Page, text: string) {
  const log = mainContent(page).getByRole("region", { name: "Delivery log" });
  await expect(async () => {
    if (!(await log.getByText(text, { exact: true }).first().isVisible())) {
      await log.getByRole("link", { name: "Refresh the delivery log" }).click();
      await expect(log.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 1_000 });
    }
  }).toPass({ timeout: 15_000 });
}

test("adds an endpoint, shows its secret once, sends a test that arrives signed, rotates the secret and turns it off", async ({ page, request }) => {
  const receiver = await startWebhookReceiver();
  try {
    const account = await createAccount(request, newAccount("integrations"));
    await signIn(page, account);
    await page.goto(PAGE);
    const main = mainContent(page);
    await expect(main.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();
    await expect(main.getByText("No endpoints yet.")).toBeVisible();
    await expect(main.getByRole("link", { name: /Manage API keys in Developer Tools/ })).toHaveAttribute("href", "/settings?tab=developer");
    await expect(main.getByRole("link", { name: /Read the API reference/ })).toHaveAttribute("href", "/docs/api");

    // A bad URL and no event: both said inline, what was typed kept.
    await main.getByLabel("Endpoint URL").fill("not a url");
    await main.getByRole("button", { name: "Add endpoint" }).click();
    await expect(main.getByText("Enter a full URL starting with https:// (or http:// where allowed).")).toBeVisible();
    await expect(main.getByText("Choose at least one event.")).toBeVisible();
    await expect(main.getByLabel("Endpoint URL")).toHaveValue("not a url");

    const url = receiver.url("/crm");
    await main.getByLabel("Endpoint URL").fill(url);
    await main.getByRole("checkbox", { name: /registration\.created/ }).check();
    await main.getByRole("checkbox", { name: /purchase\.completed/ }).check();
    await main.getByRole("button", { name: "Add endpoint" }).click();
    const secret = main.getByTestId("webhook-secret");
    await expect(secret).toHaveText(/^whsec_[\w-]{32}$/);
    const first = (await secret.textContent()) ?? "";
    await expect(main.getByRole("button", { name: "Copy secret" })).toHaveCount(test.info().project.use.javaScriptEnabled ? 1 : 0);
    const card = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: url }) });
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByRole("list", { name: "Events it receives" })).toHaveText(/registration\.created\s*purchase\.completed/);

    // Shown once: not after a new visit.
    await page.goto(PAGE);
    await expect(main.getByTestId("webhook-secret")).toHaveCount(0);
    await expect(main.getByText(first)).toHaveCount(0);

    await card.getByRole("button", { name: `Send test to ${url}` }).click();
    await expect(card.getByText("Test sent.")).toBeVisible();
    await untilLogShows(page, "Delivered");
    const log = card.getByRole("region", { name: "Delivery log" });
    await expect(log.getByRole("row").filter({ hasText: "test.ping" })).toContainText("200");
    // Refresh loads the page anew every time (a link that differed only by its #fragment would just scroll).
    for (const _ of [1, 2]) {
      await Promise.all([page.waitForEvent("load"), log.getByRole("link", { name: "Refresh the delivery log" }).click()]);
    }
    await expect(log.getByRole("row").filter({ hasText: "test.ping" })).toContainText("Delivered");
    expect(receiver.received).toHaveLength(1);
    const delivered = receiver.received[0]!;
    expect(JSON.parse(delivered.body)).toMatchObject({ type: "test.ping" });
    expect(String(delivered.headers["webhook-signature"])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    await card.getByRole("button", { name: `Rotate secret of ${url}` }).click();
    const rotated = card.getByTestId("webhook-secret");
    await expect(rotated).toHaveText(/^whsec_[\w-]{32}$/);
    expect(await rotated.textContent()).not.toBe(first);
    await expect(card.getByText(/The old secret keeps signing beside it until/)).toBeVisible();

    await card.getByRole("button", { name: `Turn off ${url}` }).click();
    await expect(card.getByText("Endpoint turned off.")).toBeVisible();
    await expect(card.getByText("Off", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: `Turn on ${url}` })).toBeVisible();
    await expect(card.getByRole("button", { name: /^Resend/ })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
