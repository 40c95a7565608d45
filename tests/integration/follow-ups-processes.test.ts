import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { endEvent } from "~/models/event.server";
import { listFollowUps } from "~/models/follow-up.server";
import { listOutboxMessages } from "~/models/outbox.server";
import { registerForEvent } from "~/models/registration.server";
import { recordJoins, registerViewer } from "~/models/viewer.server";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import { startAppProcess, stopAppProcess, stopAppProcessGracefully, type AppProcess } from "../support/app-process";
import { createTestEvent, MINUTE, registrationInput } from "../support/events";
import { createHost, uniqueEmail, uniqueIp } from "../support/factories";
import { startSmtpServer } from "../support/mail-servers";
import { openPrivateDatabase } from "../support/private-database";
import { until } from "../support/wait";
import { createTestStream } from "../support/streams";
import { insertReplayRow } from "../support/replay";

// Two app processes (the built server, each with its delivery worker polling every 100 ms) share
// one database. The follow-ups fall due while both poll: each registrant gets each follow-up once.
const databaseUrl = await openPrivateDatabase();

const REGISTRANTS = 12;
const ORIGIN = "https://showup.test";
const apps: AppProcess[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => stopAppProcess(app)));
});

describe("two app processes on one database", () => {
  it("send every follow-up e-mail exactly once", async () => {
    const smtp = await startSmtpServer();
    const host = await createHost();
    const event = await createTestEvent(host.id, { title: "Race" }, new Date(Date.now() - 3 * 60 * MINUTE).toISOString());
    const { rowId: streamRowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
    const attendees: string[] = [];
    const missed: string[] = [];
    for (let i = 0; i < REGISTRANTS; i += 1) {
      const email = uniqueEmail(`race${i}`);
      const result = await registerForEvent({
        eventId: event.id,
        input: registrationInput({ email, firstName: `R${i}` }),
        ip: uniqueIp(),
        origin: ORIGIN,
      });
      if (result.status !== "created") throw new Error(`registration ${result.status}`);
      if (i % 3 === 0) {
        const { viewer } = await registerViewer({ streamRowId, email, firstName: `R${i}`, registrationId: result.registration.id });
        await recordJoins({ visits: [{ viewerId: viewer.id, streamRowId }] });
        attendees.push(email);
      } else missed.push(email);
    }
    await endEvent({ hostId: host.id, eventId: event.id });
    await insertReplayRow({ eventId: event.id, hostId: host.id, muxAssetId: "asset-race", muxPlaybackId: "playback-race", published: 0 });
    // Due right after the end; the +24 h one stays off so that only these two go out.
    const followUps = (await listFollowUps({ hostId: host.id, eventId: event.id })) ?? [];
    for (const followUp of followUps) {
      await db()
        .updateTable("followUpConfigs")
        .set(followUp.delayMinutes === 60 ? { delayMinutes: 0 } : { enabled: 0 })
        .where("id", "=", followUp.id)
        .execute();
    }

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "follow-ups-processes-"));
    const env = {
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      PUBLIC_URL: ORIGIN,
      DELIVERY_WORKER: "on",
      DELIVERY_POLL_MS: "100",
      LIVE_EVENTS_TRANSPORT: "memory",
    };
    apps.push(...(await Promise.all([startAppProcess(databaseUrl, env), startAppProcess(databaseUrl, env)])));
    // The confirmations go out first; then the replay is published while both workers poll.
    await smtp.waitForCount(REGISTRANTS, 60_000);
    await db().updateTable("replays").set({ published: 1, publishedAt: nowIso() }).where("eventId", "=", event.id).execute();
    await smtp.waitForCount(REGISTRANTS * 2, 60_000);
    expect(apps.every((app) => app.child.exitCode === null)).toBe(true);
    // Each worker finishes the pass it is in and stops: whatever either of them sent has arrived.
    expect(await Promise.all(apps.map(stopAppProcessGracefully)), apps.map((app) => app.output()).join("\n")).toEqual([0, 0]);

    const followUpMail = smtp.received
      .filter((mail) => !mail.to.includes(host.email) && !mail.parsed.subject?.startsWith("You're registered"))
      .map((mail) => `${mail.to.join(",")} ${mail.parsed.subject}`)
      .sort();
    const expected = [
      ...attendees.map((email) => `${email} Thanks for joining Race: here is the replay`),
      ...missed.map((email) => `${email} You missed Race: the replay is here`),
    ].sort();
    expect(followUpMail).toEqual(expected);
    const messages = async () => listOutboxMessages({ hostId: host.id, eventId: event.id, kind: "follow_up" });
    await until(async () => (await messages()).every((m) => m.status === "sent"), 5000);
    const rows = await messages();
    expect(rows).toHaveLength(REGISTRANTS);
    expect(rows.every((m) => m.attempts === 1)).toBe(true);
    await smtp.close();
  }, 120_000);
});
