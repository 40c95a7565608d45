import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "~/utils/config.server";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "config-"));

describe("configuration", () => {
  it("defaults to one box: port 3000 and an SQLite file under ./data", () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe("sqlite:./data/app.sqlite");
    expect(config.LOG_LEVEL).toBe("info");
  });

  it("leaves the metrics endpoint off unless METRICS_TOKEN is set (an empty value too)", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: " " }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: "a".repeat(32) }).METRICS_TOKEN).toBe("a".repeat(32));
  });

  it("generates a session secret outside production and keeps it", () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
    expect(fs.statSync(path.join(dir, "session-secret")).mode & 0o777).toBe(0o600);
  });

  it("takes INGEST=elsewhere on PostgreSQL, whose live events reach the ingest process", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), INGEST: "elsewhere", DATABASE_URL: "postgres://127.0.0.1/showup" });
    expect(config.INGEST).toBe("elsewhere");
  });

  it("takes INGEST_RTMP_URL as rtmp:// or rtmps:// with a host, without a trailing slash; blank is unset", () => {
    const rtmpUrl = (value: string) => loadConfig({ DATA_DIR: tempDir(), INGEST_RTMP_URL: value }).INGEST_RTMP_URL;
    expect(rtmpUrl("rtmp://ingest.example.com:1935/live")).toBe("rtmp://ingest.example.com:1935/live");
    expect(rtmpUrl(" rtmps://ingest.example.com/live/ ")).toBe("rtmps://ingest.example.com/live");
    expect(rtmpUrl("RTMP://203.0.113.7")).toBe("RTMP://203.0.113.7");
    expect(rtmpUrl("")).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir() }).INGEST_RTMP_URL).toBeUndefined();
  });

  it.each([
    "https://ingest.example.com/live",
    "ingest.example.com:1935/live",
    "rtmp:///live",
    "rtmp://ingest example.com/live",
    "rtmp://ingest.example.com/live?key=1",
    "rtmp://ingest.example.com:99999/live",
  ])("refuses INGEST_RTMP_URL=%s at start, saying what it must be", (value) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), INGEST_RTMP_URL: value })).toThrow(
      "INGEST_RTMP_URL: must be an rtmp:// or rtmps:// URL with a host, such as rtmp://ingest.example.com:1935/live",
    );
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ NODE_ENV: "production" }, "SESSION_SECRET: is required when NODE_ENV=production"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET: must be at least 32 characters"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ GOOGLE_CLIENT_ID: "id-only" }, "GOOGLE_CLIENT_SECRET"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SMTP_URL: "mail.example.com:587" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ MAIL_FROM: "not-an-address" }, "MAIL_FROM"],
    [
      { TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t" },
      "TWILIO_FROM: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together",
    ],
    [{ TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: "555-1234" }, "TWILIO_FROM: must be an E.164 number"],
    [{ DELIVERY_POLL_MS: "0" }, "DELIVERY_POLL_MS"],
    [{ METRICS_TOKEN: "guessable" }, "METRICS_TOKEN: must be at least 32 characters"],
    [{ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), GOOGLE_TOKEN_URL: "http://127.0.0.1:1/token" }, "GOOGLE_TOKEN_URL: is for tests only"],
    [{ INGEST: "elsewhere" }, "INGEST: elsewhere needs a PostgreSQL DATABASE_URL"],
    [{ INGEST: "elsewhere", DATABASE_URL: "postgres://127.0.0.1/showup", LIVE_EVENTS_TRANSPORT: "memory" }, "INGEST: elsewhere needs a PostgreSQL"],
    [{ INGEST: "somewhere" }, "INGEST"],
  ])("names the wrong variable: %j", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });
});
