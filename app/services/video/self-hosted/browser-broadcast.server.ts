// The studio's browser as a stream's source: its MediaRecorder chunks (WebM, or MP4 from Safari)
// go through one ffmpeg that copies H.264 (re-encodes other video) and turns Opus into AAC,
// writing FLV that is read into a broadcast like an encoder's RTMP. From there the ingest treats
// it as any publisher: the same packager and renditions, recording, health, live state and
// reconnect window.
import type { ChildProcess } from "node:child_process";
import { getHostStreamRow } from "~/models/stream.server";
import { getConfig } from "~/utils/config.server";
import { getLogger } from "~/utils/logger.server";
import { BROWSER_INGEST_CLOSE, type BrowserIngestMessage } from "~/contracts/browser-broadcast";
import { recordingContainerOf, recordingHeaderComplete, recordingIsH264, recordingToFlvArgs } from "./hls.server";
import { claimForBrowser } from "./ingest.server";
import { spawnSupervised, stopProcess } from "./packager.server";
import { selfHostedProfile } from "./provider.server";
import type { Publisher, PublisherCut } from "./publisher.server";
import { flvPacketReader, openBroadcast, type MediaPacket, type PublisherStats } from "./rtmp.server";

/** Recording waiting in ffmpeg's stdin beyond which this server is behind for good: the browser reconnects afresh. */
const MAX_PENDING_BYTES = 32 * 1024 * 1024;
/** How long ffmpeg may take to write out the last chunks once the browser has gone. */
const DRAIN_MS = 3000;

/** The browser's side of the connection, as the WebSocket server gives it. */
export interface BrowserConnection {
  send(message: BrowserIngestMessage): void;
  close(code: number, reason: string): void;
}

export type BrowserBroadcastStart =
  | {
      ok: true;
      /** One chunk of the recording, in order. */
      receive(chunk: Buffer): void;
      /** The connection closed. */
      disconnected(): void;
    }
  | { ok: false; code: number; message: string };

const NOT_FOUND = "This stream does not exist, or it is not yours to broadcast.";
const NOT_SELF_HOSTED =
  "Going live from the browser needs this server's own video (self-hosted). With this stream's video provider, use an encoder such as OBS.";
const UNREADABLE = "Your browser sent its video in a format this server cannot read (it expects WebM or MP4).";
const TOO_SLOW = "This server fell behind your broadcast. Reconnecting with a fresh recording.";
const CONVERTER_FAILED = "This server stopped reading your broadcast. Reconnecting.";

const CUT_MESSAGES: Record<PublisherCut, { code: number; message: string }> = {
  "ended-by-host": { code: BROWSER_INGEST_CLOSE.ended, message: "The stream was stopped." },
  "taken-over": { code: BROWSER_INGEST_CLOSE.takenOver, message: "Another source took over this stream, so this browser stopped sending." },
  "key-reset": { code: BROWSER_INGEST_CLOSE.takenOver, message: "The stream key changed." },
  shutdown: { code: 1001, message: "The server is restarting. Reconnecting." },
};

/** The studio tab each browser publisher came from. */
const tabsOf = new WeakMap<Publisher, string>();

function log() {
  return getLogger().child({ component: "browser-broadcast" });
}

/**
 * The browser of `hostId`'s team asks to send the stream `streamId`. Accepted, the browser is told
 * so and its chunks are taken; refused, the answer says why and with which close code.
 */
export async function startBrowserBroadcast({
  hostId,
  streamId,
  tabId,
  takeover,
  connection,
}: {
  hostId: number;
  streamId: string;
  /** The studio tab's own id: its reconnection replaces its dropped connection. */
  tabId: string | null;
  takeover: boolean;
  connection: BrowserConnection;
}): Promise<BrowserBroadcastStart> {
  const row = await getHostStreamRow({ hostId, streamId });
  if (!row) return { ok: false, code: BROWSER_INGEST_CLOSE.notFound, message: NOT_FOUND };
  if (row.provider !== selfHostedProfile.name) return { ok: false, code: BROWSER_INGEST_CLOSE.unavailable, message: NOT_SELF_HOSTED };

  const logged = { streamId: row.streamId };
  const stats: PublisherStats = { streamPath: `/live/${row.streamId}`, ip: "", videoWidth: 0, videoHeight: 0 };
  const broadcast = openBroadcast(stats);
  const taps: Array<(packet: MediaPacket) => void> = [];
  const closeListeners: Array<() => void> = [];
  let inBytes = 0;
  let converter: ChildProcess | null = null;
  let gone = false;
  /** The browser left or was cut: the converter's exit is expected. */
  let ending = false;
  let arrived = false;

  /** Once: the publisher has left the broadcast (its last packet is in). */
  function leave() {
    if (gone) return;
    gone = true;
    for (const listener of closeListeners.splice(0)) listener();
  }

  const publisher: Publisher = {
    source: "browser",
    broadcast,
    get inBytes() {
      return inBytes;
    },
    get videoWidth() {
      return stats.videoWidth;
    },
    get videoHeight() {
      return stats.videoHeight;
    },
    tapPackets: (tap) => taps.push(tap),
    onClose: (listener) => (gone ? listener() : closeListeners.push(listener)),
    cut(why) {
      ending = true;
      const { code, message } = CUT_MESSAGES[why];
      connection.send({ type: "error", message });
      connection.close(code, why);
      const child = converter;
      converter = null;
      if (child) void stopProcess(child, 500);
      leave();
    },
    wentLive: () => connection.send({ type: "live" }),
  };

  if (tabId) tabsOf.set(publisher, tabId);
  const claim = await claimForBrowser(row, publisher, { takeover: (live) => takeover || (tabId !== null && tabsOf.get(live) === tabId) });
  if (!claim.ok) {
    if (claim.refusal === "busy") {
      const message =
        claim.liveSource === "browser"
          ? "Another browser is sending this stream. Take over to send from this one instead."
          : "Your encoder is live on this stream. Take over to send from this browser instead: the encoder is disconnected.";
      return { ok: false, code: BROWSER_INGEST_CLOSE.busy, message };
    }
    if (claim.refusal === "elsewhere") {
      return {
        ok: false,
        code: BROWSER_INGEST_CLOSE.unavailable,
        message: "Another server process carries this stream right now. Try again in a few seconds.",
      };
    }
    return { ok: false, code: BROWSER_INGEST_CLOSE.unavailable, message: `This server cannot take your broadcast: ${claim.message}` };
  }

  function fail(code: number, message: string) {
    connection.send({ type: "error", message });
    connection.close(code, message.slice(0, 100));
  }

  function startConverter(firstChunk: Buffer) {
    const container = recordingContainerOf(firstChunk);
    if (!container) {
      fail(BROWSER_INGEST_CLOSE.unreadable, UNREADABLE);
      return null;
    }
    const config = getConfig();
    const copyVideo = recordingIsH264(firstChunk);
    const child = spawnSupervised(config.FFMPEG_PATH, recordingToFlvArgs({ container, copyVideo, segmentSeconds: config.INGEST_SEGMENT_SECONDS }), [
      "pipe",
      "pipe",
      "pipe",
    ]);
    log().info({ ...logged, container, copyVideo }, "browser broadcast: converting its recording");
    const readFlv = flvPacketReader((packet) => {
      for (const tap of taps) tap(packet);
      broadcast.broadcastMessage(packet);
    });
    child.stdout?.on("data", (bytes: Buffer) => {
      if (readFlv(bytes) !== null) child.kill("SIGKILL");
    });
    let errorText = "";
    child.stderr?.setEncoding("utf8").on("data", (text: string) => (errorText = (errorText + text).slice(-1000)));
    child.stdin?.on("error", () => {});
    child.once("error", () => {});
    child.once("exit", (code, signal) => {
      if (converter === child) {
        converter = null;
        // ffmpeg ended while the browser still sends: it starts again with a fresh recording.
        if (!ending) {
          log().warn({ ...logged, code, signal, error: errorText.trim().split("\n").pop() }, "browser broadcast: the converter ended");
          fail(1011, CONVERTER_FAILED);
        }
      }
      leave();
    });
    return child;
  }

  let head: Buffer[] = [];
  connection.send({ type: "accepted" });
  return {
    ok: true,
    receive(received) {
      if (gone) return;
      inBytes += received.length;
      let chunk = received;
      if (!arrived) {
        // The converter starts once the recording's header says what it is: it may come in pieces.
        head.push(received);
        chunk = Buffer.concat(head);
        if (!recordingHeaderComplete(chunk)) return;
        head = [];
        arrived = true;
        converter = startConverter(chunk);
        if (!converter) {
          claim.abandoned();
          leave();
          return;
        }
        claim.arrived();
      }
      const stdin = converter?.stdin;
      if (!stdin || stdin.destroyed) return;
      if (stdin.writableLength > MAX_PENDING_BYTES) return fail(1011, TOO_SLOW);
      stdin.write(chunk);
    },
    disconnected() {
      ending = true;
      if (!arrived) {
        claim.abandoned();
        return leave();
      }
      const child = converter;
      if (!child) return leave();
      // ffmpeg writes out what it holds, then exits: its exit is the publisher leaving.
      child.stdin?.end();
      const drain = setTimeout(() => child.kill("SIGKILL"), DRAIN_MS);
      drain.unref();
      child.once("exit", () => clearTimeout(drain));
    },
  };
}
