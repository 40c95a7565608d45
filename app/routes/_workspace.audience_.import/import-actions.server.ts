import { json, unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import type { MappingStepProps } from "~/components/audience/contacts-import/mapping-step";
import { getEvent } from "~/models/event.server";
import { contactsMappingFormSchema } from "~/schemas/contacts-import";
import {
  checkColumns,
  decodeContactsFile,
  guessColumns,
  importContacts,
  readContactsFile,
  type ContactsFile,
} from "~/services/integrations/contacts-import.server";
import {
  CHOOSE_EVENT,
  CONTACTS_FILE_MAX_BYTES,
  CONTACTS_MAX_ROWS,
  FILE_TOO_LARGE,
  NO_FILE,
  type ContactColumns,
  type ContactsReport,
} from "~/contracts/contacts-import";
import { getConfig } from "~/utils/config.server";
import { formFields, HttpError, httpErrorOf, jsonError } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";

/** Rows shown under the column choices. */
const PREVIEW_ROWS = 5;

/** The file's text carried back by the mapping form: a browser sends its line breaks as CRLF, a little longer than the file. */
const CARRIED_TEXT_MAX_BYTES = CONTACTS_FILE_MAX_BYTES + 2 * CONTACTS_MAX_ROWS + 1024;

export type ImportStep =
  | { step: "upload"; eventId: string; error: string }
  | ({ step: "map" } & Omit<MappingStepProps, "eventTitle">)
  | { step: "report"; eventId: string; eventTitle: string; fileName: string; report: ContactsReport };

interface Posted {
  form: FormData;
  file: { bytes: Buffer; name: string } | null;
  tooLarge: boolean;
}

/** The posted form: its text fields, and the chosen file's bytes (none over the limit: `tooLarge` says so). */
async function readPosted(request: Request): Promise<Posted> {
  const posted: Posted = { form: new FormData(), file: null, tooLarge: false };
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const limit = name === "file" ? CONTACTS_FILE_MAX_BYTES : CARRIED_TEXT_MAX_BYTES;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
    }
    if (size > limit) {
      posted.tooLarge = true;
      return undefined;
    }
    const bytes = Buffer.concat(chunks);
    if (name === "file") {
      if (filename || bytes.length) posted.file = { bytes, name: filename ?? "" };
      return undefined;
    }
    return bytes.toString("utf8");
  };
  try {
    posted.form = formFields(await unstable_parseMultipartFormData(request, handler));
  } catch (error) {
    if (error instanceof Response) throw error;
    throw jsonError(400, "The form could not be read. Choose the file again and upload it.");
  }
  return posted;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function mapStep(eventId: string, csv: string, fileName: string, file: ContactsFile, columns: ContactColumns, error: string | null): ImportStep {
  return {
    step: "map",
    eventId,
    csv,
    fileName,
    header: file.header,
    preview: file.rows.slice(0, PREVIEW_ROWS).map((row) => row.cells),
    rowCount: file.rows.length,
    columns,
    error,
  };
}

/**
 * The import's steps, each a plain form post: `preview` reads the chosen file and answers the
 * column choices (guessed from its header) with its first rows; `import` invites the file's
 * contacts with the chosen columns and answers the per-line report. The file's text rides along
 * in the mapping form, so nothing is kept between the steps.
 */
export async function importAction({ hostId, request }: { hostId: number; request: Request }) {
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) throw jsonError(400, NO_FILE);
  const posted = await readPosted(request);
  const eventId = text(posted.form, "eventId");
  const upload = (status: number, error: string) => json<ImportStep>({ step: "upload", eventId, error }, { status });
  if (posted.tooLarge) return upload(413, FILE_TOO_LARGE);
  const event = parseEventId(eventId) === null ? null : await getEvent({ hostId, eventId: Number(eventId) });
  if (text(posted.form, "intent") !== "import") {
    if (!event) return upload(400, CHOOSE_EVENT);
    if (!posted.file) return upload(400, NO_FILE);
    try {
      const csv = decodeContactsFile(posted.file.bytes).replace(/^\uFEFF/, "");
      const file = await readContactsFile(csv);
      return json(mapStep(eventId, csv, posted.file.name, file, guessColumns(file.header), null));
    } catch (error) {
      const known = httpErrorOf(error);
      if (!known) throw error;
      return upload(known.status, known.message);
    }
  }
  const fileName = text(posted.form, "fileName");
  const mapping = contactsMappingFormSchema.safeParse(Object.fromEntries(posted.form));
  if (!event) return upload(400, CHOOSE_EVENT);
  // Back to the file's own line breaks, so the size limit reads the file as it was chosen.
  const csv = text(posted.form, "csv").replace(/\r\n/g, "\n");
  let file: ContactsFile;
  try {
    file = await readContactsFile(csv);
  } catch (error) {
    const known = httpErrorOf(error);
    if (!known) throw error;
    return upload(known.status, known.message);
  }
  const chosen: ContactColumns = mapping.success
    ? { email: mapping.data.email, firstName: mapping.data.firstName, lastName: mapping.data.lastName }
    : { ...guessColumns(file.header), email: null };
  try {
    if (!mapping.success) throw new HttpError(400, mapping.error.issues[0]?.message ?? NO_FILE);
    const origin = new URL(getConfig().PUBLIC_URL ?? request.url).origin;
    const report = await importContacts({ hostId, eventId: event.id, file, columns: checkColumns(file, chosen), origin });
    return json<ImportStep>({ step: "report", eventId, eventTitle: event.title, fileName, report }, { status: report.imported ? 200 : 400 });
  } catch (error) {
    const known = httpErrorOf(error);
    if (!known) throw error;
    return json(mapStep(eventId, csv, fileName, file, chosen, known.message), { status: known.status });
  }
}
