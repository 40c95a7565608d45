import pino from "pino";
import { getConfig } from "./config.server";
import { readableLogDestination } from "./log-lines.server";
import { lazy } from "./lazy";

/** JSON lines, but readable ones for a person at a terminal (not piped, not in production). */
export const getLogger = lazy(() => {
  const config = getConfig();
  const options = {
    level: config.LOG_LEVEL,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  };
  return process.stdout.isTTY && config.NODE_ENV !== "production" ? pino(options, readableLogDestination()) : pino(options);
});
