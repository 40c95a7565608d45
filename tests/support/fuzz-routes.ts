// Property-based fuzzing of every route with an action (form actions and JSON calls) and every
// JSON loader, read from the built app's route manifest: a new route is fuzzed without editing
// this file. Each case is a request with generated path segments (real fixture ids or hostile
// ones), query and body, sent signed out and as the signed-in host. Every answer must be below
// 500; every 4xx of a JSON call must be JSON with an `error`; and a refused request (4xx) must
// leave every table's row count as it was. Replay a run with FUZZ_SEED=<the printed seed>.
// Requests go through the app's Express handler in this process (no socket: the fuzz is about what
// the app answers, not HTTP framing), a few at a time.
// The routes are dealt to shards, one test file each (fuzz-*.test.ts), so they run on separate
// workers and databases: the whole sweep in one file was the longest file of both passes.
import crypto from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "~/models/api-key.server";
import { createChatMessage } from "~/models/chat.server";
import { insertOverlay, insertPreset } from "~/models/overlay.server";
import { registerViewer } from "~/models/viewer.server";
import { getSessionStorage } from "~/services/account/session.server";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { db } from "~/utils/db.server";
import { databaseFingerprint, fingerprintChanges, watchWrites, writeMark } from "./db-fingerprint";
import { createTestEvent } from "./events";
import { createHost, uniqueEmail, uniqueIp } from "./factories";
import {
  bodyArbitrary,
  formVocabulary,
  queryArbitrary,
  schemaVocabulary,
  segmentArbitrary,
  type Fixture,
  type FuzzBody,
  type Vocabulary,
} from "./fuzz-inputs";
import { inProcessAppForTests } from "./in-process-app";
import { appRoutes, fillPattern, type AppRoute } from "./route-list";
import { loadWholeSourceBuild } from "./source-build";

/**
 * Cases per route and caller (signed out, host): a JSON call gets 2 × 12, a form action 2 × 8 (a
 * page renders), a loader 2 × 5. About 3,100 requests over 153 routes per run and database (5,000
 * made the four fuzz files a sixth of the integration passes' time); each run draws new cases (the
 * seed is printed), so the runs add up to far more than any one could send.
 */
const JSON_CALL_CASES = 12;
const FORM_ACTION_CASES = 8;
const LOADER_CASES = 5;
const SEED = Number(process.env.FUZZ_SEED ?? crypto.randomInt(2 ** 31));
const DATABASE = process.env.TEST_DB === "postgres" ? "PostgreSQL" : "SQLite";
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
/** Cases sent at once: on PostgreSQL the app mostly waits for the database, and no check depends on order. */
const IN_FLIGHT = 4;

const app = inProcessAppForTests();
const totals = { requests: 0, serverErrors: 0 };

interface Caller {
  label: "signed out" | "host";
  cookie: string;
  fixture: Fixture;
  apiKey: string;
}

/** A host with an event, its stream, a viewer who chatted, an overlay, a preset and an API key. */
async function createFixture(): Promise<{ fixture: Fixture; cookie: string; apiKey: string }> {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Fuzz event" });
  const stream = await createStreamForHost({ hostId: host.id, title: "Fuzz stream", eventId: event.id });
  if (!stream) throw new Error("no stream");
  const row = await db().selectFrom("streams").select("id").where("streamId", "=", stream.streamId).executeTakeFirstOrThrow();
  const { viewer } = await registerViewer({ streamRowId: row.id, email: uniqueEmail("fuzz-viewer"), firstName: "Vic" });
  const message = await createChatMessage({
    streamRowId: row.id,
    viewerId: viewer.id,
    isStreamer: false,
    message: "Hello",
    createdAt: new Date().toISOString(),
  });
  const overlay = await insertOverlay({ streamRowId: row.id, type: "alert", isActive: true, config: JSON.stringify({ text: "Hi" }) });
  const preset = await insertPreset({ streamRowId: row.id, config: JSON.stringify({ name: "Clap" }) });
  const { key, secret } = await createApiKey({ userId: host.id, name: "Fuzz key" });
  const storage = getSessionStorage();
  const session = await storage.getSession();
  session.set("userId", host.id);
  const cookie = (await storage.commitSession(session)).split(";")[0] ?? "";
  const byName: Record<string, string[]> = {
    id: [String(event.id), stream.streamId],
    eventId: [String(event.id)],
    streamId: [stream.streamId],
    uniqueId: [viewer.uniqueId],
    accessId: [viewer.uniqueId],
    token: [viewer.uniqueId],
    viewerId: [String(viewer.id)],
    overlayId: [String(overlay.id)],
    presetId: [String(preset.id)],
    messageId: [String(message.id)],
    userId: [String(host.id)],
    keyId: [String(key.id)],
    email: [viewer.email, host.email],
  };
  return { fixture: { byName, all: [...new Set(Object.values(byName).flat())] }, cookie, apiKey: secret };
}

interface FuzzCase {
  method: string;
  segments: Record<string, string>;
  query: string;
  body: FuzzBody;
  bearer: "none" | "real" | "garbage";
}

function caseArbitrary(route: AppRoute, methods: readonly string[], fixture: Fixture, vocabulary: Vocabulary): fc.Arbitrary<FuzzCase> {
  const segments = route.params.length
    ? fc
        .tuple(...route.params.map((name) => segmentArbitrary(name, fixture)))
        .map((values) => Object.fromEntries(route.params.map((name, i) => [name, values[i] ?? ""])))
    : fc.constant({});
  const reads = methods.includes("GET");
  return fc.record({
    method: fc.constantFrom(...methods),
    segments,
    query: reads
      ? queryArbitrary(fixture, vocabulary)
      : fc.oneof({ weight: 4, arbitrary: fc.constant("") }, { weight: 1, arbitrary: queryArbitrary(fixture, vocabulary) }),
    body: reads ? fc.constant<FuzzBody>({ kind: "none" }) : bodyArbitrary(isJsonCall(route) ? "json" : "form", fixture, vocabulary),
    bearer: !isJsonCall(route)
      ? fc.constant("none" as const)
      : fc.constantFrom("none" as const, "none" as const, "none" as const, "real" as const, "garbage" as const),
  });
}

interface Finding {
  route: string;
  caller: string;
  method: string;
  path: string;
  body: string;
  status: number;
  problem: string;
}

const excerpt = (data: FuzzBody["data"]) => {
  const text = data === undefined ? "" : typeof data === "string" ? data : Buffer.from(data).toString("latin1");
  return JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
};

async function send(route: AppRoute, caller: Caller, fuzzCase: FuzzCase) {
  const path = `${fillPattern(route.pattern, fuzzCase.segments)}${fuzzCase.query}`;
  const headers: Record<string, string> = {
    Origin: app.origin,
    "X-Forwarded-For": uniqueIp(),
    Accept: isJsonCall(route) ? "application/json" : "text/html",
  };
  if (caller.cookie) headers.Cookie = caller.cookie;
  if (fuzzCase.body.contentType) headers["Content-Type"] = fuzzCase.body.contentType;
  if (fuzzCase.bearer !== "none") headers.Authorization = `Bearer ${fuzzCase.bearer === "real" ? caller.apiKey : "sk_live_not_a_key"}`;
  totals.requests += 1;
  return { path, response: await app.request({ method: fuzzCase.method, path, headers, body: fuzzCase.body.data }) };
}

/** The methods the route answers: a JSON call refuses the others with a 405; a form posts. */
async function methodsOf(route: AppRoute, caller: Caller): Promise<string[]> {
  if (!isJsonCall(route)) return ["POST"];
  const allowed: string[] = [];
  for (const method of WRITE_METHODS) {
    const { response } = await send(route, caller, { method, segments: {}, query: "", body: { kind: "none" }, bearer: "none" });
    if (response.status !== 405) allowed.push(method);
  }
  return allowed;
}

async function pageVocabulary(route: AppRoute, caller: Caller, schemaWords: Vocabulary): Promise<Vocabulary> {
  if (!route.isPage || !route.hasLoader) return schemaWords;
  const segments = Object.fromEntries(route.params.map((name) => [name, caller.fixture.byName[name]?.[0] ?? ""]));
  const { response } = await send(route, caller, { method: "GET", segments, query: "", body: { kind: "none" }, bearer: "none" });
  const page = formVocabulary(response.text);
  return {
    fieldNames: [...new Set([...page.fieldNames, ...schemaWords.fieldNames])],
    knownValues: [...new Set([...page.knownValues, ...schemaWords.knownValues])],
  };
}

const seedOf = (route: AppRoute, caller: Caller, kind: string) => {
  const hash = crypto.createHash("sha256").update(`${SEED}:${route.id}:${caller.label}:${kind}`).digest();
  return hash.readInt32LE(0);
};

const isRefusal = (status: number) => status >= 400 && status < 500;

async function fuzzRoute(route: AppRoute, caller: Caller, kind: "write" | "read", schemaWords: Vocabulary): Promise<Finding[]> {
  const findings: Finding[] = [];
  const methods = kind === "read" ? ["GET"] : await methodsOf(route, caller);
  if (!methods.length) return findings;
  const vocabulary = await pageVocabulary(route, caller, schemaWords);
  const cases = fc.sample(caseArbitrary(route, methods, caller.fixture, vocabulary), {
    numRuns: casesOf({ route, kind }),
    seed: seedOf(route, caller, kind),
  });
  const finding = (fuzzCase: FuzzCase, path: string, status: number, problem: string) =>
    findings.push({
      route: route.id,
      caller: caller.label,
      method: fuzzCase.method,
      path: path.slice(0, 300),
      body: `${fuzzCase.body.kind} ${excerpt(fuzzCase.body.data)}`,
      status,
      problem,
    });
  const answer = async (fuzzCase: FuzzCase) => {
    const { path, response } = await send(route, caller, fuzzCase);
    if (response.status >= 500) {
      totals.serverErrors += 1;
      finding(fuzzCase, path, response.status, `5xx: ${response.text.slice(0, 200)}`);
    }
    return { fuzzCase, path, response };
  };

  // A refused request must leave every row count as it was. Counting every table after each request
  // cost as much as the request on SQLite, more on PostgreSQL: the counts are read only when the
  // write mark moved, once per batch. When a batch with a refusal in it changed a count, each of its
  // refused requests is sent again alone between two counts, as the sweep did before batches.
  let known = { mark: await writeMark(), fingerprint: await databaseFingerprint() };
  for (let start = 0; start < cases.length; start += IN_FLIGHT) {
    const mark = await writeMark();
    if (mark !== known.mark) known = { mark, fingerprint: await databaseFingerprint() };
    const answers = await Promise.all(cases.slice(start, start + IN_FLIGHT).map(answer));
    for (const { fuzzCase, path, response } of answers) {
      if (isRefusal(response.status) && isJsonCall(route) && new URL(path, app.origin).pathname.startsWith("/api/") && !hasErrorMessage(response))
        finding(fuzzCase, path, response.status, `4xx without a JSON error: ${response.contentType} ${response.text.slice(0, 120)}`);
    }
    const refused = answers.filter(({ response }) => isRefusal(response.status));
    if (!refused.length) continue;
    const markAfter = await writeMark();
    if (markAfter === known.mark) continue;
    const before = known.fingerprint;
    known = { mark: markAfter, fingerprint: await databaseFingerprint() };
    const changes = fingerprintChanges(before, known.fingerprint);
    if (!changes.length) continue;
    let named = false;
    for (const { fuzzCase } of refused) {
      const alone = await databaseFingerprint();
      const again = await answer(fuzzCase);
      const stored = fingerprintChanges(alone, await databaseFingerprint());
      if (isRefusal(again.response.status) && stored.length) {
        named = true;
        finding(fuzzCase, again.path, again.response.status, `refused but stored: ${stored.join(", ")}`);
      }
    }
    // Only refusals ran, yet rows changed: every one of them is suspect, though none stores alone.
    if (!named && refused.length === answers.length)
      for (const { fuzzCase, path, response } of refused)
        finding(fuzzCase, path, response.status, `refused in a batch that stored (${changes.join(", ")}); not when sent alone`);
  }
  return findings;
}

/**
 * The JSON calls live under /api/ (the spec's contract); other resource routes redirect or
 * download. A path whose dot segments lead out of /api/ is not a JSON call any more.
 */
const isJsonCall = (route: AppRoute) => route.pattern.startsWith("/api/");

function hasErrorMessage(response: { contentType: string; text: string }) {
  if (!response.contentType.includes("json")) return false;
  try {
    const body = JSON.parse(response.text) as { error?: unknown };
    return typeof body.error === "string" && body.error.length > 0;
  } catch {
    return false;
  }
}

const casesOf = ({ route, kind }: { route: AppRoute; kind: "write" | "read" }) =>
  kind === "read" ? LOADER_CASES : isJsonCall(route) ? JSON_CALL_CASES : FORM_ACTION_CASES;

/** The targets dealt to `of` shards of about equal cases: the largest first, each to the lightest shard. */
function dealt<T extends { route: AppRoute; kind: "write" | "read" }>(targets: T[], of: number): T[][] {
  const shards = Array.from({ length: of }, () => ({ cases: 0, targets: [] as T[] }));
  for (const target of [...targets].sort((a, b) => casesOf(b) - casesOf(a) || a.route.id.localeCompare(b.route.id))) {
    const lightest = shards.reduce((min, shard) => (shard.cases < min.cases ? shard : min));
    lightest.cases += casesOf(target);
    lightest.targets.push(target);
  }
  return shards.map((shard) => shard.targets);
}

/** Fuzzes the routes dealt to shard `shard` of `of` (every route with an action, every JSON loader). */
export async function fuzzRoutes({ shard, of }: { shard: number; of: number }) {
  const routes = appRoutes(await loadWholeSourceBuild());
  const schemaWords = await schemaVocabulary();
  const targets = routes.flatMap((route) => [
    ...(route.hasAction ? [{ route, kind: "write" as const }] : []),
    ...(route.hasLoader && !route.isPage ? [{ route, kind: "read" as const }] : []),
  ]);
  const mine = dealt(targets, of)[shard - 1] ?? [];
  const label = `fuzz ${shard}/${of} (${DATABASE})`;
  console.log(`${label}: seed ${SEED}; replay with FUZZ_SEED=${SEED}`);
  let unwatchWrites: () => Promise<void> = async () => {};
  beforeAll(async () => {
    unwatchWrites = await watchWrites();
  });
  afterAll(async () => {
    await unwatchWrites();
    console.log(
      `${label}: ${totals.requests} requests fuzzed over ${mine.length} of ${targets.length} targets, ${totals.serverErrors} answered 5xx (seed ${SEED})`,
    );
  });

  describe(`fuzzing every action and JSON loader, shard ${shard} of ${of} (${DATABASE})`, () => {
    it("reads the route list from the build and deals it out", () => {
      expect(targets.length).toBeGreaterThan(40);
      expect(new Set(dealt(targets, of).flat()).size).toBe(targets.length);
      expect(mine.length).toBeGreaterThan(0);
    });

    for (const { route, kind } of mine) {
      it(`${kind === "write" ? "actions" : "GET"} ${route.pattern} (${route.id}): no 5xx, JSON errors, nothing stored when refused`, async () => {
        const findings: Finding[] = [];
        const fixture = await createFixture();
        for (const caller of [
          { label: "signed out" as const, cookie: "", fixture: fixture.fixture, apiKey: fixture.apiKey },
          { label: "host" as const, cookie: fixture.cookie, fixture: fixture.fixture, apiKey: fixture.apiKey },
        ]) {
          findings.push(...(await fuzzRoute(route, caller, kind, schemaWords)));
        }
        expect(findings, `seed ${SEED}`).toEqual([]);
      }, 120_000);
    }
  });
}
