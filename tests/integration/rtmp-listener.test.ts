import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { listenRtmp, PUBLISH_DEADLINE_MS, type PublishDecision, type RtmpIngestHandlers } from "~/services/video/self-hosted/rtmp.server";
import { startEncoder, type Encoder } from "../support/encoder";

// The RTMP listener itself, before any stream logic: what it does with sockets that never publish,
// and with an encoder that leaves while its key is being checked.
const running: { close: () => Promise<void> }[] = [];
const encoders: Encoder[] = [];
afterEach(async () => {
  for (const encoder of encoders.splice(0)) await encoder.stop();
  for (const server of running.splice(0)) await server.close();
});

async function listen(handlers: RtmpIngestHandlers, publishDeadlineMs?: number) {
  const server = await listenRtmp({ port: 0, host: "127.0.0.1", handlers, publishDeadlineMs });
  running.push(server);
  return server;
}

/** Resolves with the milliseconds until the server closed the socket (or null if it stayed open past `waitMs`). */
function closedWithin(socket: net.Socket, waitMs: number) {
  const opened = performance.now();
  return new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(performance.now() - opened);
    });
  });
}

describe("the RTMP listener", () => {
  it("closes a socket that has not asked to publish by the deadline: garbage, or nothing at all", async () => {
    expect(PUBLISH_DEADLINE_MS).toBe(5_000);
    const never = { decide: () => Promise.reject(new Error("no publish expected")) };
    const { port } = await listen(never, 400);
    const garbage = net.connect(port, "127.0.0.1");
    garbage.on("error", () => undefined);
    garbage.on("connect", () => garbage.write(Buffer.alloc(1537, 0x41)));
    // Read what the server answers (its handshake), as a client does: the close comes after it.
    garbage.resume();
    const silent = net.connect(port, "127.0.0.1");
    silent.on("error", () => undefined);
    const [garbageClosed, silentClosed] = await Promise.all([closedWithin(garbage, 3_000), closedWithin(silent, 3_000)]);
    expect({ garbageClosed, silentClosed }).toEqual({ garbageClosed: expect.any(Number), silentClosed: expect.any(Number) });
    expect(silentClosed).toBeGreaterThanOrEqual(350);
  });

  it("hands an accepted publish back when its encoder left during the key check, and never starts it", async () => {
    const publishing: { encoder?: Encoder } = {};
    const outcome = { accepted: 0, abandoned: 0 };
    const handlers: RtmpIngestHandlers = {
      async decide({ session }): Promise<PublishDecision> {
        // The encoder goes away while the key is being checked (a slow database, a flaky uplink).
        const closed = new Promise((resolve) => session.socket.once("close", resolve));
        publishing.encoder?.child.kill("SIGKILL");
        await closed;
        return { accept: true, streamPath: "/live/s1", onAccepted: () => (outcome.accepted += 1), onAbandoned: () => (outcome.abandoned += 1) };
      },
    };
    const { port } = await listen(handlers);
    const encoder = startEncoder(`rtmp://127.0.0.1:${port}/live/some-key`, { width: 320, height: 180, frameRate: 10, seconds: 20 });
    publishing.encoder = encoder;
    encoders.push(encoder);
    await expect.poll(() => outcome, { timeout: 15_000 }).toEqual({ accepted: 0, abandoned: 1 });
  });
});
