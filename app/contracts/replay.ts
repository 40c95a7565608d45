// The replay as its clients read it (GET /api/events/{id}/replay and /timeline, the replay page,
// the host's card): shared by the browser and the server, so types and pure helpers only.
import type { ChatStaff, OverlayView } from "./live-events";
import type { OfferView } from "./offers";

export interface ReplayChapter {
  id: number;
  title: string;
  /** Seconds from the recording's start. */
  offsetSeconds: number;
}

export type ReplayStatus = "none" | "recording" | "ready";

/** What an ended event's public pages say of its replay: watchable now, recorded, being recorded, or nothing. */
export type ReplayNotice = "available" | "ready" | "recording" | null;

export interface ReplayState {
  eventId: number;
  /** "none": nothing was recorded; "recording": the broadcast is still being kept; "ready": there is a recording to play. */
  status: ReplayStatus;
  published: boolean;
  publishedAt: string | null;
  expiresAt: string | null;
  /** Registrants may watch it now: ready, published and not expired. */
  available: boolean;
  durationSeconds: number;
  trimStartSeconds: number;
  /** null: to the recording's end. */
  trimEndSeconds: number | null;
  /** Where the media viewers get begins on the recording's clock (self-hosted trims cut at whole segments). */
  mediaStartSeconds: number;
  recording: { id: string | null; source: "self-hosted" | "mux"; startedAt: string | null; durationSeconds: number } | null;
  chapters: ReplayChapter[];
}

export interface ReplayChatEntry {
  id: number;
  offsetSeconds: number;
  /** The viewer's first name, or the staff member's. */
  name: string;
  message: string;
  staff: ChatStaff | null;
}

export interface ReplayOverlayEntry {
  id: number;
  type: OverlayView["type"];
  /** The overlay as viewers got it when it went on (its startedAt is on the broadcast's clock). */
  view: OverlayView;
  fromSeconds: number;
  /** null: still on at the recording's end. */
  toSeconds: number | null;
}

export interface ReplayOfferEntry {
  offerId: number;
  view: OfferView;
  fromSeconds: number;
  toSeconds: number | null;
}

export interface ReplayPollEntry {
  id: number;
  question: string;
  multipleChoice: boolean;
  options: { id: number; text: string; votes: number }[];
  voters: number;
  openedSeconds: number;
  closedSeconds: number | null;
}

export interface ReplayQuestionEntry {
  id: number;
  text: string;
  /** null when asked anonymously. */
  name: string | null;
  votes: number;
  status: "answered" | "highlighted";
  offsetSeconds: number;
}

export interface ReplayTimeline {
  /** When the recorded broadcast started (UTC ISO): offset 0. */
  startedAt: string | null;
  durationSeconds: number;
  trimStartSeconds: number;
  trimEndSeconds: number | null;
  mediaStartSeconds: number;
  chat: ReplayChatEntry[];
  overlays: ReplayOverlayEntry[];
  offers: ReplayOfferEntry[];
  polls: ReplayPollEntry[];
  questions: ReplayQuestionEntry[];
  chapters: ReplayChapter[];
}

/** Seconds between two ISO moments, to a tenth. */
export function secondsBetween(from: string, to: string) {
  return Math.round((Date.parse(to) - Date.parse(from)) / 100) / 10;
}

/** "1:02:03" or "4:05": a moment of the recording as the page shows it. */
export function formatOffset(seconds: number) {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
