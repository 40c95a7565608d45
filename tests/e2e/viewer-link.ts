import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { waitForMail } from "./mailbox";

// A viewer's personal link reaches them only by e-mail: register on the watch page, see "Check
// your inbox", then open the link from the mail, as a real viewer does.

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

/** Fills the registration gate of the page's stream and waits for "Check your inbox". */
export async function registerOnWatchPage(page: Page, email: string, firstName: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("First name").fill(firstName);
  await page.getByRole("button", { name: "Join Live Stream" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
}

/** Registers on /watch/{streamId} and opens the personal link from the mail in the same browser. */
export async function joinThroughMail(page: Page, streamId: string, email: string, firstName: string) {
  await page.goto(`/watch/${streamId}`);
  await registerOnWatchPage(page, email, firstName);
  const link = await personalLinkFromMail(email);
  await page.goto(link);
  return link;
}

/**
 * A viewer registered through POST /api/auth/register on `api` (its own cookies): the link comes
 * from the mail, and opening it through the watch call gives `api` the viewer cookie.
 */
export async function registerViewerThroughApi(api: APIRequestContext, streamId: string, email: string, firstName: string) {
  const response = await api.post("/api/auth/register", { data: { email, firstName, streamId } });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { uniqueUrl: unknown }).uniqueUrl).toBeNull();
  const uniqueUrl = await personalLinkFromMail(email);
  const opened = await api.get(`/api/streams/watch/${streamId}/${uniqueUrl.split("/").pop()}`);
  expect(opened.status(), await opened.text()).toBe(200);
  const { viewer } = (await opened.json()) as { viewer: { id: number } };
  return { id: viewer.id, uniqueUrl };
}
