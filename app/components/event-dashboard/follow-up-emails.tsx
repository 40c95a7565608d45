import { Form, useActionData, useNavigation } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { ConfirmPost } from "~/components/ui/confirm-disclosure";
import { FieldErrors, FormAlert } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { NoScriptToast } from "~/components/ui/no-script-toast";
import { useRootData } from "~/components/use-root-data";
import {
  AUDIENCE_LABELS,
  DEFAULT_FOLLOW_UPS,
  delayLabel,
  FOLLOW_UP_AUDIENCES,
  FOLLOW_UP_DELAY_CHOICES,
  FOLLOW_UP_MESSAGE_MAX,
  FOLLOW_UP_PLACEHOLDERS,
  FOLLOW_UP_SUBJECT_MAX,
} from "~/contracts/follow-ups";
import { errorsOf, formErrorsOf, isRefusal, typedValue, type FormResult } from "~/utils/form-result";
import * as dash from "./dashboard.css";
import {
  ADD_FOLLOW_UP,
  DELETE_FOLLOW_UP,
  FOLLOW_UP_TOASTS,
  FOLLOW_UPS_ID,
  isFollowUpIntent,
  SAVE_FOLLOW_UP,
  TOGGLE_FOLLOW_UP,
  type FollowUpEmailsData,
  type FollowUpItem,
} from "../../contracts/follow-up-emails-data";
import * as styles from "./follow-up-emails.css";
import * as delivery from "./reminder-delivery.css";

const ACTION = `?index#${FOLLOW_UPS_ID}`;
const TOAST_TITLES: ReadonlySet<string> = new Set(Object.values(FOLLOW_UP_TOASTS));

/** The card's own success toast (the page leaves it out of its flash notice: the card shows it where the host is). */
export function useFollowUpToast() {
  const toast = useRootData()?.toast;
  return toast && TOAST_TITLES.has(toast.title) ? toast : null;
}

/** The refused form's answer, when it is the form of `followUpId` ("new" for the add form). */
function useAnswerFor(followUpId: string) {
  const answer = useActionData<FormResult>();
  if (!answer || !isFollowUpIntent(answer.intent) || !isRefusal(answer)) return null;
  return (typedValue(answer, "followUpId") ?? "") === (followUpId === "new" ? "" : followUpId) ? answer : null;
}

interface FormValues {
  audience: string;
  delayMinutes: number;
  subject: string;
  message: string;
  enabled: boolean;
  skipBuyers: boolean;
}

function valuesOf(answer: FormResult | null, fallback: FormValues): FormValues {
  if (!answer) return fallback;
  const delay = Number(typedValue(answer, "delayMinutes"));
  return {
    audience: typedValue(answer, "audience") ?? fallback.audience,
    delayMinutes: Number.isInteger(delay) ? delay : fallback.delayMinutes,
    subject: typedValue(answer, "subject") ?? fallback.subject,
    message: typedValue(answer, "message") ?? fallback.message,
    enabled: typedValue(answer, "enabled") === "on",
    skipBuyers: typedValue(answer, "skipBuyers") === "on",
  };
}

function FollowUpForm({
  idBase,
  followUpId,
  intent,
  values,
  answer,
}: {
  idBase: string;
  followUpId: number | null;
  intent: string;
  values: FormValues;
  answer: FormResult | null;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData.get("followUpId") === String(followUpId ?? "");
  const delays = FOLLOW_UP_DELAY_CHOICES.some((d) => d === values.delayMinutes)
    ? FOLLOW_UP_DELAY_CHOICES
    : [...FOLLOW_UP_DELAY_CHOICES, values.delayMinutes].sort((a, b) => a - b);
  const fieldError = (name: string) => errorsOf(answer, name);
  const invalid = (name: string) =>
    fieldError(name)?.length ? { "aria-invalid": true as const, "aria-describedby": `${idBase}-${name}-error` } : {};
  return (
    <Form
      method="post"
      action={ACTION}
      preventScrollReset
      className={styles.form}

      aria-label={followUpId ? "Edit follow-up e-mail" : "New follow-up e-mail"}
    >
      <input type="hidden" name="followUpId" value={followUpId ?? ""} />
      <div className={styles.wide}>
        <FormAlert id={`${idBase}-error`} errors={formErrorsOf(answer)} />
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${idBase}-audience`}>
          Send to
        </label>
        <select id={`${idBase}-audience`} name="audience" defaultValue={values.audience} className={fieldStyles.input} {...invalid("audience")}>
          {FOLLOW_UP_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {AUDIENCE_LABELS[audience]}
            </option>
          ))}
        </select>
        <FieldErrors id={`${idBase}-audience-error`} errors={fieldError("audience")} />
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${idBase}-delay`}>
          When
        </label>
        <select
          id={`${idBase}-delay`}
          name="delayMinutes"
          defaultValue={String(values.delayMinutes)}
          className={fieldStyles.input}
          {...invalid("delayMinutes")}
        >
          {delays.map((minutes) => (
            <option key={minutes} value={minutes}>
              {delayLabel(minutes)}
            </option>
          ))}
        </select>
        <FieldErrors id={`${idBase}-delayMinutes-error`} errors={fieldError("delayMinutes")} />
      </div>
      <div className={`${fieldStyles.field} ${styles.wide}`}>
        <label className={fieldStyles.label} htmlFor={`${idBase}-subject`}>
          Subject
        </label>
        <input
          id={`${idBase}-subject`}
          name="subject"
          defaultValue={values.subject}
          maxLength={FOLLOW_UP_SUBJECT_MAX}
          required
          className={fieldStyles.input}
          {...invalid("subject")}
        />
        <FieldErrors id={`${idBase}-subject-error`} errors={fieldError("subject")} />
      </div>
      <div className={`${fieldStyles.field} ${styles.wide}`}>
        <label className={fieldStyles.label} htmlFor={`${idBase}-message`}>
          Message
        </label>
        <textarea
          id={`${idBase}-message`}
          name="message"
          defaultValue={values.message}
          maxLength={FOLLOW_UP_MESSAGE_MAX}
          required
          className={`${fieldStyles.input} ${styles.textarea}`}
          aria-describedby={fieldError("message")?.length ? `${idBase}-message-error` : `${idBase}-message-hint`}
          aria-invalid={fieldError("message")?.length ? true : undefined}
        />
        <p id={`${idBase}-message-hint`} className={styles.hint}>
          The e-mail adds the personal replay link as a button. Placeholders: {FOLLOW_UP_PLACEHOLDERS.join(", ")}.
        </p>
        <FieldErrors id={`${idBase}-message-error`} errors={fieldError("message")} />
      </div>
      <div className={`${styles.checks} ${styles.wide}`}>
        <label className={fieldStyles.checkboxRow}>
          <input type="checkbox" name="enabled" defaultChecked={values.enabled} className={fieldStyles.checkbox} />
          <span>Send this follow-up</span>
        </label>
        <label className={fieldStyles.checkboxRow}>
          <input type="checkbox" name="skipBuyers" defaultChecked={values.skipBuyers} className={fieldStyles.checkbox} />
          <span>Leave out registrants who bought one of the event&apos;s offers</span>
        </label>
      </div>
      <div className={`${styles.formActions} ${styles.wide}`}>
        <button type="submit" name="intent" value={intent} className={`${button.primary} ${dash.action}`} disabled={busy}>
          {busy ? "Saving…" : followUpId ? "Save follow-up" : "Add follow-up"}
        </button>
      </div>
    </Form>
  );
}

function FollowUpRow({ item }: { item: FollowUpItem }) {
  const answer = useAnswerFor(String(item.id));
  const values = valuesOf(answer, item);
  return (
    <li className={styles.item} aria-label={`${item.audienceLabel}, ${item.delayLabel.toLowerCase()}`}>
      <div className={styles.itemHead}>
        <div className={styles.itemText}>
          <div className={styles.itemMeta}>
            <span className={styles.audience}>{item.audienceLabel}</span>
            <span aria-hidden="true">·</span>
            <span>{item.delayLabel}</span>
            <span className={delivery.badge[item.state.tone]}>{item.state.label}</span>
            {item.skipBuyers ? <span className={styles.buyers}>Buyers left out</span> : null}
          </div>
          <p className={styles.subject}>{item.subject}</p>
          <p className={styles.detail}>{item.state.detail}</p>
        </div>
        <div className={styles.itemActions}>
          {item.editable ? (
            <Form method="post" action={ACTION} preventScrollReset className={styles.inlineForm}>
              <input type="hidden" name="followUpId" value={item.id} />
              <input type="hidden" name="enabled" value={item.enabled ? "0" : "1"} />
              <button type="submit" name="intent" value={TOGGLE_FOLLOW_UP} className={`${button.secondary} ${dash.action}`}>
                {item.enabled ? "Turn off" : "Turn on"}
                <span className="visually-hidden">
                  {" "}
                  the follow-up to {item.audienceLabel.toLowerCase()}, {item.delayLabel.toLowerCase()}
                </span>
              </button>
            </Form>
          ) : null}
          <ConfirmPost
            className={styles.confirm}
            summaryClassName={dash.action}
            summary={
              <>
                Delete<span className="visually-hidden"> the follow-up to {item.audienceLabel.toLowerCase()}</span>
              </>
            }
            question={`Delete this follow-up e-mail? ${item.editable ? "It will not go out." : "The e-mails already sent stay sent."}`}
            action={ACTION}
            intent={DELETE_FOLLOW_UP}
            fields={{ followUpId: item.id }}
            confirm="Delete follow-up"
            confirmClassName={dash.action}
          />
        </div>
      </div>
      {item.editable ? (
        <details className={styles.editor} open={Boolean(answer)}>
          <summary className={styles.editorSummary}>
            Edit
            <span className="visually-hidden">
              {" "}
              the follow-up to {item.audienceLabel.toLowerCase()}, {item.delayLabel.toLowerCase()}
            </span>
          </summary>
          <FollowUpForm idBase={`follow-up-${item.id}`} followUpId={item.id} intent={SAVE_FOLLOW_UP} values={values} answer={answer} />
        </details>
      ) : null}
    </li>
  );
}

const suggestion = DEFAULT_FOLLOW_UPS.find((d) => d.audience === "missed");

/** After the event: the e-mails that bring attendees and no-shows to the replay, each editable (with or without JavaScript). */
export function FollowUpEmails({ data }: { data: FollowUpEmailsData }) {
  const toast = useFollowUpToast();
  const addAnswer = useAnswerFor("new");
  return (
    <section className={`${dash.card} ${dash.wide}`} id={FOLLOW_UPS_ID} aria-labelledby="follow-ups-title">
      <h2 id="follow-ups-title" className={dash.cardTitle}>
        Follow-up e-mails
      </h2>
      <p className={styles.intro}>
        After the event ends, registrants get their personal replay link: those who watched live a thank-you, those who missed it a nudge to watch.
        Each goes out once, at its time after the end, as soon as the replay is published.
      </p>
      <p className={styles.replayNote}>{data.replayNote}</p>
      {toast ? <NoScriptToast toast={toast} className={styles.saved} /> : null}
      {data.items.length ? (
        <ul className={styles.list}>
          {data.items.map((item) => (
            <FollowUpRow key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <p className={dash.muted}>No follow-up e-mails: registrants get nothing after the event. Add one below.</p>
      )}
      <details className={`${styles.editor} ${styles.addBox}`} open={Boolean(addAnswer)}>
        <summary className={styles.editorSummary}>Add a follow-up e-mail</summary>
        <FollowUpForm
          idBase="follow-up-new"
          followUpId={null}
          intent={ADD_FOLLOW_UP}
          answer={addAnswer}
          values={valuesOf(addAnswer, {
            audience: "missed",
            delayMinutes: 2880,
            subject: suggestion?.subject ?? "",
            message: suggestion?.message ?? "",
            enabled: true,
            skipBuyers: false,
          })}
        />
      </details>
    </section>
  );
}
