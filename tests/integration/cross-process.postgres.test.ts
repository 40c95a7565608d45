import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { getConfig } from "~/utils/config.server";
import { publishLiveEvent } from "~/services/realtime/bus.server";
import type { ChatMessage } from "~/contracts/live-events";
import { startAppProcess, stopAppProcess, type AppProcess } from "../support/app-process";
import { createHost, uniqueEmail } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { openEventStream } from "../support/sse";
import { connectSocket } from "../support/ws-client";
import { workerDatabase } from "../support/worker-database";
import { createTestStream } from "../support/streams";

// Several app processes on one PostgreSQL database: live events cross them by LISTEN/NOTIFY.
// (On SQLite one process serves everything: there is nothing to cross.)

describe("live events across app processes (PostgreSQL LISTEN/NOTIFY)", () => {
  const first = startAppForTests();
  const second = { url: "", app: undefined as AppProcess | undefined, dataDir: "" };

  beforeAll(async () => {
    second.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "second-app-"));
    second.app = await startAppProcess(workerDatabase().databaseUrl, {
      DATA_DIR: second.dataDir,
      LOG_LEVEL: "silent",
      // Both processes sign and read the same cookies.
      SESSION_SECRET: getConfig().SESSION_SECRET,
    });
    second.url = second.app.url;
  });

  afterAll(async () => {
    await stopAppProcess(second.app);
    if (second.dataDir) fs.rmSync(second.dataDir, { recursive: true, force: true });
  });

  async function setup() {
    const host = await createHost();
    const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Two processes", eventId: null });
    const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("xp"), firstName: "Xena" });
    return { host, stream, rowId, viewer };
  }

  const patchStream = (baseUrl: string, streamId: string, cookie: string, body: unknown) =>
    fetch(`${baseUrl}/api/streams/${streamId}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify(body),
    });

  it("events published by this process reach SSE and WebSocket clients of the other process", async () => {
    const { host, stream, rowId, viewer } = await setup();
    const sse = await openEventStream(`${second.url}/api/streams/${stream.streamId}/events?token=${viewer.uniqueId}`);
    const socket = await connectSocket(`${second.url.replace(/^http/, "ws")}/ws?streamId=${stream.streamId}&token=${viewer.uniqueId}`);
    try {
      expect(sse.response.status).toBe(200);
      await sse.next((e) => e.event === "stream_status");
      socket.send({ type: "join", streamId: stream.streamId, role: "viewer" });
      await socket.next((m) => m.type === "joined");

      const message: ChatMessage = {
        id: 1,
        message: "Across processes",
        status: "active",
        stickyOrder: null,
        timestamp: "2030-01-01T00:00:00.000Z",
        isStreamer: true,
        viewer: null,
      };
      const chat = await publishLiveEvent({ streamRowId: rowId, type: "chat_message", data: message });
      expect(await sse.next((e) => e.event === "chat_message")).toEqual({ id: String(chat.id), event: "chat_message", data: message });
      expect(await socket.next((m) => m.type === "chat_message")).toEqual({ type: "chat_message", data: message, id: chat.id });

      // Through the first app's API: the host goes live there; the other process's clients see it.
      const cookie = await signInCookie(first.url, host);
      expect((await patchStream(first.url, stream.streamId, cookie, { isLive: true })).status).toBe(200);
      const viaSse = await sse.next((e) => e.event === "stream_status" && e.id !== null);
      expect(viaSse.data).toMatchObject({ streamId: stream.streamId, isLive: true });
      const viaSocket = await socket.next((m) => m.type === "stream_status");
      expect(viaSocket).toMatchObject({ data: { isLive: true }, id: Number(viaSse.id) });
    } finally {
      sse.close();
      socket.close();
    }
  });

  it("events published by the other process reach this process's clients, and one session works on both", async () => {
    const { host, stream } = await setup();
    const cookie = await signInCookie(first.url, host);
    const sse = await openEventStream(`${first.url}/api/streams/${stream.streamId}/events`, { Cookie: cookie });
    const socket = await connectSocket(`${second.url.replace(/^http/, "ws")}/ws?streamId=${stream.streamId}`, { headers: { Cookie: cookie } });
    try {
      await sse.next((e) => e.event === "stream_status");
      socket.send({ type: "join", streamId: stream.streamId, role: "streamer" });
      expect(await socket.next((m) => m.type === "joined")).toMatchObject({ role: "streamer" });

      expect((await patchStream(second.url, stream.streamId, cookie, { isLive: true })).status).toBe(200);
      expect((await sse.next((e) => e.event === "stream_status" && e.id !== null)).data).toMatchObject({ isLive: true });
      expect(await socket.next((m) => m.type === "stream_status")).toMatchObject({ data: { isLive: true } });
    } finally {
      sse.close();
      socket.close();
    }
  });
});
