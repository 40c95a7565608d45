// A load-generator process for live-fanout.ts: opens many SSE connections and reads them.
// Every connection counts the chat events it receives; one in SAMPLE_EVERY also notes when each
// arrived (the clock is shared with the parent: same machine, performance.timeOrigin + now()).
// Started with: node --import tsx tests/bench/sse-clients.ts <json config>; talks to the parent over IPC.
import http from "node:http";

interface Config {
  url: string;
  /** Query strings, one per connection (personal tokens), or empty strings. */
  queries: string[];
  sampleEvery: number;
  connectPerSecond: number;
  eventName: string;
}

const config = JSON.parse(process.argv[2] ?? "{}") as Config;
const now = () => performance.timeOrigin + performance.now();
const marker = Buffer.from(`event: ${config.eventName}\n`);
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

let open = 0;
let failed = 0;
let received = 0;
const samples: [id: number, at: number][] = [];
const requests: http.ClientRequest[] = [];

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

function connect(index: number) {
  const sampled = index % config.sampleEvery === 0;
  const request = http.get(`${config.url}${config.queries[index] ?? ""}`, { agent, headers: { Accept: "text/event-stream" } }, (response) => {
    if (response.statusCode !== 200) {
      failed += 1;
      response.resume();
      return;
    }
    open += 1;
    let tail = "";
    response.on("data", (chunk: Buffer) => {
      // Markers never straddle chunks in practice (each event is written whole), but samples parse text.
      received += countMarkers(chunk);
      if (!sampled) return;
      const at = now();
      const text = tail + chunk.toString("utf8");
      const blocks = text.split("\n\n");
      tail = blocks.pop() ?? "";
      for (const block of blocks) {
        if (!block.includes(`event: ${config.eventName}`)) continue;
        const data = block.split("\n").find((line) => line.startsWith("data: "));
        const id = data ? (JSON.parse(data.slice(6)) as { id?: number }).id : undefined;
        if (typeof id === "number") samples.push([id, at]);
      }
    });
    response.on("close", () => {
      open -= 1;
    });
  });
  request.on("error", () => {
    failed += 1;
  });
  requests.push(request);
}

async function rampUp() {
  const batch = Math.max(1, Math.round(config.connectPerSecond / 20));
  for (let i = 0; i < config.queries.length; i += batch) {
    for (let j = i; j < Math.min(i + batch, config.queries.length); j += 1) connect(j);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

process.on("message", (message: { type: string }) => {
  if (message.type === "status") process.send?.({ type: "status", open, failed });
  if (message.type === "report") process.send?.({ type: "report", open, failed, received, samples });
  if (message.type === "reset") {
    received = 0;
    samples.length = 0;
  }
  if (message.type === "close") {
    for (const request of requests) request.destroy();
    setTimeout(() => process.exit(0), 200);
  }
});

void rampUp();
