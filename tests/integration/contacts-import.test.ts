import { describe, expect, it } from "vitest";
import { listInvitations } from "~/models/invitation.server";
import { suppressEmail } from "~/models/email-suppression.server";
import { listOutboxMessages } from "~/models/outbox.server";
import { registerForEvent } from "~/models/registration.server";
import { CONTACTS_FILE_MAX_BYTES, FILE_TOO_LARGE } from "~/contracts/contacts-import";
import { createTestEvent, registrationInput } from "../support/events";
import { createHost, uniqueEmail, uniqueIp } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { openPrivateDatabase } from "../support/private-database";

// Thousands of invitations queued here would crowd out what later files in this worker claim
// from the outbox: the file has a database of its own.
await openPrivateDatabase();

const app = startAppForTests();

type Line = { line: number; status: string; email: string; reason: string | null };
type Report = { error?: string; message?: string; imported: boolean; counts: Record<string, number>; lines: Line[] };

async function signedInHost() {
  const host = await createHost();
  return { host, cookie: await signInCookie(app.url, host) };
}

async function importCall(cookie: string, eventId: number, body: unknown, contentType = "application/json") {
  const response = await fetch(`${app.url}/api/events/${eventId}/invitations/import`, {
    method: "POST",
    headers: { "Content-Type": contentType, Cookie: cookie, "X-Forwarded-For": uniqueIp() },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Report };
}

/** The page's form posts as a browser without JavaScript sends them (multipart). */
async function pagePost(cookie: string, fields: Record<string, string>, file?: { name: string; text: string | Uint8Array<ArrayBuffer> }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new Blob([file.text], { type: "text/csv" }), file.name);
  const response = await fetch(`${app.url}/audience/import?_data=routes%2F_workspace.audience_.import`, {
    method: "POST",
    headers: { Cookie: cookie, "X-Forwarded-For": uniqueIp(), "Sec-Fetch-Site": "same-origin" },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const contactsCsv = (rows: string[]) => ["Email,First name,Last name", ...rows].join("\r\n") + "\r\n";

describe("importing contacts through the JSON call", () => {
  it("imports the 980 good lines of 1,000 in one go and reports the 20 bad ones by line; a file of bad lines alone imports nothing", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, { title: "Import night" });
    const good = Array.from({ length: 1000 }, (_, i) => `${uniqueEmail(`c${i}`)},Guest${i},Row`);
    const rows = good.map((row, i) => (i % 50 === 7 ? `not-an-address-${i},Bad,Row` : row));
    const done = await importCall(cookie, event.id, { csv: contactsCsv(rows), title: "Come along" });
    expect(done.status).toBe(201);
    expect(done.body.message).toBe("980 invitations sent; 20 bad lines left out (see lines)");
    expect(done.body.imported).toBe(true);
    expect(done.body.counts).toEqual({ imported: 980, duplicate: 0, skipped: 0, bad: 20 });
    const bad = done.body.lines.filter((line) => line.status === "bad");
    expect(bad.map((line) => line.line)).toEqual(Array.from({ length: 20 }, (_, i) => i * 50 + 7 + 2));
    expect(bad[0]).toEqual({ line: 9, status: "bad", email: "not-an-address-7", reason: "The e-mail address is not valid." });
    const invitations = await listInvitations({ hostId: host.id, eventId: event.id });
    expect(invitations).toHaveLength(980);
    const messages = await listOutboxMessages({ hostId: host.id, kind: "invitation", limit: 2000 });
    expect(messages).toHaveLength(980);
    const invitationOf = new Map(invitations.map((invitation) => [invitation.email, invitation]));
    for (const message of messages) {
      const invitation = invitationOf.get(message.toAddress);
      const link = new URL(String(message.payload.link));
      expect([message.invitationId, link.searchParams.get("email"), link.searchParams.get("token")]).toEqual([
        invitation?.id,
        invitation?.email,
        invitation?.token,
      ]);
    }
    expect(new Set(invitations.map((invitation) => invitation.token)).size).toBe(980);
    expect(messages.some((message) => message.toAddress.startsWith("not-an-address"))).toBe(false);
    const first = messages.find((message) => message.toAddress === good[0]?.split(",")[0]);
    expect(first?.subject).toBe("You're invited: Come along");
    expect(first?.bodyText).toMatch(/^Hi Guest0,\n\n.* invites you to "Come along"/);

    const other = await createTestEvent(host.id, { title: "Only bad lines" });
    const failed = await importCall(cookie, other.id, { csv: contactsCsv(["nobody-at-all,Bad,Row", "still wrong,Bad,Row"]) });
    expect(failed.status).toBe(400);
    expect(failed.body.error).toBe("Nothing was imported: 2 lines need fixing. Correct them in the file and import it again.");
    expect(failed.body.imported).toBe(false);
    expect(failed.body.counts).toEqual({ imported: 0, duplicate: 0, skipped: 0, bad: 2 });
    expect(await listInvitations({ hostId: host.id, eventId: other.id })).toEqual([]);
  });

  it("skips and reports duplicates in the file, people already registered or invited, and unsubscribed addresses", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id);
    const registered = uniqueEmail("registered");
    await registerForEvent({ eventId: event.id, input: registrationInput({ email: registered }), ip: uniqueIp() });
    const invited = uniqueEmail("invited");
    expect((await importCall(cookie, event.id, { csv: contactsCsv([invited]) })).status).toBe(201);
    const unsubscribed = uniqueEmail("gone");
    await suppressEmail({ hostId: host.id, email: unsubscribed, reason: "unsubscribed" });
    const fresh = uniqueEmail("fresh");

    const semicolons = [
      "Prénom;Courriel",
      `Ann;${fresh}`,
      `Ann again;${fresh.toUpperCase()}`,
      `Reg;${registered.toUpperCase()}`,
      `Inv;${invited}`,
      `U;${unsubscribed}`,
    ].join("\n");
    const result = await importCall(cookie, event.id, `\uFEFF${semicolons}`, "text/csv; charset=utf-8");
    expect(result.status).toBe(201);
    expect(result.body.lines).toEqual([
      { line: 2, status: "imported", email: fresh, reason: null },
      { line: 3, status: "duplicate", email: fresh.toUpperCase(), reason: "Same e-mail address as line 2." },
      { line: 4, status: "duplicate", email: registered.toUpperCase(), reason: "Already registered for this event." },
      { line: 5, status: "duplicate", email: invited, reason: "Already invited to this event." },
      { line: 6, status: "skipped", email: unsubscribed, reason: "Unsubscribed from your e-mails: not invited." },
    ]);
    const addresses = (await listInvitations({ hostId: host.id, eventId: event.id })).map((invitation) => invitation.email).sort();
    expect(addresses).toEqual([fresh, invited].sort());
  });

  it("answers another host's event with 404, a file too large with 413, and a bad mapping with 400", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id);
    const other = await signedInHost();
    const csv = contactsCsv([uniqueEmail("x")]);
    expect(await importCall(other.cookie, event.id, { csv })).toEqual({ status: 404, body: { error: "Event not found" } });
    expect(await listInvitations({ hostId: host.id, eventId: event.id })).toEqual([]);

    const big = "email\n" + "a".repeat(CONTACTS_FILE_MAX_BYTES);
    expect(await importCall(cookie, event.id, big, "text/csv")).toEqual({ status: 413, body: { error: FILE_TOO_LARGE } });
    const bigJson = await importCall(cookie, event.id, { csv: `email\n${"b".repeat(CONTACTS_FILE_MAX_BYTES)}` });
    expect(bigJson.status).toBe(413);

    const unknown = await importCall(cookie, event.id, { csv, columns: { email: "Phone" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: "That column is not in the file. (Phone)",
      fieldErrors: { "columns.email": ["That column is not in the file."] },
    });
    const noCsv = await importCall(cookie, event.id, { columns: {} });
    expect(noCsv.status).toBe(400);
    expect(Object.keys((noCsv.body as unknown as { fieldErrors: object }).fieldErrors)).toEqual(["csv"]);
  });
});

describe("importing contacts on the audience page", () => {
  it("reads the file, offers the guessed columns with a preview, then imports with the host's choice", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, { title: "Page import" });
    const ann = uniqueEmail("ann");
    const bob = uniqueEmail("bob");
    const text = `Name,Work e-mail,Notes\r\n"Lee, Ann",${ann},"likes ""webinars""\na lot"\r\nBob,${bob},\r\n`;

    const preview = await pagePost(cookie, { intent: "preview", eventId: String(event.id) }, { name: "contacts.csv", text });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      step: "map",
      fileName: "contacts.csv",
      header: ["Name", "Work e-mail", "Notes"],
      preview: [
        ["Lee, Ann", ann, 'likes "webinars"\na lot'],
        ["Bob", bob, ""],
      ],
      rowCount: 2,
      columns: { email: 1, firstName: 0, lastName: null },
    });

    const wrongColumn = await pagePost(cookie, {
      intent: "import",
      eventId: String(event.id),
      csv: String(preview.body.csv),
      email: "0",
      firstName: "",
    });
    expect(wrongColumn.status).toBe(400);
    expect(wrongColumn.body).toMatchObject({ step: "report", report: { imported: false, counts: { bad: 2 } } });
    expect(await listInvitations({ hostId: host.id, eventId: event.id })).toEqual([]);

    const done = await pagePost(cookie, {
      intent: "import",
      eventId: String(event.id),
      fileName: "contacts.csv",
      csv: String(preview.body.csv),
      email: "1",
      firstName: "0",
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ step: "report", eventTitle: "Page import", report: { imported: true, counts: { imported: 2 } } });
    expect((await listInvitations({ hostId: host.id, eventId: event.id })).map((invitation) => invitation.email).sort()).toEqual([ann, bob].sort());
  });

  it("carries a file just under 1 MB back with the browser's CRLF line breaks", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id);
    // The notes fill the file to exactly 1 MB, however many digits the host's id has.
    const fileOf = (notes: string) =>
      `email,notes\n${Array.from({ length: 4999 }, (_, i) => (i === 4000 ? `not-an-address,${notes}` : `p${i}-${host.id}@example.com,${notes}`)).join("\n")}\n`;
    const notes = "n".repeat(Math.floor((CONTACTS_FILE_MAX_BYTES - Buffer.byteLength(fileOf(""))) / 4999));
    const short = fileOf(notes);
    const text = short.replace(notes, notes + "n".repeat(CONTACTS_FILE_MAX_BYTES - Buffer.byteLength(short)));
    expect(Buffer.byteLength(text)).toBe(CONTACTS_FILE_MAX_BYTES);

    const preview = await pagePost(cookie, { intent: "preview", eventId: String(event.id) }, { name: "big.csv", text });
    expect(preview.body).toMatchObject({ step: "map", rowCount: 4999, columns: { email: 0 } });
    const carried = String(preview.body.csv).replace(/\n/g, "\r\n");
    expect(Buffer.byteLength(carried)).toBeGreaterThan(CONTACTS_FILE_MAX_BYTES);
    const report = await pagePost(cookie, { intent: "import", eventId: String(event.id), csv: carried, email: "0" });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ step: "report", report: { imported: true, counts: { bad: 1, imported: 4998 } } });
    const lines = (report.body.report as Report).lines.filter((line) => line.status === "bad");
    expect(lines).toEqual([{ line: 4002, status: "bad", email: "not-an-address", reason: "The e-mail address is not valid." }]);
  });

  it("refuses a missing file, a file over 1 MB and another host's event, importing nothing", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id);
    const noFile = await pagePost(cookie, { intent: "preview", eventId: String(event.id) });
    expect(noFile).toEqual({ status: 400, body: { step: "upload", eventId: String(event.id), error: "Choose a CSV file to import." } });
    const big = await pagePost(
      cookie,
      { intent: "preview", eventId: String(event.id) },
      { name: "big.csv", text: new Uint8Array(CONTACTS_FILE_MAX_BYTES + 10).fill(0x61) },
    );
    expect(big).toEqual({ status: 413, body: { step: "upload", eventId: String(event.id), error: FILE_TOO_LARGE } });
    const other = await signedInHost();
    const csv = contactsCsv([uniqueEmail("y")]);
    const theirs = await pagePost(other.cookie, { intent: "import", eventId: String(event.id), csv, email: "0" });
    expect(theirs).toEqual({ status: 400, body: { step: "upload", eventId: String(event.id), error: "Choose the event to invite them to." } });
    expect(await listInvitations({ hostId: host.id, eventId: event.id })).toEqual([]);
  });
});
