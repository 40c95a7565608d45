import { isPostgresUrl } from "../../../db/index";
import { isBuiltInCheckoutConfigured } from "~/services/selling/index.server";
import {
  configuredVideoProfile,
  getVideoProvider,
  ingestProcess,
  refreshIngestProcess,
  type IngestProcessState,
} from "~/services/video/index.server";
import { getConfig, isGoogleConfigured, isMailConfigured, isSmsConfigured } from "~/utils/config.server";

export interface ServerFact {
  label: string;
  ok: boolean;
  state: string;
  /** The settings (environment variables) that change it. */
  variables: string;
}

/** "14:05:10 UTC". */
const utcTime = (at: string) => `${at.slice(11, 19)} UTC`;

/** A web process's line on the ingest process it depends on: when it last answered. */
function ingestProcessFact(ingest: IngestProcessState): ServerFact {
  return {
    label: "Ingest process",
    ok: ingest.answering,
    state: !ingest.seenAt
      ? "Not seen: no process with INGEST=on has answered on this database"
      : ingest.answering
        ? `Answering (last heard at ${utcTime(ingest.seenAt)})`
        : `Not answering since ${utcTime(ingest.seenAt)}: encoders cannot connect until it is back`,
    variables: "INGEST=on in the ingest process, on the same DATABASE_URL",
  };
}

/** What this server is set up with, each fact with the variables that set it (the admin's status page). */
export async function serverFacts(): Promise<ServerFact[]> {
  await refreshIngestProcess();
  const config = getConfig();
  const video = getVideoProvider();
  const problem = video.problem();
  const ingest = ingestProcess();
  // A gone ingest process is its own line; ffmpeg's says only whether ffmpeg itself runs.
  const ffmpegProblem = problem !== null && (ingest === null || ingest.answering);
  const { capabilities, statusLabel } = configuredVideoProfile();
  const videoState = statusLabel();
  return [
    {
      label: "Video provider",
      ok: video.configured && !problem,
      state: problem ? `${videoState}. ${problem}` : videoState,
      variables: "MUX_TOKEN_ID, MUX_TOKEN_SECRET, MUX_WEBHOOK_SECRET; or INGEST, INGEST_RTMP_PORT, INGEST_RTMP_URL; or MANUAL_INGEST_URL",
    },
    ...(ingest ? [ingestProcessFact(ingest)] : []),
    {
      label: "ffmpeg (built-in ingest and recordings)",
      ok: !capabilities.packagesHere || !ffmpegProblem,
      state: `Runs as "${config.FFMPEG_PATH}"${capabilities.packagesHere ? (ffmpegProblem ? ": not working" : "") : " (not used: the ingest is elsewhere)"}`,
      variables: "FFMPEG_PATH",
    },
    {
      label: "E-mail",
      ok: isMailConfigured(config),
      state: isMailConfigured(config)
        ? `Sent through the SMTP server, from ${config.MAIL_FROM}`
        : `Not sent: written as files to ${config.DATA_DIR.replace(/\/+$/, "")}/outbox/`,
      variables: "SMTP_URL, MAIL_FROM",
    },
    {
      label: "Text messages (SMS)",
      ok: isSmsConfigured(config),
      state: isSmsConfigured(config) ? `Sent through Twilio from ${config.TWILIO_FROM}` : "Not sent: written to the log only",
      variables: "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM",
    },
    {
      label: "Stripe checkout",
      ok: isBuiltInCheckoutConfigured(config),
      state: isBuiltInCheckoutConfigured(config) ? "On" : "Off: offers can only link to an outside checkout",
      variables: "STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET",
    },
    {
      label: "Google sign-in",
      ok: isGoogleConfigured(config),
      state: isGoogleConfigured(config) ? "On" : "Off: hosts sign in with e-mail and password",
      variables: "GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET",
    },
    {
      label: "Database",
      ok: true,
      state: isPostgresUrl(config.DATABASE_URL) ? "PostgreSQL" : "SQLite",
      variables: "DATABASE_URL",
    },
    { label: "Data folder", ok: true, state: config.DATA_DIR, variables: "DATA_DIR" },
  ];
}
