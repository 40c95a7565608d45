import crypto from "node:crypto";
import { expect, test, type APIRequestContext, type Browser, type BrowserContextOptions, type Locator, type Page } from "./test";

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Another person's browser tab, its own cookies apart, with or without JavaScript like the project; close it with `.context().close()`. */
export async function anotherBrowser(browser: Browser, options: BrowserContextOptions = {}) {
  const { baseURL, javaScriptEnabled } = test.info().project.use;
  return (await browser.newContext({ baseURL, javaScriptEnabled, ...options })).newPage();
}

/** A fresh identity per test, so tests never share data. */
export function newAccount(label: string, overrides: Partial<TestAccount> = {}): TestAccount {
  const id = `${Date.now().toString(36)}${crypto.randomBytes(4).toString("hex")}`;
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `e2e-${label}-${id}@example.com`,
    password: `Secret-${id}`,
    ...overrides,
  };
}

/**
 * How long an open page may take to show something pushed to it. The push itself takes tens of
 * milliseconds (tests/bench/live-fanout.ts measures it); a page on CI's loaded machine once took
 * just over a second to render one, so the specs allow three.
 */
export const PUSHED = { timeout: 3_000 };

/**
 * Tags for a test that runs in one of the two projects only (playwright.config.ts): what it checks
 * is the same with JavaScript and without (the server's HTML, answers to plain requests), so it
 * runs once: with JavaScript when the scripts add to what it checks (console errors, the page people
 * mostly see), without when they cannot (the cheaper run).
 */
export const ONCE_WITH_JS = "@once-with-javascript";
export const ONCE_WITHOUT_JS = "@once-without-javascript";

export const uniqueId = () => `${Date.now().toString(36)}${crypto.randomBytes(4).toString("hex")}`;

/**
 * Creates an account through the public JSON API with its own cookie jar (the `request` fixture),
 * so the browser under test stays signed out.
 */
export async function createAccount(request: APIRequestContext, account: TestAccount) {
  const response = await request.post("/api/auth/signup", {
    data: { firstName: account.firstName, lastName: account.lastName, email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

export async function fillSignUpForm(page: Page, account: TestAccount, { confirmPassword = account.password, agree = true } = {}) {
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(confirmPassword);
  // With JavaScript, leaving the field validates it and may insert a message above the checkbox.
  await page.getByLabel("Confirm password").blur();
  await page.getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" }).setChecked(agree);
}

/**
 * Signs the page's browser in through the JSON call (its cookies land in the page's context): for
 * specs about what a signed-in host does. Specs about signing in use signInThroughForm.
 */
export async function signIn(page: Page, account: Pick<TestAccount, "email" | "password">) {
  const response = await page.request.post("/api/auth/signin", { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens /signin, fills in the e-mail and password given and presses Sign In. */
export async function submitSignInForm(page: Page, { email, password }: Pick<TestAccount, "email" | "password">) {
  await page.goto("/signin");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs in through the /signin form and waits for the post-sign-in page. */
export async function signInThroughForm(page: Page, account: Pick<TestAccount, "email" | "password">) {
  await submitSignInForm(page, account);
  // Signing in (a password hash and the first workspace page) can take seconds on a busy 2-core machine.
  await expect(page).toHaveURL(/\/landing-page$/, { timeout: 20_000 });
}

/**
 * Waits until React has attached its handlers to the element (the page is interactive): a click
 * on a server-rendered control before then does nothing, which a loaded machine makes likely.
 */
export async function untilHydrated(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")))).toBe(true);
}

/** The page's own content, leaving out toasts (which repeat some messages for JavaScript users). */
export const mainContent = (page: Page) => page.getByRole("main");

export const pathOf = (path: string) => new RegExp(`^http://localhost:\\d+${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\?.*)?$`);

/** What the fake Google provider's "choose an account" form is filled with. */
export interface GoogleChoice {
  sub: string;
  email: string;
  verified?: boolean;
  givenName?: string;
  familyName?: string;
}

/** On the fake provider's page: picks the account and continues back to the app. */
export async function chooseGoogleAccount(page: Page, choice: GoogleChoice) {
  await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible();
  await page.getByLabel("Subject ID").fill(choice.sub);
  await page.getByLabel("Email", { exact: true }).fill(choice.email);
  await page.getByLabel("Email verified").setChecked(choice.verified ?? true);
  await page.getByLabel("Given name").fill(choice.givenName ?? "");
  await page.getByLabel("Family name").fill(choice.familyName ?? "");
  await page.getByRole("button", { name: "Continue" }).click();
}

/** A host's event through the JSON API (the `request` fixture keeps the host's cookies). */
export async function createEventViaApi(request: APIRequestContext, title: string) {
  const created = await request.post("/api/events", {
    data: { title, scheduledAt: "2031-05-06T15:00:00Z", durationMinutes: 45, timezone: "ET", hostName: "Hana Host" },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A host's stream through the JSON API, optionally for one of their events. */
export async function createStreamViaApi(request: APIRequestContext, title: string, eventId?: number) {
  const created = await request.post("/api/streams", { data: { title, ...(eventId ? { eventId } : {}) } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { streamId: string; streamKey: string; playbackId: string };
}

/**
 * A new host made through the JSON API (`request` keeps their cookies) with an event titled
 * `titlePrefix` and a unique suffix.
 */
export async function hostWithEvent(request: APIRequestContext, label: string, titlePrefix: string, account: Partial<TestAccount> = {}) {
  const host = await createAccount(request, newAccount(label, account));
  const title = `${titlePrefix} ${uniqueId()}`;
  const eventId = await createEventViaApi(request, title);
  return { host, title, eventId };
}

/** The same host (first name Hana) signed in on `page`, with a stream "Main stage" for the event. */
export async function hostWithEventStream(page: Page, request: APIRequestContext, label: string, titlePrefix: string) {
  const { host, title, eventId } = await hostWithEvent(request, label, titlePrefix, { firstName: "Hana" });
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);
  await signIn(page, host);
  return { eventId, streamId, title };
}

/** Fills in the event's public registration form on `page` (opened already) and presses Register Now. */
export async function submitRegistrationForm(
  page: Page,
  { firstName, lastName, email, jobTitle, timezone }: { firstName: string; lastName: string; email: string; jobTitle?: string; timezone?: string },
) {
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email address").fill(email);
  if (jobTitle !== undefined) await page.getByLabel("Job title").fill(jobTitle);
  if (timezone !== undefined) await page.getByLabel("Your timezone").selectOption({ label: timezone });
  await page.getByRole("button", { name: "Register Now" }).click();
}
