import WebSocket from "ws";
import { takeInOrder } from "./take-in-order";

export type SocketMessage = Record<string, unknown> & { type: string };

/**
 * A socket client for the app's /ws bridge that keeps what it receives; answers pings unless told
 * not to. Rejects with `statusCode` set when the upgrade is refused.
 */
export async function connectSocket(
  url: string,
  { headers, origin, autoPong = true }: { headers?: Record<string, string>; origin?: string; autoPong?: boolean } = {},
) {
  const ws = new WebSocket(url, { headers, origin });
  const messages: SocketMessage[] = [];
  const take = takeInOrder(messages);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on("message", (raw) => {
    const message = JSON.parse(raw.toString()) as SocketMessage;
    messages.push(message);
    if (autoPong && message.type === "ping") ws.send(JSON.stringify({ type: "pong", timestamp: message.timestamp }));
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("unexpected-response", (_req, res) =>
      reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { statusCode: res.statusCode })),
    );
    ws.once("error", reject);
  });
  return {
    ws,
    messages,
    closed,
    send: (message: unknown) => ws.send(typeof message === "string" ? message : JSON.stringify(message)),
    /** The next message (after those already taken) that passes the test, skipping pings. */
    async next(test: (message: SocketMessage) => boolean = (m) => m.type !== "ping", timeoutMs = 5_000): Promise<SocketMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = take(test);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(messages)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    nonPings: () => messages.filter((message) => message.type !== "ping"),
    close: () => ws.close(),
  };
}
