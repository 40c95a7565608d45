import path from "node:path";
import SQLite from "better-sqlite3";
import type { Email } from "postal-mime";
import { expect, test, type APIRequestContext, type Page } from "./test";
import { mailsOfKind, waitForMail } from "./mailbox";
import { deliverMuxAssetReady, muxLiveStreamId } from "./mux";
import { ONCE_WITHOUT_JS, createAccount, createEventViaApi, createStreamViaApi, mainContent, newAccount, uniqueId, hostWithEvent } from "./support";

// Issue 22, part 3: follow-up e-mails after the event. The host edits them on the event dashboard
// (with and without JavaScript); after the event ends and its replay is published, an attendee and
// a no-show each get theirs once, with different texts and their own replay links.

const DATABASE = path.resolve("tests/.reports/e2e/app.sqlite");

interface FollowUpJson {
  id: number;
  audience: "attended" | "missed";
  delayMinutes: number;
  subject: string;
}

async function followUpsOf(request: APIRequestContext, eventId: number) {
  const response = await request.get(`/api/events/${eventId}/follow-ups`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as FollowUpJson[];
}

/** Every follow-up e-mail sent to `to` so far. */
async function followUpMailsTo(to: string): Promise<Email[]> {
  const mails = await mailsOfKind("follow_up");
  return mails.filter((mail) => mail.to?.some((address) => address.address === to));
}

async function register(request: APIRequestContext, eventId: number, firstName: string) {
  const email = `e2e-fu-${firstName.toLowerCase()}-${uniqueId()}@example.com`;
  const response = await request.post(`/api/events/${eventId}/register`, { data: { firstName, lastName: "Reg", email, timezone: "Eastern" } });
  expect(response.status(), await response.text()).toBe(201);
  // The personal link from the confirmation, as the registrant has it: /watch/{eventId}/{accessToken}.
  const mail = await waitForMail(email, "registration_confirmation");
  const link = /Join the event: (http\S+)/.exec(mail.text ?? "")?.[1] ?? "";
  const accessToken = new RegExp(`/watch/${eventId}/([\\w-]+)`).exec(link)?.[1];
  if (!accessToken) throw new Error(`no personal link in the confirmation to ${email}`);
  return { email, firstName, link: new URL(link).pathname + new URL(link).search, accessToken };
}

function attendanceOf(email: string) {
  const database = new SQLite(DATABASE, { readonly: true });
  database.pragma("busy_timeout = 5000");
  try {
    const row = database
      .prepare(
        `select count(*) as n from viewer_attendance a join viewers v on v.id = a.viewer_id
         join registrations r on r.id = v.registration_id where r.email = ?`,
      )
      .get(email) as { n: number };
    return row.n;
  } finally {
    database.close();
  }
}

/**
 * The host's browser takes the session the sign-up through the API started: a second scrypt run
 * per test queues behind the other workers' on a loaded machine (sign-in has specs of its own).
 */
async function signedInAs(page: Page, request: APIRequestContext) {
  await page.context().addCookies((await request.storageState()).cookies);
}

const followUpsCard = (page: Page) => mainContent(page).getByRole("region", { name: "Follow-up e-mails" });

test.describe("follow-up e-mails", () => {
  test("the host turns a follow-up off, edits one (a refused subject keeps what was typed) and adds one", async ({ page, request }) => {
    test.setTimeout(90_000);
    await createAccount(request, newAccount("fu-edit"));
    const eventId = await createEventViaApi(request, `Follow-up Webinar ${uniqueId()}`);
    const { javaScriptEnabled } = test.info().project.use;
    await signedInAs(page, request);
    await page.goto(`/events/${eventId}`);
    const card = followUpsCard(page);
    await expect(card.getByText("There is no replay yet: follow-ups that fall due wait until the recording is ready and published.")).toBeVisible();
    const rows = card.getByRole("listitem");
    await expect(rows).toHaveCount(3);
    const attendees = card.getByRole("listitem", { name: "Attendees, 1 h after the end" });
    const lastChance = card.getByRole("listitem", { name: "Registrants who missed it, 24 h after the end" });
    await expect(attendees).toContainText("Thanks for joining {title}: here is the replay");
    await expect(lastChance).toContainText("Buyers left out");
    await expect(lastChance).toContainText("Scheduled");

    // Off, and on the stored row after the round trip.
    await attendees.getByRole("button", { name: /^Turn off/ }).click();
    // With JavaScript a toast says it; without, the card does, where the page lands.
    const said = (text: string) => (javaScriptEnabled ? page.getByText(text).first() : card.getByRole("status"));
    await expect(said("Follow-up turned off")).toContainText("Follow-up turned off");
    await expect(attendees.getByText("Off", { exact: true })).toBeVisible();
    await expect(attendees.getByRole("button", { name: /^Turn on/ })).toBeVisible();

    // Edit the "last chance" one: a subject of spaces is refused in place, with what was typed kept.
    await lastChance.locator("summary", { hasText: /^Edit/ }).click();
    const form = lastChance.getByRole("form", { name: "Edit follow-up e-mail" });
    await form.getByLabel("When").selectOption({ label: "48 h after the end" });
    await form.getByLabel("Subject").fill("   ");
    await form.getByLabel("Message").fill("Only two days left to watch {title}: {replay_link}");
    await form.getByRole("button", { name: "Save follow-up" }).click();
    await expect(form.getByText("Subject is required")).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue("Only two days left to watch {title}: {replay_link}");
    await expect(form.getByLabel("When")).toHaveValue("2880");

    await form.getByLabel("Subject").fill("48 hours left: {title}");
    await form.getByLabel("Leave out registrants who bought one of the event's offers").uncheck();
    await form.getByRole("button", { name: "Save follow-up" }).click();
    await expect(said("Follow-up saved")).toContainText("Follow-up saved");
    const edited = card.getByRole("listitem", { name: "Registrants who missed it, 48 h after the end" });
    await expect(edited).toContainText("48 hours left: {title}");
    await expect(edited).not.toContainText("Buyers left out");

    // A new one for attendees, right after the end.
    await card.getByText("Add a follow-up e-mail").click();
    const add = card.getByRole("form", { name: "New follow-up e-mail" });
    await add.getByLabel("Send to").selectOption({ label: "Attendees" });
    await add.getByLabel("When").selectOption({ label: "Right after the end" });
    await add.getByLabel("Subject").fill("The slides of {title}");
    await add.getByLabel("Message").fill("Here are the slides, {firstName}.");
    await add.getByRole("button", { name: "Add follow-up" }).click();
    await expect(said("Follow-up added")).toContainText("Follow-up added");
    await expect(card.getByRole("listitem", { name: "Attendees, right after the end" })).toContainText("The slides of {title}");

    // The JSON calls see the same rows.
    const stored = await followUpsOf(request, eventId);
    expect(stored.map((f) => [f.audience, f.delayMinutes, f.subject])).toEqual([
      ["attended", 0, "The slides of {title}"],
      ["attended", 60, "Thanks for joining {title}: here is the replay"],
      ["missed", 60, "You missed {title}: the replay is here"],
      ["missed", 2880, "48 hours left: {title}"],
    ]);
  });

  // What it checks is the mail the server sends; the Go Live and End event forms it uses run both ways in event-dashboard.spec.ts.
  test(
    "The follow-up e-mails reach an attendee and a no-show (local SMTP sink) once each, with different texts and working links",
    { tag: ONCE_WITHOUT_JS },
    async ({ browser, page, request }) => {
      // A live session, a viewer, the end and the worker's passes: slow on a loaded 2-core machine.
      test.setTimeout(120_000);
      const { title, eventId } = await hostWithEvent(request, "fu-mail", "Replay Night");
      const stream = await createStreamViaApi(request, "Main stage", eventId);
      const attendee = await register(request, eventId, "Ada");
      const noShow = await register(request, eventId, "Noor");
      // The two "+1 h" follow-ups go out right after the end; the "last chance" one keeps its day.
      for (const followUp of await followUpsOf(request, eventId)) {
        if (followUp.delayMinutes !== 60) continue;
        const patched = await request.patch(`/api/follow-ups/${followUp.id}`, { data: { delayMinutes: 0 } });
        expect(patched.status(), await patched.text()).toBe(200);
      }

      // The host goes live; the attendee watches through their personal link; the host ends the event.
      await signedInAs(page, request);
      await page.goto(`/events/${eventId}`);
      await mainContent(page).getByRole("button", { name: "Go Live" }).click();
      await expect(mainContent(page).getByRole("button", { name: "Stop stream" })).toBeVisible();
      const { baseURL } = test.info().project.use;
      const viewerContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
      try {
        const viewer = await viewerContext.newPage();
        await viewer.goto(attendee.link);
        await expect.poll(() => attendanceOf(attendee.email), { timeout: 15_000 }).toBeGreaterThan(0);
      } finally {
        await viewerContext.close();
      }
      await mainContent(page).getByText("End event", { exact: true }).click();
      await mainContent(page).getByRole("button", { name: "Yes, end the event" }).click();
      await expect(mainContent(page).getByText("Completed").first()).toBeVisible();

      // The recording becomes the replay; nothing goes out before the host publishes it.
      await deliverMuxAssetReady(request, await muxLiveStreamId(request, stream.streamKey), { durationSeconds: 600, startedSecondsAgo: 600 });
      await page.waitForTimeout(1500);
      expect(await followUpMailsTo(attendee.email)).toHaveLength(0);
      const published = await request.patch(`/api/events/${eventId}/replay`, { data: { published: true, availableForHours: 48 } });
      expect(published.status(), await published.text()).toBe(200);

      const [toAttendee, toNoShow] = await Promise.all([waitForMail(attendee.email, "follow_up"), waitForMail(noShow.email, "follow_up")]);
      expect(toAttendee.subject).toBe(`Thanks for joining ${title}: here is the replay`);
      expect(toNoShow.subject).toBe(`You missed ${title}: the replay is here`);
      expect(toAttendee.text).toContain("Thank you for being there live.");
      expect(toNoShow.text).toContain(`${title} is over, but you can still watch all of it`);
      expect(toNoShow.text).toContain("Replay online until:");

      // Each link is the registrant's own replay link, naming the follow-up it came from.
      const stored = await followUpsOf(request, eventId);
      const idOf = (audience: string) => stored.find((f) => f.audience === audience && f.delayMinutes === 0)?.id;
      const linkIn = (mail: Email) =>
        [...(mail.html ?? "").matchAll(/href="([^"]+)"/g)]
          .map((m) => (m[1] ?? "").replaceAll("&amp;", "&"))
          .find((href) => href.includes("/replay/"));
      const attendeeLink = new URL(linkIn(toAttendee) ?? "");
      const noShowLink = new URL(linkIn(toNoShow) ?? "");
      expect(attendeeLink.pathname + attendeeLink.search).toBe(`/replay/${eventId}/${attendee.accessToken}?fu=${idOf("attended")}`);
      expect(noShowLink.pathname + noShowLink.search).toBe(`/replay/${eventId}/${noShow.accessToken}?fu=${idOf("missed")}`);
      expect(toAttendee.text).toContain(attendeeLink.href);
      expect(toNoShow.text).toContain(noShowLink.href);

      // The link opens the no-show's replay.
      const noShowContext = await browser.newContext();
      const noShowPage = await noShowContext.newPage();
      const opened = await noShowPage.goto(noShowLink.pathname + noShowLink.search);
      expect(opened?.status()).toBe(200);
      await expect(noShowPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await noShowContext.close();

      // Once each, however many passes the worker makes (it polls every 300 ms).
      await page.waitForTimeout(2000);
      expect(await followUpMailsTo(attendee.email)).toHaveLength(1);
      expect(await followUpMailsTo(noShow.email)).toHaveLength(1);

      // The dashboard says they went out.
      await page.goto(`/events/${eventId}`);
      const card = followUpsCard(page);
      await expect(card.getByRole("listitem", { name: "Attendees, right after the end" })).toContainText("Went out to 1 registrant");
      await expect(card.getByRole("listitem", { name: "Registrants who missed it, right after the end" })).toContainText("Went out to 1 registrant");
    },
  );
});
