// Pieces shared by the SSE fan-out benchmarks (live-fanout.ts, scale-out.ts): registered viewers
// written straight to the database, many SSE viewers opened by load-generator processes
// (sse-clients.ts), chat messages posted at a steady rate, and the delivery figures.
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ask } from "./bench-app";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process, in KB. */
export const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

/** One arrival of a sampled message: its id, when (ms since the epoch), and the server the connection reached ("" without a proxy header). */
export type Sample = [id: number, at: number, upstream: string];

export interface LoadReport {
  open: number;
  failed: number;
  received: number;
  samples: Sample[];
  /** Open connections by server. */
  upstreams: Record<string, number>;
}

export interface SseLoadOptions {
  /** The stream's events address. */
  url: string;
  /** One query string per connection (a viewer's `?token=`), or empty strings. */
  queries: string[];
  processes: number;
  sampleEvery: number;
  /** All processes together. */
  connectPerSecond: number;
  eventName?: string;
  /** A response header naming the server behind a proxy, lower case. */
  upstreamHeader?: string;
  /** Connections each generator waits for an answer to at most. */
  maxWaiting?: number;
  /** The generators' niceness: by default the lowest priority, yielding the cores to the servers under test. */
  niceness?: number;
}

/** Opens the connections from `processes` load-generator processes. */
export function startSseLoad({
  url,
  queries,
  processes,
  sampleEvery,
  connectPerSecond,
  eventName = "chat_message",
  upstreamHeader,
  maxWaiting,
  niceness = 19,
}: SseLoadOptions) {
  const perProcess = Math.ceil(queries.length / processes);
  const clients: ChildProcess[] = [];
  for (let i = 0; i < processes; i += 1) {
    const config = {
      url,
      queries: queries.slice(i * perProcess, (i + 1) * perProcess),
      sampleEvery,
      connectPerSecond: connectPerSecond / processes,
      eventName,
      upstreamHeader,
      maxWaiting,
    };
    const client = fork(path.join(root, "tests/bench/sse-clients.ts"), [JSON.stringify(config)], { execArgv: ["--import", "tsx"], stdio: "inherit" });
    os.setPriority(client.pid ?? 0, niceness);
    clients.push(client);
  }
  const exited = clients.map((client) => new Promise<void>((resolve) => client.once("exit", () => resolve())));
  // A generator that died fails the run (below) rather than the process, which still has to clean up.
  for (const client of clients) client.on("error", () => undefined);
  const alive = () => {
    if (clients.some((client) => !client.connected)) throw new Error("a load generator exited");
  };
  return {
    /**
     * Resolves once every connection is open or has failed (saying how many failed and why); after
     * `timeoutMs` throws, or with `partial` resolves with those open then.
     */
    async opened(timeoutMs: number, { partial = false } = {}) {
      const started = Date.now();
      for (;;) {
        alive();
        const statuses = await Promise.all(clients.map((c) => ask<{ open: number; failed: number; errors: Record<string, number> }>(c, "status")));
        const open = statuses.reduce((a, s) => a + s.open, 0);
        const failed = statuses.reduce((a, s) => a + s.failed, 0);
        if (open + failed >= queries.length) {
          if (failed) console.log(`  ${failed} connections failed to open: ${JSON.stringify(statuses.map((s) => s.errors))}`);
          return { open, failed };
        }
        if (Date.now() - started > timeoutMs) {
          if (partial) {
            for (const client of clients) client.send({ type: "settle" });
            return { open, failed };
          }
          throw new Error(`only ${open} of ${queries.length} connections opened (${failed} failed)`);
        }
        await sleep(500);
      }
    },
    /**
     * Resolves once `expected` events a connection have arrived on every open connection, or none
     * more arrived for `quietMs`, or after `timeoutMs`: late events are told apart from lost ones.
     */
    async arrived(expected: number, { quietMs = 3_000, timeoutMs = 30_000 } = {}) {
      alive();
      const started = Date.now();
      let last = -1;
      let lastChange = Date.now();
      for (;;) {
        const statuses = await Promise.all(clients.map((c) => ask<{ open: number; received: number }>(c, "status")));
        const received = statuses.reduce((a, s) => a + s.received, 0);
        if (received >= expected * statuses.reduce((a, s) => a + s.open, 0)) return;
        if (received !== last) {
          last = received;
          lastChange = Date.now();
        }
        if (Date.now() - lastChange >= quietMs || Date.now() - started >= timeoutMs) return;
        await sleep(500);
      }
    },
    /** Forgets what arrived so far: the next report counts from here. */
    reset() {
      for (const client of clients) client.send({ type: "reset" });
    },
    async report(): Promise<LoadReport> {
      alive();
      const reports = await Promise.all(clients.map((c) => ask<LoadReport & { type: string }>(c, "report")));
      const upstreams: Record<string, number> = {};
      for (const report of reports)
        for (const [server, count] of Object.entries(report.upstreams)) upstreams[server] = (upstreams[server] ?? 0) + count;
      return {
        open: reports.reduce((a, r) => a + r.open, 0),
        failed: reports.reduce((a, r) => a + r.failed, 0),
        received: reports.reduce((a, r) => a + r.received, 0),
        samples: reports.flatMap((r) => r.samples),
        upstreams,
      };
    },
    /** Closes every connection and resolves once the generators have exited. */
    async close() {
      for (const client of clients) if (client.connected) client.send({ type: "close" });
      const timer = setTimeout(() => clients.forEach((client) => client.kill("SIGKILL")), 5_000);
      await Promise.all(exited);
      clearTimeout(timer);
    },
  };
}
export type SseLoad = ReturnType<typeof startSseLoad>;

/**
 * A message the server took: when (the server's own stamp where the answer carries one, else when
 * the answer arrived), and which server took it ("" when not known).
 */
export interface Accepted {
  at: number;
  by: string;
}

/**
 * Calls `post(n)` `rate` times a second for `seconds` without waiting for answers; the ids it
 * resolved with, how many failed, and why (each error's message, counted).
 */
export async function postAtRate({
  rate,
  seconds,
  post,
}: {
  rate: number;
  seconds: number;
  /** `at`: when the server took the post, by its clock (this box's): a busy poster reads answers late. */
  post: (n: number) => Promise<{ id: number; by?: string; at?: number }>;
}) {
  const accepted = new Map<number, Accepted>();
  let failures = 0;
  const reasons: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  const t0 = now();
  for (let n = 0; n < rate * seconds; n += 1) {
    const wait = t0 + (n * 1000) / rate - now();
    if (wait > 0) await sleep(wait);
    pending.push(
      post(n).then(
        ({ id, by = "", at = now() }) => void accepted.set(id, { at, by }),
        (error: unknown) => {
          failures += 1;
          const reason = error instanceof Error ? error.message : String(error);
          reasons[reason] = (reasons[reason] ?? 0) + 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  return { accepted, failures, reasons };
}

/** Milliseconds from each sampled message's acceptance to its arrival, for the samples `keep` takes (all by default). */
export function deliveryLatencies(
  accepted: Map<number, Accepted>,
  samples: Sample[],
  keep: (sample: Sample, accepted: Accepted) => boolean = () => true,
) {
  const latencies: number[] = [];
  for (const sample of samples) {
    const taken = accepted.get(sample[0]);
    if (taken && keep(sample, taken)) latencies.push(sample[1] - taken.at);
  }
  return latencies.sort((a, b) => a - b);
}
