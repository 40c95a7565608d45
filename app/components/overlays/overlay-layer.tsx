import type { CSSProperties, ReactNode } from "react";
import { AlertOverlay } from "./alert-overlay";
import { CelebrationOverlay } from "./celebration-overlay";
import { CountdownOverlay } from "./countdown-overlay";
import * as styles from "./overlay-layer.css";
import { countdownSecondsLeft } from "~/contracts/overlay-timing";
import { type ParsedOverlay } from "~/schemas/overlay-view";
import { ProgressOverlay } from "./progress-overlay";
import type { ShownOverlay } from "./use-live-overlays";

type Slot = keyof typeof styles.slot;
/** Top to bottom, so the page reads in the order the overlays are seen. */
const SLOTS: readonly Slot[] = ["top", "top-left", "top-right", "center", "bottom-left", "bottom-right", "bottom"];

// Not read from ~/schemas/overlay: that would bring zod into the watch page's first load.
const CORNERS: readonly string[] = ["top-left", "top-right", "bottom-left", "bottom-right", "center"];
const EDGES: readonly string[] = ["top", "bottom", "center"];

function slotOf(overlay: ParsedOverlay): Slot {
  const position: string = overlay.config.position;
  if (overlay.type === "progressbar") return EDGES.includes(position) ? (position as Slot) : "top";
  return CORNERS.includes(position) ? (position as Slot) : "center";
}

function sizeOf(overlay: ParsedOverlay): keyof typeof styles.size {
  const size = overlay.type === "progressbar" ? "medium" : overlay.config.size;
  return size in styles.size ? size : "medium";
}

function render(
  { overlay, arrivedLive }: ShownOverlay,
  now: number,
): { content: ReactNode; enter: keyof typeof styles.enter; style?: CSSProperties } {
  switch (overlay.type) {
    case "countdown":
      return { content: <CountdownOverlay config={overlay.config} secondsLeft={countdownSecondsLeft(overlay, now)} />, enter: "fade" };
    case "alert":
      return {
        content: <AlertOverlay config={overlay.config} />,
        enter: overlay.config.animationType in styles.enter ? overlay.config.animationType : "slide",
      };
    case "progressbar":
      return { content: <ProgressOverlay config={overlay.config} />, enter: "fade", style: { width: overlay.config.width } };
    case "gif-sound":
      return { content: <CelebrationOverlay config={overlay.config} withSound={arrivedLive} />, enter: "bounce" };
  }
}

/**
 * The viewer's overlays over the video or the 'Stream Offline' card (its parent is the positioned
 * frame): countdowns, alerts and celebrations in their corner or the centre, progress bars along
 * the top, bottom or middle. Several in one place stack. New alerts and celebrations are
 * announced politely; everything lets clicks through to the player but an alert's button.
 */
export function OverlayLayer({ overlays, now }: { overlays: ShownOverlay[]; now: number }) {
  const bySlot = new Map<Slot, ShownOverlay[]>();
  for (const shown of overlays) {
    const slot = slotOf(shown.overlay);
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), shown]);
  }
  // Within the centre the countdowns and alerts come first, then the middle progress bars.
  bySlot.get("center")?.sort((a, b) => Number(a.overlay.type === "progressbar") - Number(b.overlay.type === "progressbar"));

  return (
    <div className={styles.layer} aria-live="polite">
      {SLOTS.map((slot) => {
        const shown = bySlot.get(slot);
        if (!shown) return null;
        return (
          <div key={slot} className={styles.slot[slot]}>
            {shown.map((entry) => {
              const { content, enter, style } = render(entry, now);
              return (
                <div key={entry.key} className={`${styles.item}${entry.leavingSince === null ? "" : ` ${styles.leaving}`}`} style={style}>
                  <div className={`${styles.enter[enter]} ${styles.size[sizeOf(entry.overlay)]}`}>{content}</div>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
