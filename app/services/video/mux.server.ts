// Mux over its HTTP API (https://docs.mux.com/api-reference/video): Basic auth with the API
// token, JSON in and out, every call bounded by a timeout. Failures become VideoProviderError with
// a message for the host; the token never appears in a message or a log line.
import * as z from "zod";
import { getLogger } from "~/utils/logger.server";
import type { ProvidedLiveStream } from "~/models/stream.server";
import { VideoProviderError, type VideoProvider, type VideoProviderProfile } from "./provider.server";

export const MUX_INGEST_URL = "rtmps://global-live.mux.com:443/app";
const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_DETAIL_CHARS = 200;

export const MUX_MESSAGES = {
  noAnswer: "The video provider did not answer. Try again in a minute.",
  unauthorized: (status: number) => `The video provider refused the request (${status}): check MUX_TOKEN_ID and MUX_TOKEN_SECRET.`,
  refused: (status: number, detail: string | null) => `The video provider refused the request (${status})${detail ? `: ${detail}` : "."}`,
  rateLimited: "The video provider is receiving too many requests. Try again in a minute.",
  failed: (status: number) => `The video provider had a problem (${status}). Try again in a minute.`,
  unreadable: "The video provider sent an answer that could not be read. Try again in a minute.",
  notMux: "This stream was not created with Mux, so Mux cannot reset its key. Create a new stream instead.",
} as const;

/** Mux takes the encoder's stream, reports live and idle by webhook, and keeps the recordings as its assets. */
export const muxProfile: VideoProviderProfile = {
  name: "mux",
  capabilities: { testStream: false, liveByItself: true, packagesHere: false, recordsHere: false, browserSource: false },
  badge: () => "connected",
  statusLabel: () => "Mux",
  setupNote: () => "Your encoder sends your video to our streaming service. This page switches to Live by itself when your video arrives.",
};

const liveStreamSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    stream_key: z.string().min(1),
    playback_ids: z.array(z.object({ id: z.string().min(1) })).optional(),
  }),
});

const errorBodySchema = z.object({
  error: z.object({ messages: z.array(z.string()).optional(), type: z.string().optional() }),
});

export interface MuxProviderOptions {
  tokenId: string;
  tokenSecret: string;
  apiBaseUrl?: string;
  /** Per request; Mux normally answers well under a second. */
  timeoutMs?: number;
}

export function createMuxProvider({
  tokenId,
  tokenSecret,
  apiBaseUrl = "https://api.mux.com",
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: MuxProviderOptions): VideoProvider {
  const base = apiBaseUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${tokenId}:${tokenSecret}`).toString("base64")}`;

  /** One call to Mux; the parsed JSON body on 2xx (null when empty), a VideoProviderError otherwise. */
  async function call(method: "GET" | "POST" | "DELETE", path: string, { body, allow404 = false }: { body?: unknown; allow404?: boolean } = {}) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      getLogger().warn({ method, path, cause: error instanceof Error ? error.name : "unknown" }, "Mux did not answer");
      throw new VideoProviderError(MUX_MESSAGES.noAnswer);
    }

    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new VideoProviderError(MUX_MESSAGES.noAnswer);
    }
    if (response.ok || (allow404 && response.status === 404)) {
      if (!text || response.status === 404) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new VideoProviderError(MUX_MESSAGES.unreadable);
      }
    }

    const detail = errorDetail(text);
    getLogger().warn({ method, path, status: response.status, detail }, "Mux refused a request");
    const status = response.status;
    if (status === 401 || status === 403) throw new VideoProviderError(MUX_MESSAGES.unauthorized(status));
    if (status === 429) throw new VideoProviderError(MUX_MESSAGES.rateLimited);
    if (status >= 500) throw new VideoProviderError(MUX_MESSAGES.failed(status));
    throw new VideoProviderError(MUX_MESSAGES.refused(status, detail));
  }

  function readLiveStream(body: unknown) {
    const parsed = liveStreamSchema.safeParse(body);
    if (!parsed.success) {
      getLogger().warn({ issues: parsed.error.issues.map((issue) => issue.path.join(".")) }, "Mux answered with an unexpected live stream");
      throw new VideoProviderError(MUX_MESSAGES.unreadable);
    }
    return parsed.data.data;
  }

  return {
    name: muxProfile.name,
    configured: true,
    problem: () => null,
    async createLiveStream(): Promise<ProvidedLiveStream> {
      const body = await call("POST", "/video/v1/live-streams", {
        body: { playback_policy: ["public"], new_asset_settings: { playback_policy: ["public"] } },
      });
      const stream = readLiveStream(body);
      return {
        providerStreamId: stream.id,
        streamKey: stream.stream_key,
        ingestUrl: MUX_INGEST_URL,
        playbackId: stream.playback_ids?.[0]?.id ?? null,
      };
    },
    async resetStreamKey({ providerStreamId }) {
      if (!providerStreamId) throw new VideoProviderError(MUX_MESSAGES.notMux, 409);
      const body = await call("POST", `/video/v1/live-streams/${encodeURIComponent(providerStreamId)}/reset-stream-key`);
      return { streamKey: readLiveStream(body).stream_key };
    },
    async deleteLiveStream({ providerStreamId }) {
      if (!providerStreamId) return;
      await call("DELETE", `/video/v1/live-streams/${encodeURIComponent(providerStreamId)}`, { allow404: true });
    },
    // Mux ends a broadcast when the encoder stops; its "complete" call would also refuse the key
    // for the next broadcast, which End Stream must not do.
    async endBroadcast() {},
  };
}

/** Mux's own words about a refusal (`{ error: { messages: [...] } }`), kept short. */
function errorDetail(text: string): string | null {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    const message = parsed.success ? parsed.data.error.messages?.filter(Boolean).join(" ") : undefined;
    if (!message) return null;
    return message.length > MAX_DETAIL_CHARS ? `${message.slice(0, MAX_DETAIL_CHARS - 1)}…` : message;
  } catch {
    return null;
  }
}
