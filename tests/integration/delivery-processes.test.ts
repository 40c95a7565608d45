import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listOutboxMessages } from "~/models/outbox.server";
import { registerForEvent } from "~/models/registration.server";
import { createDefaultReminderConfigs } from "~/models/reminder.server";
import { startAppProcess, stopAppProcess, stopAppProcessGracefully, type AppProcess } from "../support/app-process";
import { createTestEvent, MINUTE, registrationInput } from "../support/events";
import { createHost, uniqueEmail, uniqueIp } from "../support/factories";
import { startSmtpServer } from "../support/mail-servers";
import { openPrivateDatabase } from "../support/private-database";
import { until } from "../support/wait";

// Two app processes (the built server, each with its delivery worker polling every 100 ms) share
// one database, as several processes behind a load balancer do. Every message must reach the SMTP
// server exactly once.
const databaseUrl = await openPrivateDatabase();

const REGISTRANTS = 25;
const apps: AppProcess[] = [];

afterAll(async () => {
  await Promise.all(apps.map(stopAppProcess));
});

describe("two app processes on one database", () => {
  it("deliver every confirmation and reminder exactly once", async () => {
    const smtp = await startSmtpServer();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "delivery-processes-"));
    const env = {
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      SMTP_URL: smtp.url,
      PUBLIC_URL: "https://showup.test",
      DELIVERY_WORKER: "on",
      DELIVERY_POLL_MS: "100",
      LIVE_EVENTS_TRANSPORT: "memory",
    };
    apps.push(...(await Promise.all([startAppProcess(databaseUrl, env), startAppProcess(databaseUrl, env)])));

    const host = await createHost();
    // The confirmations are queued while both workers poll, and the 1h reminder falls due a few seconds from now.
    const start = new Date(Date.now() + 60 * MINUTE + 4000);
    const event = await createTestEvent(host.id, { title: "Race" }, start.toISOString());
    await createDefaultReminderConfigs({ hostId: host.id, eventId: event.id, types: ["email"] });
    const emails: string[] = [];
    for (let i = 0; i < REGISTRANTS; i += 1) {
      const email = uniqueEmail(`race${i}`);
      emails.push(email);
      const result = await registerForEvent({
        eventId: event.id,
        input: registrationInput({ email, firstName: `R${i}` }),
        ip: uniqueIp(),
        origin: "https://showup.test",
      });
      expect(result.status).toBe("created");
    }

    const logged = () => apps.map((app) => app.output()).join("\n");
    await smtp.waitForCount(REGISTRANTS * 2, 60_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${logged()}`);
    });
    expect(apps.map((app) => app.child.exitCode)).toEqual([null, null]);
    // Each worker finishes the pass it is in and stops: whatever either of them sent has arrived.
    expect(await Promise.all(apps.map(stopAppProcessGracefully)), logged()).toEqual([0, 0]);

    // The host's registration digest goes out at the end of a quarter hour, which a run may cross: only the registrants' mail is counted.
    const deliveries = smtp.received
      .filter((mail) => !mail.to.includes(host.email))
      .map((mail) => `${mail.to.join(",")} ${mail.parsed.subject}`)
      .sort();
    const expected = emails.flatMap((email) => [`${email} Starting in 1 hour: "Race"`, `${email} You're registered: Race`]).sort();
    expect(deliveries).toEqual(expected);
    // The host's registration digest waits for the end of its quarter hour: not counted here.
    const registrantMessages = async () => (await listOutboxMessages({ hostId: host.id })).filter((m) => m.kind !== "host_registrations");
    await until(async () => (await registrantMessages()).every((m) => m.status === "sent"), 5000);
    const rows = await registrantMessages();
    expect(rows).toHaveLength(REGISTRANTS * 2);
    expect(rows.every((m) => m.attempts === 1)).toBe(true);
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);
});
