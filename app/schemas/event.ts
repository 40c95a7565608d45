import * as z from "zod";
import { EVENT_CATEGORIES, RECORDING_LOCATIONS } from "~/contracts/events";
import { REMINDER_TIMING_VALUES, REMINDER_TIMINGS, REMINDER_TYPES } from "~/contracts/reminders";
import { isSingleLine, singleLineMessage } from "./text-fields";
import { DEFAULT_EVENT_TIME_ZONE, resolveDateTime, resolveTimeZone } from "~/utils/time-zones";
import { SIMPLE_EMAIL } from "./email-pattern";
import { momentSchema, pageQuerySchema } from "./pagination";

// Event input for POST/PUT/PATCH /api/events and the create/edit form. Field names are the
// spec's camelCase ones; its snake_case form names (scheduled_at, duration_minutes, ...) are
// accepted too, and form strings ("true", "on", "60", "") are read as the values they mean.

export { EVENT_CATEGORIES, RECORDING_LOCATIONS };
export const EVENT_INPUT_STATUSES = ["draft", "scheduled"] as const;
export const DURATION_CHOICES = [30, 45, 60, 90, 120] as const;
export const EVENT_STATUS_FILTERS = ["all", "live", "scheduled", "completed", "draft"] as const;
export type EventStatusFilter = (typeof EVENT_STATUS_FILTERS)[number];

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const HOST_NAME_MAX = 200;
export const HOST_BIO_MAX = 2000;
export const PASSCODE_MAX = 64;
export const COVER_IMAGE_MAX = 2000;
export const MAX_ATTENDEES_LIMIT = 1_000_000;
/** A date-time this close behind the clock still counts as "now" (the form picks whole minutes). */
export const PAST_GRACE_MS = 5 * 60_000;

export const MESSAGES = {
  titleRequired: "Title is required",
  scheduledAtRequired: "Date and time is required",
  scheduledAtInvalid: "Enter a valid date and time",
  scheduledAtPast: "Date and time cannot be in the past",
  timezone: "Choose a valid time zone",
  maxAttendees: "Max attendees must be a positive whole number",
  duration: "Duration must be a whole number of minutes from 1 to 1440",
  category: "Choose a category: webinar, meeting, presentation, workshop or product-demo",
  status: "Status must be draft or scheduled",
  recordingLocation: "Recording location must be cloud or local",
  coverImage: "Cover image must be an http(s) address, a path on this site or an emoji",
} as const;

/** The event's on/off settings that its form shows as boxes. */
export const EVENT_SETTING_FLAGS = [
  "registrationRequired",
  "requireAuthentication",
  "enableQa",
  "enableChat",
  "enablePolls",
  "enableRecording",
  "enableWaitingRoom",
  "muteMembersOnEntry",
] as const;

const BOOLEAN_FIELDS = [...EVENT_SETTING_FLAGS, "isPublic"] as const;

const FLAG_WORDS = new Map<string, boolean>([
  ["true", true],
  ["on", true],
  ["yes", true],
  ["1", true],
  ["false", false],
  ["off", false],
  ["no", false],
  ["0", false],
]);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const camelCase = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** snake_case keys to camelCase (a camelCase key wins over its snake_case alias). */
export function normalizeKeys(raw: unknown): unknown {
  if (!isPlainObject(raw)) return raw;
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(raw)) if (key.includes("_")) entries.set(camelCase(key), value);
  for (const [key, value] of Object.entries(raw)) if (!key.includes("_")) entries.set(key, value);
  // fromEntries defines own properties, so a "__proto__" key stays an ordinary (ignored) key.
  return Object.fromEntries(entries);
}

/** Form strings to booleans; anything else is left for the schema to judge. */
export function formFlag(value: unknown) {
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value !== "string") return value;
  const word = value.trim().toLowerCase();
  if (word === "") return undefined;
  return FLAG_WORDS.has(word) ? FLAG_WORDS.get(word) : value;
}

/** Form strings to numbers; anything else is left for the schema to judge. */
export function formNumber(value: unknown) {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

function normalizeEventInput(raw: unknown): unknown {
  const input = normalizeKeys(raw);
  if (!isPlainObject(input)) return input;
  const out: Record<string, unknown> = { ...input };
  for (const key of BOOLEAN_FIELDS) if (key in out) out[key] = formFlag(out[key]);
  if ("durationMinutes" in out) out.durationMinutes = formNumber(out.durationMinutes);
  if ("maxAttendees" in out) {
    const max = out.maxAttendees;
    out.maxAttendees = max === "" || (typeof max === "string" && !max.trim()) ? null : formNumber(max);
  }
  for (const key of ["timezone", "category", "status", "recordingLocation"]) if (out[key] === "") delete out[key];
  return out;
}

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` }).optional();

const timezoneField = z
  .string({ error: MESSAGES.timezone })
  .max(64, MESSAGES.timezone)
  .transform((value, ctx) => {
    const zone = resolveTimeZone(value);
    if (zone) return zone;
    ctx.issues.push({ code: "custom", message: MESSAGES.timezone, input: value });
    return z.NEVER;
  })
  .optional();

const scheduledAtField = z
  .string({ error: MESSAGES.scheduledAtRequired })
  .trim()
  .min(1, MESSAGES.scheduledAtRequired)
  .max(40, MESSAGES.scheduledAtInvalid)
  .refine((value) => resolveDateTime(value, "UTC") !== null, MESSAGES.scheduledAtInvalid);

const coverImageField = z
  .string({ error: MESSAGES.coverImage })
  .trim()
  .max(COVER_IMAGE_MAX, `Cover image must be at most ${COVER_IMAGE_MAX} characters`)
  .refine(isAcceptableCover, MESSAGES.coverImage)
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

/** An http(s) URL, a same-site path, or a short picture such as an emoji. */
function isAcceptableCover(value: string) {
  if (!value) return true;
  if (/^https?:\/\/[^\s]+$/i.test(value)) return true;
  if (value.startsWith("/") && !value.startsWith("//") && !/\s/.test(value)) return true;
  return value.length <= 16 && !/[\s:/\\<>"'`]/.test(value);
}

const fields = {
  title: z
    .string({ error: MESSAGES.titleRequired })
    .trim()
    .min(1, MESSAGES.titleRequired)
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`)
    .refine(isSingleLine, singleLineMessage("Title")),
  description: optionalText("Description", DESCRIPTION_MAX),
  category: z.enum(EVENT_CATEGORIES, { error: MESSAGES.category }).optional(),
  scheduledAt: scheduledAtField,
  durationMinutes: z.number({ error: MESSAGES.duration }).int(MESSAGES.duration).min(1, MESSAGES.duration).max(1440, MESSAGES.duration).optional(),
  timezone: timezoneField,
  maxAttendees: z
    .number({ error: MESSAGES.maxAttendees })
    .int(MESSAGES.maxAttendees)
    .min(1, MESSAGES.maxAttendees)
    .max(MAX_ATTENDEES_LIMIT, `Max attendees must be at most ${MAX_ATTENDEES_LIMIT.toLocaleString("en-US")}`)
    .nullable()
    .optional(),
  registrationRequired: flag("Registration required"),
  requireAuthentication: flag("Confirm e-mail before joining"),
  passcode: optionalText("Passcode", PASSCODE_MAX),
  enableQa: flag("Q&A"),
  enableChat: flag("Chat"),
  enablePolls: flag("Polls"),
  enableRecording: flag("Recording"),
  recordingLocation: z.enum(RECORDING_LOCATIONS, { error: MESSAGES.recordingLocation }).optional(),
  enableWaitingRoom: flag("Waiting room"),
  muteMembersOnEntry: flag("Mute members on entry"),
  isPublic: flag("Public"),
  hostName: optionalText("Host name", HOST_NAME_MAX),
  hostBio: optionalText("Host bio", HOST_BIO_MAX),
  coverImageUrl: coverImageField,
  status: z.enum(EVENT_INPUT_STATUSES, { error: MESSAGES.status }).optional(),
};

export const EVENT_DEFAULTS = {
  description: null,
  category: "webinar",
  durationMinutes: 60,
  timezone: DEFAULT_EVENT_TIME_ZONE,
  maxAttendees: null,
  registrationRequired: true,
  requireAuthentication: false,
  passcode: null,
  enableQa: true,
  enableChat: true,
  enablePolls: false,
  enableRecording: true,
  recordingLocation: "cloud",
  enableWaitingRoom: false,
  muteMembersOnEntry: true,
  isPublic: true,
  hostName: null,
  hostBio: null,
  coverImageUrl: null,
  status: "scheduled",
} as const satisfies Partial<Record<keyof typeof fields, unknown>>;

/** What the event model stores: every field present, scheduledAt as a UTC ISO string. */
export interface EventInput {
  title: string;
  description: string | null;
  category: (typeof EVENT_CATEGORIES)[number];
  scheduledAt: string;
  durationMinutes: number;
  timezone: string;
  maxAttendees: number | null;
  registrationRequired: boolean;
  requireAuthentication: boolean;
  passcode: string | null;
  enableQa: boolean;
  enableChat: boolean;
  enablePolls: boolean;
  enableRecording: boolean;
  recordingLocation: (typeof RECORDING_LOCATIONS)[number];
  enableWaitingRoom: boolean;
  muteMembersOnEntry: boolean;
  isPublic: boolean;
  hostName: string | null;
  hostBio: string | null;
  coverImageUrl: string | null;
  status: (typeof EVENT_INPUT_STATUSES)[number];
}
export type EventPatch = Partial<EventInput>;

/** The event as it is now, for edits: a local time means its zone, an unchanged time may be past. */
export interface CurrentEventTime {
  scheduledAt: string;
  timezone: string;
}

interface Draft {
  scheduledAt?: unknown;
  timezone?: unknown;
}

function instantOf(value: unknown, current?: CurrentEventTime) {
  if (!isPlainObject(value) || typeof value.scheduledAt !== "string") return null;
  const zone = resolveTimeZone((value as Draft).timezone) ?? current?.timezone ?? DEFAULT_EVENT_TIME_ZONE;
  return resolveDateTime(value.scheduledAt, zone);
}

function isRefusedPast(value: unknown, current: CurrentEventTime | undefined, now = Date.now()) {
  const at = instantOf(value, current);
  if (!at) return false;
  if (current && at.getTime() === new Date(current.scheduledAt).getTime()) return false;
  return at.getTime() < now - PAST_GRACE_MS;
}

function notInThePast(current?: CurrentEventTime) {
  return {
    check: (value: unknown) => !isRefusedPast(value, current),
    params: {
      path: ["scheduledAt"],
      error: MESSAGES.scheduledAtPast,
      // Said alongside other fields' errors, not only once everything else is valid.
      when: ({ value }: { value: unknown }) => instantOf(value, current) !== null,
    },
  };
}

function fullSchema(current?: CurrentEventTime) {
  return z.preprocess(
    normalizeEventInput,
    z
      .object(fields)
      .refine(notInThePast(current).check, notInThePast(current).params)
      .transform((value, ctx): EventInput => {
        const timezone = value.timezone ?? current?.timezone ?? EVENT_DEFAULTS.timezone;
        const at = resolveDateTime(value.scheduledAt, timezone);
        if (!at) {
          ctx.issues.push({ code: "custom", path: ["scheduledAt"], message: MESSAGES.scheduledAtInvalid, input: value.scheduledAt });
          return z.NEVER;
        }
        return {
          title: value.title,
          description: value.description ?? EVENT_DEFAULTS.description,
          category: value.category ?? EVENT_DEFAULTS.category,
          scheduledAt: at.toISOString(),
          durationMinutes: value.durationMinutes ?? EVENT_DEFAULTS.durationMinutes,
          timezone,
          maxAttendees: value.maxAttendees ?? EVENT_DEFAULTS.maxAttendees,
          registrationRequired: value.registrationRequired ?? EVENT_DEFAULTS.registrationRequired,
          requireAuthentication: value.requireAuthentication ?? EVENT_DEFAULTS.requireAuthentication,
          passcode: value.passcode ?? EVENT_DEFAULTS.passcode,
          enableQa: value.enableQa ?? EVENT_DEFAULTS.enableQa,
          enableChat: value.enableChat ?? EVENT_DEFAULTS.enableChat,
          enablePolls: value.enablePolls ?? EVENT_DEFAULTS.enablePolls,
          enableRecording: value.enableRecording ?? EVENT_DEFAULTS.enableRecording,
          recordingLocation: value.recordingLocation ?? EVENT_DEFAULTS.recordingLocation,
          enableWaitingRoom: value.enableWaitingRoom ?? EVENT_DEFAULTS.enableWaitingRoom,
          muteMembersOnEntry: value.muteMembersOnEntry ?? EVENT_DEFAULTS.muteMembersOnEntry,
          isPublic: value.isPublic ?? EVENT_DEFAULTS.isPublic,
          hostName: value.hostName ?? EVENT_DEFAULTS.hostName,
          hostBio: value.hostBio ?? EVENT_DEFAULTS.hostBio,
          coverImageUrl: value.coverImageUrl ?? EVENT_DEFAULTS.coverImageUrl,
          status: value.status ?? EVENT_DEFAULTS.status,
        };
      }),
  );
}

/**
 * A new event (POST /api/events, the create form): title and date-time required, the rest
 * defaulted. A date-time without an offset is a wall-clock time in the event's time zone; it may
 * not lie in the past.
 */
export const eventInputSchema = fullSchema();

/** Replacing every field of an existing event (PUT, the edit form): an unchanged time may be past. */
export const eventUpdateSchema = (current: CurrentEventTime) => fullSchema(current);

/**
 * Changing some fields (PATCH). Absent fields stay as they are; a local date-time is read in the
 * new time zone if one is sent, else in the event's. Changing only the zone keeps the instant.
 */
export const eventPatchSchema = (current: CurrentEventTime) =>
  z.preprocess(
    normalizeEventInput,
    z
      .object({ ...fields, title: fields.title.optional(), scheduledAt: fields.scheduledAt.optional() })
      .refine(notInThePast(current).check, notInThePast(current).params)
      .transform((value, ctx): EventPatch => {
        const patch: Record<string, unknown> = {};
        for (const [key, field] of Object.entries(value)) if (field !== undefined) patch[key] = field;
        if (value.scheduledAt !== undefined) {
          const at = resolveDateTime(value.scheduledAt, value.timezone ?? current.timezone);
          if (!at) {
            ctx.issues.push({ code: "custom", path: ["scheduledAt"], message: MESSAGES.scheduledAtInvalid, input: value.scheduledAt });
            return z.NEVER;
          }
          patch.scheduledAt = at.toISOString();
        }
        return patch as EventPatch;
      }),
  );

/** GET /api/events?search=&status= */
export const eventListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(EVENT_STATUS_FILTERS).optional().catch(undefined),
});

/** GET /api/events: the list's filters (start time from, before to) and its pages. */
export const eventApiListQuerySchema = z.object({
  ...eventListQuerySchema.shape,
  from: momentSchema.optional().meta({ description: "Only events starting at or after this moment." }),
  to: momentSchema.optional().meta({ description: "Only events starting before this moment." }),
  ...pageQuerySchema.shape,
});

// ---- Reminder configs (POST /api/events/{id}/reminder-configs) ------------------------------

export { REMINDER_TIMINGS, REMINDER_TYPES };
export type ReminderTypeInput = (typeof REMINDER_TYPES)[number];
export type ReminderTimingInput = (typeof REMINDER_TIMINGS)[number]["timing"];

/** The fixed reminder texts; {title} is replaced by the event's title when the reminder is sent. */
export const DEFAULT_REMINDER_TEXTS: Record<ReminderTimingInput, { subject: string; message: string }> = {
  "7d": { subject: 'One week to go: "{title}"', message: 'Your webinar "{title}" is one week away. Save the date!' },
  "1d": { subject: 'Tomorrow: "{title}"', message: 'Reminder: "{title}" starts tomorrow. We look forward to seeing you there.' },
  "1h": { subject: 'Starting in 1 hour: "{title}"', message: '"{title}" starts in 1 hour. Your personal link is ready.' },
  "15m": { subject: 'Starting in 15 minutes: "{title}"', message: '"{title}" starts in 15 minutes. Grab a seat!' },
  "3m": { subject: 'Starting now: "{title}"', message: '"{title}" starts in 3 minutes. Join now!' },
  "-5m": { subject: 'We\'re live: "{title}"', message: '"{title}" started 5 minutes ago. There is still time to join.' },
  "-10m": { subject: 'Still live: "{title}"', message: '"{title}" has been live for 10 minutes. Join now so you don\'t miss the rest.' },
  "-15m": { subject: 'Last call: "{title}"', message: 'Last call: "{title}" has been live for 15 minutes. Jump in before it ends.' },
};

export const REMINDER_MESSAGE_MAX = 1000;
export const REMINDER_SUBJECT_MAX = 200;

export interface ReminderConfigInput {
  type: ReminderTypeInput;
  timing: ReminderTimingInput;
  /** null: the fixed text for the timing. */
  message: string | null;
  /** Only e-mail reminders have a subject; null: the fixed subject for the timing. */
  subject: string | null;
  enabled: boolean;
}

/**
 * type, timing, message, subject, enabled, schedule_time (spec section 3). The send time is always
 * computed from the event's start; a schedule_time sent by the client is checked, then ignored.
 */
export const reminderConfigInputSchema = z.preprocess(
  (raw) => {
    const input = normalizeKeys(raw);
    if (!isPlainObject(input)) return input;
    return { ...input, ...("enabled" in input ? { enabled: formFlag(input.enabled) } : {}) };
  },
  z
    .object({
      type: z.enum(REMINDER_TYPES, { error: "Reminder type must be email or sms" }),
      timing: z.enum(REMINDER_TIMING_VALUES, { error: "Reminder timing must be one of 7d, 1d, 1h, 15m, 3m, -5m, -10m, -15m" }),
      message: optionalText("Message", REMINDER_MESSAGE_MAX),
      subject: optionalText("Subject", REMINDER_SUBJECT_MAX),
      enabled: flag("Enabled"),
      scheduleTime: z
        .string({ error: "Schedule time must be an ISO date-time" })
        .max(40, "Schedule time must be an ISO date-time")
        .refine((value) => resolveDateTime(value, "UTC") !== null, "Schedule time must be an ISO date-time")
        .nullable()
        .optional(),
    })
    .transform((value): ReminderConfigInput => ({
      type: value.type,
      timing: value.timing,
      message: value.message ?? null,
      subject: value.type === "sms" ? null : (value.subject ?? null),
      enabled: value.enabled ?? true,
    })),
);

// ---- Invitations (POST /api/events/{id}/invitations) -----------------------------------------

export const INVITATION_EMAIL_MISSING = "Please enter an email address";
export const INVALID_EMAIL = "Please enter a valid email address";

/** The spec's simple e-mail pattern (text, at, text, dot, text), capped, trimmed. */
export const simpleEmailField = (missing: string, invalid: string = INVALID_EMAIL) =>
  z.string({ error: missing }).trim().min(1, missing).max(254, "Email must be at most 254 characters").regex(SIMPLE_EMAIL, invalid);

export const invitationInputSchema = z.preprocess(
  normalizeKeys,
  z.object({
    email: simpleEmailField(INVITATION_EMAIL_MISSING),
    title: optionalText("Title", TITLE_MAX),
  }),
);
export type InvitationInput = z.output<typeof invitationInputSchema>;
