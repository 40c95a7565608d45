import { describe, expect, it } from "vitest";
import { createOverlay, stopOverlay } from "~/services/room/overlays.server";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { createHost } from "../support/factories";

describe("overlays carry the moment the host started them", () => {
  it("gives startedAt while showing (the start, in the server's clock) and null once stopped", async () => {
    const host = await createHost();
    const stream = await createStreamForHost({ hostId: host.id, title: "Timed overlays" });
    if (!stream) throw new Error("stream not created");
    const before = Date.now();
    const started = await createOverlay({
      hostId: host.id,
      streamId: stream.streamId,
      body: { type: "alert", config: { message: "Doors open", duration: 5 } },
    });
    expect(started.startedAt).toBe(started.updatedAt);
    expect(Date.parse(started.startedAt ?? "")).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(started.startedAt ?? "")).toBeLessThanOrEqual(Date.now());
    const stopped = await stopOverlay({ hostId: host.id, overlayId: String(started.id) });
    expect(stopped.startedAt).toBeNull();
    expect(stopped.isActive).toBe(false);
  });
});
