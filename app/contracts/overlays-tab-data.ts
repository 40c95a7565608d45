import type { OverlayType } from "../../db/schema/product";
import type { OverlayView } from "~/contracts/live-events";

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

/** What an overlay preset stores of each overlay: its type and its config as an object. */
export interface OverlayPresetItem {
  type: OverlayType;
  config: Record<string, unknown>;
}

/** An overlay preset as the Event Settings screen lists it. */
export interface OverlayPresetView {
  id: number;
  name: string;
  items: OverlayPresetItem[];
  createdAt: string;
}
