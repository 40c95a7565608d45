// Handouts as viewers, the host's tab and the live events see them, shared by the server and the
// browser. No Node imports and no schemas (the zod shapes are in handout-shapes.ts): the watch page
// reads it.
import type { HandoutKind } from "../../db/schema/handouts";
import type { LiveEventData } from "./live-events";

export type { HandoutKind };
export type { HandoutHostView, HandoutView } from "./handout-shapes";

/** `handouts` data: every handout of the event (it replaces what the page showed). */
export type HandoutsData = LiveEventData["handouts"];

export const HANDOUT_MAX_BYTES = 25 * 1024 * 1024;
export const HANDOUTS_PER_EVENT = 20;
export const HANDOUT_ACCEPT = "application/pdf,image/png,image/jpeg,image/webp,image/gif,.pdf,.png,.jpg,.jpeg,.webp,.gif";
export const HANDOUT_WRONG_TYPE = "Only PDF, PNG, JPEG, WebP and GIF files can be handouts.";
export const HANDOUT_TOO_LARGE = "Handouts can be at most 25 MB.";
export const HANDOUT_LIMIT_REACHED = `An event can have at most ${HANDOUTS_PER_EVENT} handouts. Remove one first.`;
export const HANDOUT_NO_FILE = "Choose a file to upload.";

/** How each kind is named on screen (and in link names, with the size). */
export const HANDOUT_KIND_LABEL: Record<HandoutKind, string> = {
  pdf: "PDF",
  png: "PNG image",
  jpeg: "JPEG image",
  webp: "WebP image",
  gif: "GIF image",
  link: "Link",
};

/** "2.4 MB", "312 KB", "900 bytes". */
export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? "" : "s"}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** A link's host name ("example.com"), or the address itself when it cannot be read. */
export function linkHost(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * The address that serves a handout (a file's download, a link's counted redirect). A personal
 * link's token rides along, so the download works where the viewer cookie is not sent.
 */
export function handoutHref(streamId: string, handoutId: number, token: string | null) {
  const path = `/watch/${encodeURIComponent(streamId)}/handouts/${handoutId}`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}
