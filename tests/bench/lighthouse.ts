// Lighthouse 12 scores of the pages people see first (issue 19), on the built app (`npx remix build`
// first): the default mobile configuration (slow 4G, CPU slowed 4x, phone screen) on a cold cache;
// prints the four category scores per page (performance, accessibility, best practices, SEO).
// Run: npx remix build && npm run bench:lighthouse
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-bench-"));
process.env.DATABASE_URL = `sqlite:${path.join(dataDir, "app.sqlite")}`;
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET = "bench-secret-bench-secret-bench-secret-0";

const { startServer } = await import("../../server");
const { getConfig } = await import("~/utils/config.server");
const { createUser } = await import("~/models/user.server");
const { createEvent } = await import("~/models/event.server");
const { eventInputSchema } = await import("~/schemas/event");
const { createStreamForHost } = await import("~/services/streams.server");
const { registerViewer } = await import("~/models/viewer.server");
const { getWatchStream } = await import("~/models/stream.server");

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const server = await startServer({ ...getConfig(), PORT: 0, HOST: "127.0.0.1" });
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const host = await createUser({ firstName: "Bench", lastName: "Host", email: `bench-${Date.now()}@example.com`, passwordHash: "x" });
  const event = await createEvent({
    hostId: host.id,
    input: eventInputSchema.parse({ title: "Lighthouse bench", scheduledAt: new Date(Date.now() + 86_400_000).toISOString() }),
  });
  const stream = await createStreamForHost({ hostId: host.id, title: "Lighthouse bench", eventId: event.id });
  if (!stream) throw new Error("no stream");
  const row = await getWatchStream({ streamId: stream.streamId });
  const { viewer } = await registerViewer({ streamRowId: row?.rowId ?? 0, email: "viewer@example.com", firstName: "Vi" });
  const pages: [string, string][] = [
    ["home", "/"],
    ["pricing", "/pricing"],
    ["signup", "/signup"],
    ["registration", `/event-registration/${event.id}`],
    ["watch, offline", `/watch/${stream.streamId}/${viewer.uniqueId}`],
  ];
  console.log("Lighthouse 12.8.2, mobile (default config), cold cache:");
  console.log(`| page | ${CATEGORIES.join(" | ")} | FCP | LCP | TBT | CLS |`);
  console.log(`|---|${CATEGORIES.map(() => "---|").join("")}---|---|---|---|`);
  for (const [label, pagePath] of pages) {
    const result = await lighthouse(server.url + pagePath, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
    const { categories, audits } = result.lhr;
    const scores = CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100));
    const metric = (id: string) => audits[id]?.displayValue ?? "-";
    console.log(
      `| ${label} | ${scores.join(" | ")} | ${metric("first-contentful-paint")} | ${metric("largest-contentful-paint")} | ${metric("total-blocking-time")} | ${metric("cumulative-layout-shift")} |`,
    );
    const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative");
    for (const audit of failing) console.log(`    ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
  }
} finally {
  chrome.kill();
  await server.shutdown();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
