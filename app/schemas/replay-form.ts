// The host's Replay card posts plain form fields (times as mm:ss, "Available for" as a choice);
// these turn them into the bodies of the replay's calls (app/schemas/replay.ts), or into the
// card's own field errors, so a refusal shows beside the field the host typed in.
import { formatOffset } from "~/contracts/replay";
import { REPLAY_LIMITS, REPLAY_MESSAGES } from "./replay";

/** The card's "Available for" choices: hours, no end, or a date and time. */
export const AVAILABLE_FOR = ["none", "24", "48", "72", "168", "until"] as const;
export type AvailableFor = (typeof AVAILABLE_FOR)[number];

export const REPLAY_FORM_MESSAGES = {
  availableFor: "Choose how long the replay stays available",
  until: "Enter the date and time the replay stops being available",
  untilPast: "Choose a date and time in the future",
  trimStart: "Enter the start as mm:ss, for example 0:45",
  trimEnd: "Enter the end as mm:ss, for example 42:30, or leave it empty for the recording's end",
  trimOrder: "The end must be after the start",
  trimPastEnd: (durationSeconds: number) => `The end can be at most ${formatOffset(durationSeconds)}, the recording's length`,
  chapterAt: "Enter when the chapter starts as mm:ss, for example 12:30",
  chapterPastEnd: (durationSeconds: number) => `The chapter must start within the recording (at most ${formatOffset(durationSeconds)})`,
  chapterTitle: REPLAY_MESSAGES.chapterTitle,
} as const;

const MINUTES_SECONDS = /^(\d{1,4}):([0-5]\d)$/;
const HOURS_MINUTES_SECONDS = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/;

/** "2:05", "02:05", "75:30" or "1:15:30" to seconds; null for anything else. */
export function parseClock(text: string): number | null {
  const value = text.trim();
  const short = MINUTES_SECONDS.exec(value);
  if (short) return Number(short[1]) * 60 + Number(short[2]);
  const long = HOURS_MINUTES_SECONDS.exec(value);
  if (long) return Number(long[1]) * 3600 + Number(long[2]) * 60 + Number(long[3]);
  return null;
}

type Parsed<T> = { ok: true; body: T } | { ok: false; fieldErrors: Record<string, string[]> };
const refuse = (field: string, message: string): Parsed<never> => ({ ok: false, fieldErrors: { [field]: [message] } });

/** The "Available for" form: hours from now, no end, or a date and time already turned into an instant (null when it named none). */
export function parseAvailability(
  availableFor: string,
  until: Date | null,
  untilText: string,
  now: Date,
): Parsed<{ availableForHours: number | null } | { expiresAt: string }> {
  const choice = AVAILABLE_FOR.find((option) => option === availableFor);
  if (!choice) return refuse("availableFor", REPLAY_FORM_MESSAGES.availableFor);
  if (choice === "none") return { ok: true, body: { availableForHours: null } };
  if (choice !== "until") return { ok: true, body: { availableForHours: Number(choice) } };
  if (!untilText.trim() || !until) return refuse("until", REPLAY_FORM_MESSAGES.until);
  if (until.getTime() <= now.getTime()) return refuse("until", REPLAY_FORM_MESSAGES.untilPast);
  return { ok: true, body: { expiresAt: until.toISOString() } };
}

/** The trim form: start < end <= the recording's length; an empty end is the recording's end. */
export function parseTrim(
  startText: string,
  endText: string,
  durationSeconds: number,
): Parsed<{ trimStartSeconds: number; trimEndSeconds: number | null }> {
  const start = startText.trim() ? parseClock(startText) : 0;
  if (start === null) return refuse("trimStart", REPLAY_FORM_MESSAGES.trimStart);
  const end = endText.trim() ? parseClock(endText) : null;
  if (endText.trim() && end === null) return refuse("trimEnd", REPLAY_FORM_MESSAGES.trimEnd);
  // The length is kept to the millisecond, the field to the second: the last second shown is the end.
  const last = Math.ceil(durationSeconds);
  if (end !== null && end > last) return refuse("trimEnd", REPLAY_FORM_MESSAGES.trimPastEnd(durationSeconds));
  if (start >= (end ?? durationSeconds)) return refuse(end === null ? "trimStart" : "trimEnd", REPLAY_FORM_MESSAGES.trimOrder);
  return { ok: true, body: { trimStartSeconds: start, trimEndSeconds: end === null || end >= last ? null : end } };
}

/** The add-chapter form: a time of the recording and a title. */
export function parseChapter(atText: string, title: string, durationSeconds: number): Parsed<{ offsetSeconds: number; title: string }> {
  const trimmed = title.trim();
  const at = parseClock(atText);
  const errors: Record<string, string[]> = {};
  if (at === null) errors.chapterAt = [REPLAY_FORM_MESSAGES.chapterAt];
  else if (at > durationSeconds) errors.chapterAt = [REPLAY_FORM_MESSAGES.chapterPastEnd(durationSeconds)];
  if (!trimmed || trimmed.length > REPLAY_LIMITS.chapterTitle) errors.chapterTitle = [REPLAY_FORM_MESSAGES.chapterTitle];
  if (at === null || Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return { ok: true, body: { offsetSeconds: at, title: trimmed } };
}

/** The calls' field names to the card's, for a refusal the service made itself. */
export const CARD_FIELD_OF: Record<string, string> = {
  published: "",
  expiresAt: "until",
  availableForHours: "availableFor",
  trimStartSeconds: "trimStart",
  trimEndSeconds: "trimEnd",
  offsetSeconds: "chapterAt",
  title: "chapterTitle",
};
