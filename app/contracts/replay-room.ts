// What the replay room shows, as the replay page's loader (and the on-demand session's) hands it
// over, and the pure rules of its timing. Offsets are seconds from the recording's start; the
// player plays the trimmed media, so playback time t is offset - mediaStartSeconds.
import type { OverlayView } from "~/contracts/live-events";
import type { OfferView } from "~/contracts/offers";
import type { BrandColors } from "./brand";

export type ReplayMode = "replay" | "on-demand";

export interface ReplayChatLine {
  id: number;
  offsetSeconds: number;
  name: string;
  message: string;
  /** The host or a team member ("Host", "Moderator"); null for a viewer. */
  role: string | null;
}

export interface ReplayOverlayItem {
  id: number;
  view: OverlayView;
  fromSeconds: number;
  toSeconds: number | null;
}

export interface ReplayOfferItem {
  offerId: number;
  /** The offer as it can be bought now (what is left, when it closes). */
  view: OfferView;
  fromSeconds: number;
  toSeconds: number | null;
}

export interface ReplayPollItem {
  id: number;
  question: string;
  options: { text: string; votes: number }[];
  totalVoters: number;
  openedSeconds: number;
  closedSeconds: number | null;
}

export interface ReplayQuestionItem {
  id: number;
  text: string;
  askerName: string | null;
  status: string;
  offsetSeconds: number;
}

export interface ReplayChapterItem {
  id: number;
  title: string;
  offsetSeconds: number;
}

export interface ReplayTimelineData {
  /** When the recorded broadcast started (UTC ISO); overlays' countdowns read their clock from it. */
  startedAt: string;
  mediaStartSeconds: number;
  /** Length of what the player plays (the trimmed media), in seconds. */
  mediaSeconds: number;
  chat: ReplayChatLine[];
  overlays: ReplayOverlayItem[];
  offers: ReplayOfferItem[];
  polls: ReplayPollItem[];
  questions: ReplayQuestionItem[];
  chapters: ReplayChapterItem[];
}

export interface ReplayRoomData {
  title: string;
  hostName: string | null;
  /** The HLS playlist the player plays (self-hosted trimmed playlist, or Mux's). */
  src: string;
  timeline: ReplayTimelineData;
  /** The viewer's zone for the chat's clock times. */
  timeZone: string;
  /** What the Buy forms post (the checkout knows the viewer by them). */
  checkout: { streamId: string; uniqueId: string };
  /** The host's colours, as on the live room: the Buy button looks the same there and here. */
  brand: BrandColors;
  /** Where the page reports watch time (null: it does not). */
  watchTime: { url: string; viewId: number } | null;
}

/** The recording's offset shown at playback time `t` of the trimmed media. */
export const offsetAt = (t: number, mediaStartSeconds: number) => t + mediaStartSeconds;

/** Playback time of the trimmed media at which `offset` is reached (0 for anything before the trim). */
export const playbackTimeOf = (offset: number, mediaStartSeconds: number) => Math.max(0, offset - mediaStartSeconds);

/** Whether something on stage from `from` to `to` (null: to the end) shows at `offset`. */
export const isShowingAt = (offset: number, from: number, to: number | null) => from <= offset && (to === null || offset < to);

/** The chat lines posted up to `offset`, in order (the list is sorted by offset). */
export function chatUpTo(chat: readonly ReplayChatLine[], offset: number): readonly ReplayChatLine[] {
  let end = 0;
  while (end < chat.length && (chat[end]?.offsetSeconds ?? Infinity) <= offset) end += 1;
  return end === chat.length ? chat : chat.slice(0, end);
}

/** "Available for 47 h 12 min more", "for 12 min more", "for less than a minute more". */
export function availabilityText(expiresAt: string, now: number) {
  const minutes = Math.floor((Date.parse(expiresAt) - now) / 60_000);
  if (minutes < 1) return "Available for less than a minute more";
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `Available for ${hours} h ${minutes % 60} min more` : `Available for ${minutes} min more`;
}

/** What every state of the replay page names: the event and who hosts it. */
export interface ReplayHeading {
  title: string;
  hostName: string | null;
}
