import { forwardRef, type ChangeEvent } from "react";
import * as styles from "./controls.css";
import { FullscreenIcon, PauseIcon, ShapeIcon, VolumeIcon } from "./player-icons";

export interface ControlBarProps {
  paused: boolean;
  /** Muted, or volume at zero. */
  silent: boolean;
  volume: number;
  /** Faded out (still focusable: focusing a control shows the bar again). */
  hidden: boolean;
  onTogglePlay: () => void;
  onToggleMute: () => void;
  onVolume: (volume: number) => void;
  onHoverChange: (hovering: boolean) => void;
  /** Shows the heart button. */
  onHeart?: () => void;
  /** Shows the fullscreen button. */
  fullscreen?: { active: boolean; onToggle: () => void };
  /** Shows the "Audio only" switch (for the worst connections; only where the stream has an audio rendition). */
  audioOnly?: { active: boolean; onToggle: () => void };
}

/** The bottom bar: play/pause, mute, volume, heart and fullscreen. */
export const ControlBar = forwardRef<HTMLDivElement, ControlBarProps>(function ControlBar(props, ref) {
  const { paused, silent, volume, hidden, onTogglePlay, onToggleMute, onVolume, onHoverChange, onHeart, fullscreen, audioOnly } = props;
  return (
    <div
      ref={ref}
      className={hidden ? `${styles.bar} ${styles.hidden}` : styles.bar}
      role="group"
      aria-label="Video controls"
      onPointerEnter={(event) => onHoverChange(event.pointerType === "mouse")}
      onPointerLeave={() => onHoverChange(false)}
    >
      <button type="button" className={styles.controlButton} onClick={onTogglePlay} aria-label={paused ? "Play" : "Pause"}>
        {paused ? <ShapeIcon shape="play" /> : <PauseIcon />}
      </button>
      <button type="button" className={styles.controlButton} onClick={onToggleMute} aria-label={silent ? "Unmute" : "Mute"}>
        <VolumeIcon muted={silent} />
      </button>
      <input
        type="range"
        className={styles.volume}
        min={0}
        max={1}
        step={0.05}
        value={silent ? 0 : volume}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onVolume(Number(event.target.value))}
        aria-label="Volume"
      />
      <span className={styles.spacer} />
      {audioOnly ? (
        <button type="button" className={styles.audioOnly} onClick={audioOnly.onToggle} aria-pressed={audioOnly.active}>
          Audio only
        </button>
      ) : null}
      {onHeart ? (
        <button type="button" className={styles.heartButton} onClick={onHeart} aria-label="Send a heart">
          <ShapeIcon shape="heart" />
        </button>
      ) : null}
      {fullscreen ? (
        <button
          type="button"
          className={styles.controlButton}
          onClick={fullscreen.onToggle}
          aria-label={fullscreen.active ? "Exit full screen" : "Full screen"}
        >
          <FullscreenIcon active={fullscreen.active} />
        </button>
      ) : null}
    </div>
  );
});
