import { spawn } from "node:child_process";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { builtServer } from "../support/app-process";
import { createHost, uniqueEmail } from "../support/factories";
import { until } from "../support/wait";
import { connectSocket } from "../support/ws-client";
import { workerDatabase } from "../support/worker-database";
import { createTestStream } from "../support/streams";

const SHUTDOWN_LOG = /"msg":"shutting down"/g;

function startChild(args = [builtServer()], { detached = false } = {}) {
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATABASE_URL: workerDatabase().databaseUrl,
      DATA_DIR: workerDatabase().dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", () => {
      const match = /ShowUp is running(?: at|: open) (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace("localhost", "127.0.0.1"));
    });
    child.once("exit", (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
  // "close": the output is complete (under scripts/start.mjs the server shares the pipes).
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once("close", (code) => resolve({ code, at: Date.now() })));
  return { child, url, exited, output: () => output };
}

/** Starts the app as `npm start` does, in its own process group, so a signal can reach the group as Ctrl-C does. */
function startLikeNpmStart() {
  // A stale build fails here: npm start would rebuild it first, for longer than the test may take.
  builtServer();
  const started = startChild(["scripts/start.mjs"], { detached: true });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(started.child.pid ?? 0), signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    }
  };
  return { ...started, signalGroup };
}

/** A viewer of a real stream with a joined WebSocket, an open event stream and a chat POST whose body is still arriving. */
async function openClients(base: string) {
  const host = await createHost();
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Shutdown stream", eventId: null });
  const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("shutdown"), firstName: "Sid" });

  const socket = await connectSocket(`${base.replace(/^http/, "ws")}/ws?streamId=${stream.streamId}&token=${viewer.uniqueId}`);
  expect(await socket.next()).toEqual({ type: "connection_established" });
  socket.send({ type: "join", streamId: stream.streamId, role: "viewer" });
  expect(await socket.next()).toEqual({ type: "joined", streamId: stream.streamId, role: "viewer" });
  // Connected but not yet joined: it must be closed as cleanly.
  const waiting = await connectSocket(`${base.replace(/^http/, "ws")}/ws?streamId=${stream.streamId}&token=${viewer.uniqueId}`);
  expect(await waiting.next()).toEqual({ type: "connection_established" });

  const events = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get(
        `${base}/api/streams/${stream.streamId}/events?token=${viewer.uniqueId}`,
        { agent: false, headers: { Accept: "text/event-stream" } },
        resolve,
      )
      .on("error", reject),
  );
  expect(events.statusCode).toBe(200);
  const eventsEnded = new Promise<"ended" | "cut">((resolve) => {
    events.on("end", () => resolve("ended"));
    events.on("error", () => resolve("cut"));
  });
  events.resume();

  const body = JSON.stringify({ message: "Sent while the server stops", token: viewer.uniqueId });
  const chat = http.request(`${base}/api/streams/${stream.streamId}/chat`, {
    method: "POST",
    agent: false,
    // The server answers "100 Continue" once it has the request's headers: from then on the request
    // is in flight, not an idle connection, and that is when the signal must come.
    headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Expect: "100-continue" },
  });
  const chatAnswer = new Promise<number | "cut">((resolve) => {
    chat.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve("cut"));
    });
    chat.on("error", () => resolve("cut"));
  });
  const headersRead = new Promise((resolve) => chat.once("continue", resolve));
  chat.flushHeaders();
  await headersRead;
  chat.write(body.slice(0, 10));
  return { sockets: [socket, waiting], eventsEnded, chatAnswer, finishChat: () => chat.end(body.slice(10)) };
}

describe("graceful shutdown", () => {
  it("on SIGTERM stops accepting, lets an idle keep-alive go, and exits cleanly within a few seconds", async () => {
    const { child, url, exited } = startChild();
    const base = await url;
    const agent = new http.Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) =>
      http
        .get(`${base}/healthz`, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        })
        .on("error", reject),
    );
    expect(status).toBe(200);

    const sentAt = Date.now();
    child.kill("SIGTERM");
    const { code, at } = await exited;
    agent.destroy();
    expect(code).toBe(0);
    expect(at - sentAt).toBeLessThan(5000);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 30_000);

  // Ctrl-C or a container stop signals the whole group: the server gets the signal from it and
  // again from scripts/start.mjs, which forwards it.
  it.each([
    ["one SIGTERM", [] as NodeJS.Signals[]],
    ["a SIGTERM, then SIGTERM and SIGINT again while it stops", ["SIGTERM", "SIGINT"] as NodeJS.Signals[]],
  ])(
    "under npm start, %s to the process group shuts down once and cleanly",
    async (_, repeats) => {
      const app = startLikeNpmStart();
      try {
        const { sockets, eventsEnded, chatAnswer, finishChat } = await openClients(await app.url);

        const sentAt = Date.now();
        app.signalGroup("SIGTERM");
        await until(() => (app.output().match(SHUTDOWN_LOG) ?? []).length > 0, 2_000, { message: () => `no shutdown logged: ${app.output()}` });
        for (const signal of repeats) app.signalGroup(signal);
        // Going away (1001), never the abnormal 1006 of a cut connection.
        for (const socket of sockets) expect((await socket.closed).code).toBe(1001);
        expect(await eventsEnded).toBe("ended");
        finishChat();
        expect(await chatAnswer).toBe(201);

        const { code, at } = await app.exited;
        expect(code).toBe(0);
        expect(at - sentAt).toBeLessThan(5000);
        expect(app.output().match(SHUTDOWN_LOG)).toHaveLength(1);
      } finally {
        app.signalGroup("SIGKILL");
      }
    },
    30_000,
  );
});
