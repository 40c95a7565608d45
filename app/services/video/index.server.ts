import { getConfig } from "~/utils/config.server";
import { singleton } from "~/utils/singleton.server";
import { createManualProvider } from "./manual.server";
import { createMuxProvider } from "./mux.server";
import type { VideoProvider } from "./provider.server";

/** Mux when its API token is configured, otherwise the manual provider. */
export function getVideoProvider(): VideoProvider {
  return singleton("videoProvider", () => {
    const config = getConfig();
    if (config.MUX_TOKEN_ID && config.MUX_TOKEN_SECRET) {
      return createMuxProvider({ tokenId: config.MUX_TOKEN_ID, tokenSecret: config.MUX_TOKEN_SECRET, apiBaseUrl: config.MUX_API_BASE_URL });
    }
    return createManualProvider({ ingestUrl: config.MANUAL_INGEST_URL ?? null });
  });
}

/** Where viewers fetch the stream's HLS playlist. */
export function playbackUrl(playbackId: string | null) {
  if (!playbackId) return null;
  return getConfig().PLAYBACK_URL_TEMPLATE.replace("{playbackId}", encodeURIComponent(playbackId));
}
