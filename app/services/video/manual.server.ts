import { getConfig } from "~/utils/config.server";
import { randomToken } from "~/utils/tokens.server";
import type { VideoProvider, VideoProviderProfile } from "./provider.server";

/** An outside server set by hand (MANUAL_INGEST_URL), or none: nothing happens here by itself. */
export const manualProfile: VideoProviderProfile = {
  name: "manual",
  capabilities: { testStream: false, liveByItself: false, packagesHere: false, recordsHere: false, browserSource: false },
  badge: () => (getConfig().MANUAL_INGEST_URL ? "manual" : "setup"),
  statusLabel: () => {
    const ingestUrl = getConfig().MANUAL_INGEST_URL;
    return ingestUrl ? `Outside ingest server ${ingestUrl}` : "None: hosts go live by hand";
  },
  setupNote: () =>
    getConfig().MANUAL_INGEST_URL
      ? "Your encoder sends your video to the address below. Press Go Live when you start and Stop stream when you pause."
      : null,
};

/**
 * No provider configured: the stream key is generated here, the ingest address is the one the
 * self-hoster configured (or none), and the host switches the live state by hand.
 */
export function createManualProvider({ ingestUrl }: { ingestUrl: string | null }): VideoProvider {
  return {
    name: manualProfile.name,
    configured: false,
    problem: () => null,
    async createLiveStream() {
      return { providerStreamId: null, streamKey: randomToken(24), ingestUrl, playbackId: randomToken(16) };
    },
    async resetStreamKey() {
      return { streamKey: randomToken(24) };
    },
    async deleteLiveStream() {},
    // The outside server is not ours to cut; the host's End Stream only changes the state here.
    async endBroadcast() {},
  };
}
