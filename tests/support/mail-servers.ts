import http from "node:http";
import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { until } from "./wait";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: Email;
}

/**
 * A real SMTP server on loopback that keeps what it receives. `rejectRecipient` may refuse an
 * address with an SMTP code (4xx temporary, 5xx permanent), as a real server would.
 */
export async function startSmtpServer({ rejectRecipient }: { rejectRecipient?: (address: string) => { code: number; message: string } | null } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    // Pooled clients keep their connections open; closing the server need not wait for them.
    closeTimeout: 500,
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const refusal = rejectRecipient?.(address.address);
      if (!refusal) return callback();
      const error = new Error(refusal.message) as Error & { responseCode: number };
      error.responseCode = refusal.code;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        PostalMime.parse(raw).then(
          (parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits until at least `count` messages arrived. */
    waitForCount: (count: number, timeoutMs = 10_000) =>
      until(() => received.length >= count, timeoutMs, { message: () => `${received.length} of ${count} e-mails arrived` }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedText {
  accountSid: string;
  authorization: string;
  to: string;
  from: string;
  body: string;
}

/** A fake Twilio Messages API on loopback; `refuse` answers a number with an error status. */
export async function startFakeSmsProvider({ refuse }: { refuse?: (to: string) => number | null } = {}) {
  const received: ReceivedText[] = [];
  const server = http.createServer((req, res) => {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? "");
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      if (req.method !== "POST" || !match?.[1]) {
        res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ message: "Not found" }));
        return;
      }
      const form = new URLSearchParams(body);
      const to = form.get("To") ?? "";
      const status = refuse?.(to);
      if (status) {
        res
          .writeHead(status, { "Content-Type": "application/json" })
          .end(JSON.stringify({ code: 21211, message: `The 'To' number ${to} is not valid.` }));
        return;
      }
      received.push({
        accountSid: decodeURIComponent(match[1]),
        authorization: req.headers.authorization ?? "",
        to,
        from: form.get("From") ?? "",
        body: form.get("Body") ?? "",
      });
      res
        .writeHead(201, { "Content-Type": "application/json" })
        .end(JSON.stringify({ sid: `SM${received.length.toString().padStart(32, "0")}`, status: "queued" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
