import { randomToken } from "~/utils/tokens.server";
import type { VideoProvider } from "./provider.server";

/**
 * No provider configured: the stream key is generated here, the ingest address is the one the
 * self-hoster configured (or none), and the host switches the live state by hand.
 */
export function createManualProvider({ ingestUrl }: { ingestUrl: string | null }): VideoProvider {
  return {
    name: "manual",
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
