import * as z from "zod";
import { CHOOSE_EVENT, EMAIL_COLUMN_REQUIRED, EMPTY_FILE, NO_FILE } from "~/contracts/contacts-import";

// The JSON call's body and the audience page's mapping form for importing contacts (see utils/contacts-import).

const position = z.number().int().min(0).max(999);

/** `columns` of the JSON call: a field's column as its header name or its 0-based position. */
const columnRef = z.union([z.string().trim().min(1).max(200), position, z.null()]);

export const contactsImportBodySchema = z.strictObject({
  csv: z.string({ error: "Send the file's text as csv." }).min(1, EMPTY_FILE),
  columns: z.strictObject({ email: columnRef.optional(), firstName: columnRef.optional(), lastName: columnRef.optional() }).optional(),
  title: z.string().trim().max(200, "Title must be at most 200 characters").optional(),
});
export type ContactsImportBody = z.output<typeof contactsImportBodySchema>;
export type ContactColumnRefs = NonNullable<ContactsImportBody["columns"]>;

const optionalPosition = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? Number(value) : null))
  .pipe(position.nullable());

/** The mapping step's form: each field's column position ("" for none), the event, the file's text carried along. */
export const contactsMappingFormSchema = z.object({
  eventId: z.string({ error: CHOOSE_EVENT }).trim().min(1, CHOOSE_EVENT),
  csv: z.string({ error: NO_FILE }).min(1, NO_FILE),
  email: z
    .string({ error: EMAIL_COLUMN_REQUIRED })
    .trim()
    .min(1, EMAIL_COLUMN_REQUIRED)
    .transform((value) => Number(value))
    .pipe(position),
  firstName: optionalPosition,
  lastName: optionalPosition,
});
