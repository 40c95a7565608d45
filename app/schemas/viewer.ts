import * as z from "zod";
import { INVALID_EMAIL, normalizeKeys } from "./event";
import { optionalPhoneField } from "./registration";
import { SIMPLE_EMAIL } from "./email-pattern";
import { requiredLine } from "./text-fields";

// Viewer registration on the watch page and POST /api/auth/register (spec sections 3 and 5).

export const VIEWER_FIELDS_REQUIRED = "Email and first name are required";
export const STREAM_ID_REQUIRED = "streamId is required";

const viewerFields = {
  email: requiredLine("Email", 254, { missing: VIEWER_FIELDS_REQUIRED }).regex(SIMPLE_EMAIL, INVALID_EMAIL),
  firstName: requiredLine("First name", 100, { missing: VIEWER_FIELDS_REQUIRED }),
  phone: optionalPhoneField(),
};

/** POST /api/auth/register: the stream is named in the body. */
export const viewerRegistrationSchema = z.preprocess(
  normalizeKeys,
  z.object({
    ...viewerFields,
    streamId: z.string({ error: STREAM_ID_REQUIRED }).trim().min(1, STREAM_ID_REQUIRED).max(64, "Stream not found"),
  }),
);

/** The watch page's form: the stream comes from the URL. */
export const watchRegistrationFormSchema = z.preprocess(normalizeKeys, z.object(viewerFields));
export type WatchRegistrationInput = z.output<typeof watchRegistrationFormSchema>;
