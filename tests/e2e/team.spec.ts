import { expect, test } from "./test";
import { waitForMail } from "./mailbox";
import { createAccount, createEventViaApi, createStreamViaApi, fillSignUpForm, newAccount, pathOf, signIn, uniqueId } from "./support";
import { joinOnWatchPage } from "./viewer-link";

// Issue 21, part 5: the host invites a moderator from Team & Access; the moderator joins with
// their own account in a second browser, removes a viewer's message (gone at the viewer's),
// writes with a Moderator badge, and loses the event the moment the host removes them.

const SPAM = "Cheap followers at spam.example";

test("a moderator in a second browser removes a viewer's message, and loses access when taken off the team", async ({
  browser,
  page: host,
  request,
}) => {
  test.setTimeout(120_000);
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  const baseURL = test.info().project.use.baseURL;
  const hostAccount = await createAccount(request, newAccount("team-host", { firstName: "Hana" }));
  const eventId = await createEventViaApi(request, `Team night ${uniqueId()}`);
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);

  const viewerContext = await browser.newContext({ baseURL, javaScriptEnabled: javaScript });
  const viewer = await viewerContext.newPage();
  const link = await joinOnWatchPage(viewer, streamId, `e2e-team-viewer-${uniqueId()}@example.com`, "Rae");
  await viewer.getByLabel("Chat message").fill(SPAM);
  await viewer.getByRole("button", { name: "Send" }).click();
  await expect(viewer.getByRole("log").getByText(SPAM)).toBeVisible();

  const moderatorContext = await browser.newContext({ baseURL, javaScriptEnabled: javaScript });
  const moderator = await moderatorContext.newPage();
  const moderatorAccount = newAccount("team-mod", { firstName: "Mo" });
  await createAccount(moderatorContext.request, moderatorAccount);

  await signIn(host, hostAccount);
  await host.goto("/settings?tab=team");
  await host.getByLabel("E-mail address").fill(moderatorAccount.email);
  await host.getByRole("radio", { name: /^Moderator/ }).check();
  await host.getByRole("button", { name: "Send invitation" }).click();
  const team = host.getByRole("list", { name: "Team members and invitations" });
  await expect(team.getByText(moderatorAccount.email.toLowerCase())).toBeVisible();

  const mail = await waitForMail(moderatorAccount.email.toLowerCase(), "team_invitation");
  const href = [...(mail.html ?? "").matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "").find((h) => h.includes("/team/join/"));
  expect(href).toBeTruthy();
  // Signing up signed the moderator's browser in.
  await moderator.goto(new URL(href ?? "").pathname);
  await moderator.getByRole("button", { name: "Join as Mo" }).click();
  const teamEvents = moderator.getByRole("region", { name: "Team events" });
  await expect(teamEvents.getByText("Moderator")).toBeVisible();
  await teamEvents.getByRole("link", { name: /Open Event Settings/ }).click();

  const chat = moderator.getByRole("region", { name: "Chat" });
  await expect(chat.getByText(SPAM)).toBeVisible();
  await expect(moderator.getByRole("link", { name: "Offers" })).toHaveCount(0);
  await chat.getByRole("button", { name: /Remove message from Rae/ }).click();
  await expect(chat.getByText(SPAM)).toHaveCount(0);
  if (!javaScript) await viewer.goto(link);
  await expect(viewer.getByRole("log").getByText(SPAM)).toHaveCount(0);

  await chat.getByLabel("Message as the host").fill("Please keep links out of the chat");
  await chat.getByRole("button", { name: "Send" }).click();
  if (!javaScript) await viewer.goto(link);
  const note = viewer.getByRole("log").getByRole("listitem").filter({ hasText: "Please keep links out of the chat" });
  await expect(note).toContainText("Mo");
  await expect(note).toContainText("Moderator");

  // The moderator's own screens: the event's address leads to its Event Settings, a host-only page
  // says whose it is, and the dashboard leads to Team events.
  const settingsPage = `/events/${eventId}/settings/${streamId}`;
  await moderator.goto(`/events/${eventId}`);
  await expect(moderator).toHaveURL(pathOf(settingsPage));
  await moderator.goto(`/events/${eventId}/edit`);
  await expect(moderator.getByRole("heading", { name: "Only the host can edit this event" })).toBeVisible();
  await moderator.getByRole("link", { name: "Go to Team events" }).click();
  await expect(moderator.getByRole("region", { name: "Team events" })).toBeVisible();
  await moderator.goto("/dashboard");
  await expect(moderator.getByText("You're on Hana Lovelace's team: their events are under Team events")).toBeVisible();
  await moderator.goto(settingsPage);

  await host.goto("/settings?tab=team");
  await host.getByRole("button", { name: "Remove Mo from the team" }).click();
  await expect(team.getByText(moderatorAccount.email)).toHaveCount(0);
  await moderator.reload();
  await expect(moderator.getByRole("heading", { name: /not found/i })).toBeVisible();
  await moderatorContext.close();
  await viewerContext.close();
});

test("an invitation opened in a browser signed in as someone else says whose it is; the invitee creates an account from it and is on the team", async ({
  browser,
  request,
}) => {
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  const baseURL = test.info().project.use.baseURL;
  await createAccount(request, newAccount("team-host", { firstName: "Hana" }));
  const title = `Team rehearsal ${uniqueId()}`;
  await createEventViaApi(request, title);
  const invitee = newAccount("team-newcomer", { firstName: "Nell" });
  expect((await request.post("/api/team", { data: { email: invitee.email, role: "co-host" } })).status()).toBe(201);
  const mail = await waitForMail(invitee.email.toLowerCase(), "team_invitation");
  const href = [...(mail.html ?? "").matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "").find((h) => h.includes("/team/join/"));

  const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  // The shared computer is still signed in to someone else's account.
  await createAccount(context.request, newAccount("team-stranger", { firstName: "Sam" }));
  await page.goto(new URL(href ?? "http://x/team/join/missing").pathname);
  await expect(page.getByRole("alert")).toHaveText("This invitation is for e…@example.com. Sign in with that address to join.");
  await expect(page.getByRole("button", { name: /^Join as/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Sign out and switch account" }).click();

  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByText("Hana Lovelace invites you as a co-host")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(invitee.email.toLowerCase());
  await fillSignUpForm(page, { ...invitee, email: invitee.email.toLowerCase() });
  await page.getByRole("button", { name: "Create Account" }).click();

  const teamEvents = page.getByRole("region", { name: "Team events" });
  await expect(teamEvents.getByText(title)).toBeVisible();
  await expect(teamEvents.getByText("Co-host")).toBeVisible();
  await context.close();
});
