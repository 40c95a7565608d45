import type { ReplayStatus } from "~/contracts/replay";

/** The Replay card's anchor (/events/{id}#replay): a form posted without JavaScript lands back here. */
export const REPLAY_ID = "replay";

/** The card's form `intent` values. */
export const REPLAY_INTENTS = {
  publish: "replay-publish",
  unpublish: "replay-unpublish",
  availability: "replay-availability",
  trim: "replay-trim",
  addChapter: "replay-add-chapter",
  removeChapter: "replay-remove-chapter",
} as const;
export type ReplayIntent = (typeof REPLAY_INTENTS)[keyof typeof REPLAY_INTENTS];
const INTENTS: ReadonlySet<unknown> = new Set(Object.values(REPLAY_INTENTS));
export const isReplayIntent = (value: unknown): value is ReplayIntent => INTENTS.has(value);

/** The card's success toasts: without JavaScript the card shows them itself, where the page lands. */
export const REPLAY_TOAST_TITLES = {
  published: "Replay published",
  unpublished: "Replay unpublished",
  availability: "Availability saved",
  trim: "Trim saved",
  chapterAdded: "Chapter added",
  chapterRemoved: "Chapter removed",
} as const;

export const AVAILABLE_FOR_LABELS = {
  none: "No end date",
  "24": "24 hours",
  "48": "48 hours",
  "72": "72 hours",
  "168": "7 days",
  until: "Until a date and time",
} as const;

export interface ReplayChapterItem {
  id: number;
  title: string;
  /** "12:30" on the recording's clock. */
  at: string;
  offsetSeconds: number;
}

/** The Replay card as the server prepares it, in the event's time zone. */
export interface ReplayCardData {
  status: ReplayStatus;
  /** The event's Recording setting. */
  recordingOn: boolean;
  source: "self-hosted" | "mux" | null;
  /** The recording is kept whole at its provider and the player starts and stops at the trim; else trims cut this server's segments. */
  keptWhole: boolean;
  published: boolean;
  /** Registrants may watch it now. */
  available: boolean;
  expired: boolean;
  /** "45:10" */
  length: string;
  durationSeconds: number;
  /** What viewers see once trimmed: "0:45 to 42:30 (41:45)"; null untrimmed. */
  viewersSee: string | null;
  /** "Available until Fri 29 Nov, 18:00 EST (in 47 h)", "Available with no end date", or when it expired. */
  availability: string;
  /** "Published Fri 27 Nov, 10:02 EST"; null while unpublished. */
  publishedLabel: string | null;
  /** The value of the date-and-time field (the event's zone): the current end, or empty. */
  untilValue: string;
  /** "New York time (EST)" */
  zoneLabel: string;
  trimStart: string;
  /** Empty when the replay runs to the recording's end. */
  trimEnd: string;
  /** Where a self-hosted trim really starts (whole segments), when it differs from the start asked for. */
  mediaStart: string | null;
  chapters: ReplayChapterItem[];
  limits: { chapters: number; chapterTitle: number };
  /** The personal link's shape, for the host's eyes: /replay/{eventId}/… */
  linkPattern: string;
  /** The host's preview of the recording, played from the trim start to its end. */
  preview: { playbackUrl: string; startSeconds: number; endSeconds: number | null } | null;
}
