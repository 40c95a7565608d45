import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime, { type Email } from "postal-mime";

// The e2e app has no SMTP server: its delivery worker writes every e-mail to DATA_DIR/outbox/ as
// an .eml file. This reads them back the way a mail app would.
const OUTBOX = path.resolve("tests/.reports/e2e/outbox");

/** Every message read so far, by path: a file is written once, so each is parsed once per worker. */
const parsed = new Map<string, Promise<Email>>();

/** The e-mails of `kind` (e.g. follow_up) in the outbox so far. */
export async function mailsOfKind(kind: string, outbox = OUTBOX): Promise<Email[]> {
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith(`-${kind}.eml`));
  return Promise.all(
    names.map((name) => {
      const file = path.join(outbox, name);
      let mail = parsed.get(file);
      if (!mail) parsed.set(file, (mail = readFile(file).then((bytes) => PostalMime.parse(bytes))));
      return mail;
    }),
  );
}

/** Waits for the e-mail of `kind` (e.g. registration_confirmation) sent to `to`, and parses it. */
export async function waitForMail(to: string, kind: string, { timeoutMs = 15_000, outbox = OUTBOX } = {}): Promise<Email> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsOfKind(kind, outbox)).find((candidate) => candidate.to?.some((address) => address.address === to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no ${kind} e-mail to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
