import { useEffect, useRef, useState } from "react";
import type { GifSoundConfig } from "~/schemas/overlay";
import { celebrationMessage } from "./celebration-message";
import * as styles from "./celebration-overlay.css";

/** Spec: the celebration sound plays at half volume. */
export const CELEBRATION_VOLUME = 0.5;

/**
 * A GIF + sound celebration ('Ann from Oslo just enrolled!'). The sound plays when it arrives while
 * the page is open; a GIF that does not load is left out, a sound the browser refuses is skipped.
 */
export function CelebrationOverlay({ config, withSound }: { config: GifSoundConfig; withSound: boolean }) {
  const [gifFailed, setGifFailed] = useState(false);
  const gif = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A server-rendered GIF may have failed before React listened for it.
    const image = gif.current;
    if (image?.complete && image.naturalWidth === 0) setGifFailed(true);
  }, []);

  useEffect(() => {
    if (!withSound || !config.soundUrl) return;
    const sound = new Audio(config.soundUrl);
    sound.volume = CELEBRATION_VOLUME;
    sound.play().catch(() => undefined);
    return () => sound.pause();
  }, [withSound, config.soundUrl]);

  return (
    <div className={styles.celebration}>
      {config.gifUrl && !gifFailed ? <img ref={gif} className={styles.gif} src={config.gifUrl} alt="" onError={() => setGifFailed(true)} /> : null}
      <p className={styles.message}>{celebrationMessage(config)}</p>
    </div>
  );
}
