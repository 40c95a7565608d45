// What the other wings may use of video/ (see README.md).
import { spawnSync } from "node:child_process";
import type { HeldLock } from "../../../db";
import { getConfig } from "~/utils/config.server";
import { onShutdown } from "~/utils/lifecycle.server";
import { lazy } from "~/utils/lazy";
import { createManualProvider, manualProfile } from "./manual.server";
import { createMuxProvider, muxProfile } from "./mux.server";
import type { VideoProvider, VideoProviderName, VideoProviderProfile } from "./provider.server";
import { selfHostedPlaybackPath } from "./self-hosted/hls.server";
import { startIngest } from "./self-hosted/ingest.server";
import {
  claimIngestLock,
  ingestProcessState,
  readIngestHeartbeat,
  startIngestHeartbeat,
  watchIngestHeartbeat,
} from "./self-hosted/ingest-process.server";
import { startRecorder } from "./self-hosted/recorder.server";
import { createSelfHostedProvider, selfHostedProfile } from "./self-hosted/provider.server";
import { followTestStreamRequests } from "./self-hosted/test-stream.server";

/**
 * Mux when its API token is configured, else this box's own video unless INGEST=off (taken in this
 * process with INGEST=on, in the ingest process with INGEST=elsewhere), else the manual provider.
 */
export const getVideoProvider = lazy((): VideoProvider => {
  const config = getConfig();
  if (config.MUX_TOKEN_ID && config.MUX_TOKEN_SECRET) {
    return createMuxProvider({ tokenId: config.MUX_TOKEN_ID, tokenSecret: config.MUX_TOKEN_SECRET, apiBaseUrl: config.MUX_API_BASE_URL });
  }
  if (config.INGEST !== "off") return createSelfHostedProvider();
  return createManualProvider({ ingestUrl: config.MANUAL_INGEST_URL ?? null });
});

/** Every provider this box can run: a stream's stored provider name finds its profile here. */
const PROFILES: readonly VideoProviderProfile[] = [selfHostedProfile, muxProfile, manualProfile];

/** What the provider a stream was created with can do; a name no provider has reads as the manual one (set by hand). */
export function videoProfileOf(providerName: string): VideoProviderProfile {
  return PROFILES.find((profile) => profile.name === providerName) ?? manualProfile;
}

/** What the configured provider can do, and its texts. */
export function configuredVideoProfile() {
  return videoProfileOf(getVideoProvider().name);
}

/** Whether the configured provider carries a stream created with `providerName`: only then can it act on it. */
export function carriesStream(providerName: string) {
  return providerName === getVideoProvider().name;
}

/** Where viewers fetch the stream's HLS playlist: this box's /hls for a self-hosted stream, else the provider's address. */
export function playbackUrl(playbackId: string | null, provider: VideoProviderName | string = getVideoProvider().name) {
  if (!playbackId) return null;
  if (provider === "self-hosted") return selfHostedPlaybackPath(playbackId);
  return getConfig().PLAYBACK_URL_TEMPLATE.replace("{playbackId}", encodeURIComponent(playbackId));
}

/** The playback address when none is configured: Mux's, which serves nothing without a Mux account. */
const MUX_PLAYBACK_URL_TEMPLATE = "https://stream.mux.com/{playbackId}.m3u8";

/**
 * Whether viewers can get a picture for a stream of `provider` on this server: its provider is
 * the one running and has no problem (the built-in ingest needs ffmpeg), or, for a stream the host
 * switches by hand, an outside server is named (its ingest or playback address). Otherwise Go Live
 * puts the page live without video.
 */
export function videoAvailable(provider: string) {
  if (provider === "manual") {
    const config = getConfig();
    return Boolean(config.MANUAL_INGEST_URL) || config.PLAYBACK_URL_TEMPLATE !== MUX_PLAYBACK_URL_TEMPLATE;
  }
  const current = getVideoProvider();
  return provider === current.name && current.problem() === null;
}

const runsIngest = () => getVideoProvider().name === "self-hosted" && getConfig().INGEST === "on";

let ingestLock: HeldLock | null = null;

/**
 * Before the server listens: the self-hosted provider's ingest process takes the ingest lock, and
 * refuses to start (a ConfigError naming the fix) while another process on the database holds it.
 */
export async function claimVideoIngest() {
  if (runsIngest()) ingestLock ??= await claimIngestLock();
}

/**
 * Opens the RTMP ingest when this process is the self-hosted provider's ingest process (checking
 * once that ffmpeg runs) and writes its heartbeat; a web process of the self-hosted provider
 * follows that heartbeat instead. Ends with the server's shutdown.
 */
export async function startVideoIngest() {
  if (getVideoProvider().name !== "self-hosted" || getConfig().INGEST === "off") return;
  if (getConfig().INGEST === "elsewhere") {
    onShutdown(watchIngestHeartbeat());
    return;
  }
  const lock = ingestLock ?? (await claimIngestLock());
  ingestLock = null;
  const ffmpeg = spawnSync(getConfig().FFMPEG_PATH, ["-version"], { stdio: "ignore", timeout: 10_000 });
  await startIngest({ ffmpegWorks: ffmpeg.status === 0 });
  onShutdown(startRecorder());
  onShutdown(followTestStreamRequests());
  onShutdown(startIngestHeartbeat(lock));
}

/** Reads again how the ingest process answers, where it runs in another process (the pages that show it call this first). */
export async function refreshIngestProcess() {
  if (getVideoProvider().name === "self-hosted") await readIngestHeartbeat();
}

/**
 * The ingest process in another process, as last read: whether it answers, when it last did, and
 * its problem; null when this process has no such ingest (it runs the ingest, or another provider).
 */
export function ingestProcess(now = Date.now()) {
  return getVideoProvider().name === "self-hosted" ? ingestProcessState(now) : null;
}
export { broadcastFigures } from "./self-hosted/ingest.server";
export type { IngestProcessState } from "./self-hosted/ingest-process.server";
export { startBrowserBroadcast, type BrowserBroadcastStart, type BrowserConnection } from "./self-hosted/browser-broadcast.server";
export * from "./mux-webhook.server";
export * from "./provider.server";
export * from "./self-hosted/recording-playlist";
export * from "./self-hosted/recordings.server";
