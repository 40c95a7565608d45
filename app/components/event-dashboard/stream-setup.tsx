import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { EventIcon } from "~/components/events/event-icons";
import { useHydrated } from "~/components/events/use-hydrated";
import { useLiveEvents, type LiveOn } from "~/components/live/use-live-events";
import { useRevalidateWhenIdle } from "~/components/live/use-revalidate-when-idle";
import { ProviderBadge } from "~/components/system-status";
import { useActionToast } from "~/components/toaster";
import { button } from "~/components/ui/button.css";
import { ConfirmPost } from "~/components/ui/confirm-disclosure";
import { NoScriptToast } from "~/components/ui/no-script-toast";
import { stateBadge } from "~/components/ui/state-badge.css";
import { useRootData } from "~/components/use-root-data";
import { formErrorOf, resultFor } from "~/utils/form-result";
import {
  CREATE_STREAM,
  isStreamIntent,
  RESET_KEY,
  RESET_KEY_CONFIRM,
  START_TEST_STREAM,
  STOP_TEST_STREAM,
  STREAM_HEALTH_ID,
  STREAM_SETUP_ID,
  STREAM_TOAST_TITLES,
} from "./constants";
import * as dash from "./dashboard.css";
import { ToastCopyButton } from "./toast-copy-button";
import type { StreamSetupData } from "../../contracts/stream-setup-data";
import type { VideoCapabilities } from "../../contracts/video-provider";
import { StreamHealthPanel } from "./stream-health";
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

/** Copy, named for a screen reader by what it copies. */
function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <ToastCopyButton value={value} what={label}>
      Copy<span className="visually-hidden"> {label}</span>
    </ToastCopyButton>
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
      {hydrated ? <CopyValue value={value} label={label} /> : null}
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
        <CopyValue value={streamKey} label="Stream key" />
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
function ResetKeyDetails({ streamId, formAction }: { streamId: string; formAction: string | undefined }) {
  return (
    <ConfirmPost
      className={styles.confirm}
      summaryClassName={dash.action}
      summary="Reset key"
      question={RESET_KEY_CONFIRM}
      action={formAction}
      intent={RESET_KEY}
      fields={{ streamId }}
      confirm="Confirm reset"
      confirmClassName={dash.action}
    />
  );
}

/** The box of OBS instructions under the stream's fields: the settings or the steps, whichever fits the provider. */
function ObsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.steps} aria-labelledby="obs-steps-title">
      <h3 id="obs-steps-title" className={styles.stepsTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** What OBS (or any RTMP encoder) needs for video packaged on this server, in OBS's own words. */
function ObsSettings({ stream }: { stream: SetupStream }) {
  const settings: [string, ReactNode][] = [
    ["Service", "Custom…"],
    ["Server", stream.ingestUrl ? <code className={styles.code}>{stream.ingestUrl}</code> : "the Server URL above"],
    ["Stream Key", "your stream key above"],
    ["Video encoder", "H.264 (x264)"],
    ["Keyframe interval", "2 s"],
    ["Video bitrate", "2500 kbit/s at 1280×720, 30 fps (at most 4000)"],
    ["Audio", "AAC, 128 kbit/s"],
  ];
  return (
    <ObsSection title="OBS Studio settings">
      <p className={styles.hint}>
        In <strong>Settings → Stream</strong> and <strong>Settings → Output</strong> (Output Mode: Advanced):
      </p>
      <dl className={styles.settings}>
        {settings.map(([name, value]) => (
          <div key={name} className={styles.setting}>
            <dt className={styles.settingName}>{name}</dt>
            <dd className={styles.settingValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>
        Then click <strong>Start Streaming</strong>: the event goes live by itself once the video arrives.
      </p>
    </ObsSection>
  );
}

function ObsSteps({ stream, liveByItself }: { stream: SetupStream; liveByItself: boolean }) {
  return (
    <ObsSection title="Connect OBS Studio">
      <ol className={styles.stepList}>
        <li>
          Open <strong>Settings → Stream</strong>.
        </li>
        <li>
          Set <strong>Service</strong> to <strong>Custom…</strong>, paste the{" "}
          {stream.ingestUrl ? <strong>Server URL</strong> : "address of your streaming server"} into <strong>Server</strong> and the{" "}
          <strong>Stream key</strong> into <strong>Stream Key</strong>, then click OK.
        </li>
        <li>
          Click <strong>Start Streaming</strong>.
        </li>
        <li>
          {liveByItself ? (
            "This page switches to Live by itself once your stream arrives."
          ) : (
            <>
              Press <strong>Go Live</strong> at the top of this page so viewers see you are live, and <strong>End Stream</strong> when you finish.
            </>
          )}
        </li>
      </ol>
    </ObsSection>
  );
}

/**
 * The Server URL and the stream key (Reveal, Copy, Reset key): what an encoder needs, here and in
 * the studio; `children`: more fields after them. `formAction`: where Reset key posts without JavaScript.
 */
export function EncoderFields({
  stream,
  formAction,
  children,
}: {
  stream: Pick<SetupStream, "streamId" | "streamKey" | "ingestUrl">;
  formAction: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className={styles.fields}>
      {stream.ingestUrl ? (
        <Field id="stream-server-url" label="Server URL">
          <CopyField id="stream-server-url" value={stream.ingestUrl} label="Server URL" mono />
        </Field>
      ) : (
        <div className={styles.field}>
          <span className={styles.label}>Server URL</span>
          <p className={styles.missing}>No address yet: this server can&apos;t receive video</p>
        </div>
      )}
      <Field id="stream-key" label="Stream key">
        <KeyArea streamKey={stream.streamKey} streamId={stream.streamId} formAction={formAction} />
      </Field>
      {children}
    </div>
  );
}

function StreamDetails({ stream, can, problem }: { stream: SetupStream; can: VideoCapabilities; problem: string | null }) {
  const formAction = usePanelAction();
  return (
    <>
      {can.testStream ? <TestStream stream={stream} problem={problem} formAction={formAction} /> : null}
      <div className={can.testStream ? `${styles.body} ${styles.bodyAfterTest}` : styles.body}>
        <EncoderFields stream={stream} formAction={formAction}>
          <Field id="stream-watch-url" label="Viewer link" hint="Registrants get their own personal link; this one opens the stream's watch page.">
            <CopyField id="stream-watch-url" value={stream.watchUrl} label="Viewer link" />
          </Field>
        </EncoderFields>
        {can.packagesHere ? <ObsSettings stream={stream} /> : <ObsSteps stream={stream} liveByItself={can.liveByItself} />}
      </div>
    </>
  );
}

/**
 * "Send a test stream" and, while it runs, until when and "Stop test stream"; a plain form, so it
 * works without JavaScript (posting to `formAction`), here and in the studio.
 */
export function TestStream({
  stream,
  problem,
  formAction,
}: {
  stream: Pick<SetupStream, "streamId" | "isLive" | "watchUrl" | "canTestStream" | "testStream">;
  problem: string | null;
  formAction: string | undefined;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const running = stream.testStream;
  return (
    <section className={styles.test} aria-labelledby="test-stream-title">
      <div className={styles.testText}>
        <h3 id="test-stream-title" className={styles.stepsTitle}>
          Try it without an encoder
        </h3>
        <p id="test-stream-hint" className={styles.hint}>
          Sends a test pattern and a tone through this server so you can check the watch page before you install OBS. Your event&apos;s status does
          not change.
        </p>
        {!running && stream.isLive ? <p className={styles.hint}>Your stream is live: a test stream can be sent once it ends.</p> : null}
        {running ? (
          <p className={styles.testRunning}>
            <span className={styles.liveDot.live} aria-hidden="true" />
            Test stream running until {running.until}
          </p>
        ) : null}
        {running ? (
          <a href={stream.watchUrl} target="_blank" rel="noopener" className={styles.watchLink}>
            Open the watch page<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <Form method="post" action={formAction} className={styles.testForm}>
        <input type="hidden" name="streamId" value={stream.streamId} />
        {running ? (
          <button type="submit" name="intent" value={STOP_TEST_STREAM} className={button.secondary} disabled={pending === STOP_TEST_STREAM}>
            {pending === STOP_TEST_STREAM ? "Stopping…" : "Stop test stream"}
          </button>
        ) : (
          <button
            type="submit"
            name="intent"
            value={START_TEST_STREAM}
            className={button.primary}
            disabled={!stream.canTestStream || pending === START_TEST_STREAM}
            aria-describedby={problem ? "stream-problem test-stream-hint" : "test-stream-hint"}
          >
            {pending === START_TEST_STREAM ? "Starting…" : "Send a test stream"}
          </button>
        )}
      </Form>
    </section>
  );
}

function KeyArea({ streamKey, streamId, formAction }: { streamKey: string; streamId: string; formAction: string | undefined }) {
  if (useHydrated()) return <KeyToggle streamKey={streamKey} streamId={streamId} />;
  return (
    <>
      <KeyDetails streamKey={streamKey} />
      <ResetKeyDetails streamId={streamId} formAction={formAction} />
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

/**
 * Where the stream goes live by itself (Mux, the built-in ingest) its state changes without the
 * host touching this page: the stream's pushed `stream_status` reloads the page's data when it
 * differs from what is shown. The same connection brings the health panel its `stream_health` pushes.
 */
function useFollowLiveState(stream: SetupStream | null, can: VideoCapabilities | null): LiveOn {
  const revalidate = useRevalidateWhenIdle();
  const streamId = stream && can?.liveByItself ? stream.streamId : null;
  const isLive = stream?.isLive ?? false;
  const { on } = useLiveEvents({ streamId });
  useEffect(
    () =>
      on("stream_status", (data) => {
        if (data.isLive !== isLive) revalidate();
      }),
    [on, isLive, revalidate],
  );
  return on;
}

/** For the host who runs this server: where the reason and the settings to change are. */
function ServerStatusLink() {
  return (
    <>
      {" "}
      <Link to="/settings/server">Server status</Link> shows what to set up.
    </>
  );
}

/**
 * The event dashboard's Stream Setup panel (/events/{id}#stream-setup), with the live stream's
 * health panel above it; `can`: what the stream's provider can do (null without a stream).
 */
export function StreamSetup({ eventId, setup, can }: { eventId: number; setup: StreamSetupData; can: VideoCapabilities | null }) {
  const { stream, problem, health } = setup;
  const on = useFollowLiveState(stream, can);
  const answer = resultFor(useActionData(), isStreamIntent);
  useActionToast(answer?.toast);
  const failed = formErrorOf(answer);
  const notice = usePanelToast();
  return (
    <>
      {stream && health ? (
        <StreamHealthPanel
          refreshHref={`/events/${eventId}#${STREAM_HEALTH_ID}`}
          streamId={stream.streamId}
          streamIsLive={stream.isLive}
          initial={health.latest}
          renderedAt={health.renderedAt}
          on={on}
        />
      ) : null}
      <section id={STREAM_SETUP_ID} className={`${dash.card} ${styles.panel}`} aria-labelledby="stream-setup-title">
        <div className={styles.head}>
          <span className={styles.icon}>
            <EventIcon name="video" size={20} />
          </span>
          <div className={styles.headText}>
            <h2 id="stream-setup-title" className={dash.cardTitle}>
              Stream Setup
            </h2>
            <p className={styles.note}>
              {setup.note}
              {setup.serverPage && !problem ? <ServerStatusLink /> : null}
            </p>
          </div>
          <div className={styles.badges}>
            <ProviderBadge kind={setup.badge} />
            {stream ? (
              <span className={stateBadge[stream.isLive ? "live" : "neutral"]}>
                <span className={styles.liveDot[stream.isLive ? "live" : "offline"]} aria-hidden="true" />
                {stream.isLive ? "Live" : "Offline"}
              </span>
            ) : null}
          </div>
        </div>
        {problem ? (
          <p id="stream-problem" className={styles.problem} role="alert">
            {problem}
            {setup.serverPage ? <ServerStatusLink /> : null}
          </p>
        ) : null}
        {stream?.ingestNotice ? (
          <p className={styles.problem} role="alert">
            {stream.ingestNotice}
          </p>
        ) : null}
        {failed ? (
          <p className={styles.error} role="alert">
            {failed}
          </p>
        ) : null}
        {notice ? <NoScriptToast toast={notice} className={styles.notice} /> : null}
        {stream && can ? <StreamDetails stream={stream} can={can} problem={problem} /> : <CreateStream />}
      </section>
    </>
  );
}
