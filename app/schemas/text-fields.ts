import * as z from "zod";

/** C0 control characters and DEL, line breaks and tabs included: none belongs in a one-line text (a name, a title). */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export const isSingleLine = (value: string) => !CONTROL_CHARACTER.test(value);

export const singleLineMessage = (label: string) => `${label} may not contain control characters or line breaks`;

/** A required one-line text (a name): trimmed, not empty, at most `max` characters. */
export const requiredLine = (label: string, max: number, { missing = `${label} is required` }: { missing?: string } = {}) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSingleLine, singleLineMessage(label));

/** An optional text, stored as null when empty; one line (a company) unless `multiLine` (a message). */
export const optionalText = (label: string, max: number, { multiLine = false }: { multiLine?: boolean } = {}) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => multiLine || isSingleLine(value), singleLineMessage(label))
    .nullable()
    .optional()
    .transform((value) => value || null);

/**
 * Text typed in the room (a chat message, a question): trimmed, 1 to `max` characters. NUL
 * characters are dropped (PostgreSQL text cannot hold them).
 */
export const roomTextSchema = (max: number, texts: { empty: string; notText: string; tooLong: string }) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? texts.empty : texts.notText) })
    .transform((text) => text.replace(/\u0000/g, "").trim())
    .pipe(z.string().min(1, texts.empty).max(max, texts.tooLong));
