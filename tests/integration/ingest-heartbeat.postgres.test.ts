import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db";
import { beatProcessHeartbeat } from "~/models/process-heartbeat.server";
import { getEventStream } from "~/models/stream.server";
import { loader as serverStatusLoader } from "~/routes/_workspace.settings_.[server]";
import { claimIngestLock, INGEST_TAKEN } from "~/services/video/self-hosted/ingest-process.server";
import { ConfigError } from "~/utils/config.server";
import { createTestEvent } from "../support/events";
import { loadDashboardOk, postDashboard } from "../support/event-dashboard";
import { signedInHost } from "../support/sessions";
import { startAppForTests } from "../support/http-server";
import { loaderJson } from "../support/route-calls";
import { workerDatabase } from "../support/worker-database";

const { ADMIN_EMAIL, RTMP_URL } = vi.hoisted(() => {
  const names = { ADMIN_EMAIL: `ingest.admin.${process.pid}@example.com`, RTMP_URL: "rtmp://ingest.example.com:1935/live" };
  // A web process of the deploy/ layout, whose encoders reach the ingest process under a name of its own.
  process.env.INGEST = "elsewhere";
  process.env.INGEST_RTMP_URL = `${names.RTMP_URL}/`;
  process.env.ADMIN_EMAILS = names.ADMIN_EMAIL;
  return names;
});

// This process is a web process (INGEST=elsewhere); the ingest process is played by a second
// database handle that writes its heartbeat, as the real one does every 5 s.

const app = startAppForTests();
const ingestProcess = createDb(workerDatabase().databaseUrl);
const startedAt = new Date().toISOString();

let admin = "";

beforeAll(async () => {
  admin = (await signedInHost({ email: ADMIN_EMAIL })).cookie;
});

afterAll(async () => {
  await ingestProcess.close();
});

/** The ingest process answers as of `ago` ms before now; returns that time. */
async function beat(ago: number) {
  const seenAt = new Date(Date.now() - ago).toISOString();
  await beatProcessHeartbeat({ role: "ingest", seenAt, startedAt, problem: null, executor: ingestProcess.db });
  return seenAt;
}

interface Health {
  status: string;
  database: string;
  ingest?: { answering: boolean; seenAt: string | null; problem: string | null };
}
async function health() {
  const response = await fetch(`${app.url}/healthz`);
  return { status: response.status, body: (await response.json()) as Health };
}

interface Fact {
  label: string;
  ok: boolean;
  state: string;
}
async function ingestFact() {
  const { facts } = await loaderJson<{ facts: Fact[] }>(serverStatusLoader, "/settings/server", admin);
  return facts.find((fact) => fact.label === "Ingest process");
}

interface Setup {
  problem: string | null;
  stream: { streamId: string; ingestUrl: string | null; canTestStream: boolean; testStream: { endsAt: string } | null } | null;
}
const setupOf = async (cookie: string, eventId: number) => (await loadDashboardOk<{ streamSetup: Setup }>(cookie, eventId)).streamSetup;

async function hostWithStream() {
  const { host, cookie } = await signedInHost();
  const event = await createTestEvent(host.id, { title: "Heartbeat", timezone: "UTC" });
  expect((await postDashboard(cookie, event.id, { intent: "create-stream" })).status).toBe(302);
  const stream = await getEventStream({ hostId: host.id, eventId: event.id });
  if (!stream) throw new Error("no stream");
  return { cookie, eventId: event.id, streamId: stream.streamId };
}

const testStream = (cookie: string, streamId: string, method: "POST" | "DELETE") =>
  fetch(`${app.url}/api/streams/${streamId}/test-stream`, { method, headers: { Cookie: cookie } });

describe("a web process and the ingest process's heartbeat", () => {
  it("with a fresh beat: /healthz, the server status page and the Stream Setup card say all is well, and the stream shows INGEST_RTMP_URL", async () => {
    await beat(0);
    const { cookie, eventId, streamId } = await hostWithStream();

    expect(await health()).toMatchObject({ status: 200, body: { status: "ok", database: "ok", ingest: { answering: true, problem: null } } });
    const fact = await ingestFact();
    expect(fact?.ok).toBe(true);
    expect(fact?.state).toMatch(/^Answering \(last heard at \d\d:\d\d:\d\d UTC\)$/);

    const setup = await setupOf(cookie, eventId);
    expect(setup.problem).toBeNull();
    expect(setup.stream).toMatchObject({ ingestUrl: RTMP_URL, canTestStream: true });

    const started = await testStream(cookie, streamId, "POST");
    expect(started.status).toBe(200);
    expect((await testStream(cookie, streamId, "DELETE")).status).toBe(200);
  });

  it("with no beat for more than three heartbeats: each says the ingest process is gone since when, and a test stream is refused at once", async () => {
    const { cookie, eventId, streamId } = await hostWithStream();
    const since = (await beat(16_000)).slice(11, 16);

    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "degraded", database: "ok", ingest: { answering: false } });
    expect(body.ingest?.problem).toBe(`The ingest process has not answered since ${since} UTC, so encoders cannot connect until it is back.`);

    const fact = await ingestFact();
    expect(fact?.ok).toBe(false);
    expect(fact?.state).toMatch(new RegExp(`^Not answering since ${since}:\\d\\d UTC: encoders cannot connect until it is back$`));

    const setup = await setupOf(cookie, eventId);
    expect(setup.problem).toBe(
      `This server's video ingest has not answered since ${since}, so your encoder cannot connect until it is back. The person who runs this server can see why on the server status page.`,
    );
    expect(setup.stream?.canTestStream).toBe(false);

    const refused = await testStream(cookie, streamId, "POST");
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: body.ingest?.problem });
    expect((await setupOf(cookie, eventId)).stream?.testStream).toBeNull();

    // Back: the next beat clears it everywhere.
    await beat(0);
    expect((await health()).body).toMatchObject({ status: "ok", ingest: { answering: true, problem: null } });
    expect((await ingestFact())?.ok).toBe(true);
    expect((await setupOf(cookie, eventId)).problem).toBeNull();
  });
});

describe("the ingest lock", () => {
  it("is held by one INGEST=on process per database: a second is refused, naming the fix, until the first lets go", async () => {
    const second = createDb(workerDatabase().databaseUrl);
    try {
      const held = await claimIngestLock({ database: ingestProcess, waitMs: 0 });
      const refusal = claimIngestLock({ database: second, waitMs: 0 });
      await expect(refusal).rejects.toThrow(ConfigError);
      await expect(refusal).rejects.toThrow(INGEST_TAKEN);
      expect(INGEST_TAKEN).toContain("INGEST=elsewhere");

      await held.release();
      await held.lost;
      const taken = await claimIngestLock({ database: second, waitMs: 0 });
      await taken.release();
    } finally {
      await second.close();
    }
  });
});
