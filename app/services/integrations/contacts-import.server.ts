import { finished } from "node:stream/promises";
import { setImmediate } from "node:timers/promises";
import { CsvError, parse } from "csv-parse";
import { inviteContacts, type ContactHeldBack, type ImportedContact } from "~/models/invitation.server";
import { takeRateLimit } from "~/models/rate-limit.server";
import {
  COLUMN_NOT_IN_FILE,
  COLUMN_USED_TWICE,
  CONTACT_FIELDS,
  CONTACTS_FILE_MAX_BYTES,
  CONTACTS_IMPORT_RATE_LIMIT,
  CONTACTS_MAX_ROWS,
  EMAIL_COLUMN_REQUIRED,
  EMAIL_MAX_LENGTH,
  EMPTY_FILE,
  FILE_TOO_LARGE,
  IMPORT_RATE_LIMITED,
  NAME_MAX_LENGTH,
  NOT_TEXT,
  TOO_MANY_ROWS,
  type ContactColumns,
  type ContactField,
  type ContactLine,
  type ContactLineStatus,
  type ContactsReport,
} from "~/contracts/contacts-import";
import type { ContactColumnRefs } from "~/schemas/contacts-import";
import { SIMPLE_EMAIL } from "~/schemas/email-pattern";
import { HttpError } from "~/utils/http.server";

// Reading a contacts file, mapping its columns and checking each line: the one place the audience
// page's import and POST /api/events/{id}/invitations/import share.

/** A contacts file as read: its header row and each data row with the line it starts on. */
export interface ContactsFile {
  delimiter: "," | ";";
  header: string[];
  rows: { line: number; cells: string[] }[];
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The file's bytes as text: UTF-8 only (a BOM is dropped), over the limit a 413. */
export function decodeContactsFile(bytes: Uint8Array): string {
  if (bytes.byteLength > CONTACTS_FILE_MAX_BYTES) throw new HttpError(413, FILE_TOO_LARGE, { fieldErrors: { file: [FILE_TOO_LARGE] } });
  try {
    return utf8.decode(bytes);
  } catch {
    throw new HttpError(400, NOT_TEXT, { fieldErrors: { file: [NOT_TEXT] } });
  }
}

/** Spreadsheets set to a comma-decimal locale write `;` between fields: the header row tells which one this file uses. */
function delimiterOf(text: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ",") commas++;
    else if (!quoted && char === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

interface ParsedRecord {
  record: string[];
  info: { lines: number; empty_lines: number };
}

/** The file's bytes parsed between turns of the event loop: a few milliseconds of work each. */
const PARSE_SLICE_BYTES = 32 * 1024;

/**
 * The file's records (a CsvError when it is not CSV), parsed a slice at a time so that other
 * requests are served meanwhile; parsing stops once there are more than the row limit allows.
 */
async function parseRecords(body: string, delimiter: "," | ";"): Promise<ParsedRecord[]> {
  const records: ParsedRecord[] = [];
  const parser = parse({
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    // Kept here instead of pushed through the stream, whose machinery would double the parsing time.
    on_record: (record: string[], { lines, empty_lines }) => {
      records.push({ record, info: { lines, empty_lines } });
      return null;
    },
  });
  // Settled as soon as it fails, so that an error met between two slices is never an unhandled rejection.
  const failure = finished(parser.resume()).then(
    () => null,
    (error: unknown) => error,
  );
  const bytes = Buffer.from(body);
  for (let start = 0; start < bytes.length && !parser.destroyed && records.length <= CONTACTS_MAX_ROWS + 1; start += PARSE_SLICE_BYTES) {
    parser.write(bytes.subarray(start, start + PARSE_SLICE_BYTES));
    await setImmediate();
  }
  if (records.length > CONTACTS_MAX_ROWS + 1) {
    parser.destroy();
    return records;
  }
  if (!parser.destroyed) parser.end();
  const error = await failure;
  if (error) throw error;
  return records;
}

/**
 * Reads a contacts file's text (RFC 4180 with `,` or `;`, fields quoted with commas, quotes and
 * line breaks inside, a BOM, blank lines skipped): a 400 when it is not CSV or holds no contacts,
 * a 413 over the size or row limit.
 */
export async function readContactsFile(text: string): Promise<ContactsFile> {
  if (text.length > CONTACTS_FILE_MAX_BYTES || Buffer.byteLength(text, "utf8") > CONTACTS_FILE_MAX_BYTES) {
    throw new HttpError(413, FILE_TOO_LARGE, { fieldErrors: { file: [FILE_TOO_LARGE] } });
  }
  if (text.includes("\0")) throw new HttpError(400, NOT_TEXT, { fieldErrors: { file: [NOT_TEXT] } });
  const body = text.replace(/^\uFEFF/, "");
  const delimiter = delimiterOf(body);
  let records: ParsedRecord[];
  try {
    records = await parseRecords(body, delimiter);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    const message = `The file could not be read as CSV${line ? ` (near line ${line})` : ""}: check that every quoted field ends with a quote.`;
    throw new HttpError(400, message, { fieldErrors: { file: [message] } });
  }
  if (records.length > CONTACTS_MAX_ROWS + 1) throw new HttpError(413, TOO_MANY_ROWS, { fieldErrors: { file: [TOO_MANY_ROWS] } });
  const [first, ...data] = records;
  if (!first || data.length === 0) throw new HttpError(400, EMPTY_FILE, { fieldErrors: { file: [EMPTY_FILE] } });
  const rows: ContactsFile["rows"] = [];
  let previous = first.info;
  for (const { record, info } of data) {
    rows.push({ line: previous.lines + 1 + (info.empty_lines - previous.empty_lines), cells: record });
    previous = info;
  }
  return { delimiter, header: first.record, rows };
}

const HEADER_GUESSES: Record<ContactField, RegExp> = {
  email: /^(e?mail|emailaddress|mailaddress|courriel|correo|email\w*)$|mail/,
  firstName: /^(first|firstname|given|givenname|forename|prenom|vorname|nombre|name|fullname|contact|contactname)$/,
  lastName: /^(last|lastname|surname|family|familyname|nom|nachname|apellido|apellidos)$/,
};

const headerKey = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/** Each field's column guessed from the header names; a column is used once, the e-mail first. */
export function guessColumns(header: string[]): ContactColumns {
  const columns: ContactColumns = { email: null, firstName: null, lastName: null };
  const used = new Set<number>();
  for (const field of CONTACT_FIELDS) {
    const index = header.findIndex((name, position) => !used.has(position) && HEADER_GUESSES[field].test(headerKey(name)));
    if (index >= 0) {
      columns[field] = index;
      used.add(index);
    }
  }
  return columns;
}

/** The JSON call's `columns` (a header name or a position each; absent fields guessed) as positions; a 400 names the field. */
export function resolveColumns(file: ContactsFile, refs: ContactColumnRefs | undefined): ContactColumns {
  const guessed = guessColumns(file.header);
  if (!refs) return checkColumns(file, guessed);
  const columns = { ...guessed };
  for (const field of CONTACT_FIELDS) {
    const ref = refs[field];
    if (ref === undefined) continue;
    if (typeof ref === "string") {
      const index = file.header.findIndex((name) => name.toLowerCase() === ref.toLowerCase());
      if (index < 0) throw new HttpError(400, `${COLUMN_NOT_IN_FILE} (${ref})`, { fieldErrors: { [`columns.${field}`]: [COLUMN_NOT_IN_FILE] } });
      columns[field] = index;
    } else columns[field] = ref;
  }
  if (refs.email === undefined) {
    for (const field of ["firstName", "lastName"] as const) if (columns[field] === columns.email && refs[field] !== undefined) columns.email = null;
  }
  return checkColumns(file, columns);
}

/** A mapping the file can take: the e-mail chosen, every column in the file, none used twice. */
export function checkColumns(file: ContactsFile, columns: ContactColumns): ContactColumns {
  if (columns.email === null) throw new HttpError(400, EMAIL_COLUMN_REQUIRED, { fieldErrors: { "columns.email": [EMAIL_COLUMN_REQUIRED] } });
  const width = Math.max(file.header.length, ...file.rows.map((row) => row.cells.length));
  const seen = new Set<number>();
  for (const field of CONTACT_FIELDS) {
    const index = columns[field];
    if (index === null) continue;
    if (index >= width) throw new HttpError(400, COLUMN_NOT_IN_FILE, { fieldErrors: { [`columns.${field}`]: [COLUMN_NOT_IN_FILE] } });
    if (seen.has(index)) throw new HttpError(400, COLUMN_USED_TWICE, { fieldErrors: { [`columns.${field}`]: [COLUMN_USED_TWICE] } });
    seen.add(index);
  }
  return columns;
}

const cell = (cells: string[], index: number | null) => (index === null ? "" : (cells[index] ?? "").trim());

/** One line checked on its own and against the lines above it: bad, a duplicate in the file, or a contact to invite. */
export function checkLines(file: ContactsFile, columns: ContactColumns): { lines: ContactLine[]; contacts: ImportedContact[] } {
  const lines: ContactLine[] = [];
  const contacts: ImportedContact[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of file.rows) {
    const email = cell(cells, columns.email);
    const firstName = cell(cells, columns.firstName);
    const lastName = cell(cells, columns.lastName);
    const reason = !email
      ? "The e-mail address is missing."
      : email.length > EMAIL_MAX_LENGTH
        ? `The e-mail address is longer than ${EMAIL_MAX_LENGTH} characters.`
        : !SIMPLE_EMAIL.test(email)
          ? "The e-mail address is not valid."
          : firstName.length > NAME_MAX_LENGTH
            ? `The first name is longer than ${NAME_MAX_LENGTH} characters.`
            : lastName.length > NAME_MAX_LENGTH
              ? `The last name is longer than ${NAME_MAX_LENGTH} characters.`
              : null;
    if (reason) {
      lines.push({ line, status: "bad", email: email.slice(0, EMAIL_MAX_LENGTH), reason });
      continue;
    }
    const key = email.toLowerCase();
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      lines.push({ line, status: "duplicate", email, reason: `Same e-mail address as line ${earlier}.` });
      continue;
    }
    firstLineOf.set(key, line);
    lines.push({ line, status: "imported", email, reason: null });
    contacts.push({ line, email, firstName: firstName || null });
  }
  return { lines, contacts };
}

const HELD_BACK: Record<ContactHeldBack, { status: ContactLineStatus; reason: string }> = {
  already_registered: { status: "duplicate", reason: "Already registered for this event." },
  already_invited: { status: "duplicate", reason: "Already invited to this event." },
  unsubscribed: { status: "skipped", reason: "Unsubscribed from your e-mails: not invited." },
  bounced: { status: "skipped", reason: "E-mail to this address bounced before: not invited." },
};

function reportOf(lines: ContactLine[], imported: boolean): ContactsReport {
  const counts: Record<ContactLineStatus, number> = { imported: 0, duplicate: 0, skipped: 0, bad: 0 };
  for (const line of lines) counts[line.status]++;
  return { imported, counts, lines };
}

export const badLinesMessage = (count: number) =>
  `Nothing was imported: ${count} line${count === 1 ? " needs" : "s need"} fixing. Correct ${count === 1 ? "it" : "them"} in the file and import it again.`;

/**
 * Invites the file's good lines to the host's event in one transaction (all of them or, when it
 * fails, none): bad lines are left out and reported by number, as are duplicates (in the file,
 * already registered or invited) and addresses the host may not mail. A file with bad lines and
 * nothing good imports nothing. 404 for an event that is not the host's.
 */
export async function importContacts({
  hostId,
  eventId,
  file,
  columns,
  title,
  origin,
}: {
  hostId: number;
  eventId: number;
  file: ContactsFile;
  columns: ContactColumns;
  title?: string | null;
  origin: string;
}): Promise<ContactsReport> {
  const { lines, contacts } = checkLines(file, checkColumns(file, columns));
  const nothingGood = contacts.length === 0 && lines.some((line) => line.status === "bad");
  if (!nothingGood) {
    const limit = await takeRateLimit({ ...CONTACTS_IMPORT_RATE_LIMIT, key: String(hostId) });
    if (!limit.allowed) throw new HttpError(429, IMPORT_RATE_LIMITED, { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const result = await inviteContacts({ hostId, eventId, contacts, title, origin, dryRun: nothingGood });
  if (result.status === "not_found") throw new HttpError(404, "Event not found");
  const reported = lines.map((line) => {
    const heldBack = result.heldBack.get(line.line);
    if (line.status !== "imported" || !heldBack) return line;
    return { ...line, ...HELD_BACK[heldBack] };
  });
  return reportOf(reported, !nothingGood);
}
