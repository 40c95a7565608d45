// The Stream Overlays tab: form intents, anchors, the spec's texts (sections 5 and 8) and what the
// action answers, shared by the tab's components and its action.
import type { ToastMessage } from "~/utils/form-result";
import type { FormResult } from "~/utils/form-result";
import { isOneOf } from "~/utils/one-of";
import type { LandingPageType, OverlayType } from "../../db/schema/product";

export const OVERLAY_TYPES = ["progressbar", "alert", "countdown", "gif-sound"] as const satisfies readonly OverlayType[];
export const LANDING_PAGE_TYPES = ["offer", "about", "host", "testimonials", "resources", "url"] as const satisfies readonly LandingPageType[];

/**
 * The names under which each overlay type's config schema of app/schemas/overlay.ts (and the
 * preset's) are API shapes: the overlay replies' `config` JSON text is described with them.
 */
export const OVERLAY_CONFIG_SHAPES = {
  progressbar: "ProgressBarConfig",
  alert: "AlertConfig",
  countdown: "CountdownConfig",
  "gif-sound": "GifSoundConfig",
} as const satisfies Record<OverlayType, string>;
export const GIF_SOUND_PRESET_CONFIG_SHAPE = "GifSoundPresetConfig";

export const OVERLAY_INTENTS = [
  "countdown-start",
  "alert-show",
  "progress-create",
  "progress-update",
  "gif-trigger",
  "gif-preset-add",
  "gif-preset-delete",
  "overlay-stop",
  "overlays-hide-all",
  "overlay-preset-save",
  "overlay-preset-load",
  "overlay-preset-delete",
] as const;
export type OverlayIntent = (typeof OVERLAY_INTENTS)[number];
export const isOverlayIntent = isOneOf(OVERLAY_INTENTS);

/** Each card's anchor: a form posted without JavaScript comes back to its card. */
export const CARD_IDS = {
  active: "active-overlays",
  countdown: "countdown-timer",
  alert: "alert-builder",
  progress: "progress-bar",
  gif: "gif-sound-alerts",
  presets: "overlay-presets",
} as const;

export const INTENT_CARD: Record<OverlayIntent, string> = {
  "countdown-start": CARD_IDS.countdown,
  "alert-show": CARD_IDS.alert,
  "progress-create": CARD_IDS.progress,
  "progress-update": CARD_IDS.active,
  "gif-trigger": CARD_IDS.gif,
  "gif-preset-add": CARD_IDS.gif,
  "gif-preset-delete": CARD_IDS.gif,
  "overlay-stop": CARD_IDS.active,
  "overlays-hide-all": CARD_IDS.active,
  "overlay-preset-save": CARD_IDS.presets,
  "overlay-preset-load": CARD_IDS.presets,
  "overlay-preset-delete": CARD_IDS.presets,
};

/** The toast description when an intent fails (spec section 8 where it names one). */
export const FAILURE_TEXT: Record<OverlayIntent, string> = {
  "countdown-start": "Failed to create countdown",
  "alert-show": "Failed to create alert",
  "progress-create": "Failed to create progress bar",
  "progress-update": "Failed to update progress bar",
  "gif-trigger": "Failed to create GIF sound alert",
  "gif-preset-add": "Failed to add preset",
  "gif-preset-delete": "Failed to delete preset",
  "overlay-stop": "Failed to stop overlay",
  "overlays-hide-all": "Failed to hide overlays",
  "overlay-preset-save": "Failed to save overlay preset",
  "overlay-preset-load": "Failed to load overlay preset",
  "overlay-preset-delete": "Failed to delete overlay preset",
};

/** Spec sections 4 and 9: the host's overlays are polled every 5 s while the stream is live. */
export const OVERLAY_POLL_MS = 5_000;
/** Spec section 9: overlay expiry is checked every second. */
export const OVERLAY_TICK_MS = 1_000;

/** Spec section 9: a GIF + sound celebration shows 8 s at the top right, medium. */
export const GIF_ALERT = { duration: 8, position: "top-right", size: "medium" } as const;

/** What the action answers a fetcher with, or renders inline for a visitor without JavaScript. */
export type OverlayResult = FormResult<OverlayIntent>;

/** "Invalid Timer: Please set a time greater than 0" as a toast: the part before the colon is its title. */
export function toastFromText(text: string, fallbackTitle = "Error"): ToastMessage {
  const match = /^([A-Z][^:]{0,40}): (.+)$/.exec(text);
  return match?.[1] && match[2]
    ? { title: match[1], description: match[2], variant: "destructive" }
    : { title: fallbackTitle, description: text, variant: "destructive" };
}
