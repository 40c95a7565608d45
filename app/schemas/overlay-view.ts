// An overlay as the host's screen and the viewers read it, its config parsed from JSON. Type
// imports only: this runs on viewer pages, which carry no schema library.
import type { AlertConfig, CountdownConfig, GifSoundConfig, OverlayTypeName, ProgressBarConfig } from "./overlay";
import type { OverlayView } from "~/contracts/live-events";

export type ParsedOverlay =
  | { id: number; type: "progressbar"; isActive: boolean; createdAt: string; updatedAt: string; config: ProgressBarConfig }
  | { id: number; type: "alert"; isActive: boolean; createdAt: string; updatedAt: string; config: AlertConfig }
  | { id: number; type: "countdown"; isActive: boolean; createdAt: string; updatedAt: string; config: CountdownConfig }
  | { id: number; type: "gif-sound"; isActive: boolean; createdAt: string; updatedAt: string; config: GifSoundConfig };

const TYPES: readonly OverlayTypeName[] = ["progressbar", "alert", "countdown", "gif-sound"];

/** The overlay with its config read from JSON; null when the config cannot be read (never shown). */
export function parseOverlay(view: OverlayView): ParsedOverlay | null {
  if (!TYPES.includes(view.type)) return null;
  try {
    const config: unknown = JSON.parse(view.config);
    if (!config || typeof config !== "object" || Array.isArray(config)) return null;
    return { ...view, config } as ParsedOverlay;
  } catch {
    return null;
  }
}
