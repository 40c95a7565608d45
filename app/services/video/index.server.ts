import { spawnSync } from "node:child_process";
import { getConfig } from "~/utils/config.server";
import { singleton } from "~/utils/singleton.server";
import { createManualProvider } from "./manual.server";
import { createMuxProvider } from "./mux.server";
import type { VideoProvider, VideoProviderName } from "./provider.server";
import { selfHostedPlaybackPath } from "./self-hosted/hls.server";
import { startIngest } from "./self-hosted/ingest.server";
import { startRecorder } from "./self-hosted/recorder.server";
import { createSelfHostedProvider } from "./self-hosted/provider.server";

/** Mux when its API token is configured, else this box's own ingest unless INGEST=off, else the manual provider. */
export function getVideoProvider(): VideoProvider {
  return singleton("videoProvider", () => {
    const config = getConfig();
    if (config.MUX_TOKEN_ID && config.MUX_TOKEN_SECRET) {
      return createMuxProvider({ tokenId: config.MUX_TOKEN_ID, tokenSecret: config.MUX_TOKEN_SECRET, apiBaseUrl: config.MUX_API_BASE_URL });
    }
    if (config.INGEST === "on") return createSelfHostedProvider();
    return createManualProvider({ ingestUrl: config.MANUAL_INGEST_URL ?? null });
  });
}

/** Where viewers fetch the stream's HLS playlist: this box's /hls for a self-hosted stream, else the provider's address. */
export function playbackUrl(playbackId: string | null, provider: VideoProviderName | string = getVideoProvider().name) {
  if (!playbackId) return null;
  if (provider === "self-hosted") return selfHostedPlaybackPath(playbackId);
  return getConfig().PLAYBACK_URL_TEMPLATE.replace("{playbackId}", encodeURIComponent(playbackId));
}

/** Opens the RTMP ingest when this process is the self-hosted provider (checking once that ffmpeg runs); ends with the server's shutdown. */
export async function startVideoIngest() {
  if (getVideoProvider().name !== "self-hosted") return;
  const ffmpeg = spawnSync(getConfig().FFMPEG_PATH, ["-version"], { stdio: "ignore", timeout: 10_000 });
  startRecorder();
  await startIngest({ ffmpegWorks: ffmpeg.status === 0 });
}
