import { expect, type Page } from "./test";
import { newAccount, uniqueId } from "./support";
import { test, withAndWithoutJavaScript } from "./live-video-fixtures";
import { registerViewerThroughApi } from "./viewer-link";

// The Stream Setup card with the built-in ingest, on the live video specs' app (the suite's shared
// app runs with the fake Mux, and the built-in ingest is the provider only without Mux credentials).

/** A signed-in host (the page's own cookies) with one event on the self-hosted app. */
async function hostWithEvent(page: Page) {
  const account = newAccount("self-hosted");
  const signUp = await page.request.post("/api/auth/signup", {
    data: { firstName: account.firstName, lastName: account.lastName, email: account.email, password: account.password },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const signIn = await page.request.post("/api/auth/signin", { data: { email: account.email, password: account.password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const created = await page.request.post("/api/events", {
    data: { title: `Self-hosted ${uniqueId()}`, scheduledAt: "2031-05-06T15:00:00Z", durationMinutes: 45, timezone: "UTC" },
  });
  expect(created.status(), await created.text()).toBe(201);
  return `/events/${((await created.json()) as { id: number }).id}`;
}

withAndWithoutJavaScript(() => {
  test("the built-in ingest's card: server URL, OBS settings, and a test stream that shows health figures", async ({
    page,
    browser,
    liveApp,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    const dashboard = await hostWithEvent(page);
    await page.goto(dashboard);
    const main = page.getByRole("main");
    const panel = main.locator("#stream-setup");
    await expect(panel.getByText("Built-in", { exact: true })).toBeVisible();
    await expect(main.getByText("Goes live by itself when your encoder connects.")).toBeVisible();

    await panel.getByRole("button", { name: "Create Stream" }).click();
    await expect(panel.getByLabel("Server URL")).toHaveValue(/^rtmp:\/\/[\w.-]+:\d+\/live$/);
    const settings = panel.getByRole("region", { name: "OBS Studio settings" });
    for (const text of ["Custom…", "H.264 (x264)", "2 s", "AAC, 128 kbit/s"]) await expect(settings.getByText(text, { exact: true })).toBeVisible();
    await expect(panel.getByText(/^Sends a test pattern and a tone through this server/)).toBeVisible();

    await panel.getByRole("button", { name: "Send a test stream" }).click();
    if (javaScriptEnabled) await expect(page.getByText("Test stream started").first()).toBeVisible();
    else await expect(main.getByRole("status").filter({ hasText: "Test stream started" })).toBeVisible();
    await expect(panel.getByText(/^Test stream running until \d\d:\d\d$/)).toBeVisible();

    // The test pattern is 1280×720: the health panel shows it from the encoder's first measurement.
    const health = main.locator("#stream-health");
    if (javaScriptEnabled) {
      await expect(health.getByText("1280×720")).toBeVisible({ timeout: 30_000 });
      // Pushed, without a reload: the state turns Live once the first segments of every rendition exist.
      await expect(health.getByText("Live", { exact: true })).toBeVisible({ timeout: 45_000 });
      await expect(health.getByText(/(Excellent|Good|Poor)$/)).toBeVisible();
    } else {
      await expect(async () => {
        await page.goto(dashboard);
        await expect(health.getByText("1280×720")).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await expect(health.getByText(/^(Starting…|Live)$/)).toBeVisible();
      await expect(health.getByText(/^Last update \d+ s ago/)).toBeVisible();
      await expect(health.getByRole("link", { name: "Refresh" })).toBeVisible();
      await expect(async () => {
        await page.goto(dashboard);
        await expect(health.getByText("Live", { exact: true })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 45_000 });
    }
    // Live for the host alone: a registrant's page stays offline (no LIVE, no player), the host's own shows it.
    const streams = (await (await page.request.get("/api/streams")).json()) as { streamId: string }[];
    const streamId = streams[0]?.streamId ?? "";
    const viewerContext = await browser.newContext({ baseURL: liveApp.url, javaScriptEnabled });
    try {
      const { uniqueUrl } = await registerViewerThroughApi(viewerContext.request, streamId, `e2e-rehearsal-${uniqueId()}@example.com`, "Rita");
      const viewer = await viewerContext.newPage();
      await viewer.goto(uniqueUrl);
      await expect(viewer.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
      await expect(viewer.getByRole("status").filter({ hasText: "Offline" })).toBeVisible();
      await expect(viewer.getByText("LIVE", { exact: true })).toHaveCount(0);
    } finally {
      await viewerContext.close();
    }
    const hostView = await page.context().newPage();
    await hostView.goto(`/watch/${streamId}`);
    await expect(hostView.getByText("LIVE", { exact: true })).toBeVisible();
    await hostView.close();
    // A rehearsal leaves the event as it was.
    await expect(main.getByRole("group", { name: "Event actions" }).getByRole("button", { name: "Go Live" })).toBeVisible();

    await panel.getByRole("button", { name: "Stop test stream" }).click();
    // Beside the other live video specs' encoders the dashboard's loader can take seconds on 2 cores.
    if (javaScriptEnabled) await expect(page.getByText("Test stream stopped").first()).toBeVisible({ timeout: 15_000 });
    else await expect(main.getByRole("status").filter({ hasText: "Test stream stopped" })).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByRole("button", { name: "Send a test stream" })).toBeVisible();
  });
});
