import pino from "pino";
import { getConfig } from "./config.server";
import { singleton } from "./singleton.server";

export function getLogger() {
  return singleton("logger", () =>
    pino({
      level: getConfig().LOG_LEVEL,
      base: undefined,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    }),
  );
}
