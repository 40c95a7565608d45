import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "~/utils/config.server";

export interface OutgoingMail {
  /** The outbox row's id and kind name the .eml file when mail is only written to disk. */
  outboxId: number;
  kind: string;
  from: { name: string; address: string };
  replyTo?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface MailTransport {
  /** Resolves with the Message-ID; rejects with the SMTP error (see isPermanentMailError). */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * Nothing that reaches a header may break a line: a name or subject with CR/LF could add headers
 * of its own (header injection). nodemailer encodes headers, and this makes sure of it earlier.
 */
export function headerSafe(value: string) {
  return value
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function message(mail: OutgoingMail) {
  return {
    from: { name: headerSafe(mail.from.name), address: mail.from.address },
    replyTo: mail.replyTo,
    to: mail.to,
    subject: headerSafe(mail.subject),
    html: mail.html,
    text: mail.text,
    headers: Object.fromEntries(Object.entries(mail.headers ?? {}).map(([key, value]) => [key, headerSafe(value)])),
    attachments: mail.attachments,
  };
}

/** Over SMTP_URL, with a small pool of connections reused between messages. */
export function smtpTransport(url: string): MailTransport {
  const options = new URL(url);
  options.searchParams.set("pool", "true");
  options.searchParams.set("maxConnections", "3");
  options.searchParams.set("connectionTimeout", "20000");
  options.searchParams.set("socketTimeout", "30000");
  const transporter = nodemailer.createTransport(options.toString());
  return {
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      return { messageId: String(info.messageId) };
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP: each message becomes DATA_DIR/outbox/<id>-<kind>.eml, openable in any mail app. */
export function fileTransport(dataDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const folder = path.join(dataDir, "outbox");
  return {
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      await fs.mkdir(folder, { recursive: true });
      const name = `${String(mail.outboxId).padStart(6, "0")}-${mail.kind}.eml`;
      // Written under a temporary name, then renamed: a mail app or script watching the folder
      // never opens a message half written.
      const partial = path.join(folder, `.${name}.partial`);
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, path.join(folder, name));
      return { messageId: String(info.messageId) };
    },
    close: () => transporter.close(),
  };
}

export function mailTransportFor(config: Pick<Config, "SMTP_URL" | "DATA_DIR">): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(config.DATA_DIR);
}

/**
 * A 5xx answer (unknown mailbox, rejected recipient) will not change on a retry: the address
 * bounced. Anything else (4xx, a dropped connection, a timeout) is worth trying again.
 */
export function isPermanentMailError(error: unknown) {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
