import type { OverlayPresetView } from "~/schemas/overlay";
import type { OverlayView } from "~/utils/live-events";

/** A GIF + sound preset offered on the tab: built in, or the stream's own (an unreadable one listed as invalid, still deletable). */
export type GifPresetOption =
  | { id: string; valid: true; builtin: boolean; name: string; message: string; gifUrl: string; soundUrl: string }
  | { id: string; valid: false; builtin: false };

/** What the Stream Overlays tab shows: the overlays showing now (with the server's clock), the presets of both kinds. */
export interface OverlaysTabData {
  isLive: boolean;
  serverNow: string;
  overlays: OverlayView[];
  gifPresets: GifPresetOption[];
  overlayPresets: OverlayPresetView[];
}
