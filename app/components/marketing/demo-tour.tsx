import { useEffect, useRef, useState } from "react";
import { FeaturePoster } from "./feature-art";
import type { FeatureId } from "./features";
import * as styles from "./demo.css";

const SCENE_MS = 12_000;

const scenes: { id: FeatureId; title: string; caption: string }[] = [
  { id: "smartscheduler", title: "Schedule in minutes", caption: "Pick a date in your time zone. Every registrant sees it in theirs." },
  { id: "surge", title: "Reminders go out for you", caption: "E-mail and SMS from a week before to minutes after you start." },
  { id: "engagemax", title: "Keep the room awake", caption: "Countdowns, alerts and progress bars on the stream with one click." },
  { id: "autooffer", title: "Make the offer in the stream", caption: "Price and countdown by the video; Stripe checkout opens in a new tab." },
  { id: "insightengine", title: "Know what worked", caption: "Attendance, watch time and sales for every event." },
];

/** The product tour: five scenes of about 12 s each, with pause and replay. */
export default function DemoTour({ onClose }: { onClose: () => void }) {
  const [scene, setScene] = useState(0);
  const [paused, setPaused] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const finished = scene >= scenes.length - 1 && paused;

  useEffect(() => region.current?.focus(), []);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => {
      if (scene < scenes.length - 1) setScene(scene + 1);
      else setPaused(true);
    }, SCENE_MS);
    return () => window.clearTimeout(timer);
  }, [scene, paused]);

  const current = scenes[scene] ?? scenes[0];
  if (!current) return null;
  return (
    <div ref={region} className={styles.tour} role="region" aria-label="ShowUp product tour" tabIndex={-1}>
      <div className={styles.tourStage} key={current.id}>
        <FeaturePoster id={current.id} label={current.title} />
      </div>
      <div className={styles.tourCaption} aria-live="polite">
        <p className={styles.tourStep}>
          Step {scene + 1} of {scenes.length}
        </p>
        <p className={styles.tourTitle}>{current.title}</p>
        <p className={styles.tourText}>{current.caption}</p>
      </div>
      <div className={styles.tourBar}>
        <ol className={styles.tourProgress} aria-label="Scenes">
          {scenes.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.tourDot}
                data-state={index < scene ? "done" : index === scene ? "current" : undefined}
                aria-current={index === scene ? "step" : undefined}
                aria-label={`Scene ${index + 1}: ${item.title}`}
                onClick={() => setScene(index)}
              >
                <span className={styles.tourDotFill} data-running={index === scene && !paused ? "true" : undefined} />
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={styles.tourControl}
          onClick={() => {
            if (finished) setScene(0);
            setPaused(!paused);
          }}
        >
          {finished ? "Replay" : paused ? "Play" : "Pause"}
        </button>
        <button type="button" className={styles.tourControl} onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
