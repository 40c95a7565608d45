// The studio (/events/{eventId}/stream): its sources, its panels and its addresses, shared by the
// page, its components and its action.
import { TAB_PARAM, type SettingsTab } from "~/components/event-settings/constants";

/** Where the program comes from: an encoder (OBS) on the stream key, or this browser tab. */
export const SOURCES = ["encoder", "camera", "screen", "screen-and-camera"] as const;
export type StudioSource = (typeof SOURCES)[number];
export type BrowserSourceKind = Exclude<StudioSource, "encoder">;
export const SOURCE_LABELS: Record<StudioSource, string> = {
  encoder: "Encoder (OBS)",
  camera: "Camera",
  screen: "Screen",
  "screen-and-camera": "Screen and camera",
};
export const SOURCE_PARAM = "source";
export const parseSource = (value: string | null | undefined): StudioSource => SOURCES.find((source) => source === value) ?? "encoder";

/** The room's panels under the program, in their tab order. */
export const STUDIO_PANELS = ["qa", "polls", "offers", "overlays"] as const satisfies readonly SettingsTab[];
export type StudioPanel = (typeof STUDIO_PANELS)[number];
export const parseStudioPanel = (value: string | null, panels: readonly StudioPanel[]): StudioPanel =>
  panels.find((panel) => panel === value) ?? panels[0] ?? "qa";

/** ?confirm=end-event: End event asks first, as a state of the page, so it asks without JavaScript too. */
export const CONFIRM_PARAM = "confirm";
export const END_EVENT_CONFIRM = "end-event";

/** What the address holds that only the page shows (no data of its own): changing it reloads nothing. */
export const VIEW_PARAMS: readonly string[] = [SOURCE_PARAM, TAB_PARAM, CONFIRM_PARAM];

/** /events/{id}/stream with the source (Encoder left out), the panel and the End event question. */
export function studioPath(eventId: number, view: { source?: StudioSource; tab?: SettingsTab; confirmEnd?: boolean } = {}) {
  const query = new URLSearchParams();
  if (view.source && view.source !== "encoder") query.set(SOURCE_PARAM, view.source);
  if (view.tab) query.set(TAB_PARAM, view.tab);
  if (view.confirmEnd) query.set(CONFIRM_PARAM, END_EVENT_CONFIRM);
  const search = query.toString();
  return `/events/${eventId}/stream${search ? `?${search}` : ""}`;
}

/** The browser source can't go live here: why, in the host's words. */
export const BROWSER_NEEDS_SELF_HOSTED =
  "Going live from the browser needs this server's own video (self-hosted). With your current video provider, use an encoder such as OBS.";

export type SourceAvailability = { ok: true } | { ok: false; reason: string };
