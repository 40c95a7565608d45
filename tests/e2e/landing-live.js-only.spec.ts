import { expect, test } from "./test";
import { createAccount, newAccount, signIn, uniqueId } from "./support";

// The host changes the landing page on the Event Settings screen; a viewer's watch page and the
// event's public page follow it live, without reloading (JavaScript only).

test("viewers see the landing page appear and disappear live", async ({ page: host, request, browser }) => {
  const account = await createAccount(request, newAccount("landing-live"));
  const title = `Landing Live ${uniqueId()}`;
  // No registration: the watch page and the public page follow the stream's live events as they are.
  const created = await request.post("/api/events", { data: { title, scheduledAt: "2031-05-06T15:00:00Z", registrationRequired: false } });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  const stream = await request.post("/api/streams", { data: { title: "Main stage", eventId } });
  expect(stream.status(), await stream.text()).toBe(201);
  const { streamId } = (await stream.json()) as { streamId: string };

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const viewer = await context.newPage();
  await viewer.goto(`/watch/${streamId}`);
  await expect(viewer.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
  const visitor = await context.newPage();
  await visitor.goto(`/events/${eventId}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(viewer.getByRole("region", { name: "Special offer" })).toHaveCount(0);

  await signIn(host, account);
  await host.goto(`/events/${eventId}/settings/${streamId}?tab=landing`);
  await host.getByLabel("Offer title").fill("Live Launch Bundle");
  await host.getByLabel("Price").fill("$297");
  await host.getByRole("button", { name: "Update Landing Page" }).click();
  await expect(host.getByRole("status").filter({ hasText: "Landing page is now hidden for all viewers" })).toBeVisible();
  await expect(viewer.getByRole("region", { name: "Special offer" })).toHaveCount(0);
  await host.getByRole("button", { name: /^Offer/ }).click();
  await expect(host.getByRole("status").filter({ hasText: "Landing page is now shown for all viewers" })).toBeVisible();

  for (const page of [viewer, visitor]) {
    const offer = page.getByRole("region", { name: "Special offer" });
    await expect(offer.getByRole("heading", { name: "Live Launch Bundle" })).toBeVisible();
    await expect(offer.getByText("$297")).toBeVisible();
  }

  await host.getByRole("button", { name: /^Nothing/ }).click();
  await expect(host.getByRole("button", { name: /^Nothing/ })).toHaveAttribute("aria-pressed", "true");
  await expect(viewer.getByRole("region", { name: "Special offer" })).toHaveCount(0);
  await expect(visitor.getByRole("region", { name: "Special offer" })).toHaveCount(0);
  await context.close();
});
