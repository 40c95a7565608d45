import { describe, expect, it } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { db } from "~/utils/db.server";
import { createOverlay, stopOverlay } from "~/services/room/overlays.server";
import { updateStreamForHost } from "~/services/hosting/streams.server";
import { createHost, uniqueEmail, uniqueIp } from "../support/factories";
import { startFakeMuxForTests } from "../support/fake-mux-env";
import { startAppForTests } from "../support/http-server";
import { expectContainsAll } from "../support/cases";
import { createTestStream } from "../support/streams";

// Streams with a video provider (a fake Mux): a live stream without one shows a notice, not the player.
startFakeMuxForTests();
const app = startAppForTests();

/** The page as a browser without JavaScript gets it. */
async function html(path: string) {
  const response = await fetch(app.url + path, { redirect: "manual", headers: { "X-Forwarded-For": uniqueIp() } });
  expect(response.status).toBe(200);
  return response.text();
}

async function watchedStream() {
  const host = await createHost();
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Overlay page stream" });
  const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("overlay-viewer"), firstName: "Olive" });
  const add = (type: string, config: Record<string, unknown>) =>
    createOverlay({ hostId: host.id, streamId: stream.streamId, body: { type, config } });
  return { host, stream, add, personal: `/watch/${stream.streamId}/${viewer.uniqueId}` };
}

describe("overlays on the server-rendered watch page", () => {
  it("shows the overlays showing now over 'Stream Offline', and not stopped or timed-out ones", async () => {
    const { host, add, personal } = await watchedStream();
    const countdownAddedAt = Date.now();
    await add("countdown", { hours: 0, minutes: 10, seconds: 0, title: "Doors Open Soon", position: "center" });
    await add("progressbar", { current: 40, total: 100, label: "Seats Taken", displayMode: "fraction", position: "bottom", width: "75%" });
    await add("alert", { title: "Welcome, early birds", message: "Grab a coffee", duration: 60, position: "top-right" });
    await add("gif-sound", { firstName: "Ann", location: "Oslo", duration: 60, gifUrl: "/overlays/confetti.gif", soundUrl: "/overlays/chime.mp3" });
    const stopped = await add("alert", { title: "Stopped alert", duration: 60 });
    await stopOverlay({ hostId: host.id, overlayId: String(stopped.id) });
    const expired = await add("alert", { title: "Timed-out alert", duration: 5 });
    await db()
      .updateTable("overlays")
      .set({ updatedAt: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", expired.id)
      .execute();

    const page = await html(personal);
    expect(page).toContain("Stream Offline");
    // Rendered markup (`>text<`), not just the page's data for hydration.
    expect(page).toContain(">Doors Open Soon<");
    // The countdown's remaining time as it was when the page was rendered: 10:00 less the seconds since it was added.
    const shown = />(\d+):(\d\d)</.exec(page);
    const remaining = Number(shown?.[1]) * 60 + Number(shown?.[2]);
    expect(remaining).toBeLessThanOrEqual(600);
    expect(remaining).toBeGreaterThanOrEqual(600 - Math.ceil((Date.now() - countdownAddedAt) / 1000) - 1);
    expect(page).toMatch(/role="timer"[^>]*aria-label="Doors Open Soon: (10 minutes|9 minutes 59 seconds) left"/);
    expectContainsAll(page, [">Seats Taken<", ">40 / 100<", ">Welcome, early birds<", ">Ann from Oslo just enrolled!<"]);
    expect(page).not.toContain("Stopped alert");
    expect(page).not.toContain("Timed-out alert");
  });

  it("shows them inside the live player's frame once live, with an alert button that opens a new tab", async () => {
    const { host, stream, add, personal } = await watchedStream();
    await add("alert", {
      title: "Offer ends tonight",
      duration: 60,
      hasButton: true,
      buttonText: "Get the offer",
      buttonUrl: "https://shop.example.com/offer?a=1&b=2",
    });
    await add("countdown", { hours: 1, minutes: 2, seconds: 3, title: "Bonus in", position: "bottom-left" });
    await updateStreamForHost({ hostId: host.id, streamId: stream.streamId, patch: { isLive: true } });

    const page = await html(personal);
    expect(page).not.toContain("Stream Offline");
    const frame = page.slice(page.indexOf(`${stream.playbackId}.m3u8`));
    expect(frame).toContain(">Offer ends tonight<");
    expect(frame).toMatch(
      /<a [^>]*href="https:\/\/shop\.example\.com\/offer\?a=1&amp;b=2"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Get the offer<\/a>/,
    );
    expect(frame).toMatch(/>1:02:0[0-3]</);
  });

  it("shows nothing of the stream's overlays behind the registration gate", async () => {
    const { stream, add } = await watchedStream();
    await add("alert", { title: "Members only alert", duration: 60 });
    const page = await html(`/watch/${stream.streamId}`);
    expect(page).toContain("Join Live Stream");
    expect(page).not.toContain("Members only alert");
  });
});
