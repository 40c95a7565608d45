import { spawn } from "node:child_process";
import http from "node:http";
import { inject } from "vitest";
import { describe, expect, it } from "vitest";

function startChild() {
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", DATABASE_URL: inject("databaseUrl"), DATA_DIR: inject("dataDir") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace("localhost", "127.0.0.1"));
    });
    child.once("exit", (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once("exit", (code) => resolve({ code, at: Date.now() })));
  return { child, url, exited };
}

describe("graceful shutdown", () => {
  it("on SIGTERM stops accepting, lets an idle keep-alive go, and exits cleanly within a few seconds", async () => {
    const { child, url, exited } = startChild();
    const base = await url;
    const agent = new http.Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) =>
      http
        .get(`${base}/healthz`, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        })
        .on("error", reject),
    );
    expect(status).toBe(200);

    const sentAt = Date.now();
    child.kill("SIGTERM");
    const { code, at } = await exited;
    agent.destroy();
    expect(code).toBe(0);
    expect(at - sentAt).toBeLessThan(5000);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 30_000);
});
