// Importing contacts from a CSV file to invite them to an event: the limits, the words and the
// per-line report shared by the audience page, its components and POST /api/events/{id}/invitations/import.
// Shared code: no zod, no Node imports.

/** The largest file taken: 1 MB, which also fits one form post carrying it back for the import step. */
export const CONTACTS_FILE_MAX_BYTES = 1_000_000;
/** The most contacts (data rows) one file may hold. */
export const CONTACTS_MAX_ROWS = 5_000;
/** Imports a host may run: 20 a day (each sends up to CONTACTS_MAX_ROWS invitations). */
export const CONTACTS_IMPORT_RATE_LIMIT = { bucket: "contacts-import", limit: 20, windowMs: 24 * 60 * 60_000 } as const;

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

export const CONTACT_FIELDS = ["email", "firstName", "lastName"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const CONTACT_FIELD_LABELS: Record<ContactField, string> = { email: "E-mail", firstName: "First name", lastName: "Last name" };

/** Which column (0-based) holds each field; null: not in the file. */
export type ContactColumns = Record<ContactField, number | null>;

export const FILE_TOO_LARGE = `The file is too large: up to 1 MB and ${CONTACTS_MAX_ROWS.toLocaleString("en-US")} contacts.`;
export const TOO_MANY_ROWS = `The file has more than ${CONTACTS_MAX_ROWS.toLocaleString("en-US")} contacts: split it and import each part.`;
export const NO_FILE = "Choose a CSV file to import.";
export const EMPTY_FILE = "The file has no contacts: it needs a header row and at least one row below it.";
export const NOT_TEXT = "The file is not a CSV text file (UTF-8). Save it from your spreadsheet as CSV UTF-8 and try again.";
export const EMAIL_COLUMN_REQUIRED = "Choose the column that holds the e-mail addresses.";
export const COLUMN_USED_TWICE = "Each column can be used for one field only.";
export const COLUMN_NOT_IN_FILE = "That column is not in the file.";
export const CHOOSE_EVENT = "Choose the event to invite them to.";
export const IMPORT_RATE_LIMITED = "Too many imports today. Please try again tomorrow.";

// The report's shapes are zod schemas (contacts-import-report.ts): only their types come through here.
export type { ContactLine, ContactLineStatus, ContactsReport } from "./contacts-import-report";
