// The replay as its clients read it (GET /api/events/{id}/replay and /timeline, the replay page,
// the host's card): shared by the browser and the server, so types and pure helpers only (the zod
// shapes are in replay-shapes.ts, kept out of the pages).
export type {
  ReplayChapter,
  ReplayChatEntry,
  ReplayOfferEntry,
  ReplayOverlayEntry,
  ReplayPollEntry,
  ReplayQuestionEntry,
  ReplayState,
  ReplayStatus,
  ReplayTimeline,
} from "./replay-shapes";

/** What an ended event's public pages say of its replay: watchable now, recorded, being recorded, or nothing. */
export type ReplayNotice = "available" | "ready" | "recording" | null;

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
