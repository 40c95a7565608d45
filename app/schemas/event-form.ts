// The create/edit event form's fields, shared by the browser (conform's onValidate) and the
// server (the actions). Validation itself is the schema's (app/schemas/event.ts); this only maps
// the form's controls onto the schema's input.
import type { EventDetail } from "~/contracts/events";
import { DURATION_CHOICES, EVENT_DEFAULTS, EVENT_SETTING_FLAGS } from "~/schemas/event";
import { DEFAULT_EVENT_TIME_ZONE, utcToZonedLocal } from "~/utils/time-zones";

/** Fields shown on the Basic Info tab; any other field's error belongs to the Settings tab. */
export const BASIC_FIELDS = [
  "title",
  "description",
  "category",
  "scheduledAt",
  "duration",
  "customDuration",
  "durationMinutes",
  "timezone",
  "maxAttendees",
  "hostName",
  "hostBio",
  "cover",
] as const;

export const CUSTOM_DURATION = "custom";

/** Every control's value as the form holds it: strings only. */
export interface EventFormValues {
  title: string;
  description: string;
  category: string;
  scheduledAt: string;
  duration: string;
  customDuration: string;
  timezone: string;
  maxAttendees: string;
  hostName: string;
  hostBio: string;
  passcode: string;
  recordingLocation: string;
  status: string;
  registrationRequired: string;
  requireAuthentication: string;
  enableQa: string;
  enableChat: string;
  enablePolls: string;
  enableRecording: string;
  enableWaitingRoom: string;
  muteMembersOnEntry: string;
}

const onOff = (value: boolean) => (value ? "true" : "false");

/** The empty create form: the spec's defaults (ET, 60 minutes, webinar, the settings' defaults). */
export function emptyEventForm(): EventFormValues {
  return {
    title: "",
    description: "",
    category: EVENT_DEFAULTS.category,
    scheduledAt: "",
    duration: String(EVENT_DEFAULTS.durationMinutes),
    customDuration: "",
    timezone: DEFAULT_EVENT_TIME_ZONE,
    maxAttendees: "",
    hostName: "",
    hostBio: "",
    passcode: "",
    recordingLocation: EVENT_DEFAULTS.recordingLocation,
    status: EVENT_DEFAULTS.status,
    registrationRequired: onOff(EVENT_DEFAULTS.registrationRequired),
    requireAuthentication: onOff(EVENT_DEFAULTS.requireAuthentication),
    enableQa: onOff(EVENT_DEFAULTS.enableQa),
    enableChat: onOff(EVENT_DEFAULTS.enableChat),
    enablePolls: onOff(EVENT_DEFAULTS.enablePolls),
    enableRecording: onOff(EVENT_DEFAULTS.enableRecording),
    enableWaitingRoom: onOff(EVENT_DEFAULTS.enableWaitingRoom),
    muteMembersOnEntry: onOff(EVENT_DEFAULTS.muteMembersOnEntry),
  };
}

/** The edit form for an event: its date-time on the wall clock of its own time zone. */
export function eventFormValuesOf(event: EventDetail): EventFormValues {
  const preset = (DURATION_CHOICES as readonly number[]).includes(event.durationMinutes);
  return {
    title: event.title,
    description: event.description ?? "",
    category: event.category,
    scheduledAt: utcToZonedLocal(event.scheduledAt, event.timezone),
    duration: preset ? String(event.durationMinutes) : CUSTOM_DURATION,
    customDuration: preset ? "" : String(event.durationMinutes),
    timezone: event.timezone,
    maxAttendees: event.maxAttendees === null ? "" : String(event.maxAttendees),
    hostName: event.hostName ?? "",
    hostBio: event.hostBio ?? "",
    passcode: event.passcode ?? "",
    recordingLocation: event.recordingLocation,
    status: event.storedStatus,
    registrationRequired: onOff(event.registrationRequired),
    requireAuthentication: onOff(event.requireAuthentication),
    enableQa: onOff(event.enableQa),
    enableChat: onOff(event.enableChat),
    enablePolls: onOff(event.enablePolls),
    enableRecording: onOff(event.enableRecording),
    enableWaitingRoom: onOff(event.enableWaitingRoom),
    muteMembersOnEntry: onOff(event.muteMembersOnEntry),
  };
}

/** The cover's controls: the upload is read apart from the form, and removal is the action's. */
const NOT_SCHEMA_FIELDS = ["cover", "removeCover"];

/**
 * The posted form as the event schema's input: the duration picker (a preset or "custom" with a
 * number of minutes) becomes durationMinutes, and every on/off setting is sent explicitly.
 */
export function eventFormInput(formData: FormData): FormData {
  const input = new FormData();
  for (const [key, value] of formData) {
    if (key === "durationMinutes" || NOT_SCHEMA_FIELDS.includes(key) || (EVENT_SETTING_FLAGS as readonly string[]).includes(key)) continue;
    input.append(key, value);
  }
  if (formData.has("duration")) {
    const choice = String(formData.get("duration") ?? "");
    // "Custom" without minutes is not a duration: the schema refuses the word rather than defaulting.
    const custom = String(formData.get("customDuration") ?? "").trim() || CUSTOM_DURATION;
    input.set("durationMinutes", choice === CUSTOM_DURATION ? custom : choice);
  } else if (formData.has("durationMinutes")) {
    input.set("durationMinutes", String(formData.get("durationMinutes")));
  }
  // An unchecked box is sent as "false", never left to a default.
  for (const flag of EVENT_SETTING_FLAGS) input.set(flag, formData.get(flag) === "true" ? "true" : "false");
  return input;
}
