// RTMP from encoders, parsed by node-media-server's session (RTMP in Node: no binary to install,
// no RTMP written here). Only its session and broadcast classes are used, on a net.Server of our
// own: its NodeMediaServer class would start an HTTP admin server and a JSON store and exit the
// process when a port is taken. Its logger prints stream paths, which hold the stream key: it is
// silenced, and this file logs through ours without the key.
import { createRequire } from "node:module";
import net from "node:net";

const require = createRequire(import.meta.url);

/** node-media-server's FLV-parsed packet: flags 0 audio header, 1 audio, 2 video header, 3 keyframe, 4 video frame, 5 metadata. */
export interface MediaPacket {
  codec_type: number;
  flags: number;
  dts: number;
  size: number;
  data: Buffer;
}

/** What the ingest sees of node-media-server's BroadcastServer: one publisher fanned out to subscribers. */
export interface Broadcast {
  postPublish(session: unknown): string | null;
  postPlay(session: Subscriber): string | null;
  donePlay(session: Subscriber): void;
  broadcastMessage(packet: MediaPacket): void;
  publishGraceMs: number;
  flvVideoHeader: Buffer | null;
  flvAudioHeader: Buffer | null;
}

/** A subscriber of ours: with protocol "flv" it receives the FLV header, headers, the GOP cache, then every tag. */
export interface Subscriber {
  id: string;
  ip: "";
  protocol: "flv";
  streamPath: string;
  sendBuffer(buffer: Buffer): void;
}

interface RtmpProtocol {
  /** The stream name of the publish: the stream key. */
  streamName?: string;
  onConnectCallback: (request: { app: string; name: string }) => void;
  onPushCallback: () => void;
  onPlayCallback: () => void;
  onPacketCallback: (packet: MediaPacket) => void;
}

/** node-media-server's RtmpSession, as far as the ingest drives it. */
export interface RtmpSession {
  id: string;
  socket: net.Socket;
  rtmp: RtmpProtocol;
  broadcast: Broadcast;
  streamPath: string;
  isPublisher: boolean;
  inBytes: number;
  videoWidth: number;
  videoHeight: number;
  videoFramerate: number;
  run(): void;
}

/** node-media-server's FLV reader: `parserData` returns an error text for a broken stream. */
interface FlvReader {
  onPacketCallback: (packet: MediaPacket) => void;
  parserData(buffer: Buffer): string | null;
}

function nodeMediaServer() {
  const logger = require("node-media-server/src/core/logger.js") as { log: (...args: unknown[]) => void };
  logger.log = () => {};
  const context = require("node-media-server/src/core/context.js") as { config: object };
  context.config = {};
  return {
    RtmpSession: require("node-media-server/src/session/rtmp_session.js") as new (socket: net.Socket) => RtmpSession,
    BroadcastServer: require("node-media-server/src/server/broadcast_server.js") as new (streamPath: string) => Broadcast,
    Flv: require("node-media-server/src/protocol/flv.js") as new () => FlvReader,
  };
}

/** What a broadcast learns of its publisher from the stream's metadata (node-media-server writes the size here). */
export interface PublisherStats {
  streamPath: string;
  ip: "";
  videoWidth: number;
  videoHeight: number;
}

/** A broadcast fed by hand (`broadcastMessage`) rather than by an RTMP session: for a browser's recording. */
export function openBroadcast(stats: PublisherStats) {
  const broadcast = new (nodeMediaServer().BroadcastServer)(stats.streamPath);
  broadcast.publishGraceMs = 0;
  broadcast.postPublish(stats);
  return broadcast;
}

/** Reads an FLV byte stream (ffmpeg's output) into packets; returns a function to feed it, which answers an error text or null. */
export function flvPacketReader(onPacket: (packet: MediaPacket) => void) {
  const reader = new (nodeMediaServer().Flv)();
  reader.onPacketCallback = onPacket;
  return (bytes: Buffer) => reader.parserData(bytes);
}

/**
 * The decision on a publish, taken while its packets wait. An accepted publish whose encoder left
 * while the decision was being taken is handed back (`onAbandoned`): whatever it reserved is freed.
 */
export type PublishDecision =
  { accept: true; streamPath: string; onAccepted(session: RtmpSession): void; onAbandoned(session: RtmpSession): void } | { accept: false };

export interface RtmpIngestHandlers {
  /** A publish to `app` with stream name `key`; the answer decides whether its packets flow. */
  decide(input: { app: string; key: string; session: RtmpSession }): Promise<PublishDecision>;
}

/** Packets a publish may send before its key is checked; more and it is cut. */
const MAX_WAITING_PACKETS = 2000;
/**
 * An encoder handshakes, connects and asks to publish within a second or two: a socket that has
 * not asked by then (garbage, a port scan, a client that stalls) is closed rather than held.
 */
export const PUBLISH_DEADLINE_MS = 5_000;

/** Listens for RTMP; resolves with the server once it listens (its port when 0 was asked). */
export async function listenRtmp({
  port,
  host,
  handlers,
  publishDeadlineMs = PUBLISH_DEADLINE_MS,
}: {
  port: number;
  host: string;
  handlers: RtmpIngestHandlers;
  publishDeadlineMs?: number;
}) {
  const nms = nodeMediaServer();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const deadline = setTimeout(() => socket.destroy(), publishDeadlineMs);
    deadline.unref();
    socket.on("close", () => {
      clearTimeout(deadline);
      sockets.delete(socket);
    });
    socket.setNoDelay(true);
    const session = new nms.RtmpSession(socket);
    session.run();
    let app = "";
    // The stream path would hold the key; sessions are named by the stream's public id once accepted.
    session.rtmp.onConnectCallback = (request) => {
      app = request.app;
      session.streamPath = "";
    };
    // Nobody plays RTMP from this server: viewers get HLS.
    session.rtmp.onPlayCallback = () => socket.destroy();
    const waiting: MediaPacket[] = [];
    let state: "waiting" | "accepted" | "refused" = "waiting";
    session.rtmp.onPacketCallback = (packet) => {
      if (state === "accepted") session.broadcast.broadcastMessage(packet);
      else if (state === "waiting") {
        waiting.push(packet);
        if (waiting.length > MAX_WAITING_PACKETS) socket.destroy();
      }
    };
    session.rtmp.onPushCallback = () => {
      clearTimeout(deadline);
      socket.pause();
      const key = session.rtmp.streamName ?? "";
      handlers
        .decide({ app, key, session })
        .then((decision) => {
          if (!decision.accept || socket.destroyed) {
            state = "refused";
            waiting.length = 0;
            socket.destroy();
            if (decision.accept) decision.onAbandoned(session);
            return;
          }
          const broadcast = new nms.BroadcastServer(decision.streamPath);
          broadcast.publishGraceMs = 0;
          session.broadcast = broadcast;
          session.streamPath = decision.streamPath;
          broadcast.postPublish(session);
          session.isPublisher = true;
          state = "accepted";
          decision.onAccepted(session);
          for (const packet of waiting.splice(0)) broadcast.broadcastMessage(packet);
          socket.resume();
        })
        .catch(() => {
          state = "refused";
          socket.destroy();
        });
    };
  });
  server.maxConnections = 200;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host }, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
