// Live-event publishing on PostgreSQL (issue 21): 20 publishers in one process, each publishing
// single events (a heart per tap) one after another as fast as it can, on one stream and on 20
// streams. Prints publishes/s and p50/p95 latency per round and the medians of the rounds, for:
//   one at a time: each publish its own INSERT (the model's appendLiveEvent, then the transport's
//     deliver: what publishLiveEvent did before the group commit);
//   group commit:  publishLiveEvent, which stores concurrent publishes with one INSERT.
// A scratch database beside TEST_DATABASE_URL, dropped at the end.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/live-publish.ts [seconds=5] [rounds=3]
import { createThrowawayDatabase } from "../support/throwaway-database";
import { insertBenchHost, median, setBenchEnv } from "./bench-app";

const PUBLISHERS = 20;
const SECONDS = Number(process.argv[2] ?? 5);
const ROUNDS = Number(process.argv[3] ?? 3);
const WARM_UP_MS = 500;

const shared = process.env.TEST_DATABASE_URL;
if (!shared) throw new Error("Set TEST_DATABASE_URL (a PostgreSQL server) to run this benchmark.");
const scratch = await createThrowawayDatabase(shared, "live_publish_bench");
process.env.DATABASE_URL = scratch.url;
setBenchEnv();

const { migrateToLatest } = await import("../../db/migrate");
const { db, getDatabase } = await import("~/utils/db.server");
const { runShutdownHooks } = await import("~/utils/lifecycle.server");
const { appendLiveEvent } = await import("~/models/live-event.server");
const { publishLiveEvent, startLiveEventTransport } = await import("~/services/realtime/bus.server");
const { createPostgresTransport } = await import("~/services/realtime/postgres-transport.server");
const { createStreamForHost } = await import("~/services/hosting/streams.server");

type Publish = (streamRowId: number) => Promise<unknown>;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Every publisher publishes to its stream, one publish after another; counts what completes after the warm-up. */
async function round(publish: Publish, streams: number[]) {
  const latencies: number[] = [];
  const start = performance.now();
  const measureFrom = start + WARM_UP_MS;
  const end = measureFrom + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: PUBLISHERS }, async (_, n) => {
      const streamRowId = streams[n % streams.length] as number;
      while (performance.now() < end) {
        const began = performance.now();
        await publish(streamRowId);
        const done = performance.now();
        if (began >= measureFrom && done <= end) latencies.push(done - began);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / SECONDS, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

try {
  await migrateToLatest(db());
  const host = await insertBenchHost("bench@example.com");
  const streams: number[] = [];
  for (let n = 0; n < PUBLISHERS; n += 1) {
    const stream = await createStreamForHost({ hostId: host.id, title: `Bench stream ${n}`, eventId: null });
    if (!stream) throw new Error("no stream");
    streams.push((await db().selectFrom("streams").select("id").where("streamId", "=", stream.streamId).executeTakeFirstOrThrow()).id);
  }

  const transport = createPostgresTransport({ connectionString: scratch.url, db });
  await Promise.all([transport.ready(), startLiveEventTransport()]);
  const heart = (streamRowId: number) => ({ streamRowId, type: "heart" as const, data: { count: 1 } });
  const modes: [string, Publish][] = [
    [
      "one at a time",
      async (streamRowId) => {
        const event = await appendLiveEvent(heart(streamRowId));
        transport.deliver(event);
      },
    ],
    ["group commit", (streamRowId) => publishLiveEvent(heart(streamRowId))],
  ];
  const scenarios: [string, number[]][] = [
    ["1 stream", streams.slice(0, 1)],
    [`${PUBLISHERS} streams`, streams],
  ];

  console.log(`${PUBLISHERS} concurrent publishers of single events, PostgreSQL, ${SECONDS} s a round, ${ROUNDS} rounds\n`);
  const results = new Map<string, { perSecond: number; p50: number; p95: number }[]>();
  for (let r = 1; r <= ROUNDS; r += 1) {
    for (const [scenario, targets] of scenarios) {
      for (const [mode, publish] of modes) {
        const result = await round(publish, targets);
        const key = `${scenario}, ${mode}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        console.log(
          `round ${r}  ${key.padEnd(28)} ${result.perSecond.toFixed(0).padStart(6)} publishes/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms`,
        );
      }
    }
  }
  console.log(`\nmedians of ${ROUNDS} rounds`);
  for (const [key, rounds] of results) {
    console.log(
      `${key.padEnd(28)} ${median(rounds.map((x) => x.perSecond))
        .toFixed(0)
        .padStart(6)} publishes/s  p50 ${median(rounds.map((x) => x.p50)).toFixed(1)} ms  p95 ${median(rounds.map((x) => x.p95)).toFixed(1)} ms`,
    );
  }
  await transport.close();
} finally {
  await runShutdownHooks();
  await getDatabase().close();
  await scratch.drop();
}
