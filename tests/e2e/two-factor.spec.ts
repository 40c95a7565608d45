import { expect, test, type Page } from "./test";
import { Secret, TOTP } from "otpauth";
import { chooseGoogleAccount, createAccount, mainContent, newAccount, pathOf, signIn, uniqueId, type TestAccount } from "./support";

const codeAt = (secret: string, at: number) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** Signs in, turns two-factor on from the Security tab and signs out; answers the secret and one recovery code. */
async function withTwoFactor(page: Page, account: TestAccount) {
  await signIn(page, account);
  await page.goto("/settings?tab=security");
  const card = mainContent(page).getByRole("region", { name: "Two-factor authentication" });
  await card.getByRole("button", { name: "Turn on" }).click();
  const secret = ((await card.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
  await card.getByLabel("Code from the app").fill(codeAt(secret, Date.now()));
  await card.getByRole("button", { name: "Turn on" }).click();
  const recovery = (await card.getByTestId("recovery-codes").getByRole("listitem").first().textContent()) ?? "";
  await page.goto("/logout");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(pathOf("/"));
  return { secret, recovery };
}

test.describe("two-factor sign-in", () => {
  test("turn it on from the Security tab, sign out, sign in with a code", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("twofactor"));
    await signIn(page, account);
    await page.goto("/settings?tab=security");
    const main = mainContent(page);
    const card = main.getByRole("region", { name: "Two-factor authentication" });
    await expect(card.getByText("Off", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Turn on" }).click();

    await expect(card.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
    const secret = ((await card.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await card.getByLabel("Code from the app").fill("000000" === codeAt(secret, Date.now()) ? "111111" : "000000");
    await card.getByRole("button", { name: "Turn on" }).click();
    await expect(card.getByText("That code is not right.")).toBeVisible();

    await card.getByLabel("Code from the app").fill(codeAt(secret, Date.now()));
    await card.getByRole("button", { name: "Turn on" }).click();
    const codes = card.getByTestId("recovery-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const first = (await codes.first().textContent()) ?? "";
    expect(first).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
    await expect(card.getByRole("link", { name: "Download" })).toHaveAttribute("href", new RegExp(`^data:text/plain;charset=utf-8,.*${first}`));
    await card.getByRole("link", { name: "I have saved them" }).click();
    await expect(card.getByTestId("recovery-codes")).toHaveCount(0);
    await expect(card.getByText("10 recovery codes left.")).toBeVisible();
    await expect(card.getByText("On", { exact: true })).toBeVisible();

    await page.goto("/logout");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(pathOf("/"));

    await page.goto("/signin");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(pathOf("/signin/verify"));
    await page.goto("/dashboard");
    await expect(page).toHaveURL(pathOf("/"));
    await page.goto("/signin/verify");

    // The code that turned it on is spent: the app's next one is accepted (one step of clock drift).
    await page.getByLabel("Authentication code").fill(codeAt(secret, Date.now() + 30_000));
    await page.getByLabel("Remember this device for 30 days").check();
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(pathOf("/landing-page"));

    await page.goto("/settings?tab=security");
    const devices = card.getByRole("list", { name: "Remembered devices" }).getByRole("listitem");
    await expect(devices).toHaveCount(1);
    await expect(devices.first().getByText("This device")).toBeVisible();
  });

  test("a recovery code signs in when the app is not at hand", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("recovery"));
    const { recovery } = await withTwoFactor(page, account);
    await page.goto("/signin?redirectTo=%2Fevents");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("link", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(recovery);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(pathOf("/events"));
  });

  test("Google sign-in asks for the code too", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("google2fa", { firstName: "Gus" }));
    const { secret } = await withTwoFactor(page, account);
    await page.goto("/signin");
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await chooseGoogleAccount(page, { sub: `twofactor-${uniqueId()}`, email: account.email, givenName: "Gus" });
    await expect(page).toHaveURL(pathOf("/signin/verify"));
    await page.getByLabel("Authentication code").fill(codeAt(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(pathOf("/landing-page"));
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Gus" })).toBeVisible();
  });
});
