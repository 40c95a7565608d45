import { describe, expect, it } from "vitest";
import { getWatchStream } from "~/models/stream.server";
import { countCurrentViewers, registerViewer } from "~/models/viewer.server";
import { closeIdlePlayers, PLAYER_IDLE_MS } from "~/services/room/presence.server";
import { forgetCachedStream } from "~/services/room/stream-access.server";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { getConfig } from "~/utils/config.server";
import { db } from "~/utils/db.server";
import { appCalls } from "../support/app-calls";
import { createTestEvent } from "../support/events";
import { cookiesFrom, createHost, uniqueEmail } from "../support/factories";
import { writeHlsFixture } from "../support/hls-fixture";
import { startAppForTests } from "../support/http-server";
import { openEventStream } from "../support/sse";
import { until } from "../support/wait";

// Issue 34, part 2: the viewer count is the real count without JavaScript too. A page without
// JavaScript has no live connection; its player's playlist fetches are its visit, and the page
// counts its own viewer.

const app = startAppForTests();
const { page } = appCalls(app);

async function liveStream(registrationRequired: boolean) {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Count me in", registrationRequired });
  const stream = await createStreamForHost({ hostId: host.id, title: "Main stage", eventId: event.id });
  if (!stream?.playbackId) throw new Error("stream not created");
  await writeHlsFixture(getConfig().DATA_DIR, stream.playbackId);
  await db().updateTable("streams").set({ isLive: 1, status: "active" }).where("streamId", "=", stream.streamId).execute();
  forgetCachedStream(stream.streamId);
  const row = await getWatchStream({ streamId: stream.streamId });
  if (!row) throw new Error("stream not found");
  const viewer = async (name: string) => {
    const { viewer } = await registerViewer({ streamRowId: row.rowId, email: uniqueEmail(name), firstName: name });
    // Opening the personal link leaves the viewer cookie, as in a browser.
    const opened = await page(`/watch/${row.streamId}/${viewer.uniqueId}`);
    const cookie = cookiesFrom(opened, "__viewer");
    return { viewer, cookie, html: opened.html };
  };
  return { stream: row, playbackId: stream.playbackId, viewer };
}

const playlist = (playbackId: string, cookie: string) => fetch(`${app.url}/hls/${playbackId}/360p/index.m3u8`, { headers: { Cookie: cookie } });
const visitsOf = async (viewerId: number) =>
  (await db().selectFrom("viewerAttendance").select("id").where("viewerId", "=", viewerId).execute()).length;

describe("who is watching without JavaScript", () => {
  for (const registrationRequired of [true, false]) {
    it(`counts a viewer whose player fetches the playlist, until it stops (${registrationRequired ? "registration required" : "open event"})`, async () => {
      const { stream, playbackId, viewer } = await liveStream(registrationRequired);
      const ann = await viewer("Ann");
      // Alone in the room, the page counts its own viewer.
      expect(ann.html).toContain(">1<!-- --> watching<");
      expect((await playlist(playbackId, ann.cookie)).status).toBe(200);
      await until(async () => (await countCurrentViewers({ streamRowId: stream.rowId })) === 1);

      const ben = await viewer("Ben");
      expect(ben.html).toContain(">2<!-- --> watching<");
      // Fetching again keeps the one visit open.
      expect((await playlist(playbackId, ann.cookie)).status).toBe(200);
      expect(await visitsOf(ann.viewer.id)).toBe(1);

      closeIdlePlayers(Date.now() + PLAYER_IDLE_MS + 1);
      await until(async () => (await countCurrentViewers({ streamRowId: stream.rowId })) === 0);
      const ann2 = await page(`/watch/${stream.streamId}/${ann.viewer.uniqueId}`);
      expect(ann2.html).toContain(">1<!-- --> watching<");
    });
  }

  it("gives a page with a live connection no second visit for its player's fetches", async () => {
    const { stream, playbackId, viewer } = await liveStream(true);
    const cy = await viewer("Cy");
    const events = await openEventStream(`${app.url}/api/streams/${stream.streamId}/events?token=${cy.viewer.uniqueId}`);
    try {
      await until(async () => (await visitsOf(cy.viewer.id)) === 1);
      expect((await playlist(playbackId, cy.cookie)).status).toBe(200);
      expect((await playlist(playbackId, cy.cookie)).status).toBe(200);
      expect(await visitsOf(cy.viewer.id)).toBe(1);
    } finally {
      events.close();
    }
  });

  it("counts no one for a stranger's refused fetch", async () => {
    const { stream, playbackId } = await liveStream(true);
    expect((await playlist(playbackId, "")).status).toBe(401);
    expect(await countCurrentViewers({ streamRowId: stream.rowId })).toBe(0);
  });
});
