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

  it("keeps an unknown API path a JSON 404", async () => {
    const response = await fetch(`${app.url}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No such API endpoint." });
  });
});
