// What a person reads in a terminal instead of pino's JSON: "12:04:05 INFO Listening on … key=value",
// with an error's stack under its line. Piped output and production keep the JSON (log collectors).
const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };

const fieldText = (value: unknown) => (typeof value === "string" && !/\s/.test(value) ? value : JSON.stringify(value));

/** One JSON log line as a readable line; anything that is not a JSON object is left as it is. */
export function readableLogLine(line: string): string {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  if (!record || typeof record !== "object" || Array.isArray(record)) return line;
  const { level, time, msg, err, ...rest } = record as Record<string, unknown>;
  const at = typeof time === "number" ? new Date(time).toTimeString().slice(0, 8) : "";
  const label = typeof level === "number" ? (LEVELS[level] ?? String(level)) : "";
  const fields = Object.entries(rest)
    .map(([key, value]) => `${key}=${fieldText(value)}`)
    .join(" ");
  const stack = err && typeof err === "object" && "stack" in err ? `\n${String(err.stack)}` : "";
  return [at, label.padEnd(5), typeof msg === "string" ? msg : "", fields].filter(Boolean).join(" ") + stack;
}

/** A pino destination writing readable lines to `out` (the terminal). */
export function readableLogDestination(out: NodeJS.WritableStream = process.stdout) {
  return {
    write(chunk: string) {
      for (const line of chunk.split("\n")) if (line) out.write(`${readableLogLine(line)}\n`);
    },
  };
}
