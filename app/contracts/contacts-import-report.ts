// The report of a contacts import, line by line: what POST /api/events/{id}/invitations/import
// answers and the audience page's import shows. Server-side shapes (zod): the browser takes their
// types only, through contracts/contacts-import.
import * as z from "zod";
import { apiShape } from "./api-shapes";

export const CONTACT_LINE_STATUSES = ["imported", "duplicate", "skipped", "bad"] as const;

/** One data line of the file as the report shows it. */
export const contactLineSchema = apiShape(
  "ContactLine",
  z.object({
    line: z
      .number()
      .int()
      .meta({ description: "Where the row starts in the file (the header is line 1).", examples: [2] }),
    status: z.enum(CONTACT_LINE_STATUSES).meta({
      description:
        "imported: invited; duplicate: the same address earlier in the file, or already registered or invited; skipped: an address the host may not mail (unsubscribed, bounced); bad: left out, see reason.",
    }),
    email: z.string().meta({ examples: ["ada@example.com"] }),
    reason: z
      .string()
      .nullable()
      .meta({ description: "Why the line was not imported; null for an imported one.", examples: ["The e-mail address is not valid."] }),
  }),
);
export type ContactLine = z.infer<typeof contactLineSchema>;
export type ContactLineStatus = ContactLine["status"];

const lineCount = z.number().int().min(0);

const contactsReportFields = {
  imported: z
    .boolean()
    .meta({ description: "True when the invitations were created; false when bad lines and nothing good stopped the whole import." }),
  counts: z
    .object({ imported: lineCount, duplicate: lineCount, skipped: lineCount, bad: lineCount })
    .meta({ description: "How many lines have each status." }),
  lines: z.array(contactLineSchema).meta({ description: "Every data line of the file, in order." }),
};
export const contactsReportSchema = z.object(contactsReportFields);
export type ContactsReport = z.infer<typeof contactsReportSchema>;

/** 201: the invitations were sent; the report of every line. */
export const contactsImportedSchema = apiShape(
  "ContactsImported",
  z.object({ message: z.string().meta({ examples: ["2 invitations sent; 1 bad line left out (see lines)"] }), ...contactsReportFields }),
);
export type ContactsImported = z.infer<typeof contactsImportedSchema>;

/** 400: no line was good and some were bad, so nothing was imported; the report says which lines to fix. */
export const contactsNotImportedSchema = apiShape(
  "ContactsNotImported",
  z.object({
    error: z.string().meta({ examples: ["Nothing was imported: 1 line needs fixing. Correct it in the file and import it again."] }),
    ...contactsReportFields,
  }),
);
export type ContactsNotImported = z.infer<typeof contactsNotImportedSchema>;
