import { describe, expect, it } from "vitest";
import { loadConfig } from "~/utils/config.server";
import { liveEventsTransportKind } from "~/services/realtime/bus.server";

describe("choosing the live-event transport", () => {
  it("is memory on SQLite and postgres on PostgreSQL unless LIVE_EVENTS_TRANSPORT says otherwise", () => {
    const dir = "/tmp/transport-choice";
    expect(liveEventsTransportKind(loadConfig({ DATA_DIR: dir, DATABASE_URL: "sqlite:./data/x.sqlite" }))).toBe("memory");
    expect(liveEventsTransportKind(loadConfig({ DATA_DIR: dir, DATABASE_URL: "postgres://u@127.0.0.1/db" }))).toBe("postgres");
    expect(liveEventsTransportKind(loadConfig({ DATA_DIR: dir, DATABASE_URL: "postgres://u@127.0.0.1/db", LIVE_EVENTS_TRANSPORT: "memory" }))).toBe(
      "memory",
    );
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: "sqlite:./data/x.sqlite", LIVE_EVENTS_TRANSPORT: "postgres" })).toThrow(
      "LIVE_EVENTS_TRANSPORT: postgres needs a PostgreSQL DATABASE_URL",
    );
  });
});
