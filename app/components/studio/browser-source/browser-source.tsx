import { useEffect, useId, useMemo, type MouseEvent } from "react";
import { useHydrated } from "~/components/events/use-hydrated";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Notice } from "~/components/ui/notice";
import * as styles from "./browser-source.css";
import { browserAbilities, captureSupport } from "./capture-errors";
import { MICROPHONE_OFF, type BrowserSourceKind } from "./capture-rig";
import { DeviceControls } from "./device-controls";
import { LevelMeter, Preview } from "./preview";
import { formatDuration } from "./protocol";
import { endNotice, SLOW_UPLOAD, SLOW_UPLOAD_BYTES, STATUS_LINES, statusLine } from "./status";
import { useBroadcast } from "./use-broadcast";
import { useCapture } from "./use-capture";

export interface BrowserSourceProps {
  streamId: string;
  source: BrowserSourceKind;
  available: { ok: true } | { ok: false; reason: string };
  /** The stream is live now (from the page's live updates). */
  isLive: boolean;
}

export const NEEDS_JAVASCRIPT = "Going live from this browser needs JavaScript. Turn it on, or choose Encoder (OBS).";

const DESCRIPTIONS: Record<BrowserSourceKind, string> = {
  camera: "Your camera and microphone, sent from this tab: no encoder needed.",
  screen: "A screen, window or tab you choose, with your microphone.",
  "screen-and-camera": "Your screen with your camera in the corner, and your microphone.",
};

const PLACEHOLDERS: Record<BrowserSourceKind, string> = {
  camera: "Your camera shows here.",
  screen: "The screen you choose shows here.",
  "screen-and-camera": "Your screen and camera show here.",
};

/** Why Go live waits, before and after the browser's permission. */
const NOT_READY: Record<BrowserSourceKind, { asking: string; granted: string }> = {
  camera: { asking: "Allow the camera first.", granted: "No camera is on: choose one above." },
  screen: { asking: "Choose a screen first.", granted: "Choose a screen first." },
  "screen-and-camera": { asking: "Allow the camera or choose a screen first.", granted: "Choose a screen, or a camera, first." },
};

const LIVE_ELSEWHERE = "The stream is live now from another source: going live here asks before it takes over.";

/** The studio's "This browser" source: the host's camera, microphone or screen, previewed, then sent live from this tab. */
export function BrowserSource({ streamId, source, available, isLive }: BrowserSourceProps) {
  const hydrated = useHydrated();
  const titleId = useId();
  return (
    <Card titleId={titleId} title="Broadcast from this browser" description={DESCRIPTIONS[source]} className={styles.panel}>
      {!available.ok ? (
        <Notice tone="warning">{available.reason}</Notice>
      ) : !hydrated ? (
        <p className={styles.note}>{NEEDS_JAVASCRIPT}</p>
      ) : (
        <BrowserStudio key={source} streamId={streamId} source={source} isLive={isLive} />
      )}
    </Card>
  );
}

/**
 * Go live and Stop sending take turns in one place: the second click of a double click (detail 2)
 * must not undo the first. A key press has detail 0.
 */
function once(event: MouseEvent, act: () => void) {
  if (event.detail <= 1) act();
}

/** Rendered only in the browser (after hydration), once per source. */
function BrowserStudio({ streamId, source, isLive }: { streamId: string; source: BrowserSourceKind; isLive: boolean }) {
  const support = useMemo(() => captureSupport(source, browserAbilities()), [source]);
  const capture = useCapture(source, support.ok);
  const { rig, outgoing } = capture;
  const { view, start, stop } = useBroadcast(streamId, outgoing);
  const hintId = useId();

  // The picture went away (the browser's "Stop sharing", an unplugged camera): nothing is left to send.
  const pictureLost = view.sending && !outgoing;
  useEffect(() => {
    if (pictureLost) stop(null);
  }, [pictureLost, stop]);

  if (!support.ok) return <Notice tone="warning">{support.reason}</Notice>;

  const goLive = (takeover: boolean) => {
    rig?.resumeAudio();
    start(takeover);
  };
  const progress = view.sending ? view.progress : null;
  const ended = view.sending ? null : view.end ? { kind: view.end.kind, ...endNotice(view.end) } : null;
  const line = progress ? statusLine(progress.phase, progress.wasLive, isLive) : null;
  const live = line === STATUS_LINES.live;
  const granted = capture.permission === "granted";
  const notReady = outgoing ? null : NOT_READY[source][granted ? "granted" : "asking"];

  return (
    <div className={styles.studio}>
      <Preview stream={outgoing} placeholder={PLACEHOLDERS[source]} badge={progress ? (live ? "live" : "sending") : null} />
      {rig && granted ? <LevelMeter read={rig.level} off={capture.microphoneId === MICROPHONE_OFF} /> : null}
      {rig ? <DeviceControls source={source} capture={capture} rig={rig} sending={view.sending} /> : null}
      {capture.error ? <Notice tone="error">{capture.error}</Notice> : null}
      {capture.notice ? <Notice tone="warning">{capture.notice}</Notice> : null}
      {progress && progress.backlogBytes > SLOW_UPLOAD_BYTES ? <Notice tone="warning">{SLOW_UPLOAD}</Notice> : null}
      {ended?.tone === "error" ? <Notice tone="error">{ended.message}</Notice> : null}

      <div className={styles.actions}>
        {progress ? (
          <div className={styles.progress}>
            <p className={live ? styles.status.live : styles.status.waiting} role="status" aria-live="polite">
              <span className={styles.statusDot} aria-hidden="true" />
              {line}
            </p>
            <p className={styles.sent}>{formatDuration(progress.sentMs)} sent</p>
            {progress.phase === "reconnecting" && progress.serverMessage ? <p className={styles.said}>{progress.serverMessage}</p> : null}
          </div>
        ) : (
          <div className={styles.progress}>
            <p className={ended?.tone === "warning" ? styles.status.warning : styles.status.idle} role="status" aria-live="polite">
              {ended && ended.tone !== "error" ? ended.message : null}
            </p>
            {ended?.kind === "busy" ? <p className={styles.hint}>Taking over replaces what viewers see with this browser.</p> : null}
            {notReady ? (
              <p id={hintId} className={styles.hint}>
                {notReady}
              </p>
            ) : !ended && isLive ? (
              <p className={styles.hint}>{LIVE_ELSEWHERE}</p>
            ) : null}
          </div>
        )}
        {progress ? (
          <Button variant="danger" className={styles.stop} onClick={(event) => once(event, () => stop())}>
            Stop sending
          </Button>
        ) : ended?.kind === "busy" ? (
          <Button size="lg" className={styles.goLive} disabled={!outgoing} onClick={(event) => once(event, () => goLive(true))}>
            Take over
          </Button>
        ) : (
          <Button
            size="lg"
            className={styles.goLive}
            disabled={!outgoing}
            aria-describedby={notReady ? hintId : undefined}
            onClick={(event) => once(event, () => goLive(false))}
          >
            Go live from this browser
          </Button>
        )}
      </div>
    </div>
  );
}
