import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A receiver of outgoing webhooks on 127.0.0.1, as a host's CRM would run one: it verifies
// signatures the way the documentation tells receivers to, and answers what the test says.

export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What a receiver does with the Webhook-Signature header: every v1= that matches `secret`, and whether t= is fresh. */
export function verifyWebhookSignature({
  header,
  body,
  secret,
  now = new Date(),
  toleranceSeconds = 300,
}: {
  header: string;
  body: string;
  secret: string;
  now?: Date;
  toleranceSeconds?: number;
}) {
  const parts = header.split(",").map((part) => part.split("=", 2) as [string, string]);
  const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();
  return parts.some(([key, value]) => key === "v1" && /^[0-9a-f]{64}$/.test(value) && crypto.timingSafeEqual(Buffer.from(value, "hex"), expected));
}

export async function startWebhookReceiver(
  answer: (request: ReceivedWebhook) => { status: number; headers?: Record<string, string> } = () => ({ status: 200 }),
) {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const hit = { path: request.url ?? "/", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(hit);
      const { status, headers } = answer(hit);
      response.writeHead(status, headers).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = "/hooks") => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
