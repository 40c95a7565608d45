import { Form, Link, useActionData } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { ConfirmDisclosure } from "~/components/ui/confirm-disclosure";
import { formErrorOf, type FormResult } from "~/utils/form-result";
import * as dash from "./dashboard.css";
import * as styles from "./recordings-list.css";

export const DELETE_RECORDING = "delete-recording";
export const RECORDINGS_ID = "recordings";
export const DELETE_RECORDING_CONFIRM = "Delete this recording? Its video is removed from the server and cannot be brought back.";

export type RecordingTone = "recording" | "complete" | "stopped";

/** A recording's status words (db/schema/recordings.ts RecordingStatus). */
export const RECORDING_STATUS = {
  recording: { label: "Recording now", tone: "recording" },
  complete: { label: "Complete", tone: "complete" },
  "stopped-low-disk": { label: "Stopped early: disk nearly full", tone: "stopped" },
} as const satisfies Record<string, { label: string; tone: RecordingTone }>;

/** One recording as the list shows it (labels made by the server in the event's time zone). */
export interface RecordingItem {
  id: string;
  startedAt: string;
  startedLabel: string;
  /** h:mm:ss */
  duration: string;
  /** e.g. "12.4 MB" */
  size: string;
  statusLabel: string;
  tone: RecordingTone;
  watchUrl: string;
  /** The MP4 download (remuxed on first ask); null while it is still being recorded. */
  downloadUrl: string | null;
  /** A recording still being written cannot be deleted. */
  deletable: boolean;
}

export interface RecordingsListData {
  /** The event's Recording setting. */
  recordingOn: boolean;
  items: RecordingItem[];
}

/** 3725 -> "1:02:05" */
export function formatClock(totalSeconds: number) {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** Bytes as megabytes (MiB, as disks report them), one decimal. */
export function formatMegabytes(bytes: number) {
  return `${new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}

function DeleteRecording({ item }: { item: RecordingItem }) {
  if (!item.deletable) return null;
  return (
    <ConfirmDisclosure
      className={styles.confirm}
      summaryClassName={dash.action}
      summary={
        <>
          Delete<span className="visually-hidden"> the recording of {item.startedLabel}</span>
        </>
      }
      question={DELETE_RECORDING_CONFIRM}
    >
      <Form method="post" action={`?index#${RECORDINGS_ID}`} preventScrollReset>
        <input type="hidden" name="recordingId" value={item.id} />
        <button type="submit" name="intent" value={DELETE_RECORDING} className={`${button.danger} ${dash.action}`}>
          Delete recording
        </button>
      </Form>
    </ConfirmDisclosure>
  );
}

/** The event's recordings, newest first, with Watch and Delete; a refused delete's message shows in the card. */
export function RecordingsList({ data }: { data: RecordingsListData }) {
  const answer = useActionData<FormResult>();
  const error = answer?.intent === DELETE_RECORDING ? formErrorOf(answer) : null;
  return (
    <section className={`${dash.card} ${dash.wide}`} id={RECORDINGS_ID} aria-labelledby="recordings-title">
      <h2 id="recordings-title" className={dash.cardTitle}>
        Recordings
      </h2>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {data.items.length === 0 ? (
        <p className={dash.muted}>
          {data.recordingOn
            ? "No recordings yet. Every broadcast of this event is kept here once it starts."
            : "Recording is off for this event, so broadcasts are not kept. Turn it on with Edit event."}
        </p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.summary}>
                <time dateTime={item.startedAt} className={styles.date}>
                  {item.startedLabel}
                </time>
                <span className={styles.meta}>
                  <span>
                    <span className="visually-hidden">Duration </span>
                    {item.duration}
                  </span>
                  <span aria-hidden="true">·</span>
                  <span>
                    <span className="visually-hidden">Size </span>
                    {item.size}
                  </span>
                  <span className={styles.status[item.tone]}>{item.statusLabel}</span>
                </span>
              </div>
              <div className={styles.actions}>
                <Link to={item.watchUrl} className={`${button.secondary} ${dash.action}`}>
                  Watch<span className="visually-hidden"> the recording of {item.startedLabel}</span>
                </Link>
                {item.downloadUrl ? (
                  <a href={item.downloadUrl} download className={`${button.secondary} ${dash.action}`}>
                    Download MP4<span className="visually-hidden"> of {item.startedLabel}</span>
                  </a>
                ) : null}
                <DeleteRecording item={item} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
