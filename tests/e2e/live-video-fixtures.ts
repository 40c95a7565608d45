import path from "node:path";
import { test as base, expect, type APIRequestContext } from "./test";
import { waitForMail } from "./mailbox";
import { appFfmpegs, SEGMENT_SECONDS, startLiveVideoApp, type LiveVideoApp } from "../support/live-video-app";

// The suite's shared app (playwright.config.ts) runs against a fake Mux. Live video needs the box's
// own ingest, which runs only without Mux credentials: these specs start an app of their own (one per
// worker) with a short reconnect window.

/** Seconds the app keeps a broadcast live after its encoder left. */
export const RECONNECT_SECONDS = 3;

/** The playwright test with `liveApp` (one app per worker) as every page's and request's base URL. */
export const test = base.extend<object, { liveApp: LiveVideoApp }>({
  liveApp: [
    async ({}, provide) => {
      const app = await startLiveVideoApp({ INGEST_RECONNECT_SECONDS: String(RECONNECT_SECONDS) });
      await provide(app);
      await app.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ liveApp }, provide) => provide(liveApp.url),
});

export { appFfmpegs, expect, SEGMENT_SECONDS, startLiveVideoApp, type LiveVideoApp };

/**
 * The tests `body` declares, once with JavaScript and once without: the live video specs run in one
 * project (one worker, one live app), so a form spec takes both kinds of browser itself.
 */
export function withAndWithoutJavaScript(body: () => void) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });
      body();
    });
  }
}

/** A stream of a new event through the JSON API (the host's `request`): registration and recording per the event's settings. */
export async function createLiveEvent(
  request: APIRequestContext,
  title: string,
  settings: { registrationRequired?: boolean; enableRecording?: boolean } = {},
) {
  const created = await request.post("/api/events", {
    data: { title, scheduledAt: "2031-05-06T15:00:00Z", durationMinutes: 45, timezone: "ET", hostName: "Hana Host", ...settings },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  const stream = await request.post("/api/streams", { data: { title, eventId } });
  expect(stream.status(), await stream.text()).toBe(201);
  return { eventId, ...((await stream.json()) as { streamId: string; streamKey: string; playbackId: string }) };
}

/** The stream as GET /api/streams/{id} answers the host. */
export async function hostStream(request: APIRequestContext, streamId: string) {
  const response = await request.get(`/api/streams/${streamId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { streamKey: string; ingestUrl: string | null; playbackUrl: string | null; isLive: boolean; status: string };
}

/** The path of the personal watch link in the e-mail the app wrote to its outbox for `email`. */
export async function personalLink(app: LiveVideoApp, email: string) {
  const mail = await waitForMail(email, "viewer_link", { outbox: path.join(app.dataDir, "outbox") });
  const href = [...(mail.html ?? "").matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "").find((h) => h.includes("/watch/"));
  if (!href) throw new Error(`no watch link in the viewer_link e-mail to ${email}`);
  return new URL(href).pathname;
}
