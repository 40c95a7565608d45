// What the ingest needs of whatever sends a stream's video: an encoder over RTMP, or the studio's
// browser sending its recording. Both arrive as a node-media-server broadcast of FLV packets, so
// the packager, health, recording and live state treat them alike.
import type { Broadcast, MediaPacket, RtmpSession } from "./rtmp.server";

export type PublisherSource = "encoder" | "browser";

/** Why the ingest ends a publisher's connection. */
export type PublisherCut = "ended-by-host" | "taken-over" | "key-reset" | "shutdown";

export interface Publisher {
  readonly source: PublisherSource;
  /** Set once the publish is accepted. */
  readonly broadcast: Broadcast;
  /** Bytes received so far, for the health's ingest rate. */
  readonly inBytes: number;
  readonly videoWidth: number;
  readonly videoHeight: number;
  /** Sees each packet before the broadcast fans it out. */
  tapPackets(tap: (packet: MediaPacket) => void): void;
  /** Called once, when the publisher is gone and its last packet is in the broadcast. */
  onClose(listener: () => void): void;
  cut(why: PublisherCut): void;
  /** Viewers see the broadcast. */
  wentLive(): void;
}

export function encoderPublisher(session: RtmpSession): Publisher {
  return {
    source: "encoder",
    get broadcast() {
      return session.broadcast;
    },
    get inBytes() {
      return session.inBytes;
    },
    get videoWidth() {
      return session.videoWidth;
    },
    get videoHeight() {
      return session.videoHeight;
    },
    tapPackets(tap) {
      const forward = session.rtmp.onPacketCallback;
      session.rtmp.onPacketCallback = (packet) => {
        tap(packet);
        forward(packet);
      };
    },
    onClose(listener) {
      session.socket.once("close", listener);
    },
    cut() {
      session.socket.destroy();
    },
    wentLive() {},
  };
}
