import path from "node:path";
import SQLite from "better-sqlite3";
import { expect, test, type APIRequestContext } from "./test";
import { createAccount, createEventViaApi, mainContent, newAccount, signIn } from "./support";

// The delivery worker's results are written straight into the e2e app's database: what the worker
// records (reminders dispatched or skipped, messages sent, failed, retrying) is its own contract.

const DATABASE = path.resolve("tests/.reports/e2e/app.sqlite");
const LONG_ERROR = `421 4.7.0 Try again later, closing connection. ${"The receiving server is rate limiting this sender. ".repeat(3)}`.trim();

async function addReminder(request: APIRequestContext, eventId: number, type: "email" | "sms", timing: string, enabled = true) {
  const response = await request.post(`/api/events/${eventId}/reminder-configs`, { data: { type, timing, enabled } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; scheduleTime: string };
}

function seedDelivery(eventId: number, reminders: Record<"sent" | "sending" | "skipped", { id: number; scheduleTime: string }>) {
  const database = new SQLite(DATABASE);
  database.pragma("busy_timeout = 5000");
  try {
    const { host_id: hostId } = database.prepare("select host_id from events where id = ?").get(eventId) as { host_id: number };
    const dispatch = database.prepare("update reminder_configs set dispatched_for = schedule_time, dispatch_outcome = ? where id = ?");
    const insert = database.prepare(
      `insert into outbox_messages (host_id, event_id, kind, channel, to_address, body_text, reminder_config_id, status, send_after, attempts, last_error, claimed_at, created_at)
       values (?, ?, ?, 'email', ?, 'Hello', ?, ?, ?, ?, ?, ?, ?)`,
    );
    const now = new Date().toISOString();
    let n = 0;
    const message = (kind: string, reminderId: number | null, status: string, sendAfter: string, lastError: string | null = null, attempts = 1) => {
      n += 1;
      insert.run(
        hostId,
        eventId,
        kind,
        `reg-${eventId}-${n}@example.com`,
        reminderId,
        status,
        sendAfter,
        attempts,
        lastError,
        status === "sending" ? now : null,
        now,
      );
    };
    database.transaction(() => {
      dispatch.run("queued", reminders.sent.id);
      for (let i = 0; i < 3; i += 1) message("reminder", reminders.sent.id, "sent", reminders.sent.scheduleTime);
      message("reminder", reminders.sent.id, "failed", reminders.sent.scheduleTime, "550 5.1.1 Mailbox does not exist", 5);

      dispatch.run("queued", reminders.sending.id);
      message("reminder", reminders.sending.id, "sent", reminders.sending.scheduleTime);
      message("reminder", reminders.sending.id, "sending", reminders.sending.scheduleTime);
      // Waiting for its next attempt, far enough ahead that the app's worker leaves it alone.
      message("reminder", reminders.sending.id, "pending", "2099-01-01T00:00:00.000Z", LONG_ERROR, 2);

      dispatch.run("skipped", reminders.skipped.id);

      message("registration_confirmation", null, "sent", now);
      message("registration_confirmation", null, "failed", now, "554 Relay access denied", 5);
    })();
  } finally {
    database.close();
  }
}

test("the event dashboard shows each reminder's delivery, the other messages, and that e-mail is not set up", async ({ page, request }) => {
  const host = await createAccount(request, newAccount("delivery"));
  const eventId = await createEventViaApi(request, "Delivery Webinar");
  const sent = await addReminder(request, eventId, "email", "7d");
  const sending = await addReminder(request, eventId, "email", "1d");
  const skipped = await addReminder(request, eventId, "email", "1h");
  await addReminder(request, eventId, "email", "15m");
  await addReminder(request, eventId, "sms", "3m", false);
  seedDelivery(eventId, { sent, sending, skipped });

  await signIn(page, host);
  await page.goto(`/events/${eventId}`);
  const schedule = mainContent(page).getByRole("region", { name: "Reminder schedule" });
  // The e2e app runs without SMTP_URL.
  await expect(schedule.getByText("E-mail is not set up on this server: e-mails are saved as files instead of being sent.")).toBeVisible();

  // A short summary first; with a failed delivery the details stand open.
  const summary = schedule.locator("summary").first();
  await expect(summary).toContainText("5 reminders: 1 sent, 1 sending, 1 skipped, 1 off, 1 with a delivery error");
  await expect(summary).toContainText("Next: 15 minutes before by e-mail");
  await schedule.screenshot({ path: test.info().outputPath("reminders.png") });

  const row = (timing: string, channel = "E-mail") => schedule.getByRole("row").filter({ hasText: timing }).filter({ hasText: channel });
  await expect(row("1 week before")).toContainText("Sent");
  await expect(row("1 week before")).toContainText("3 sent, 1 failed");
  await expect(row("1 week before")).toContainText("Last error: 550 5.1.1 Mailbox does not exist");
  await expect(row("1 day before")).toContainText("Sending");
  await expect(row("1 day before")).toContainText("1 sent, 2 waiting");
  await expect(row("1 hour before")).toContainText("Skipped");
  await expect(row("1 hour before")).toContainText("Its time had passed before it could go out");
  await expect(row("15 minutes before")).toContainText("Scheduled");
  await expect(row("3 minutes before", "SMS")).toContainText("Off");

  // A long error is cut; its whole text opens in place, with or without JavaScript.
  const fullError = row("1 day before").getByText(LONG_ERROR, { exact: true });
  await expect(fullError).toBeHidden();
  await row("1 day before")
    .getByText(/^Retrying after: 421 4\.7\.0 Try again later.*…$/)
    .click();
  await expect(fullError).toBeVisible();

  const other = mainContent(page).getByRole("region", { name: "Other messages" });
  await expect(other.getByRole("listitem").filter({ hasText: "Confirmations" })).toContainText("1 sent, 0 waiting, 1 failed");
  await expect(other.getByRole("listitem").filter({ hasText: "Confirmations" })).toContainText("Last error: 554 Relay access denied");
  await expect(other.getByRole("listitem").filter({ hasText: "Invitations" })).toContainText("0 sent, 0 waiting, 0 failed");

  // On a phone every reminder's details fit the width: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row("1 week before")).toContainText("3 sent, 1 failed");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
