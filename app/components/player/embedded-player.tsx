import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import * as styles from "./embedded-player.css";
import { LivePlayer } from "./live-player";

export interface EmbeddedPlayerProps {
  src: string;
  title: string;
  /** Offer a fullscreen button (default true); hidden anyway where the browser can't. */
  allowFullscreen?: boolean;
  onHeart?: () => void;
  /** A running count of hearts from others (see LivePlayer). */
  remoteHearts?: number;
  /** Drawn over the video inside the frame (so they stay in full screen); they must let clicks through. */
  overlays?: ReactNode;
  /** The event's "mute on entry" (see LivePlayer). */
  muteOnEntry?: boolean;
}

type WebkitDocument = Document & {
  webkitFullscreenEnabled?: boolean;
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => void;
};
type WebkitElement = HTMLElement & { webkitRequestFullscreen?: () => void };
/** iPhone Safari has no element fullscreen, only the video's own. */
type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

function fullscreenElement(doc: WebkitDocument): Element | null {
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
}

function elementFullscreenEnabled(doc: WebkitDocument): boolean {
  return Boolean(doc.fullscreenEnabled || doc.webkitFullscreenEnabled);
}

/** The live player in a 16:9 frame, with an optional fullscreen button. */
export function EmbeddedPlayer({ src, title, allowFullscreen = true, onHeart, remoteHearts, overlays, muteOnEntry }: EmbeddedPlayerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  // Decided after mount (the server can't know), so hydration always matches.
  const [supported, setSupported] = useState(false);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const frame = frameRef.current;
    if (!allowFullscreen || !frame) return;
    const doc = document as WebkitDocument;
    const video = frame.querySelector("video") as WebkitVideo | null;
    setSupported(elementFullscreenEnabled(doc) || typeof video?.webkitEnterFullscreen === "function");

    const sync = () => setActive(fullscreenElement(doc) === frame);
    const begin = () => setActive(true);
    const end = () => setActive(false);
    doc.addEventListener("fullscreenchange", sync);
    doc.addEventListener("webkitfullscreenchange", sync);
    video?.addEventListener("webkitbeginfullscreen", begin);
    video?.addEventListener("webkitendfullscreen", end);
    return () => {
      doc.removeEventListener("fullscreenchange", sync);
      doc.removeEventListener("webkitfullscreenchange", sync);
      video?.removeEventListener("webkitbeginfullscreen", begin);
      video?.removeEventListener("webkitendfullscreen", end);
    };
  }, [allowFullscreen, src]);

  const toggle = useCallback((video: HTMLVideoElement) => {
    const frame = frameRef.current as WebkitElement | null;
    if (!frame) return;
    const doc = document as WebkitDocument;
    if (fullscreenElement(doc)) {
      if (doc.exitFullscreen) doc.exitFullscreen().catch(() => undefined);
      else doc.webkitExitFullscreen?.();
      return;
    }
    if (elementFullscreenEnabled(doc)) {
      if (frame.requestFullscreen) {
        frame
          .requestFullscreen({ navigationUI: "hide" })
          .then(() => lockLandscape())
          .catch(() => undefined);
      } else {
        frame.webkitRequestFullscreen?.();
      }
      return;
    }
    (video as WebkitVideo).webkitEnterFullscreen?.();
  }, []);

  return (
    <div ref={frameRef} className={styles.frame}>
      <LivePlayer
        src={src}
        title={title}
        onHeart={onHeart}
        remoteHearts={remoteHearts}
        muteOnEntry={muteOnEntry}
        layout="fill"
        fullscreen={allowFullscreen && supported ? { active, onToggle: toggle } : undefined}
      />
      {overlays ? <div className={styles.overlays}>{overlays}</div> : null}
    </div>
  );
}

/** Phones: turn to landscape while full screen, where the browser lets a page ask. */
function lockLandscape() {
  const orientation = screen.orientation as (ScreenOrientation & { lock?: (orientation: string) => Promise<void> }) | undefined;
  orientation?.lock?.("landscape").catch(() => undefined);
}
