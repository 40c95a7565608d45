// Pieces shared by the live video benchmarks (tests/bench/live-video-*.ts): an app with the box's
// own ingest, a host talking to its JSON API, Chromium on the watch page, and the figures.
import fs from "node:fs";
import os from "node:os";
import { chromium, type Browser, type Page } from "playwright-core";
import { openEventStream } from "../support/sse";
import { startLiveVideoApp, type LiveVideoApp } from "../support/live-video-app";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
export const median = (values: number[]) => percentile(values, 50);
export const ms = (value: number) => `${Math.round(value)} ms`;

/** The app on SQLite in a temporary folder, quiet, with `env` on top of the ingest defaults. */
export function benchApp(env: Record<string, string> = {}) {
  return startLiveVideoApp({ LOG_LEVEL: "warn", ...env }, os.tmpdir());
}

/** A signed-up host and their calls to the app's JSON API. */
export async function benchHost(app: LiveVideoApp) {
  const password = `Bench-${Date.now()}-password`;
  const signup = await fetch(`${app.url}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ firstName: "Bench", lastName: "Host", email: `bench-${Date.now()}@example.com`, password }),
  });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Cookie: cookie, Origin: app.url },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    cookie,
    call,
    /** A stream of a new open event (anyone may watch), recording off unless asked. */
    async liveEvent(title: string, { enableRecording = false } = {}) {
      const event = await call<{ id: number }>("POST", "/api/events", {
        title,
        scheduledAt: "2031-05-06T15:00:00Z",
        durationMinutes: 60,
        timezone: "ET",
        registrationRequired: false,
        enableRecording,
      });
      const stream = await call<{ streamId: string; streamKey: string; playbackId: string }>("POST", "/api/streams", { title, eventId: event.id });
      return { eventId: event.id, ...stream };
    },
    isLive: async (streamId: string) => (await call<{ isLive: boolean }>("GET", `/api/streams/${streamId}`)).isLive,
    /** End Stream: the broadcast ends at once, no reconnect window. */
    end: (streamId: string) => call("PATCH", `/api/streams/${streamId}`, { isLive: false }),
    /** The host's live events (stream_health among them). */
    events: (streamId: string) => openEventStream(`${app.url}/api/streams/${streamId}/events`, { Cookie: cookie }),
  };
}
export type BenchHost = Awaited<ReturnType<typeof benchHost>>;

export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--autoplay-policy=no-user-gesture-required"],
  });
}

/**
 * Follows what the watch page's player shows in wall-clock terms. hls.js places the first segment
 * of the first media playlist it loads at media time 0 and aligns every later playlist to it, so
 * the program date on screen is that segment's #EXT-X-PROGRAM-DATE-TIME plus `currentTime` (the
 * same sum hls.js's `playingDate` makes).
 */
export function followProgramDate(page: Page) {
  let origin: number | null = null;
  page.on("response", (response) => {
    if (origin !== null || !/\/hls\/.+\/index\.m3u8(\?|$)/.test(response.url())) return;
    void response.text().then(
      (body) => {
        const first = /#EXT-X-PROGRAM-DATE-TIME:(\S+)/.exec(body)?.[1];
        if (first && origin === null) origin = Date.parse(first);
      },
      () => undefined,
    );
  });
  return {
    /** The program date (ms since the epoch) of the frame on screen, or null before playback. */
    async onScreen(): Promise<number | null> {
      const time = await page.evaluate(() => document.querySelector("video")?.currentTime ?? 0);
      return origin === null || time <= 0 ? null : origin + time * 1000;
    },
    origin: () => origin,
  };
}

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
