// Mux webhooks (https://docs.mux.com/core/verify-webhook-signatures): the `mux-signature` header
// is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. Several v1 values may be sent
// (while a secret is rotated); one match is enough. Old or future timestamps are refused so a
// captured delivery cannot be replayed later.
import crypto from "node:crypto";
import * as z from "zod";
import type { ProviderStatusChange } from "~/models/stream.server";
import { HttpError } from "~/utils/http.server";

export const MUX_SIGNATURE_HEADER = "mux-signature";
export const DEFAULT_TOLERANCE_SECONDS = 300;
const MAX_HEADER_CHARS = 2048;

export type SignatureFailure = "missing" | "malformed" | "expired" | "mismatch";
export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: SignatureFailure; error: string };

const FAILURE_TEXT: Record<SignatureFailure, string> = {
  missing: "The Mux-Signature header is missing.",
  malformed: "The Mux-Signature header is malformed.",
  expired: "The Mux-Signature timestamp is too old or in the future.",
  mismatch: "The Mux-Signature does not match the body.",
};

const fail = (reason: SignatureFailure): SignatureCheck => ({ ok: false, reason, error: FAILURE_TEXT[reason] });

function toBytes(value: string | Uint8Array) {
  return typeof value === "string" ? Buffer.from(value, "utf8") : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

/** The hex v1 signature Mux computes for `body` at unix time `t`. */
export function muxSignatureDigest({ rawBody, secret, timestamp }: { rawBody: string | Uint8Array; secret: string; timestamp: number }) {
  return crypto.createHmac("sha256", secret).update(`${timestamp}.`).update(toBytes(rawBody)).digest("hex");
}

/** Checks a `mux-signature` header against the exact bytes received. */
export function verifyMuxSignature({
  rawBody,
  header,
  secret,
  now = new Date(),
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
}: {
  rawBody: string | Uint8Array;
  header: string | null | undefined;
  secret: string;
  now?: Date;
  toleranceSeconds?: number;
}): SignatureCheck {
  if (!header || !header.trim()) return fail("missing");
  if (header.length > MAX_HEADER_CHARS || !secret) return fail("malformed");

  let timestamp: number | null = null;
  const candidates: Buffer[] = [];
  for (const part of header.split(",")) {
    const separator = part.indexOf("=");
    if (separator < 1) return fail("malformed");
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === "t") {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return fail("malformed");
      timestamp = Number(value);
    } else if (key === "v1") {
      // A value that is not a SHA-256 hex digest can never match; skip it rather than fail, so a
      // valid value beside it still counts.
      if (/^[0-9a-f]{64}$/i.test(value)) candidates.push(Buffer.from(value, "hex"));
    }
    // Other schemes (v0, ...) are ignored, as Mux's own libraries do.
  }
  if (timestamp === null || candidates.length === 0) return fail("malformed");

  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return fail("expired");

  const expected = Buffer.from(muxSignatureDigest({ rawBody, secret, timestamp }), "hex");
  let matched = false;
  for (const candidate of candidates) {
    // Every candidate is compared, in constant time each.
    if (crypto.timingSafeEqual(candidate, expected)) matched = true;
  }
  return matched ? { ok: true, timestamp } : fail("mismatch");
}

/** Mux event types that change a live stream's state, and what they mean. */
const STATUS_EVENTS: Record<string, { live: boolean; status: string }> = {
  "video.live_stream.active": { live: true, status: "active" },
  "video.live_stream.idle": { live: false, status: "idle" },
};

const id = z.string().trim().min(1).max(255);
const eventTypeSchema = z.object({ type: z.string() });
const statusEventSchema = z
  .object({
    id,
    type: z.string(),
    created_at: z
      .string()
      .max(64)
      .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && Number.isFinite(Date.parse(value)), "created_at must be an ISO date-time"),
    data: z.object({ id: id.optional() }).optional(),
    object: z.object({ id: id.optional() }).optional(),
  })
  .refine((event) => event.data?.id ?? event.object?.id, { message: "data.id or object.id is required", path: ["data", "id"] });

/** A 400 to Mux: the delivery is signed but not an event we can read. */
export class InvalidMuxEventError extends HttpError {
  constructor(readonly issues: string[]) {
    super(400, `The Mux event is not valid: ${issues.join("; ")}`);
    this.name = "InvalidMuxEventError";
  }
}

/**
 * The live/idle change a Mux event reports; null for event types that change nothing here (they
 * are acknowledged and ignored). A status event without the fields it needs throws
 * InvalidMuxEventError.
 */
export function parseMuxEvent(body: unknown): ProviderStatusChange | null {
  const typed = eventTypeSchema.safeParse(body);
  if (!typed.success) throw new InvalidMuxEventError(["type is required"]);
  const meaning = Object.hasOwn(STATUS_EVENTS, typed.data.type) ? STATUS_EVENTS[typed.data.type] : undefined;
  if (!meaning) return null;
  const parsed = statusEventSchema.safeParse(body);
  if (!parsed.success) {
    throw new InvalidMuxEventError(parsed.error.issues.map((issue) => `${issue.path.join(".") || "event"}: ${issue.message}`));
  }
  const event = parsed.data;
  return {
    deliveryId: event.id,
    providerStreamId: (event.data?.id ?? event.object?.id) as string,
    live: meaning.live,
    status: meaning.status,
    occurredAt: new Date(event.created_at).toISOString(),
  };
}

/** A live stream's recording that Mux made into an asset and finished preparing. */
export interface MuxRecordingReady {
  assetId: string;
  liveStreamId: string;
  playbackId: string;
  durationMs: number;
  /** When Mux created the asset: when the broadcast it records began. */
  startedAt: string;
}

const assetReadySchema = z.object({
  type: z.literal("video.asset.ready"),
  created_at: z.string().max(64).optional(),
  data: z.object({
    id,
    live_stream_id: id.optional(),
    created_at: z.union([z.string().max(64), z.number()]).optional(),
    duration: z
      .number()
      .finite()
      .min(0)
      .max(7 * 24 * 3600)
      .optional(),
    playback_ids: z
      .array(z.object({ id, policy: z.string().max(32).optional() }))
      .max(20)
      .optional(),
  }),
});

/** `video.asset.ready` for a live stream's recording with a public playback id; null for any other event. */
export function parseMuxRecordingReady(body: unknown): MuxRecordingReady | null {
  const parsed = assetReadySchema.safeParse(body);
  if (!parsed.success) return null;
  const { data } = parsed.data;
  const playback = data.playback_ids?.find((p) => (p.policy ?? "public") === "public");
  if (!data.live_stream_id || !playback) return null;
  // Mux gives the asset's created_at in unix seconds (as a string or a number).
  const created = data.created_at ?? parsed.data.created_at;
  const seconds = typeof created === "number" ? created : created && /^\d{1,12}$/.test(created) ? Number(created) : null;
  const startedAt = seconds !== null ? new Date(seconds * 1000) : new Date(created ?? Date.now());
  return {
    assetId: data.id,
    liveStreamId: data.live_stream_id,
    playbackId: playback.id,
    durationMs: Math.round((data.duration ?? 0) * 1000),
    startedAt: Number.isFinite(startedAt.getTime()) ? startedAt.toISOString() : new Date().toISOString(),
  };
}
