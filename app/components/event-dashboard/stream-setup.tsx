import { Form, useActionData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { EventIcon } from "~/components/events/event-icons";
import { useHydrated } from "~/components/events/use-hydrated";
import { useLiveEvents } from "~/components/live/use-live-events";
import { ProviderBadge } from "~/components/system-status";
import { useActionToast, useToast } from "~/components/toaster";
import { button } from "~/components/ui/button.css";
import { useRootData } from "~/components/use-root-data";
import { formErrorOf, type FormResult } from "~/utils/form-result";
import { CREATE_STREAM, RESET_KEY, RESET_KEY_CONFIRM, STREAM_SETUP_ID, STREAM_TOAST_TITLES } from "./constants";
import * as dash from "./dashboard.css";
import type { StreamSetupData } from "./stream-setup-data";
import * as styles from "./stream-setup.css";

type SetupStream = NonNullable<StreamSetupData["stream"]>;

/** What the key field shows until the host reveals it: the key itself is not in the field. */
const MASK = "•".repeat(24);

const PANEL_TOASTS: ReadonlySet<string> = new Set(Object.values(STREAM_TOAST_TITLES));

/**
 * The root's toast when it is one of this panel's (Stream Created!, ...): the page then lands on
 * the panel (#stream-setup), so the panel shows it to visitors without JavaScript, not FlashNotice.
 */
export function usePanelToast() {
  const toast = useRootData()?.toast;
  return toast && PANEL_TOASTS.has(toast.title) ? toast : null;
}

/**
 * Without JavaScript a form posts to the panel's anchor, so the answer (an error, or the redirect)
 * opens where the host was; with JavaScript the page stays in place anyway.
 */
function usePanelAction() {
  return useHydrated() ? undefined : `?index#${STREAM_SETUP_ID}`;
}

/** Copies a value with the spec's clipboard toasts; rendered only once JavaScript runs. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: "Copied!", description: `${label} copied to clipboard` });
    } catch {
      toast({ title: "Error", description: "Failed to copy to clipboard", variant: "destructive" });
    }
  };
  return (
    <button type="button" className={`${button.secondary} ${dash.action}`} onClick={() => void copy()}>
      Copy<span className="visually-hidden"> {label}</span>
    </button>
  );
}

function Field({ id, label, hint, children }: { id: string; label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}

/** A read-only, selectable value with a Copy button for JavaScript users. */
function CopyField({ id, value, label, mono }: { id: string; value: string; label: string; mono?: boolean }) {
  const hydrated = useHydrated();
  return (
    <div className={styles.row}>
      <input
        id={id}
        type="text"
        readOnly
        value={value}
        className={mono ? `${styles.input} ${styles.mono}` : styles.input}
        onFocus={(e) => e.currentTarget.select()}
      />
      {hydrated ? <CopyButton value={value} label={label} /> : null}
    </div>
  );
}

/** With JavaScript: a masked field with Reveal/Hide, Copy and Reset key. */
function KeyToggle({ streamKey, streamId }: { streamKey: string; streamId: string }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <div className={styles.row}>
        <input
          id="stream-key"
          type="text"
          readOnly
          value={shown ? streamKey : MASK}
          className={`${styles.input} ${styles.mono} ${styles.keyInput}`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className={`${button.secondary} ${dash.action}`} aria-controls="stream-key" onClick={() => setShown(!shown)}>
          {shown ? "Hide" : "Reveal"}
          <span className="visually-hidden"> stream key</span>
        </button>
        <CopyButton value={streamKey} label="Stream key" />
        <ResetKeyButton streamId={streamId} />
      </div>
      <p className={styles.hint}>A new key stops the old one from working.</p>
    </>
  );
}

/** Without JavaScript: the key sits in a closed <details> until the host opens it. */
function KeyDetails({ streamKey }: { streamKey: string }) {
  return (
    <details className={styles.reveal}>
      <summary className={styles.revealSummary}>
        <span className={`${styles.input} ${styles.mono} ${styles.masked}`} aria-hidden="true">
          {MASK}
        </span>
        <span className={`${button.secondary} ${dash.action} ${styles.summaryButton}`}>
          <span className={styles.whenClosed}>Reveal</span>
          <span className={styles.whenOpen}>Hide</span>
          <span className="visually-hidden"> stream key</span>
        </span>
      </summary>
      <input
        id="stream-key"
        type="text"
        readOnly
        value={streamKey}
        className={`${styles.input} ${styles.mono} ${styles.revealed}`}
        onFocus={(e) => e.currentTarget.select()}
      />
    </details>
  );
}

/** With JavaScript: Reset key asks with confirm() first. */
function ResetKeyButton({ streamId }: { streamId: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === RESET_KEY;
  return (
    <Form
      method="post"
      preventScrollReset
      className={dash.actionForm}
      onSubmit={(event) => {
        if (!window.confirm(RESET_KEY_CONFIRM)) event.preventDefault();
      }}
    >
      <input type="hidden" name="streamId" value={streamId} />
      <button type="submit" name="intent" value={RESET_KEY} className={`${button.secondary} ${dash.action}`} disabled={busy}>
        {busy ? "Resetting…" : "Reset key"}
      </button>
    </Form>
  );
}

/** Without JavaScript: Reset key opens a <details> holding the "Confirm reset" button. */
function ResetKeyDetails({ streamId }: { streamId: string }) {
  return (
    <details className={styles.confirm}>
      <summary className={`${button.secondary} ${dash.action} ${styles.summaryButton}`}>Reset key</summary>
      <div className={styles.confirmBox}>
        <p className={styles.confirmText}>{RESET_KEY_CONFIRM}</p>
        <Form method="post" action={`?index#${STREAM_SETUP_ID}`}>
          <input type="hidden" name="streamId" value={streamId} />
          <button type="submit" name="intent" value={RESET_KEY} className={`${button.danger} ${dash.action}`}>
            Confirm reset
          </button>
        </Form>
      </div>
    </details>
  );
}

function ObsSteps({ stream }: { stream: SetupStream }) {
  return (
    <section className={styles.steps} aria-labelledby="obs-steps-title">
      <h3 id="obs-steps-title" className={styles.stepsTitle}>
        Connect OBS Studio
      </h3>
      <ol className={styles.stepList}>
        <li>
          Open <strong>Settings → Stream</strong>.
        </li>
        <li>
          Set <strong>Service</strong> to <strong>Custom…</strong>, paste the{" "}
          {stream.ingestUrl ? <strong>Server URL</strong> : "address of your ingest server"} into <strong>Server</strong> and the{" "}
          <strong>Stream key</strong> into <strong>Stream Key</strong>, then click OK.
        </li>
        <li>
          Click <strong>Start Streaming</strong>.
        </li>
        <li>
          {stream.provider === "mux" ? (
            "This page switches to Live by itself once your stream arrives."
          ) : (
            <>
              Press <strong>Go Live</strong> at the top of this page so viewers see you are live, and <strong>End Stream</strong> when you finish.
            </>
          )}
        </li>
      </ol>
    </section>
  );
}

function StreamDetails({ stream }: { stream: SetupStream }) {
  return (
    <div className={styles.body}>
      <div className={styles.fields}>
        {stream.ingestUrl ? (
          <Field id="stream-server-url" label="Server URL">
            <CopyField id="stream-server-url" value={stream.ingestUrl} label="Server URL" mono />
          </Field>
        ) : (
          <div className={styles.field}>
            <span className={styles.label}>Server URL</span>
            <p className={styles.missing}>No ingest server configured</p>
          </div>
        )}
        <Field id="stream-key" label="Stream key">
          <KeyArea streamKey={stream.streamKey} streamId={stream.streamId} />
        </Field>
        <Field id="stream-watch-url" label="Viewer link" hint="Registrants get their own personal link; this one opens the stream's watch page.">
          <CopyField id="stream-watch-url" value={stream.watchUrl} label="Viewer link" />
        </Field>
      </div>
      <ObsSteps stream={stream} />
    </div>
  );
}

function KeyArea({ streamKey, streamId }: { streamKey: string; streamId: string }) {
  if (useHydrated()) return <KeyToggle streamKey={streamKey} streamId={streamId} />;
  return (
    <>
      <KeyDetails streamKey={streamKey} />
      <ResetKeyDetails streamId={streamId} />
    </>
  );
}

function CreateStream() {
  const action = usePanelAction();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === CREATE_STREAM;
  return (
    <div className={styles.create}>
      <p className={styles.createText}>Create a stream to get the server URL and stream key for your encoder, and the link where viewers watch.</p>
      <Form method="post" action={action}>
        <button type="submit" name="intent" value={CREATE_STREAM} className={button.primary} disabled={busy}>
          {busy ? "Creating…" : "Create Stream"}
        </button>
      </Form>
    </div>
  );
}

function providerNote({ videoConfigured, stream }: StreamSetupData) {
  const manual = "Manual mode: go live with Go Live and End Stream.";
  if (stream?.provider === "mux") return "Streaming through Mux: this page switches to Live by itself when your encoder connects.";
  if (!stream) {
    return videoConfigured
      ? "Mux is connected: your stream gets its server URL and key from Mux."
      : "Manual mode: no video provider is configured, so you go live with Go Live and End Stream.";
  }
  if (stream.ingestUrl) return `${manual} Your encoder sends to the self-hosted ingest address set with MANUAL_INGEST_URL.`;
  return `${manual} Set MANUAL_INGEST_URL to give encoders a self-hosted ingest address.`;
}

/**
 * With Mux the live state changes without the host touching this page (the provider's webhook):
 * the stream's pushed `stream_status` reloads the page's data when it differs from what is shown.
 */
function useFollowProviderLiveState(stream: SetupStream | null) {
  const { revalidate } = useRevalidator();
  const streamId = stream?.provider === "mux" ? stream.streamId : null;
  const isLive = stream?.isLive ?? false;
  const { on } = useLiveEvents({ streamId });
  useEffect(
    () =>
      on("stream_status", (data) => {
        if (data.isLive !== isLive) revalidate();
      }),
    [on, isLive, revalidate],
  );
}

/** The event dashboard's Stream Setup panel (/events/{id}#stream-setup). */
export function StreamSetup({ setup }: { setup: StreamSetupData }) {
  const { stream, videoConfigured } = setup;
  useFollowProviderLiveState(stream);
  const answer = useActionData<FormResult>();
  useActionToast(answer?.toast);
  const failed = formErrorOf(answer);
  const notice = usePanelToast();
  return (
    <section id={STREAM_SETUP_ID} className={`${dash.card} ${styles.panel}`} aria-labelledby="stream-setup-title">
      <div className={styles.head}>
        <span className={styles.icon}>
          <EventIcon name="video" size={20} />
        </span>
        <div className={styles.headText}>
          <h2 id="stream-setup-title" className={dash.cardTitle}>
            Stream Setup
          </h2>
          <p className={styles.note}>{providerNote(setup)}</p>
        </div>
        <div className={styles.badges}>
          <ProviderBadge configured={videoConfigured} />
          {stream ? (
            <span className={styles.liveBadge[stream.isLive ? "live" : "offline"]}>
              <span className={styles.liveDot[stream.isLive ? "live" : "offline"]} aria-hidden="true" />
              {stream.isLive ? "Live" : "Offline"}
            </span>
          ) : null}
        </div>
      </div>
      {failed ? (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      ) : null}
      {notice ? (
        <noscript>
          <p className={styles.notice} role="status">
            <strong>{notice.title}</strong>
            {notice.description ? `: ${notice.description}` : null}
          </p>
        </noscript>
      ) : null}
      {stream ? <StreamDetails stream={stream} /> : <CreateStream />}
    </section>
  );
}
