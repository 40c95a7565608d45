// The operator's metrics that are read when Prometheus asks: open live connections, the delivery
// queue, the live broadcasts, queries waiting for the database; and the process's own (CPU, memory,
// event loop). What happens is counted where it happens: ~/utils/metrics.server.ts.
import { collectDefaultMetrics, Counter, Gauge } from "prom-client";
import type { OutboxChannel } from "../../../db/schema/product";
import { countDueOutboxMessages } from "~/models/outbox.server";
import { openLiveConnectionCount } from "~/services/realtime/index.server";
import { broadcastFigures } from "~/services/video/index.server";
import { getDatabase } from "~/utils/db.server";
import { metricsRegistry } from "~/utils/metrics.server";

/** The delivery queue is counted at most this often, however many Prometheus servers ask. */
export const DELIVERY_QUEUE_CACHE_MS = 5_000;
const CHANNELS: OutboxChannel[] = ["email", "sms"];
const registers = [metricsRegistry];

const webSocketCounts = new Set<() => number>();

/** Counts a /ws bridge's open sockets at every scrape, until the function returned is called (the bridge closed). */
export function countOpenWebSockets(count: () => number) {
  webSocketCounts.add(count);
  return () => void webSocketCounts.delete(count);
}

new Gauge({
  name: "showup_live_connections",
  help: "Open live connections in this process: sse (the pages' event streams) and ws (the /ws bridge).",
  labelNames: ["channel"],
  registers,
  collect() {
    let sockets = 0;
    for (const count of webSocketCounts) sockets += count();
    this.set({ channel: "sse" }, openLiveConnectionCount());
    this.set({ channel: "ws" }, sockets);
  },
});

let queue: { countedAt: number; counts: Promise<Map<string, number>> } | null = null;

function dueMessagesByChannel() {
  if (!queue || Date.now() - queue.countedAt >= DELIVERY_QUEUE_CACHE_MS) {
    const counts = countDueOutboxMessages().then((rows) => new Map(rows.map((row) => [row.channel, row.count])));
    queue = { countedAt: Date.now(), counts };
    counts.catch(() => {
      queue = null;
    });
  }
  return queue.counts;
}

new Gauge({
  name: "showup_delivery_queue_messages",
  help: "E-mails and texts due and not sent yet (waiting for a delivery worker or being sent), by channel; counted at most every 5 s.",
  labelNames: ["channel"],
  registers,
  async collect() {
    this.reset();
    // The database unreachable: the series is missing from this scrape, the others are still served.
    const counts = await dueMessagesByChannel().catch(() => null);
    if (counts) for (const channel of CHANNELS) this.set({ channel }, counts.get(channel) ?? 0);
  },
});

new Gauge({
  name: "showup_ingest_speed_ratio",
  help: "ffmpeg's packaging speed per live broadcast of this process while its source is connected (1: real time; below 1 it falls behind).",
  labelNames: ["stream"],
  registers,
  collect() {
    this.reset();
    for (const broadcast of broadcastFigures()) if (broadcast.speed !== null) this.set({ stream: broadcast.streamId }, broadcast.speed);
  },
});

new Counter({
  name: "showup_ingest_dropped_segments_total",
  help: "Segments of source time lost while the encoder was connected (a packager restart or stall), per live broadcast of this process, from 0 at its start.",
  labelNames: ["stream"],
  registers,
  collect() {
    this.reset();
    for (const broadcast of broadcastFigures()) this.inc({ stream: broadcast.streamId }, broadcast.droppedSegments);
  },
});

new Gauge({
  name: "showup_database_queries_waiting",
  help: "Queries and transactions waiting now for a database connection (PostgreSQL: all of the pool's are taken; SQLite: its one is).",
  registers,
  collect() {
    this.set(getDatabase().waitingForConnection());
  },
});

let processMetrics = false;

/** Starts keeping the process's own metrics (CPU, memory, event loop, garbage collection), once: when the endpoint is set up. */
export function collectProcessMetrics() {
  if (!processMetrics) collectDefaultMetrics({ register: metricsRegistry });
  processMetrics = true;
}

export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;

/** Every metric in Prometheus's text format. */
export function metricsText() {
  return metricsRegistry.metrics();
}
