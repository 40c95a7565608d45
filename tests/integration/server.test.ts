import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { startAppForTests } from "../support/http-server";

const app = startAppForTests();

describe("server", () => {
  it("/healthz reports the database reachable", async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("sends security headers with a per-response script nonce that the page's scripts carry", async () => {
    const response = await fetch(`${app.url}/signin`);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Request-Id")).toMatch(/^[\w-]{8,}$/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await fetch(`${app.url}/signin`);
    expect(again.headers.get("Content-Security-Policy")).not.toContain(nonce);
  });

  it("serves fingerprinted assets with a one-year immutable cache and compresses pages", async () => {
    const html = await (await fetch(`${app.url}/signin`)).text();
    const asset = /href="(\/build\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await fetch(app.url + asset);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const page = await fetch(`${app.url}/signup`, { headers: { "Accept-Encoding": "gzip" } });
    expect(page.headers.get("Content-Encoding")).toBe("gzip");
  });

  it("sends the browser bundle brotli-compressed at best quality, and gzip to a browser without brotli", async () => {
    const html = await (await fetch(`${app.url}/signup`)).text();
    const scripts = [...html.matchAll(/"(\/build\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
    const script = scripts.sort((a, b) => fs.statSync(path.join("public", b)).size - fs.statSync(path.join("public", a)).size)[0];
    expect(script).toBeTruthy();
    const original = fs.readFileSync(path.join("public", script ?? ""));
    const best = zlib.brotliCompressSync(original, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    await expect
      .poll(async () => (await rawGet(app.url + script, "gzip, deflate, br")).headers["content-length"], { timeout: 15_000 })
      .toBe(String(best.length));
    const brotli = await rawGet(app.url + script, "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(brotli.body).equals(original)).toBe(true);
    const gzip = await rawGet(app.url + script, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(original)).toBe(true);
  });

  it("keeps an unknown API path a JSON 404", async () => {
    const response = await fetch(`${app.url}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No such API endpoint." });
  });
});

describe("compression", () => {
  it("never compresses an event stream, even when the client accepts gzip", async () => {
    const express = (await import("express")).default;
    const compression = (await import("compression")).default;
    const { shouldCompress } = await import("../../server");
    const probe = express();
    probe.use(compression({ filter: shouldCompress, threshold: 0 }));
    probe.get("/stream", (_req, res) => {
      res.setHeader("Content-Type", "text/event-stream");
      res.write(`data: ${"x".repeat(2000)}\n\n`);
      res.end();
    });
    probe.get("/page", (_req, res) => {
      res.type("html").send("x".repeat(2000));
    });
    const server = probe.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    try {
      const stream = await fetch(`http://127.0.0.1:${port}/stream`, { headers: { "Accept-Encoding": "gzip" } });
      expect(stream.headers.get("Content-Encoding")).toBeNull();
      expect(await stream.text()).toContain("data: xxx");
      const page = await fetch(`http://127.0.0.1:${port}/page`, { headers: { "Accept-Encoding": "gzip" } });
      expect(page.headers.get("Content-Encoding")).toBe("gzip");
    } finally {
      server.close();
    }
  });
});

function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}
