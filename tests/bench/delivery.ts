// Delivery throughput (issue 9): N registrants of one event get a due e-mail reminder each; one
// worker pass renders every message (react-email, the host's colours, calendar-free reminder
// layout) and sends it over SMTP to a server on loopback. Prints messages per second (median of
// three rounds) on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set, and how long a
// reminder to N people takes at that rate against the 3-minute reminder's window.
// Run: npx tsx tests/bench/delivery.ts [registrants=1000]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { insertBenchHost, setBenchEnv } from "./bench-app";

const REGISTRANTS = Number(process.argv[2] ?? 1000);
const ROUNDS = 3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "delivery-bench-"));
const pgAdmin = process.env.TEST_DATABASE_URL;
const pgName = `delivery_bench_${process.pid}`;

setBenchEnv({ DATA_DIR: dataDir });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  closeTimeout: 500,
  onData(stream, _session, callback) {
    stream.on("data", () => undefined);
    stream.on("end", () => {
      received += 1;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;

async function run(label: string, databaseUrl: string) {
  process.env.DATABASE_URL = databaseUrl;
  const { migrateToLatest } = await import("../../db/migrate");
  const { db, getDatabase } = await import("~/utils/db.server");
  const { getConfig } = await import("~/utils/config.server");
  const { enqueueOutboxMessage } = await import("~/models/outbox.server");
  const { runDelivery } = await import("~/services/delivery/delivery.server");
  const { smtpTransport } = await import("~/services/delivery/mail/transport.server");
  const { smsSenderFor } = await import("~/services/delivery/sms.server");
  const { nowIso, randomToken } = await import("~/utils/tokens.server");
  await migrateToLatest(db());

  const host = await insertBenchHost(`bench-${label}@example.com`);
  const event = await db()
    .insertInto("events")
    .values({
      hostId: host.id,
      title: "Bench Webinar",
      scheduledAt: new Date(Date.now() + 3 * 60_000).toISOString(),
      createdAt: nowIso(),
      updatedAt: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let i = 0; i < REGISTRANTS; i += 1) {
      const email = `r${round}-${i}@example.com`;
      const registration = await db()
        .insertInto("registrations")
        .values({
          eventId: event.id,
          firstName: `R${i}`,
          lastName: "B",
          email,
          emailNormalized: email,
          timezone: "Europe/Paris",
          accessToken: randomToken(),
          registeredAt: nowIso(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await enqueueOutboxMessage({
        hostId: host.id,
        kind: "reminder",
        toAddress: email,
        subject: 'Starting now: "Bench Webinar"',
        bodyText: "x",
        payload: { message: '"Bench Webinar" starts in 3 minutes. Join now!', link: `https://showup.test/watch/${event.id}/t` },
        eventId: event.id,
        registrationId: registration.id,
      });
    }
    const mail = smtpTransport(smtpUrl);
    const deps = {
      mail,
      sms: smsSenderFor({ TWILIO_API_BASE: "http://127.0.0.1:9" }),
      origin: "https://showup.test",
      mailFrom: "no-reply@showup.test",
      ratePerMinute: 1_000_000,
    };
    const before = received;
    const started = performance.now();
    const report = await runDelivery(deps, { maxBatches: Number.MAX_SAFE_INTEGER });
    const seconds = (performance.now() - started) / 1000;
    mail.close();
    if (report.sent !== REGISTRANTS || received - before !== REGISTRANTS)
      throw new Error(`sent ${report.sent}, received ${received - before} of ${REGISTRANTS}`);
    rates.push(REGISTRANTS / seconds);
    console.log(`${label} round ${round + 1}: ${REGISTRANTS} e-mails in ${seconds.toFixed(2)} s (${(REGISTRANTS / seconds).toFixed(0)}/s)`);
  }
  const median = [...rates].sort((a, b) => a - b)[Math.floor(rates.length / 2)] ?? 0;
  console.log(
    `${label}: median ${median.toFixed(0)} e-mails/s; 5,000 registrants take ${(5000 / median).toFixed(0)} s of the 3-minute reminder's 180 s window`,
  );
  await getDatabase().close();
  getDatabase.reset();
  getConfig.reset();
  return median;
}

await run("SQLite", `sqlite:${path.join(dataDir, "bench.sqlite")}`);
if (pgAdmin) {
  const admin = new pg.Client({ connectionString: pgAdmin });
  await admin.connect();
  await admin.query(`create database "${pgName}"`);
  const url = new URL(pgAdmin);
  url.pathname = `/${pgName}`;
  try {
    await run("PostgreSQL", url.toString());
  } finally {
    await admin.query(`drop database if exists "${pgName}" with (force)`);
    await admin.end();
  }
}
await new Promise<void>((resolve) => smtp.close(() => resolve()));
fs.rmSync(dataDir, { recursive: true, force: true });
