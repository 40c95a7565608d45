import { db } from "~/utils/db.server";
import { toOutboxMessage } from "~/models/outbox.server";

// A viewer's personal link now reaches them only by e-mail: tests take it from the mail queued
// to the address, as the viewer would from their inbox.

/** The e-mails with a viewer's personal link queued to `email` (exactly as stored), oldest first. */
export async function viewerLinkMails(email: string) {
  const rows = await db()
    .selectFrom("outboxMessages")
    .selectAll()
    .where("kind", "=", "viewer_link")
    .where("toAddress", "=", email)
    .orderBy("id")
    .execute();
  return rows.map(toOutboxMessage);
}

/** The personal link (its path, /watch/{streamId}/{uniqueId}) in the newest such e-mail. */
export async function viewerLinkFromMail(email: string) {
  const newest = (await viewerLinkMails(email)).at(-1);
  if (!newest) throw new Error(`no personal link was mailed to ${email}`);
  return new URL(String(newest.payload.link)).pathname;
}

/** The uniqueId of that link (the viewer's token). */
export async function viewerTokenFromMail(email: string) {
  return (await viewerLinkFromMail(email)).split("/").pop() ?? "";
}
