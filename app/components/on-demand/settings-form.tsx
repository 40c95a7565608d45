import { Form, Link, useNavigation } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { Field, FormAlert, SelectField } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { errorsOf, formErrorsOf, typedValue, type FormResult } from "~/utils/form-result";
import { ON_DEMAND_INTERVALS, MAX_UPCOMING_SESSIONS } from "~/contracts/on-demand-schedule";
import * as styles from "./settings-form.css";

export const SAVE_ON_DEMAND = "on-demand-settings";
export const REPLY_IN_SESSION = "on-demand-reply";

export interface OnDemandHostData {
  event: { id: number; title: string; timezone: string };
  settings: { enabled: boolean; everyMinutes: number | null; dailyTimes: string[]; upcomingCount: number };
  recordingStatus: "none" | "recording" | "ready";
  durationLabel: string | null;
  figures: { seats: number; joined: number; sessions: number };
  sessions: { id: number; label: string; kind: "now" | "scheduled"; seats: number; joined: number; messages: number }[];
}

const RECORDING_NOTES = {
  none: "This event has no recording yet. Sessions start once its broadcast has been recorded.",
  recording: "The broadcast is still being recorded. Sessions start once the recording is finished.",
} as const;

/** The host's on-demand settings: on or off, the schedule (viewers' own clocks), how many sessions to offer. */
export function OnDemandSettingsForm({ data, answer }: { data: OnDemandHostData; answer: FormResult | null }) {
  const saving = useNavigation().formData?.get("intent") === SAVE_ON_DEMAND;
  const { settings } = data;
  const refused = answer?.result.status === "error";
  const everyDefault = refused ? (typedValue(answer, "everyMinutes") ?? "") : String(settings.everyMinutes ?? "");
  const timesDefault = refused ? (typedValue(answer, "dailyTimes") ?? "") : settings.dailyTimes.join(", ");
  const countDefault = refused ? (typedValue(answer, "upcomingCount") ?? "") : String(settings.upcomingCount);
  const enabledDefault = refused ? typedValue(answer, "enabled") === "on" : settings.enabled;
  return (
    <section className={styles.card} aria-labelledby="on-demand-settings-title">
      <h2 id="on-demand-settings-title" className={styles.cardTitle}>
        Sessions
      </h2>
      {data.recordingStatus !== "ready" ? <p className={styles.warning}>{RECORDING_NOTES[data.recordingStatus]}</p> : null}
      <Form method="post" className={styles.form} aria-describedby="on-demand-form-error">
        <input type="hidden" name="intent" value={SAVE_ON_DEMAND} />
        <FormAlert id="on-demand-form-error" errors={formErrorsOf(answer)} />
        <label className={fieldStyles.checkboxRow}>
          <input type="checkbox" name="enabled" defaultChecked={enabledDefault} className={fieldStyles.checkbox} />
          <span>
            <strong>Run this event on demand</strong>
            <br />
            Registrants choose “Watch now” or one of the next sessions. Each session plays the recording from the start as if live, with the chat,
            overlays and offers at their moments.
          </span>
        </label>
        <div className={styles.row}>
          <SelectField
            label="A session every"
            selectProps={{ id: "on-demand-every", name: "everyMinutes", defaultValue: everyDefault }}
            errors={errorsOf(answer, "everyMinutes")}
            errorId="on-demand-every-error"
          >
            <option value="">No interval</option>
            {ON_DEMAND_INTERVALS.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {minutes === 60 ? "hour" : `${minutes} minutes`}
              </option>
            ))}
          </SelectField>
          <Field
            label="And daily at (viewer's time)"
            inputProps={{ id: "on-demand-times", name: "dailyTimes", defaultValue: timesDefault, placeholder: "09:00, 19:30", inputMode: "text" }}
            errors={errorsOf(answer, "dailyTimes")}
            errorId="on-demand-times-error"
          />
        </div>
        <p className={styles.hint}>Times are on each viewer's own clock: “19:00” is 7 PM wherever they are.</p>
        <Field
          label="Upcoming sessions offered"
          inputProps={{
            id: "on-demand-count",
            name: "upcomingCount",
            type: "number",
            min: 1,
            max: MAX_UPCOMING_SESSIONS,
            defaultValue: countDefault,
            required: true,
          }}
          errors={errorsOf(answer, "upcomingCount")}
          errorId="on-demand-count-error"
        />
        <div className={styles.actions}>
          <button type="submit" className={button.primary} disabled={saving}>
            {saving ? "Saving…" : "Save sessions"}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** What on demand brought, apart from the live figures, and the recent sessions. */
export function OnDemandSessionsList({ data, openSessionId }: { data: OnDemandHostData; openSessionId: number | null }) {
  return (
    <section className={styles.card} aria-labelledby="on-demand-sessions-title">
      <h2 id="on-demand-sessions-title" className={styles.cardTitle}>
        On-demand audience
      </h2>
      <dl className={styles.figures}>
        {[
          [data.figures.sessions, "Sessions"],
          [data.figures.seats, "Seats taken"],
          [data.figures.joined, "Came to watch"],
        ].map(([value, label]) => (
          <div key={label} className={styles.figure}>
            <dt className={styles.figureLabel}>{label}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {data.sessions.length ? (
        <ul className={styles.sessions}>
          {data.sessions.map((session) => (
            <li key={session.id} className={styles.session}>
              <span>
                <strong>{session.label}</strong>
                <br />
                <span className={styles.sessionMeta}>
                  {session.kind === "now" ? "Watch now" : "Scheduled"} · {session.seats} seat{session.seats === 1 ? "" : "s"} · {session.joined} came
                  · {session.messages} message{session.messages === 1 ? "" : "s"}
                </span>
              </span>
              {openSessionId === session.id ? (
                <span className={styles.sessionMeta}>Chat open below</span>
              ) : (
                <Link className={styles.link} to={`?session=${session.id}#session-chat`}>
                  Open chat
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>No sessions in the last day.</p>
      )}
    </section>
  );
}
