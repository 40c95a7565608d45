// Importing a host's contacts (a 1 MB file of 5,000 contacts) while the app serves everyone else:
// one app process gets the file through POST /api/events/{id}/invitations/import (JSON), and
// through the audience page's form (the preview upload, then the import post carrying the file
// back with the browser's CRLF line breaks), each run into a fresh event. Prints each call's time
// and the longest the app's event loop was blocked during it (monitorEventLoopDelay in the app's
// process, 1 ms resolution), per run and as medians, on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set (in a throwaway database beside it).
// Run: npx remix build && npx tsx tests/bench/contacts-import.ts [runs=5] [appDir=.]
// (appDir: another checkout with its own build, e.g. the code before a change, to compare.)
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { CONTACTS_FILE_MAX_BYTES, CONTACTS_MAX_ROWS } from "~/contracts/contacts-import";
import { freePort, waitUntilUp } from "../support/ports";
import { createThrowawayDatabase } from "../support/throwaway-database";
import { benchServerEnv, median } from "./bench-app";

const RUNS = Number(process.argv[2] ?? 5);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const appDir = path.resolve(process.argv[3] ?? root);

// Loaded into the app process: "start" resets the event-loop delay histogram, "stop" answers its maximum.
const PROBE = `data:text/javascript,import{monitorEventLoopDelay}from"node:perf_hooks";const h=monitorEventLoopDelay({resolution:1});process.on("message",(m)=>{if(m==="start"){h.reset();h.enable();process.send("started")}else{h.disable();process.send({maxMs:h.max/1e6})}})`;

/** A header and 5,000 contacts, the notes column filling the file to exactly 1 MB. */
function contactsFile() {
  const rowsOf = (notes: string) => Array.from({ length: CONTACTS_MAX_ROWS }, (_, i) => `guest${i}@example.com,First${i},Last${i},${notes}`);
  const fileOf = (rows: string[]) => `Email,First name,Last name,Notes\n${rows.join("\n")}\n`;
  const notes = "n".repeat(Math.floor((CONTACTS_FILE_MAX_BYTES - Buffer.byteLength(fileOf(rowsOf("")))) / CONTACTS_MAX_ROWS));
  const rows = rowsOf(notes);
  rows[0] += "n".repeat(CONTACTS_FILE_MAX_BYTES - Buffer.byteLength(fileOf(rows)));
  return fileOf(rows);
}

const csv = contactsFile();
if (Buffer.byteLength(csv) !== CONTACTS_FILE_MAX_BYTES) throw new Error("the file is not 1 MB");

interface Timed<T> {
  ms: number;
  maxBlockMs: number;
  body: T;
}

/** The runs on one database: SQLite in the app's data folder when `databaseUrl` is null. */
async function bench(label: string, databaseUrl: string | null) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "contacts-import-bench-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = spawn(process.execPath, ["--import", "tsx", "--import", PROBE, "server.ts"], {
    cwd: appDir,
    env: benchServerEnv({ port, dataDir, databaseUrl }),
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const ask = <T>(message: string) =>
    new Promise<T>((resolve) => {
      app.once("message", (answer) => resolve(answer as T));
      app.send(message);
    });
  let addresses = 0;
  const nextAddress = () => `10.78.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

  /** A POST on a connection of its own: the server closes a kept-alive one left idle through a long import. */
  function post(pathname: string, headers: Record<string, string>, body: Buffer) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        `${url}${pathname}`,
        { method: "POST", agent: false, headers: { ...headers, "Content-Length": body.length } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  /** One call, with the longest event-loop block the app saw between sending it and reading its whole answer. */
  async function timed<T>(pathname: string, headers: Record<string, string>, payload: string | FormData, expected: number): Promise<Timed<T>> {
    const encoded = new Response(payload);
    const body = Buffer.from(await encoded.arrayBuffer());
    const type = headers["Content-Type"] ?? encoded.headers.get("Content-Type") ?? "";
    await ask("start");
    const started = performance.now();
    const { status, text } = await post(pathname, { ...headers, "Content-Type": type }, body);
    const ms = performance.now() - started;
    const { maxMs } = await ask<{ maxMs: number }>("stop");
    if (status !== expected) throw new Error(`${pathname} answered ${status}: ${text.slice(0, 300)}`);
    return { ms, maxBlockMs: maxMs, body: JSON.parse(text) as T };
  }

  async function signUp(name: string) {
    const response = await fetch(`${url}/api/auth/signup`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": nextAddress() },
      body: JSON.stringify({ firstName: name, lastName: "Bench", email: `${name}-${Date.now()}@example.com`, password: "bench-password-1" }),
    });
    if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
    return response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  async function newEvent(cookie: string, run: number) {
    const response = await fetch(`${url}/api/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ title: `Import night ${run}`, scheduledAt: new Date(Date.now() + 86_400_000).toISOString() }),
    });
    if (response.status !== 201) throw new Error(`creating an event answered ${response.status}`);
    return ((await response.json()) as { id: number }).id;
  }

  const formHeaders = (cookie: string) => ({ Cookie: cookie, "X-Forwarded-For": nextAddress(), "Sec-Fetch-Site": "same-origin" });
  const FORM_PATH = "/audience/import?_data=routes%2F_workspace.audience_.import";
  const imported = (count: number | undefined) => {
    if (count !== CONTACTS_MAX_ROWS) throw new Error(`imported ${count} of ${CONTACTS_MAX_ROWS}`);
  };

  try {
    await waitUntilUp(`${url}/healthz`, 1200);
    const jsonHost = await signUp("json");
    const formHost = await signUp("form");
    const figures: Record<"json" | "preview" | "import", { ms: number[]; block: number[] }> = {
      json: { ms: [], block: [] },
      preview: { ms: [], block: [] },
      import: { ms: [], block: [] },
    };
    const note = (key: keyof typeof figures, call: Timed<unknown>) => {
      figures[key].ms.push(call.ms);
      figures[key].block.push(call.maxBlockMs);
    };
    for (let run = 1; run <= RUNS; run += 1) {
      const jsonEvent = await newEvent(jsonHost, run);
      const json = await timed<{ counts: { imported: number } }>(
        `/api/events/${jsonEvent}/invitations/import`,
        { "Content-Type": "application/json", Cookie: jsonHost, "X-Forwarded-For": nextAddress() },
        JSON.stringify({ csv }),
        201,
      );
      imported(json.body.counts.imported);
      note("json", json);

      const formEvent = String(await newEvent(formHost, run));
      const upload = new FormData();
      upload.append("intent", "preview");
      upload.append("eventId", formEvent);
      upload.append("file", new Blob([csv], { type: "text/csv" }), "contacts.csv");
      const preview = await timed<{ csv: string }>(FORM_PATH, formHeaders(formHost), upload, 200);
      note("preview", preview);
      const mapping = new FormData();
      for (const [name, value] of Object.entries({
        intent: "import",
        eventId: formEvent,
        fileName: "contacts.csv",
        email: "0",
        firstName: "1",
        lastName: "2",
      }))
        mapping.append(name, value);
      mapping.append("csv", preview.body.csv.replace(/\n/g, "\r\n"));
      const report = await timed<{ report: { counts: { imported: number } } }>(FORM_PATH, formHeaders(formHost), mapping, 200);
      imported(report.body.report.counts.imported);
      note("import", report);

      console.log(
        `${label} run ${run}: JSON ${json.ms.toFixed(0)} ms (block ${json.maxBlockMs.toFixed(0)} ms); ` +
          `form preview ${preview.ms.toFixed(0)} ms (block ${preview.maxBlockMs.toFixed(0)} ms), ` +
          `import ${report.ms.toFixed(0)} ms (block ${report.maxBlockMs.toFixed(0)} ms)`,
      );
    }
    const line = (name: string, { ms, block }: { ms: number[]; block: number[] }) =>
      console.log(
        `${label} ${name.padEnd(20)} median ${median(ms).toFixed(0).padStart(6)} ms   event loop blocked: median ${median(block)
          .toFixed(0)
          .padStart(5)} ms, max ${Math.max(...block)
          .toFixed(0)
          .padStart(5)} ms`,
      );
    line("JSON call", figures.json);
    line("form: preview", figures.preview);
    line("form: import", figures.import);
  } finally {
    app.kill("SIGTERM");
    await new Promise((resolve) => app.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`app: ${appDir}; ${RUNS} runs; ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1)}`);
await bench("SQLite", null);
const shared = process.env.TEST_DATABASE_URL;
if (shared) {
  const scratch = await createThrowawayDatabase(shared, "contacts_import_bench");
  try {
    await bench("PostgreSQL", scratch.url);
  } finally {
    await scratch.drop();
  }
}
