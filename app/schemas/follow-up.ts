import * as z from "zod";
import {
  FOLLOW_UP_AUDIENCES,
  FOLLOW_UP_DELAY_MAX_MINUTES,
  FOLLOW_UP_MESSAGE_MAX,
  FOLLOW_UP_SUBJECT_MAX,
  type FollowUpAudienceName,
} from "~/contracts/follow-ups";
import { formFlag, formNumber, isPlainObject, normalizeKeys } from "./event";
import { requiredLine } from "./text-fields";

// A follow-up e-mail as a client sends it: POST /api/events/{eventId}/follow-ups (audience
// required, the rest defaulted), PATCH /api/follow-ups/{id} (any of the fields), and the host's
// form on the event dashboard (the same fields as strings; an unticked checkbox is not posted).

export const FOLLOW_UP_MESSAGES = {
  audience: "Audience must be attended or missed",
  delay: `Delay must be a whole number of minutes from 0 to ${FOLLOW_UP_DELAY_MAX_MINUTES}`,
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  nothingToChange: "Send at least one of audience, delayMinutes, subject, message, enabled, skipBuyers",
  notFound: "Follow-up e-mail not found",
  alreadySent: "This follow-up e-mail has already gone out: it can no longer be changed",
} as const;

const audience = z.enum(FOLLOW_UP_AUDIENCES, { error: FOLLOW_UP_MESSAGES.audience });
const delayMinutes = z
  .number({ error: FOLLOW_UP_MESSAGES.delay })
  .int(FOLLOW_UP_MESSAGES.delay)
  .min(0, FOLLOW_UP_MESSAGES.delay)
  .max(FOLLOW_UP_DELAY_MAX_MINUTES, FOLLOW_UP_MESSAGES.delay);
const subject = requiredLine("Subject", FOLLOW_UP_SUBJECT_MAX, { missing: FOLLOW_UP_MESSAGES.subjectRequired });
const message = z
  .string({ error: FOLLOW_UP_MESSAGES.messageRequired })
  .trim()
  .min(1, FOLLOW_UP_MESSAGES.messageRequired)
  .max(FOLLOW_UP_MESSAGE_MAX, `Message must be at most ${FOLLOW_UP_MESSAGE_MAX} characters`)
  .refine((value) => !value.includes("\u0000"), "Message may not contain a NUL character");
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

function normalize(raw: unknown): unknown {
  const input = normalizeKeys(raw);
  if (!isPlainObject(input)) return input;
  const out: Record<string, unknown> = { ...input };
  if ("delayMinutes" in out) out.delayMinutes = formNumber(out.delayMinutes);
  for (const key of ["enabled", "skipBuyers"]) if (key in out) out[key] = formFlag(out[key]);
  return out;
}

export interface FollowUpInput {
  audience: FollowUpAudienceName;
  delayMinutes: number;
  subject?: string;
  message?: string;
  enabled: boolean;
  skipBuyers: boolean;
}

export type FollowUpPatch = Partial<Omit<FollowUpInput, "subject" | "message"> & { subject: string; message: string }>;

/** POST: a new follow-up; subject and message default to the audience's suggested texts. */
export const followUpInputSchema = z.preprocess(
  normalize,
  z
    .object({
      audience,
      delayMinutes: delayMinutes.optional(),
      subject: subject.optional(),
      message: message.optional(),
      enabled: flag("Enabled").optional(),
      skipBuyers: flag("Skip buyers").optional(),
    })
    .transform((value): FollowUpInput => ({
      audience: value.audience,
      delayMinutes: value.delayMinutes ?? 60,
      subject: value.subject,
      message: value.message,
      enabled: value.enabled ?? true,
      skipBuyers: value.skipBuyers ?? false,
    })),
);

/** PATCH: the fields to change, at least one. */
export const followUpPatchSchema = z.preprocess(
  normalize,
  z
    .object({
      audience: audience.optional(),
      delayMinutes: delayMinutes.optional(),
      subject: subject.optional(),
      message: message.optional(),
      enabled: flag("Enabled").optional(),
      skipBuyers: flag("Skip buyers").optional(),
    })
    .refine((value) => Object.values(value).some((field) => field !== undefined), { message: FOLLOW_UP_MESSAGES.nothingToChange, path: ["form"] })
    .transform((value): FollowUpPatch => {
      const patch: FollowUpPatch = {};
      for (const [key, field] of Object.entries(value)) if (field !== undefined) Object.assign(patch, { [key]: field });
      return patch;
    }),
);

/** The dashboard's form: every field is posted, and an unticked checkbox means "off". */
export function followUpFormFields(form: FormData) {
  return {
    delayMinutes: String(form.get("delayMinutes") ?? ""),
    subject: String(form.get("subject") ?? ""),
    message: String(form.get("message") ?? ""),
    enabled: form.get("enabled") === "on",
    skipBuyers: form.get("skipBuyers") === "on",
  };
}
