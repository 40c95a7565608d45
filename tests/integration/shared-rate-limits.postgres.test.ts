import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takeSharedTokens } from "~/models/rate-limit.server";
import { registerViewer } from "~/models/viewer.server";
import { HEART_BURST, HEARTS_PER_SECOND } from "~/services/room/chat/hearts.server";
import { CHAT_BURST, CHAT_PER_SECOND, CHAT_TOO_FAST } from "~/services/room/chat/messages.server";
import { getConfig } from "~/utils/config.server";
import { startAppProcess, stopAppProcess, type AppProcess } from "../support/app-process";
import { createHost, uniqueEmail } from "../support/factories";
import { workerDatabase } from "../support/worker-database";
import { createTestStream } from "../support/streams";

// Two app processes on one PostgreSQL database, as behind a load balancer: a viewer who sends
// through both in turn is limited as through one, not at twice the burst.

const apps: AppProcess[] = [];

beforeAll(async () => {
  const env = { SESSION_SECRET: getConfig().SESSION_SECRET };
  apps.push(...(await Promise.all([startAppProcess(workerDatabase().databaseUrl, env), startAppProcess(workerDatabase().databaseUrl, env)])));
}, 60_000);
afterAll(() => Promise.all(apps.map(stopAppProcess)));

async function viewerOfNewStream() {
  const host = await createHost();
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Two processes, one limit", eventId: null });
  const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("limits"), firstName: "Lena" });
  return { streamId: stream.streamId, token: viewer.uniqueId };
}

/** Sends `count` requests as fast as it can, through the two processes in turn; the statuses and how long it took. */
async function alternately(count: number, send: (base: string, n: number) => Promise<Response>) {
  const statuses: number[] = [];
  const started = performance.now();
  for (let n = 0; n < count; n += 1) {
    const response = await send((apps[n % 2] as AppProcess).url, n);
    await response.body?.cancel();
    statuses.push(response.status);
  }
  return { statuses, seconds: (performance.now() - started) / 1000 };
}

describe("limits hold across app processes (PostgreSQL)", () => {
  it("chat: a viewer posting through two processes gets the burst of one", async () => {
    const { streamId, token } = await viewerOfNewStream();
    const { statuses, seconds } = await alternately(2 * CHAT_BURST, (base, n) =>
      fetch(`${base}/api/streams/${streamId}/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message: `Quick ${n}`, token }),
      }),
    );
    const accepted = statuses.filter((status) => status === 201).length;
    expect(statuses.slice(0, CHAT_BURST)).toEqual(Array(CHAT_BURST).fill(201));
    expect(statuses).toContain(429);
    // What refilled while sending is the only allowance beyond the burst.
    expect(accepted).toBeLessThanOrEqual(CHAT_BURST + Math.floor(seconds * CHAT_PER_SECOND));
  });

  it("chat: posts sent all at once through both processes, taken together in shared statements, get the burst of one", async () => {
    const { streamId, token } = await viewerOfNewStream();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 4 * CHAT_BURST }, async (_, n) => {
        const response = await fetch(`${(apps[n % 2] as AppProcess).url}/api/streams/${streamId}/chat`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ message: `All at once ${n}`, token }),
        });
        return { status: response.status, body: (await response.json()) as { error?: string } };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const accepted = answers.filter((answer) => answer.status === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(CHAT_BURST);
    expect(accepted).toBeLessThanOrEqual(CHAT_BURST + Math.floor(seconds * CHAT_PER_SECOND));
    for (const answer of answers.filter((a) => a.status !== 201)) expect(answer).toEqual({ status: 429, body: { error: CHAT_TOO_FAST } });
  });

  it("hearts: the same across processes", async () => {
    const { streamId, token } = await viewerOfNewStream();
    const { statuses, seconds } = await alternately(2 * HEART_BURST, (base) =>
      fetch(`${base}/api/streams/${streamId}/hearts`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token }),
      }),
    );
    const accepted = statuses.filter((status) => status === 202).length;
    expect(statuses.slice(0, HEART_BURST)).toEqual(Array(HEART_BURST).fill(202));
    // One bucket for both processes: no more than the burst plus what refilled while they posted
    // (on a slow machine that is most of the second burst), and every other answer a 429.
    expect(accepted).toBeLessThanOrEqual(HEART_BURST + Math.floor(seconds * HEARTS_PER_SECOND));
    expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.length - accepted);
  });
});

describe("takes asked for together (PostgreSQL)", () => {
  it("answer each in order; a key given twice takes twice, and a refused take changes nothing", async () => {
    const bucket = `together-${Date.now()}`;
    const take = (keys: string[]) => takeSharedTokens({ bucket, keys, capacity: 2, refillPerSecond: 0.001 });
    expect((await take(["vera", "otto", "vera", "vera"])).map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect((await take(["otto", "vera", "otto"])).map((result) => result.allowed)).toEqual([true, false, false]);
    expect(await take(["vera"])).toEqual([{ allowed: false, retryAfterSeconds: 1000 }]);
  });
});
