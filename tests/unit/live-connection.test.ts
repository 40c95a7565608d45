import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followLiveEvents, liveEventsUrl, type Reopen } from "~/components/live/use-live-events";

/** Just enough of the browser's EventSource: the test says when it opens, fails or receives. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }

  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  private fire(type: string, event: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.fire("open");
  }

  /** A drop that EventSource retries by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.fire("error");
  }

  /** The server refused: EventSource gives up. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.fire("error");
  }

  receive(type: string, data: string, id = "") {
    this.fire(type, { data, lastEventId: id });
  }
}

const latest = () => FakeEventSource.all.at(-1) as FakeEventSource;

function follow(reopen: Reopen | null, since: number | null = null) {
  const connections: string[] = [];
  const events: [string, unknown][] = [];
  let sessions = 0;
  const stop = followLiveEvents({
    url: (lastEventId) => liveEventsUrl("abc", "tok", lastEventId),
    since,
    reopen,
    onConnection: (connection) => connections.push(connection),
    onSession: () => (sessions += 1),
    onEvent: (type, data) => events.push([type, data]),
  });
  return { connections, events, stop, sessions: () => sessions };
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the page's live connection", () => {
  it("addresses the stream's events with the viewer's token, and where to resume", () => {
    expect(liveEventsUrl("s 1", null, "")).toBe("/api/streams/s%201/events");
    expect(liveEventsUrl("abc", "tok", "")).toBe("/api/streams/abc/events?token=tok");
    expect(liveEventsUrl("abc", "tok", "42")).toBe("/api/streams/abc/events?token=tok&lastEventId=42");
    expect(liveEventsUrl("abc", null, "42")).toBe("/api/streams/abc/events?lastEventId=42");
  });

  it("opens after the newest event the page was rendered with, so what came meanwhile is replayed", () => {
    follow(null, 42);
    expect(latest().url).toBe("/api/streams/abc/events?token=tok&lastEventId=42");
    follow(null, 0);
    expect(latest().url).toBe("/api/streams/abc/events?token=tok&lastEventId=0");
    follow(null);
    expect(latest().url).toBe("/api/streams/abc/events?token=tok");
  });

  it("passes each named event's data on, and ignores a malformed one", () => {
    const live = follow(null);
    expect(FakeEventSource.all).toHaveLength(1);
    latest().open();
    latest().receive("chat_message", JSON.stringify({ id: 1, message: "Hi" }), "7");
    latest().receive("heart", "{not json", "8");
    latest().receive("viewer_count", JSON.stringify({ streamId: "abc", count: 3 }));
    expect(live.connections).toEqual(["open"]);
    expect(live.events).toEqual([
      ["chat_message", { id: 1, message: "Hi" }],
      ["viewer_count", { streamId: "abc", count: 3 }],
    ]);
    expect(live.sessions()).toBe(1);
  });

  it("says 'reconnecting' while EventSource retries by itself, and opens nothing else", () => {
    const live = follow({ delayMs: 1_000, maxDelayMs: 10_000 });
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(60_000);
    latest().open();
    expect(live.connections).toEqual(["open", "reconnecting", "open"]);
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it("after a refusal opens a new connection later, doubling the wait, resuming after the last event seen", () => {
    const live = follow({ delayMs: 5_000, maxDelayMs: 15_000 });
    latest().open();
    latest().receive("chat_message", JSON.stringify({ id: 1, message: "Hi" }), "41");
    latest().receive("stream_status", JSON.stringify({ streamId: "abc", isLive: true, status: "active", playbackUrl: null }));
    latest().refuse();
    expect(live.connections.at(-1)).toBe("closed");

    vi.advanceTimersByTime(4_999);
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(2);
    expect(latest().url).toBe("/api/streams/abc/events?token=tok&lastEventId=41");

    latest().refuse();
    vi.advanceTimersByTime(9_999);
    expect(FakeEventSource.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(3);

    latest().refuse();
    vi.advanceTimersByTime(15_000);
    expect(FakeEventSource.all).toHaveLength(4);
    expect(live.sessions()).toBe(4);

    // Open again: the next refusal waits the first delay again.
    latest().open();
    latest().refuse();
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.all).toHaveLength(5);
    expect(FakeEventSource.all.every((source, i) => i === 0 || source.url.endsWith("lastEventId=41"))).toBe(true);
  });

  it("gives up after the allowed number of refusals in a row", () => {
    const live = follow({ delayMs: 1_000, maxDelayMs: 10_000, attempts: 2 });
    latest().refuse();
    vi.advanceTimersByTime(1_000);
    latest().refuse();
    vi.advanceTimersByTime(2_000);
    latest().refuse();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.all).toHaveLength(3);
    expect(live.connections).toEqual(["closed", "closed", "closed"]);
  });

  it("without reopening, a refusal leaves it closed", () => {
    const live = follow(null);
    latest().refuse();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(live.connections).toEqual(["closed"]);
  });

  it("stops: the connection closes and a pending reopen never happens", () => {
    const live = follow({ delayMs: 1_000, maxDelayMs: 10_000 });
    const first = latest();
    first.open();
    live.stop();
    expect(first.readyState).toBe(FakeEventSource.CLOSED);

    const again = follow({ delayMs: 1_000, maxDelayMs: 10_000 });
    latest().refuse();
    again.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.all).toHaveLength(2);
  });
});
