import { expect, test, type APIRequestContext, type Browser, type Page } from "./test";
import { waitForMail } from "./mailbox";

// A new registrant on the watch page is taken straight into the room (their personal link, kept in
// the viewer cookie) and gets the link by e-mail too. A known e-mail, or any registrant of an event
// that confirms addresses first, sees "Check your inbox": the link comes only by e-mail.

/** The personal link in the e-mail sent to `email`, as mailed (path and query: its proof that it came by e-mail). */
export async function mailedLinkFromMail(email: string) {
  const mail = await waitForMail(email, "viewer_link");
  const href = [...(mail.html ?? "").matchAll(/href="([^"]+)"/g)]
    .map((m) => (m[1] ?? "").replaceAll("&amp;", "&"))
    .find((h) => h.includes("/watch/"));
  if (!href) throw new Error(`the e-mail to ${email} holds no personal link`);
  const url = new URL(href);
  return url.pathname + url.search;
}

/** The personal link (its path) in the e-mail sent to `email`. */
export async function personalLinkFromMail(email: string) {
  return new URL(await mailedLinkFromMail(email), "http://mail").pathname;
}

async function submitRegistration(page: Page, email: string, firstName: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("First name").fill(firstName);
  await page.getByRole("button", { name: "Join Live Stream" }).click();
}

/** Registers a new e-mail on the registration gate of the page's stream and waits for the room; returns the personal link's path. */
export async function registerOnWatchPage(page: Page, email: string, firstName: string) {
  await submitRegistration(page, email, firstName);
  await expect(page).toHaveURL(/\/watch\/[^/]+\/[A-Za-z0-9_-]{32,}$/);
  return new URL(page.url()).pathname;
}

/** Registers an e-mail whose link goes by e-mail only (already registered, or the event confirms addresses) and waits for "Check your inbox". */
export async function registerForMailedLink(page: Page, email: string, firstName: string) {
  await submitRegistration(page, email, firstName);
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
}

/** Registers on /watch/{streamId}: the viewer lands in the room. Returns the personal link's path. */
export async function joinOnWatchPage(page: Page, streamId: string, email: string, firstName: string) {
  await page.goto(`/watch/${streamId}`);
  return registerOnWatchPage(page, email, firstName);
}

/**
 * A viewer registered through POST /api/auth/register on `api` (its own cookies): a new registrant's
 * answer carries the personal link and gives `api` the viewer cookie.
 */
export async function registerViewerThroughApi(api: APIRequestContext, streamId: string, email: string, firstName: string) {
  const response = await api.post("/api/auth/register", { data: { email, firstName, streamId } });
  expect(response.status(), await response.text()).toBe(200);
  const { uniqueUrl } = (await response.json()) as { uniqueUrl: string };
  expect(uniqueUrl).toMatch(new RegExp(`^/watch/${streamId}/`));
  const opened = await api.get(`/api/streams/watch/${streamId}`);
  expect(opened.status(), await opened.text()).toBe(200);
  const { viewer } = (await opened.json()) as { viewer: { id: number } };
  return { id: viewer.id, uniqueUrl };
}

/**
 * A viewer in a browser context of their own (the project's base URL, JavaScript on or off as
 * `javaScript` says) who joins on the stream's watch page; close `viewerContext` when done.
 */
export async function viewerJoins(browser: Browser, streamId: string, email: string, firstName: string, javaScript: boolean) {
  const viewerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: javaScript });
  const viewer = await viewerContext.newPage();
  return { viewerContext, viewer, link: await joinOnWatchPage(viewer, streamId, email, firstName) };
}
