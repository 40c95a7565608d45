import { Form, Link, useNavigation } from "@remix-run/react";
import { END_EVENT, END_STREAM, GO_LIVE } from "~/components/event-dashboard/constants";
import { TestStream } from "~/components/event-dashboard/stream-setup";
import { TAB_PARAM } from "~/components/event-settings/constants";
import { button } from "~/components/ui/button.css";
import * as confirmStyles from "~/components/ui/confirm.css";
import { CONFIRM_PARAM, END_EVENT_CONFIRM, SOURCE_PARAM, studioPath, type StudioPanel, type StudioSource } from "./constants";
import * as notice from "~/components/ui/notice.css";
import * as styles from "./stream-controls.css";

type TestStreamProps = Parameters<typeof TestStream>[0];

export interface StreamControlsProps {
  eventId: number;
  isLive: boolean;
  /** The event has started or been live and is not over: End event may close it. */
  canEnd: boolean;
  ended: boolean;
  /** The provider puts the stream live by itself when the video arrives; otherwise Go Live is here. */
  liveByItself: boolean;
  /** ?confirm=end-event: the question before End event. */
  confirmEnd: boolean;
  source: StudioSource;
  tab: StudioPanel;
  /** "Send a test stream" where the provider sends one: the stream and why video can't be received now. */
  test: Omit<TestStreamProps, "formAction"> | null;
}

/** The broadcast's controls: Go Live (by hand) or Stop stream, End event (after a question), and the test stream. */
export function StreamControls({ eventId, isLive, canEnd, ended, liveByItself, confirmEnd, source, tab, test }: StreamControlsProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  // Live, or live whenever video arrives: Stop stream; otherwise Go Live, by hand.
  const broadcast =
    isLive || liveByItself
      ? {
          intent: END_STREAM,
          look: button.secondary,
          blocked: !isLive,
          label: "Stop stream",
          note: "Viewers wait on the event's page; you can go live again.",
        }
      : {
          intent: GO_LIVE,
          look: button.primary,
          blocked: ended,
          label: "Go Live",
          note: "Viewers see you are live. Stop stream pauses; you can go live again.",
        };
  return (
    <section className={styles.card} aria-labelledby="controls-title">
      <h2 id="controls-title" className={styles.title}>
        Broadcast
      </h2>
      {ended ? <p className={styles.ended}>This event is over: its replay and follow-ups are on the event&apos;s page.</p> : null}
      <div className={styles.controls}>
        <div className={styles.control}>
          <Form method="post" preventScrollReset>
            <button
              type="submit"
              name="intent"
              value={broadcast.intent}
              className={`${broadcast.look} ${styles.button}`}
              disabled={broadcast.blocked || pending === broadcast.intent}
              aria-describedby="stop-stream-note"
            >
              {broadcast.label}
            </button>
          </Form>
          <p id="stop-stream-note" className={styles.note}>
            {broadcast.note}
          </p>
        </div>
        <div className={styles.control}>
          <Form method="get" preventScrollReset>
            {source !== "encoder" ? <input type="hidden" name={SOURCE_PARAM} value={source} /> : null}
            <input type="hidden" name={TAB_PARAM} value={tab} />
            <button
              type="submit"
              name={CONFIRM_PARAM}
              value={END_EVENT_CONFIRM}
              className={`${button.danger} ${styles.button}`}
              disabled={!canEnd}
              aria-describedby="end-event-note"
            >
              End event
            </button>
          </Form>
          <p id="end-event-note" className={styles.note}>
            The event is over for good: the replay and follow-up e-mails start.
          </p>
        </div>
      </div>
      {confirmEnd && canEnd ? (
        <div className={confirmStyles.confirmBox} role="group" aria-label="End the event?">
          <p className={confirmStyles.confirmText}>
            End the event for good? Viewers see that it has ended, reminders not yet sent are cancelled, and the replay and follow-ups start.
          </p>
          <div className={styles.confirmActions}>
            <Link to={studioPath(eventId, { source, tab })} preventScrollReset className={`${button.secondary} ${styles.button}`}>
              Keep it on
            </Link>
            <Form method="post" preventScrollReset>
              <button type="submit" name="intent" value={END_EVENT} className={`${button.danger} ${styles.button}`} disabled={pending === END_EVENT}>
                Yes, end the event
              </button>
            </Form>
          </div>
        </div>
      ) : null}
      {test?.problem ? (
        <p id="stream-problem" className={notice.problem} role="alert">
          {test.problem}
        </p>
      ) : null}
      {test ? <TestStream {...test} formAction={undefined} /> : null}
    </section>
  );
}
