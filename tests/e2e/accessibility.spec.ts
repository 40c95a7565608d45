import { expect, test, type APIRequestContext, type Browser, type Page } from "./test";
import { axeViolations } from "./axe";
import { builtPagePatterns } from "../support/route-list";
import { deliverMuxAssetReady, deliverMuxWebhook, muxLiveStreamId } from "./mux";
import { ONCE_WITHOUT_JS, createAccount, createEventViaApi, createStreamViaApi, newAccount, signIn, uniqueId } from "./support";
import { waitForMail } from "./mailbox";
import { joinOnWatchPage } from "./viewer-link";

// Every page of the app, visited in both projects. With JavaScript (js), axe-core finds no serious
// or critical violation. Without (nojs), the page as the server sends it, every script of the app
// blocked, fits a phone's width: only its own scrolling boxes (a wide table, a row of tabs) scroll
// sideways. (axe in both projects was a seventh of the end-to-end run; what it judges, the server's
// markup, is the same markup the js project reads once hydrated.) The page list comes from the
// build's own routes, so a new page without a visit here fails the first test until it is added (or
// named below with the reason it is not).

/** Pages not visited, and why. */
const NOT_VISITED: Record<string, string> = {
  "/logout": "signs out and redirects; it shows nothing",
  "/events/:eventId/delete": "the delete confirmation needs an event to delete; its dialog is the events page's",
  "/reset-password/:token": "needs a token from a reset mail (password-reset.spec.ts covers the flow)",
  "/unlock-sign-in/:token": "needs a token from an unlock mail",
  "/unsubscribe/:token": "needs a token from a reminder mail (unsubscribe.spec.ts covers the flow)",
  "/signin/verify": "needs a half-finished two-factor sign-in",
  "/recordings/:recordingId": "needs a finished broadcast's recording",
  "/settings/server": "only the box's admin (its first account) sees it; the hosts here are not (server-status.test.ts covers it)",
};

const PUBLIC = ["/", "/landing-page", "/request-invite", "/help", "/features", "/pricing", "/demo", "/integrations", "/blog"];
const PUBLIC_MORE = [
  "/case-studies",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/docs/api",
  "/docs/api/try/postApiEvents",
  "/forgot-password",
  "/signin",
  "/signup",
];
const SETTINGS_TABS = ["basic-info", "integrations", "billing", "notifications", "security", "team", "branding", "developer", "chat-filter"];

/** The URL patterns each visit covers, checked against the build's page routes. */
const covered = new Set<string>([
  ...PUBLIC,
  ...PUBLIC_MORE,
  "/docs/api/try/:operationId",
  "/event-registration/:id",
  "/watch/:streamId",
  "/viewer/:streamId",
  "/watch/:streamId/:uniqueId",
  "/events/:eventId/stream",
  "/dashboard",
  "/events",
  "/events/new",
  "/events/:eventId",
  "/events/:eventId/edit",
  "/events/:eventId/landing",
  "/events/:eventId/settings/:streamId",
  "/templates",
  "/webinars",
  "/analytics",
  "/audience",
  "/audience/import",
  "/search",
  "/settings",
  "/dashboard/settings/billing",
  "/dashboard/settings/integrations",
  "/team/join/:token",
  "/replay/:eventId/:accessToken",
  "/cancel-registration/:eventId/:accessToken",
  "/events/:eventId/on-demand",
  "/on-demand/:eventId/:accessToken",
  "/on-demand/:eventId/:accessToken/:sessionId",
]);

const PHONE = { width: 390, height: 844 };

/**
 * A page to check: the project's own, or under nojs one whose app scripts never load. The browser
 * itself refuses them (a list of blocked addresses): a Playwright route would stop every request of
 * the page, styles and images too, for a round trip to the test, which made each nojs visit slower.
 */
async function pageToCheck(browser: Browser) {
  const { baseURL, javaScriptEnabled } = test.info().project.use;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const page = await context.newPage();
  if (!javaScriptEnabled) {
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.enable");
    await devtools.send("Network.setBlockedURLs", { urls: ["*.js", "*.js?*", "*.mjs", "*.mjs?*"] });
  }
  return page;
}

/** Opens the page and judges it: with axe under js, by its width on a phone under nojs. */
async function checkPage(page: Page, path: string) {
  const javaScript = test.info().project.use.javaScriptEnabled;
  // Under nojs the page opens on a phone, then the tab goes back to its own size for the test's next steps.
  const viewport = page.viewportSize();
  if (!javaScript) await page.setViewportSize(PHONE);
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  if (!javaScript) {
    // The app's scripts must not have run: the page is the server's markup.
    expect(await page.evaluate(() => "__remixRouter" in window), `${path}: the app's scripts ran`).toBe(false);
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${PHONE.width} px`).toBeLessThanOrEqual(PHONE.width);
    if (viewport) await page.setViewportSize(viewport);
    return;
  }
  // Colours are judged as people read them: after entrance animations (a card fading in) end.
  // Endless or long ones (a live dot's pulse, a countdown's bar) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming();
      const left = Number(timing?.endTime ?? 0) - Number(animation.currentTime ?? 0);
      return animation.playState !== "running" || !Number.isFinite(left) || left > 5_000;
    }),
  );
  const serious = (await axeViolations(page))
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")}: ${node.failureSummary?.split("\n")[1] ?? ""}`.trim()),
    }));
  expect.soft(serious, path).toEqual([]);
}

/** A host (the `request` fixture signed in as them) with an event whose room has Q&A, an open poll and a handout. */
async function hostWithEvent(request: APIRequestContext) {
  const host = await createAccount(request, newAccount("a11y-host"));
  const eventId = await createEventViaApi(request, `Accessible Webinar ${uniqueId()}`);
  const { streamId, streamKey } = await createStreamViaApi(request, "Accessible stream", eventId);
  expect((await request.patch(`/api/events/${eventId}`, { data: { enableQa: true, enablePolls: true } })).status()).toBe(200);
  expect((await request.post(`/api/events/${eventId}/handouts`, { data: { title: "Workbook", url: "https://example.com/workbook" } })).status()).toBe(
    201,
  );
  const poll = await request.post(`/api/streams/${streamId}/polls`, {
    data: { question: "Which plan fits you?", options: ["Starter", "Pro"], multipleChoice: false, showResults: "live" },
  });
  expect(poll.status()).toBe(201);
  expect((await request.patch(`/api/polls/${((await poll.json()) as { id: number }).id}`, { data: { status: "open" } })).status()).toBe(200);
  return { host, eventId, streamId, streamKey };
}

test.describe("accessibility (axe-core)", () => {
  test("every page of the build is visited here or named with its reason", { tag: ONCE_WITHOUT_JS }, async () => {
    const pages = builtPagePatterns();
    expect(pages).toContain("/events/:eventId/stream");
    const missing = [...new Set(pages)].filter((pattern) => pattern !== "/" && !covered.has(pattern) && !(pattern in NOT_VISITED));
    expect(missing).toEqual([]);
  });

  test("public pages", async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await pageToCheck(browser);
    for (const path of PUBLIC) await checkPage(page, path);
  });

  test("more public pages and the sign-in pages", async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await pageToCheck(browser);
    for (const path of PUBLIC_MORE) await checkPage(page, path);
  });

  test("the host's workspace pages", async ({ request, browser }) => {
    test.setTimeout(180_000);
    const page = await pageToCheck(browser);
    const { host } = await hostWithEvent(request);
    await signIn(page, host);
    for (const path of [
      "/dashboard",
      "/events",
      "/events/new",
      "/templates",
      "/webinars",
      "/analytics",
      "/audience",
      "/audience/import",
      "/search?q=Accessible",
    ]) {
      await checkPage(page, path);
    }
  });

  test("the event's pages, with Q&A, an open poll and a handout", async ({ request, browser }) => {
    test.setTimeout(180_000);
    const page = await pageToCheck(browser);
    const { host, eventId, streamId } = await hostWithEvent(request);
    await signIn(page, host);
    for (const tab of ["", "?tab=audience", "?tab=analytics"]) await checkPage(page, `/events/${eventId}${tab}`);
    await checkPage(page, `/events/${eventId}/edit`);
    await checkPage(page, `/events/${eventId}/landing`);
    for (const tab of ["", "?tab=landing", "?tab=offers", "?tab=qa", "?tab=polls", "?tab=handouts"]) {
      await checkPage(page, `/events/${eventId}/settings/${streamId}${tab}`);
    }
  });

  test("the settings pages, and the Integrations page empty, with an endpoint, its log and a turned-off one", async ({ request, browser }) => {
    test.setTimeout(180_000);
    const page = await pageToCheck(browser);
    const host = await createAccount(request, newAccount("a11y-settings"));
    await signIn(page, host);
    for (const tab of SETTINGS_TABS) await checkPage(page, `/settings?tab=${tab}`);
    await checkPage(page, "/dashboard/settings/billing");
    await checkPage(page, "/dashboard/settings/integrations");
    const endpoint = await request.post("/api/webhook-endpoints", {
      data: { url: "https://crm.example.com/hooks", events: ["registration.created"] },
    });
    expect(endpoint.status()).toBe(201);
    const endpointId = ((await endpoint.json()) as { id: number }).id;
    expect((await request.post(`/api/webhook-endpoints/${endpointId}/test`)).status()).toBe(201);
    const off = await request.post("/api/webhook-endpoints", { data: { url: "https://hooks.example.com/off", events: ["event.live"] } });
    expect((await request.patch(`/api/webhook-endpoints/${((await off.json()) as { id: number }).id}`, { data: { enabled: false } })).status()).toBe(
      200,
    );
    await checkPage(page, "/dashboard/settings/integrations");
  });

  test("a viewer's pages before the start and live, a team invitation, and the host's studio", async ({ request, browser }) => {
    test.setTimeout(180_000);
    const page = await pageToCheck(browser);
    const { host, eventId, streamId, streamKey } = await hostWithEvent(request);
    const viewerPage = await pageToCheck(browser);
    // A team invitation as its invitee opens it, signed out.
    const invitee = `e2e-a11y-team-${uniqueId()}@example.com`;
    expect((await request.post("/api/team", { data: { email: invitee, role: "moderator" } })).status()).toBe(201);
    const invitation = await waitForMail(invitee, "team_invitation");
    const joinLink = [...(invitation.html ?? "").matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "").find((h) => h.includes("/team/join/"));
    await checkPage(viewerPage, new URL(joinLink ?? "http://x/team/join/missing").pathname);
    await checkPage(viewerPage, `/event-registration/${eventId}`);
    await checkPage(viewerPage, `/watch/${streamId}`);
    await checkPage(viewerPage, `/viewer/${streamId}`);

    // A registered viewer's own page before the start (with the chat), then live, and the host's studio.
    const link = await joinOnWatchPage(viewerPage, streamId, `e2e-a11y-${uniqueId()}@example.com`, "Ally");
    await viewerPage.getByRole("textbox", { name: "Ask the host a question" }).fill("Is there a replay?");
    await viewerPage.getByRole("button", { name: "Ask" }).click();
    await expect(viewerPage.getByRole("list", { name: "Open questions, most votes" }).getByText("Is there a replay?")).toBeVisible();
    await checkPage(viewerPage, link);
    expect((await deliverMuxWebhook(request, "video.live_stream.active", await muxLiveStreamId(request, streamKey))).status()).toBe(200);
    await checkPage(viewerPage, link);
    await expect(viewerPage.getByRole("region", { name: /live video$/ })).toBeVisible();
    await signIn(page, host);
    await checkPage(page, `/events/${eventId}/stream`);
  });

  test("a registrant's replay and on-demand pages, and the host's on-demand page", async ({ request, browser }) => {
    test.setTimeout(180_000);
    const page = await pageToCheck(browser);
    const host = await createAccount(request, newAccount("a11y-replay"));
    const eventId = await createEventViaApi(request, `Replay Webinar ${uniqueId()}`);
    const { streamKey } = await createStreamViaApi(request, "Replay stream", eventId);
    const email = `e2e-a11y-replay-${uniqueId()}@example.com`;
    const registered = await request.post(`/api/events/${eventId}/register`, {
      data: { firstName: "Rae", lastName: "Play", email, timezone: "Eastern" },
    });
    expect(registered.status()).toBe(201);
    const confirmation = await waitForMail(email, "registration_confirmation");
    const accessToken = new RegExp(`/watch/${eventId}/([\\w-]+)`).exec(confirmation.text ?? "")?.[1] ?? "missing";
    const viewerPage = await pageToCheck(browser);
    await checkPage(viewerPage, `/cancel-registration/${eventId}/${accessToken}`);
    await checkPage(viewerPage, `/replay/${eventId}/${accessToken}`);

    await deliverMuxAssetReady(request, await muxLiveStreamId(request, streamKey), { durationSeconds: 300, startedSecondsAgo: 3600 });
    expect((await request.patch(`/api/events/${eventId}/replay`, { data: { published: true, availableForHours: 48 } })).status()).toBe(200);
    await checkPage(viewerPage, `/replay/${eventId}/${accessToken}`);

    await signIn(page, host);
    await checkPage(page, `/events/${eventId}/on-demand`);
    await page.locator('input[name="enabled"]').check();
    // The registrant's page is opened once the host's save is answered (and so stored).
    const saved = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes(`/events/${eventId}/on-demand`),
    );
    await page.locator('form:has(input[name="enabled"]) button[type="submit"]').click();
    await saved;
    await expect(page.locator('input[name="enabled"]')).toBeChecked();
    await checkPage(viewerPage, `/on-demand/${eventId}/${accessToken}`);
    await viewerPage.getByRole("button", { name: "Watch now" }).click();
    await expect(viewerPage).toHaveURL(new RegExp(`/on-demand/${eventId}/${accessToken}/\\d+$`));
    await checkPage(viewerPage, new URL(viewerPage.url()).pathname);
  });
});
