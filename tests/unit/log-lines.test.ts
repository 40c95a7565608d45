import { describe, expect, it } from "vitest";
import { readableLogDestination, readableLogLine } from "~/utils/log-lines.server";

describe("readable log lines (a terminal)", () => {
  const at = new Date(2026, 11, 2, 14, 5, 9).getTime();

  it("shows the time, the level, the message and the other fields as key=value", () => {
    const line = JSON.stringify({ level: 30, time: at, msg: "ShowUp is running at http://localhost:3000", applied: 3, streamId: "s1" });
    expect(readableLogLine(line)).toBe("14:05:09 INFO  ShowUp is running at http://localhost:3000 applied=3 streamId=s1");
  });

  it("quotes values with spaces, writes objects as JSON and puts an error's stack under its line", () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: "delivery failed",
      reason: "no route",
      to: { id: 4 },
      err: { stack: "Error: boom\n    at x" },
    });
    expect(readableLogLine(line)).toBe('14:05:09 ERROR delivery failed reason="no route" to={"id":4}\nError: boom\n    at x');
  });

  it("leaves a line that is not a JSON object as it is, and writes each line of a chunk", () => {
    expect(readableLogLine("plain text")).toBe("plain text");
    const written: string[] = [];
    readableLogDestination({ write: (text: string) => written.push(text) } as unknown as NodeJS.WritableStream).write(
      `${JSON.stringify({ level: 40, time: at, msg: "slow" })}\n`,
    );
    expect(written).toEqual(["14:05:09 WARN  slow\n"]);
  });
});
