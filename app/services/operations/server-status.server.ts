import { isPostgresUrl } from "../../../db/index";
import { isBuiltInCheckoutConfigured } from "~/services/selling/index.server";
import { configuredVideoProfile, getVideoProvider } from "~/services/video/index.server";
import { getConfig, isGoogleConfigured, isMailConfigured, isSmsConfigured } from "~/utils/config.server";

export interface ServerFact {
  label: string;
  ok: boolean;
  state: string;
  /** The settings (environment variables) that change it. */
  variables: string;
}

/** What this server is set up with, each fact with the variables that set it (the admin's status page). */
export function serverFacts(): ServerFact[] {
  const config = getConfig();
  const video = getVideoProvider();
  const problem = video.problem();
  const { capabilities, statusLabel } = configuredVideoProfile();
  const videoState = statusLabel();
  return [
    {
      label: "Video provider",
      ok: video.configured && !problem,
      state: problem ? `${videoState}. ${problem}` : videoState,
      variables: "MUX_TOKEN_ID, MUX_TOKEN_SECRET, MUX_WEBHOOK_SECRET; or INGEST, INGEST_RTMP_PORT; or MANUAL_INGEST_URL",
    },
    {
      label: "ffmpeg (built-in ingest and recordings)",
      ok: !capabilities.packagesHere || !problem,
      state: `Runs as "${config.FFMPEG_PATH}"${capabilities.packagesHere ? (problem ? ": not working" : "") : " (not used: the ingest is elsewhere)"}`,
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
