import { getConfig } from "~/utils/config.server";

/**
 * The environment of an app process (startAppProcess) with the built-in ingest, signing sessions as
 * this test process does: RTMP on a free port, one-second segments, HLS and recordings in
 * `dataDir`; `env` on top.
 */
export function ingestAppEnv(dataDir: string, env: Record<string, string> = {}) {
  return {
    SESSION_SECRET: getConfig().SESSION_SECRET,
    DATA_DIR: dataDir,
    INGEST: "on",
    INGEST_RTMP_PORT: "0",
    INGEST_SEGMENT_SECONDS: "1",
    ...env,
  };
}

/** A stream on such an app as the API answers its host: the built-in ingest always gives it a key, an RTMP address and a playback id. */
export interface IngestStream {
  streamId: string;
  streamKey: string;
  ingestUrl: string;
  playbackId: string;
  provider: string;
  isLive: boolean;
  status: string;
}
