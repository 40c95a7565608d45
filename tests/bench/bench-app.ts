// The built app on a throwaway SQLite database for a benchmark, and the pages a viewer sees first:
// one host, an event tomorrow with its stream, and a registered viewer's personal link.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";

/** The session secret of every benchmark's app. */
export const BENCH_SECRET = "bench-secret-bench-secret-bench-secret-0";

/** Sets what the app's modules read in this process (before they are imported): silent logs, the bench secret, and `values`. */
export function setBenchEnv(values: Record<string, string> = {}) {
  Object.assign(process.env, { LOG_LEVEL: "silent", SESSION_SECRET: BENCH_SECRET, ...values });
}

/** The environment of an app server a benchmark spawns on `port`: production, silent, no delivery worker, SQLite in `dataDir` unless `databaseUrl`. */
export function benchServerEnv({ port, dataDir, databaseUrl }: { port: number; dataDir: string; databaseUrl?: string | null }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl ?? `sqlite:${path.join(dataDir, "app.sqlite")}`,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    SESSION_SECRET: BENCH_SECRET,
    PUBLIC_URL: "",
    LOG_LEVEL: "silent",
    DELIVERY_WORKER: "off",
  };
}

/** Sends a forked child `{ type }` and resolves with its first message of that type. */
export function ask<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off("message", onMessage);
      resolve(message as T);
    };
    child.on("message", onMessage);
    child.send({ type });
  });
}

/** Debian's Chromium, headless, as the page benchmarks load pages in. */
export function launchBenchChromium() {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
}

/**
 * A first load of `url` in a fresh context of `browser`, until the network is idle: each script
 * (its path and compressed bytes), the HTML document's compressed bytes, and the time to its first
 * byte (Navigation Timing: responseStart - requestStart).
 */
export async function firstLoad(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: { url: string; bytes: Promise<number> }[] = [];
  let html: Promise<number> = Promise.resolve(0);
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") scripts.push({ url: request.url(), bytes: request.sizes().then((s) => s.responseBodySize) });
    if (request.resourceType() === "document") html = request.sizes().then((s) => s.responseBodySize);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const ttfb = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return entry ? entry.responseStart - entry.requestStart : Number.NaN;
  });
  const sizes = await Promise.all(scripts.map((s) => s.bytes));
  const load = { scripts: scripts.map((s, i) => ({ path: new URL(s.url).pathname, bytes: sizes[i] ?? 0 })), htmlBytes: await html, ttfb };
  await context.close();
  return load;
}

/** Inserts a host named Bench Host with no password straight into the app's database (once it is set up); its id. */
export async function insertBenchHost(email: string) {
  const { db } = await import("~/utils/db.server");
  const { nowIso } = await import("~/utils/tokens.server");
  return db()
    .insertInto("users")
    .values({ email, emailNormalized: email, firstName: "Bench", lastName: "Host", passwordHash: null, createdAt: nowIso(), updatedAt: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Starts the built app (`npx remix build` first) in this process on a free loopback port; `close` stops it and deletes its data. */
export async function startBenchApp(label: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-bench-`));
  setBenchEnv({ DATABASE_URL: `sqlite:${path.join(dataDir, "app.sqlite")}`, DATA_DIR: dataDir, NODE_ENV: "production" });
  const { startServer } = await import("../../server");
  const { getConfig } = await import("~/utils/config.server");
  const server = await startServer({ ...getConfig(), PORT: 0, HOST: "127.0.0.1" });
  return {
    url: server.url,
    async close() {
      await server.shutdown();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An event of `hostId` titled `title`, tomorrow, registration required, and its stream as the watch
 * page reads it (call once the app's database is set up).
 */
export async function seedBenchEventStream(hostId: number, title: string) {
  const { createEvent } = await import("~/models/event.server");
  const { eventInputSchema } = await import("~/schemas/event");
  const { createStreamForHost } = await import("~/services/hosting/streams.server");
  const { getWatchStream } = await import("~/models/stream.server");
  const event = await createEvent({
    hostId,
    input: eventInputSchema.parse({ title, scheduledAt: new Date(Date.now() + 86_400_000).toISOString(), registrationRequired: true }),
  });
  const created = await createStreamForHost({ hostId, title, eventId: event.id });
  const stream = created ? await getWatchStream({ streamId: created.streamId }) : null;
  if (!stream) throw new Error("no stream");
  return { eventId: event.id, stream };
}

/** The registration page and the personal watch page of a fresh event (call after startBenchApp). */
export async function seedViewerPages(title: string) {
  const { createUser } = await import("~/models/user.server");
  const { registerViewer } = await import("~/models/viewer.server");
  const host = await createUser({ firstName: "Bench", lastName: "Host", email: `bench-${Date.now()}@example.com`, passwordHash: "x" });
  const { eventId, stream } = await seedBenchEventStream(host.id, title);
  const { viewer } = await registerViewer({ streamRowId: stream.rowId, email: "viewer@example.com", firstName: "Vi" });
  return { registration: `/event-registration/${eventId}`, watch: `/watch/${stream.streamId}/${viewer.uniqueId}` };
}
