// A load-generator process for the SSE benchmarks (tests/bench/sse-load.ts starts it): opens many
// SSE connections and reads them. Every connection counts the chat events it receives; one in
// SAMPLE_EVERY also notes when each arrived (the clock is shared with the parent: same machine,
// performance.timeOrigin + now()) and, behind a proxy, which server the connection reached.
// Connections are raw TCP (the request written by hand, the response counted as bytes), so the
// generator spends as little CPU as possible per event and is not the bottleneck.
// Started with: node --import tsx tests/bench/sse-clients.ts <json config>; talks to the parent over IPC.
import net from "node:net";

interface Config {
  url: string;
  /** Query strings, one per connection (personal tokens), or empty strings. */
  queries: string[];
  sampleEvery: number;
  connectPerSecond: number;
  eventName: string;
  /** A response header naming the server behind the proxy (nginx's X-Upstream), lower case. */
  upstreamHeader?: string;
  /** Connections asked for and not answered yet beyond which opening waits (a box slower than connectPerSecond builds no backlog). */
  maxWaiting?: number;
}

const config = JSON.parse(process.argv[2] ?? "{}") as Config;
const now = () => performance.timeOrigin + performance.now();
const marker = Buffer.from(`event: ${config.eventName}\n`);

let open = 0;
let failed = 0;
let received = 0;
const samples: [id: number, at: number, upstream: string][] = [];
/** Open connections by the server the upstream header names. */
const upstreams = new Map<string, number>();
const sockets: net.Socket[] = [];
/** Connections asked for and not answered yet. */
const waiting = new Set<net.Socket>();
let settled = false;
const errors = new Map<string, number>();
const target = new URL(config.url);

function countMarkers(chunk: Buffer) {
  let count = 0;
  let from = 0;
  for (;;) {
    const at = chunk.indexOf(marker, from);
    if (at < 0) return count;
    count += 1;
    from = at + marker.length;
  }
}

function fail(reason: string) {
  failed += 1;
  errors.set(reason, (errors.get(reason) ?? 0) + 1);
}

function upstreamOf(head: string) {
  if (!config.upstreamHeader) return "";
  const line = head
    .split("\r\n")
    .find((header) => header.toLowerCase().startsWith(`${config.upstreamHeader}:`))
    ?.slice((config.upstreamHeader?.length ?? 0) + 1)
    .trim();
  // nginx lists every server it tried; the last one answered.
  return line?.split(", ").pop() ?? "";
}

function connect(index: number) {
  const sampled = index % config.sampleEvery === 0;
  const socket = net.connect({ host: target.hostname, port: Number(target.port) });
  sockets.push(socket);
  waiting.add(socket);
  let status: "waiting" | "open" | "refused" = "waiting";
  let carry: Buffer = Buffer.alloc(0);
  let tail = "";
  let upstream = "";
  socket.setNoDelay(true);
  socket.on("connect", () => {
    // HTTP/1.0: the events come unframed, never split by chunk sizes (nginx re-chunks what it relays).
    socket.write(`GET ${target.pathname}${config.queries[index] ?? ""} HTTP/1.0\r\nHost: ${target.host}\r\nAccept: text/event-stream\r\n\r\n`);
  });
  socket.on("data", (chunk: Buffer) => {
    if (status === "waiting") {
      waiting.delete(socket);
      const line = chunk.subarray(0, 16).toString("latin1");
      if (!line.startsWith("HTTP/1.1 200")) {
        status = "refused";
        fail(line.slice(0, 12));
        socket.destroy();
        return;
      }
      status = "open";
      open += 1;
      upstream = upstreamOf(chunk.subarray(0, chunk.indexOf("\r\n\r\n")).toString("latin1"));
      upstreams.set(upstream, (upstreams.get(upstream) ?? 0) + 1);
    }
    received += countMarkers(chunk);
    // A marker split across two reads: look where the previous read's end meets this one's start.
    if (carry.length) received += countMarkers(Buffer.concat([carry, chunk.subarray(0, marker.length - 1)]));
    carry = chunk.length >= marker.length - 1 ? chunk.subarray(chunk.length - marker.length + 1) : Buffer.alloc(0);
    if (!sampled) return;
    const at = now();
    const text = tail + chunk.toString("utf8");
    const blocks = text.split("\n\n");
    tail = blocks.pop() ?? "";
    for (const block of blocks) {
      if (!block.includes(`event: ${config.eventName}`)) continue;
      const data = block.split("\n").find((line) => line.startsWith("data: "));
      const id = data ? (JSON.parse(data.slice(6)) as { id?: number }).id : undefined;
      if (typeof id === "number") samples.push([id, at, upstream]);
    }
  });
  socket.on("error", (error: NodeJS.ErrnoException) => {
    waiting.delete(socket);
    if (status === "waiting") fail(error.code ?? error.message);
  });
  socket.on("close", () => {
    waiting.delete(socket);
    if (status !== "open") return;
    open -= 1;
    upstreams.set(upstream, (upstreams.get(upstream) ?? 1) - 1);
  });
}

async function rampUp() {
  const batch = Math.max(1, Math.round(config.connectPerSecond / 20));
  for (let i = 0; i < config.queries.length && !settled; i += batch) {
    while (waiting.size >= (config.maxWaiting ?? Infinity) && !settled) await new Promise((resolve) => setTimeout(resolve, 10));
    for (let j = i; j < Math.min(i + batch, config.queries.length); j += 1) connect(j);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

process.on("message", (message: { type: string }) => {
  if (message.type === "status") process.send?.({ type: "status", open, failed, received, errors: Object.fromEntries(errors) });
  if (message.type === "report") process.send?.({ type: "report", open, failed, received, samples, upstreams: Object.fromEntries(upstreams) });
  if (message.type === "reset") {
    received = 0;
    samples.length = 0;
  }
  // The parent goes on with the connections open now: no more are opened, those still waiting are dropped.
  if (message.type === "settle") {
    settled = true;
    for (const socket of waiting) socket.destroy();
    waiting.clear();
  }
  if (message.type === "close") {
    for (const socket of sockets) socket.destroy();
    setTimeout(() => process.exit(0), 200);
  }
});

// A parent that died without closing its load leaves nothing behind.
process.on("disconnect", () => process.exit(0));

void rampUp();
