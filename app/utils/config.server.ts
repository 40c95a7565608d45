import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as z from "zod";
import { DEFAULT_DATABASE_URL, isPostgresUrl } from "../../db";
import { lazy } from "./lazy";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url({ message: "must be a full URL such as https://example.com" }).optional())
  .optional();

/** Where the app keeps what it stores: also all that `npm run db:backup` and `db:restore` read. */
const storageFields = {
  DATABASE_URL: z.string().trim().min(1).default(DEFAULT_DATABASE_URL),
  DATA_DIR: z.string().default("./data"),
};

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    ...storageFields,
    SESSION_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: z.enum(["true", "false", "loopback"]).default("loopback"),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    // For tests only: point Google sign-in at a fake provider. Refused in production.
    GOOGLE_AUTHORIZATION_URL: optionalUrl,
    GOOGLE_TOKEN_URL: optionalUrl,
    GOOGLE_USERINFO_URL: optionalUrl,
    MUX_TOKEN_ID: optionalText,
    MUX_TOKEN_SECRET: optionalText,
    MUX_WEBHOOK_SECRET: optionalText,
    // Mux's API; tests point it at a fake Mux server on loopback.
    MUX_API_BASE_URL: z.url().default("https://api.mux.com"),
    // Built-in checkout (Stripe Checkout, created on the server): both keys, or it is hidden.
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    // Stripe's API; tests point it at a fake Stripe on loopback (the client takes its protocol, host and port).
    STRIPE_API_URL: z.url().default("https://api.stripe.com"),
    // Minutes a Checkout Session stays open (Stripe allows 30 to 1440); an offer's unit is held as long.
    CHECKOUT_SESSION_MINUTES: z.coerce.number().int().min(30).max(1440).default(30),
    // Where viewers fetch HLS; {playbackId} is replaced.
    PLAYBACK_URL_TEMPLATE: z
      .string()
      .trim()
      .refine((value) => value.includes("{playbackId}") && /^https?:\/\//.test(value), "must be an http(s) URL containing {playbackId}")
      .default("https://stream.mux.com/{playbackId}.m3u8"),
    // Without Mux: the RTMP address of a self-hosted ingest server shown to hosts, if any.
    MANUAL_INGEST_URL: optionalUrl,
    // The built-in video (used when Mux is not configured): "on" takes RTMP and packages HLS in this
    // process; "elsewhere": this process serves self-hosted streams whose RTMP one other process on
    // the same PostgreSQL database and DATA_DIR takes (the ingest process, INGEST=on); "off": no
    // built-in video (the manual provider).
    INGEST: z.enum(["on", "elsewhere", "off"]).default("on"),
    // Port encoders publish RTMP to (with INGEST=elsewhere: the ingest process's, for the address
    // hosts are shown); 0 takes any free port (tests).
    INGEST_RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
    // The RTMP address hosts are shown for new streams, when encoders reach the ingest under another
    // name than PUBLIC_URL's host (an ingest process on a host of its own, a TCP proxy in front).
    INGEST_RTMP_URL: z
      .string()
      .trim()
      .transform((value) => value.replace(/\/+$/, "") || undefined)
      .pipe(z.string().refine(isRtmpUrl, "must be an rtmp:// or rtmps:// URL with a host, such as rtmp://ingest.example.com:1935/live").optional())
      .optional(),
    // The lower renditions besides the copied source and audio: name:WIDTHxHEIGHT:bitrate, comma separated.
    INGEST_RENDITIONS: z
      .string()
      .trim()
      .regex(/^(\s*[a-z0-9_-]+:\d+x\d+:\d+k\s*)(,\s*[a-z0-9_-]+:\d+x\d+:\d+k\s*)*$|^$/i, "must read like 360p:640x360:500k,720p:1280x720:2500k")
      .default("360p:640x360:500k"),
    // Length of an HLS segment in seconds.
    INGEST_SEGMENT_SECONDS: z.coerce.number().int().min(1).max(10).default(2),
    // How long a broadcast stays live after its encoder left, waiting for it to come back.
    INGEST_RECONNECT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    // Broadcasts packaged at once by this process; more are refused (each costs a share of a core).
    INGEST_MAX_STREAMS: z.coerce.number().int().min(1).max(1000).default(2),
    FFMPEG_PATH: z.string().trim().min(1).default("ffmpeg"),
    // Recording stops (the live stream goes on) when the data folder's disk has less free space than this.
    RECORDING_MIN_FREE_MB: z.coerce.number().int().min(0).default(1024),
    // Recordings older than this many days are deleted; 0 keeps them forever.
    RECORDING_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(30),
    // nodemailer's form, e.g. smtp://user:pass@mail.example.com:587 (smtps:// for TLS on connect).
    // Unset: messages are written as .eml files to DATA_DIR/outbox/ instead.
    SMTP_URL: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(
        z
          .string()
          .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL")
          .optional(),
      )
      .optional(),
    // The sender of every e-mail; the host's name is shown as its display name.
    MAIL_FROM: z.email().default("no-reply@showup.localhost"),
    // E-mails and texts one host may send a minute (a registration flood waits instead of spamming).
    MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(1200),
    // The delivery job runner in this process: "off" leaves sending to other processes (or tests).
    DELIVERY_WORKER: z.enum(["on", "off"]).default("on"),
    // How often it looks for due reminders and messages.
    DELIVERY_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
    /** How often /ws pings each client; a proxy that closes idle sockets sooner than 25 s wants less. */
    WS_PING_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(25_000),
    // Host names outgoing webhooks may reach although they are plain http:// or resolve to a private,
    // loopback or link-local address (comma separated; refused otherwise in production).
    WEBHOOK_ALLOWED_HOSTS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((host) =>
            host
              .trim()
              .toLowerCase()
              .replace(/^\[|\]$/g, ""),
          )
          .filter(Boolean),
      ),
    // A Twilio-compatible SMS API. Unset: texts are only written to the log.
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    TWILIO_API_BASE: z.url().default("https://api.twilio.com"),
    // Besides the first account created, the e-mails (comma separated) that may open the server status page.
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    CONTACT_EMAIL: z.email().default("hello@example.com"),
    CONTACT_PHONE: z.string().default("1-800-555-0199"),
    // Password hashes (scrypt, 128 MiB and one libuv thread each) run at once. libuv has 4 threads
    // by default and file reads, DNS and cookie signing need the others; one core stays free for
    // the event loop (1 on 2 cores, 2 from 3 cores up).
    PASSWORD_HASH_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .default(Math.max(1, Math.min(2, os.availableParallelism() - 1))),
    // scrypt's cost as a power of two: 17 (N=2^17, 128 MiB, about 0.7 s on 2 cores) is the strength
    // to keep. The test suites lower it, since they sign up and sign in thousands of times.
    PASSWORD_HASH_COST: z.coerce.number().int().min(12).max(18).default(17),
    // Hashes waiting for a turn; beyond that sign-up and sign-in answer 503 with Retry-After.
    PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(50),
    // Accounts one network address may try to create an hour.
    SIGN_UP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
    // Accounts all addresses together may try to create an hour: a flood from many addresses
    // (each within its own limit) cannot keep the box hashing passwords for new accounts.
    SIGN_UP_LIMIT_ALL_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
    // Registrations one network address may make in 10 minutes, on the watch page and on event pages
    // (each counted apart): a classroom behind one NAT fits.
    VIEWER_REGISTER_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
    // The Prometheus endpoint GET /metrics, for scrapers sending it as a bearer token; unset, the address does not exist.
    METRICS_TOKEN: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.string().min(32, { message: "must be at least 32 characters (openssl rand -hex 32)" }).optional())
      .optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // How live events reach the other processes: PostgreSQL LISTEN/NOTIFY, or memory (one process).
    // Unset: postgres when DATABASE_URL is PostgreSQL, else memory.
    LIVE_EVENTS_TRANSPORT: z.enum(["memory", "postgres"]).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when NODE_ENV=production" });
    }
    if (env.NODE_ENV === "production") {
      for (const key of ["GOOGLE_AUTHORIZATION_URL", "GOOGLE_TOKEN_URL", "GOOGLE_USERINFO_URL"] as const) {
        if (env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is for tests only and not allowed in production" });
      }
    }
    if (env.LIVE_EVENTS_TRANSPORT === "postgres" && !isPostgresUrl(env.DATABASE_URL)) {
      ctx.addIssue({ code: "custom", path: ["LIVE_EVENTS_TRANSPORT"], message: "postgres needs a PostgreSQL DATABASE_URL" });
    }
    if (env.INGEST === "elsewhere" && (!isPostgresUrl(env.DATABASE_URL) || env.LIVE_EVENTS_TRANSPORT === "memory")) {
      ctx.addIssue({
        code: "custom",
        path: ["INGEST"],
        message:
          "elsewhere needs a PostgreSQL DATABASE_URL and its live events: the ingest process's live state and health reach this process through them",
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_WEBHOOK_SECRET"], message: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together" });
    }
    if (Boolean(env.MUX_TOKEN_ID) !== Boolean(env.MUX_TOKEN_SECRET)) {
      ctx.addIssue({ code: "custom", path: ["MUX_TOKEN_SECRET"], message: "MUX_TOKEN_ID and MUX_TOKEN_SECRET must be set together" });
    }
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM].filter(Boolean).length;
    if (twilio !== 0 && twilio !== 3) {
      ctx.addIssue({ code: "custom", path: ["TWILIO_FROM"], message: "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together" });
    }
    if (env.TWILIO_FROM && !/^\+[1-9]\d{6,14}$/.test(env.TWILIO_FROM)) {
      ctx.addIssue({ code: "custom", path: ["TWILIO_FROM"], message: "must be an E.164 number such as +15551234567" });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: "custom", path: ["GOOGLE_CLIENT_SECRET"], message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together" });
    }
  });

/** rtmp(s)://host[:port][/path], nothing after the path: encoders add the stream key to it. */
function isRtmpUrl(value: string) {
  if (!/^rtmps?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(value) || !URL.canParse(value)) return false;
  return new URL(value).hostname !== "";
}

export type Config = z.infer<typeof schema> & { SESSION_SECRET: string };

export class ConfigError extends Error {}

function configError(issues: z.core.$ZodIssue[]) {
  const lines = issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  return new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

/** Validates the environment; a wrong variable is named in the error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw configError(parsed.error.issues);
  const config = parsed.data;
  return { ...config, SESSION_SECRET: config.SESSION_SECRET ?? localSessionSecret(config.DATA_DIR) };
}

/** Outside production a missing secret is generated once and kept in the data folder. */
function localSessionSecret(dataDir: string) {
  const file = path.join(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    // Written whole under a name of its own, then linked into place: of two processes starting
    // together one links first and the other reads that secret, never a half-written file.
    const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
    fs.writeFileSync(draft, crypto.randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
    return fs.readFileSync(file, "utf8").trim();
  }
}

export const getConfig = lazy(() => loadConfig());

/** DATABASE_URL and DATA_DIR as the app reads them, and nothing else: backing up needs no secret and writes nothing. */
export function loadStorageConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = z.object(storageFields).safeParse(env);
  if (!parsed.success) throw configError(parsed.error.issues);
  return parsed.data;
}

export function isGoogleConfigured(config = getConfig()) {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/** False when e-mail is only written to DATA_DIR/outbox/ (no SMTP_URL). */
export function isMailConfigured(config = getConfig()) {
  return Boolean(config.SMTP_URL);
}

export function isSmsConfigured(config = getConfig()) {
  return Boolean(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM);
}

/** Scheme and host for links in e-mail and texts, which are sent outside any request. */
export function publicOrigin(config = getConfig()) {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
}
