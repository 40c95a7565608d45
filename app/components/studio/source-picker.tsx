import { Form } from "@remix-run/react";
import { EncoderFields } from "~/components/event-dashboard/stream-setup";
import { TAB_PARAM } from "~/components/event-settings/constants";
import { button } from "~/components/ui/button.css";
import { BrowserSource } from "./browser-source/browser-source";
import { SOURCE_LABELS, SOURCE_PARAM, SOURCES, type SourceAvailability, type StudioSource } from "./constants";
import * as notice from "~/components/ui/notice.css";
import * as styles from "./source-picker.css";

export interface SourcePickerProps {
  source: StudioSource;
  /** With JavaScript a choice applies at once; without, the form's button loads the page with it. */
  onChoose: (source: StudioSource) => void;
  hydrated: boolean;
  /** The open panel, kept when the form loads the page. */
  tab: string;
  stream: { streamId: string; streamKey: string; ingestUrl: string | null; ingestNotice: string | null };
  isLive: boolean;
  /** The provider puts the stream live when the encoder's video arrives (else the host presses Go Live). */
  liveByItself: boolean;
  browser: SourceAvailability;
}

/** Where the program comes from: the encoder on the stream key (its Server URL and key), or this browser's camera or screen. */
export function SourcePicker({ source, onChoose, hydrated, tab, stream, isLive, liveByItself, browser }: SourcePickerProps) {
  return (
    <section className={styles.card} aria-labelledby="source-title">
      <h2 id="source-title" className={styles.title}>
        Source
      </h2>
      <Form
        method="get"
        preventScrollReset
        className={styles.form}
        onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          const chosen = new FormData(event.currentTarget).get(SOURCE_PARAM);
          if (typeof chosen === "string") onChoose(SOURCES.find((s) => s === chosen) ?? "encoder");
        }}
      >
        <input type="hidden" name={TAB_PARAM} value={tab} />
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">Where your video comes from</legend>
          {SOURCES.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name={SOURCE_PARAM}
                value={option}
                checked={option === source}
                onChange={() => onChoose(option)}
                className={styles.radio}
              />
              {SOURCE_LABELS[option]}
            </label>
          ))}
        </fieldset>
        {hydrated ? null : (
          <button type="submit" className={`${button.secondary} ${styles.submit}`}>
            Use this source
          </button>
        )}
      </Form>
      {source === "encoder" ? (
        <div className={styles.encoder}>
          <p className={styles.status[isLive ? "live" : "waiting"]} role="status">
            <span className={styles.statusDot[isLive ? "live" : "waiting"]} aria-hidden="true" />
            {isLive ? "Live from your encoder" : "Waiting for your encoder…"}
          </p>
          {stream.ingestNotice ? (
            <p className={notice.problem} role="alert">
              {stream.ingestNotice}
            </p>
          ) : null}
          <EncoderFields stream={stream} formAction={undefined} />
          <p className={styles.hint}>
            In OBS: <strong>Settings → Stream</strong>, Service <strong>Custom…</strong>, these two values, then <strong>Start Streaming</strong>.{" "}
            {liveByItself ? "The studio goes live by itself when your video arrives." : "Then press Go Live below."}
          </p>
        </div>
      ) : (
        <BrowserSource streamId={stream.streamId} source={source} available={browser} isLive={isLive} />
      )}
    </section>
  );
}
