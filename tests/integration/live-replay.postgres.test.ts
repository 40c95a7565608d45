import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { appendLiveEvent } from "~/models/live-event.server";
import { registerViewer } from "~/models/viewer.server";
import { db } from "~/utils/db.server";
import { publishLiveEvent } from "~/services/realtime/bus.server";
import { LIVE_EVENTS_CHANNEL, notificationPayload } from "~/services/realtime/postgres-transport.server";
import { createHost, uniqueEmail } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { openEventStream } from "../support/sse";
import { createTestStream } from "../support/streams";

// Across processes an event's NOTIFY can reach a process after a reconnecting client's replay
// already read that event from the store: the client must still get it exactly once.

const app = startAppForTests();

describe("live events replay on PostgreSQL", () => {
  it("does not send again an event whose notification arrives after the reconnect replayed it", async () => {
    const host = await createHost();
    const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Replay stream", eventId: null });
    const viewer = (await registerViewer({ streamRowId: rowId, email: uniqueEmail("replay"), firstName: "Rae" })).viewer;
    const url = `${app.url}/api/streams/${stream.streamId}/events?token=${viewer.uniqueId}`;

    const first = await openEventStream(url);
    await first.next((e) => e.event === "stream_status");
    const seen = await publishLiveEvent({ streamRowId: rowId, type: "heart", data: { count: 1 } });
    await first.next((e) => e.id === String(seen.id));
    first.close();

    // Stored by "another process" whose notification is slow to arrive.
    const late = await appendLiveEvent({ streamRowId: rowId, type: "heart", data: { count: 2 } });
    const again = await openEventStream(url, { "Last-Event-ID": String(seen.id) });
    try {
      await again.next((e) => e.id === String(late.id));
      await sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${notificationPayload(late)})`.execute(db());
      const marker = await publishLiveEvent({ streamRowId: rowId, type: "heart", data: { count: 3 } });
      await again.next((e) => e.id === String(marker.id));
      expect(again.events.filter((e) => e.event === "heart").map((e) => e.id)).toEqual([String(late.id), String(marker.id)]);
    } finally {
      again.close();
    }
  });
});
