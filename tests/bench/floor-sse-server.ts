// The floor for live-fanout.ts: the least an SSE fan-out can do in Node. GET /events holds the
// response open; POST /post gives the message an id, serialises it once and writes the same bytes
// to every connection, then answers { id }. No auth, no storage, no coalescing.
// Started with: node --import tsx tests/bench/floor-sse-server.ts <port>
import http from "node:http";

const port = Number(process.argv[2] ?? 0);
const connections = new Set<http.ServerResponse>();
let nextId = 1;

const server = http.createServer((req, res) => {
  if (req.method === "GET" && req.url?.startsWith("/events")) {
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive" });
    res.write("retry: 3000\n\n");
    connections.add(res);
    res.on("close", () => connections.delete(res));
    return;
  }
  if (req.method === "POST" && req.url === "/post") {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const id = nextId++;
      const { message } = JSON.parse(body || "{}") as { message?: string };
      const bytes = Buffer.from(
        `id: ${id}\nevent: chat_message\ndata: ${JSON.stringify({ id, message, status: "active", stickyOrder: null, timestamp: new Date().toISOString(), isStreamer: true, viewer: null })}\n\n`,
      );
      for (const connection of connections) connection.write(bytes);
      res.writeHead(201, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ id }));
    });
    return;
  }
  res.writeHead(404).end();
});
server.keepAliveTimeout = 0;
server.listen(port, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ type: "listening", port: typeof address === "object" && address ? address.port : port });
});
