import { json } from "@remix-run/node";
import { contactsImportBodySchema } from "~/schemas/contacts-import";
import { CONTACTS_FILE_MAX_BYTES, FILE_TOO_LARGE } from "~/contracts/contacts-import";
import type { ContactsImported, ContactsNotImported } from "~/contracts/contacts-import-report";
import {
  badLinesMessage,
  decodeContactsFile,
  importContacts,
  readContactsFile,
  resolveColumns,
} from "~/services/integrations/contacts-import.server";
import { eventNamed, hostOnly } from "~/services/account/team-access.server";
import { getConfig } from "~/utils/config.server";
import { apiRoute, HttpError, parseJsonBody, readBytesUpTo } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";
import { signedIn } from "~/routes/shared.account/signed-in.server";

/** Room for the file's text escaped inside JSON, within what the server takes from any request. */
const JSON_BODY_MAX_BYTES = CONTACTS_FILE_MAX_BYTES + 64 * 1024;

/** The posted file and mapping: JSON `{ csv, columns?, title? }`, or the file itself as text/csv (its columns guessed). */
async function readImport(request: Request) {
  if (/^text\/csv\b/i.test(request.headers.get("Content-Type") ?? "")) {
    const bytes = await readBytesUpTo(request, CONTACTS_FILE_MAX_BYTES);
    if (bytes === null) throw new HttpError(413, FILE_TOO_LARGE);
    return { text: decodeContactsFile(bytes), columns: undefined, title: undefined };
  }
  const body = await parseJsonBody(request, contactsImportBodySchema, { maxBytes: JSON_BODY_MAX_BYTES });
  return { text: body.csv, columns: body.columns, title: body.title };
}

export const { loader, action } = apiRoute({
  /**
   * Invites the contacts of a CSV file (header row first; `,` or `;`) to the host's event in one
   * transaction: 201 with a report of every line (imported, duplicate, skipped, bad: left out);
   * 400 with the same report, nothing imported, when no line is good and some are bad. `columns` names each field's column
   * by header or 0-based position (absent: guessed from the header). 413 over 1 MB or 5,000 rows.
   */
  POST: signedIn(async ({ request, params, user }) => {
    const eventId = parseEventId(params.id);
    if (eventId === null) throw new HttpError(404, "Event not found");
    const { text, columns, title } = await readImport(request);
    const file = await readContactsFile(text);
    const origin = new URL(getConfig().PUBLIC_URL ?? request.url).origin;
    const report = await hostOnly(user.id, eventNamed(params.id), () =>
      importContacts({ hostId: user.id, eventId, file, columns: resolveColumns(file, columns), title, origin }),
    );
    if (!report.imported) return json<ContactsNotImported>({ error: badLinesMessage(report.counts.bad), ...report }, { status: 400 });
    const { imported: sent, bad } = report.counts;
    const leftOut = bad ? `; ${bad} bad line${bad === 1 ? "" : "s"} left out (see lines)` : "";
    return json<ContactsImported>({ message: `${sent} invitation${sent === 1 ? "" : "s"} sent${leftOut}`, ...report }, { status: 201 });
  }),
});
