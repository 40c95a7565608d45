// The built app on a throwaway SQLite database for a benchmark, and the pages a viewer sees first:
// one host, an event tomorrow with its stream, and a registered viewer's personal link.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Starts the built app (`npx remix build` first) in this process on a free loopback port; `close` stops it and deletes its data. */
export async function startBenchApp(label: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-bench-`));
  process.env.DATABASE_URL = `sqlite:${path.join(dataDir, "app.sqlite")}`;
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL = "silent";
  process.env.NODE_ENV = "production";
  process.env.SESSION_SECRET = "bench-secret-bench-secret-bench-secret-0";
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

/** The registration page and the personal watch page of a fresh event (call after startBenchApp). */
export async function seedViewerPages(title: string) {
  const { createUser } = await import("~/models/user.server");
  const { createEvent } = await import("~/models/event.server");
  const { eventInputSchema } = await import("~/schemas/event");
  const { createStreamForHost } = await import("~/services/hosting/streams.server");
  const { registerViewer } = await import("~/models/viewer.server");
  const { getWatchStream } = await import("~/models/stream.server");
  const host = await createUser({ firstName: "Bench", lastName: "Host", email: `bench-${Date.now()}@example.com`, passwordHash: "x" });
  const event = await createEvent({
    hostId: host.id,
    input: eventInputSchema.parse({ title, scheduledAt: new Date(Date.now() + 86_400_000).toISOString() }),
  });
  const stream = await createStreamForHost({ hostId: host.id, title, eventId: event.id });
  if (!stream) throw new Error("no stream");
  const row = await getWatchStream({ streamId: stream.streamId });
  const { viewer } = await registerViewer({ streamRowId: row?.rowId ?? 0, email: "viewer@example.com", firstName: "Vi" });
  return { registration: `/event-registration/${event.id}`, watch: `/watch/${stream.streamId}/${viewer.uniqueId}` };
}
