// The default video provider: this box takes the encoder's RTMP itself and serves HLS from DATA_DIR.
import { getConfig } from "~/utils/config.server";
import { randomToken } from "~/utils/tokens.server";
import type { VideoProvider, VideoProviderProfile } from "../provider.server";
import { cutPublisherForKeyReset, endStreamBroadcast, ingestPort, ingestProblem } from "./ingest.server";
import { ingestProcessProblem } from "./ingest-process.server";
import { startTestStream, stopTestStream, testStreamEndsAt } from "./test-stream.server";

/** This box takes the encoder's RTMP, packages and records it, and goes live as the video arrives. */
export const selfHostedProfile: VideoProviderProfile = {
  name: "self-hosted",
  capabilities: { testStream: true, liveByItself: true, packagesHere: true, recordsHere: true, browserSource: true },
  badge: () => "built-in",
  statusLabel: () => {
    const config = getConfig();
    const where = config.INGEST === "on" ? "on this server" : "in this server's ingest process";
    return `Built-in ingest ${where} (encoders publish to ${ingestUrl()})`;
  },
  setupNote: () => "Your encoder (OBS, for example) sends your video straight to this server. The event goes live by itself when your video arrives.",
};

/**
 * The address encoders publish to, the stream key as stream name: INGEST_RTMP_URL when set, else
 * rtmp://{PUBLIC_URL host, else localhost}:{port}/live.
 */
export function ingestUrl() {
  const config = getConfig();
  if (config.INGEST_RTMP_URL) return config.INGEST_RTMP_URL;
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : "localhost";
  return `rtmp://${host}:${ingestPort() ?? config.INGEST_RTMP_PORT}/live`;
}

export function createSelfHostedProvider(): VideoProvider {
  return {
    name: selfHostedProfile.name,
    configured: true,
    problem: () => ingestProblem() ?? ingestProcessProblem(),
    async createLiveStream() {
      return { providerStreamId: null, streamKey: randomToken(24), ingestUrl: ingestUrl(), playbackId: randomToken(16) };
    },
    async resetStreamKey(stream) {
      cutPublisherForKeyReset(stream.streamRowId);
      return { streamKey: randomToken(24) };
    },
    async deleteLiveStream(stream) {
      await stopTestStream(stream);
      await endStreamBroadcast(stream.streamRowId);
    },
    async endBroadcast(stream) {
      await stopTestStream(stream);
      await endStreamBroadcast(stream.streamRowId);
    },
    startTestStream,
    stopTestStream,
    testStreamEndsAt,
  };
}
