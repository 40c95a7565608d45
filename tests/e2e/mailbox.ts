import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime, { type Email } from "postal-mime";

// The e2e app has no SMTP server: its delivery worker writes every e-mail to DATA_DIR/outbox/ as
// an .eml file. This reads them back the way a mail app would.
const OUTBOX = path.resolve("tests/.reports/e2e/outbox");

/** Waits for the e-mail of `kind` (e.g. registration_confirmation) sent to `to`, and parses it. */
export async function waitForMail(to: string, kind: string, timeoutMs = 15_000): Promise<Email> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(OUTBOX).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith(`-${kind}.eml`))) {
      const mail = await PostalMime.parse(await readFile(path.join(OUTBOX, name)));
      if (mail.to?.some((address) => address.address === to)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no ${kind} e-mail to ${to} in ${OUTBOX}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
