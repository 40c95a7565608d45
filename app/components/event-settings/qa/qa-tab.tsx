import { Link, useFetcher } from "@remix-run/react";
import type { LiveOn } from "~/components/live/use-live-events";
import { button } from "~/components/ui/button.css";
import { formErrorOf, isRefusal, resultFor, type FormResult } from "~/utils/form-result";
import { sortQuestions, type HostQuestionView } from "~/contracts/questions";
import { RESPOND_FETCHER, RESPOND_FIELD, tabPath } from "../constants";
import { isQaIntent, SORT_PARAM, STATUS_ACTIONS, STATUS_LABELS, type QaIntent, type QaTabData } from "../../../contracts/qa-constants";
import { TabAlert } from "../tab-notice";
import { TabCard } from "../tab-card";
import * as panel from "../tab-panel.css";
import * as styles from "./qa-tab.css";
import { useHostQuestions } from "./use-host-questions";

function Hidden({ hydrated, sort, intent }: { hydrated: boolean; sort: string; intent: QaIntent }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={SORT_PARAM} value={sort} />
      {hydrated ? <input type="hidden" name={RESPOND_FIELD} value={RESPOND_FETCHER} /> : null}
    </>
  );
}

function AnonymousSwitch({ on: anonymous, sort, hydrated }: { on: boolean; sort: string; hydrated: boolean }) {
  const fetcher = useFetcher<FormResult<QaIntent>>();
  const pending = fetcher.state !== "idle";
  const shown = pending ? fetcher.formData?.get("anonymous") === "on" : anonymous;
  return (
    <fetcher.Form method="post" preventScrollReset className={styles.switchRow}>
      <Hidden hydrated={hydrated} sort={sort} intent="qa-anonymous" />
      <input type="hidden" name="anonymous" value={shown ? "off" : "on"} />
      <button type="submit" className={styles.switchButton} aria-pressed={shown} aria-describedby="qa-anonymous-hint">
        <span className={shown ? styles.track.on : styles.track.off} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        Let viewers ask anonymously
      </button>
      <p id="qa-anonymous-hint" className={styles.hint}>
        {shown ? "Other viewers do not see who asked. You still do." : "Every question shows the asker's first name."}
      </p>
    </fetcher.Form>
  );
}

function QuestionItem({ question, sort, hydrated }: { question: HostQuestionView; sort: string; hydrated: boolean }) {
  const fetcher = useFetcher<FormResult<QaIntent>>();
  const pending = fetcher.state !== "idle";
  const failure = isRefusal(fetcher.data) ? formErrorOf(fetcher.data) : null;
  return (
    <li className={styles.item[question.status]} data-question-id={question.id}>
      <div className={styles.votes} aria-label={`${question.votes} ${question.votes === 1 ? "vote" : "votes"}`}>
        <strong className={styles.voteCount}>{question.votes}</strong>
        <span className={styles.voteWord} aria-hidden="true">
          {question.votes === 1 ? "vote" : "votes"}
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.text}>{question.text}</p>
        <p className={styles.meta}>
          <span className={styles.badge[question.status]}>{STATUS_LABELS[question.status]}</span>
          <span className={styles.asker}>
            {question.asker.firstName} <span className={styles.email}>{question.asker.email}</span>
          </span>
          {question.anonymous ? <span className={styles.anonymous}>Asked anonymously</span> : null}
        </p>
        <fetcher.Form method="post" preventScrollReset className={styles.actions}>
          <Hidden hydrated={hydrated} sort={sort} intent="question-status" />
          <input type="hidden" name="questionId" value={question.id} />
          {STATUS_ACTIONS[question.status].map((action) => (
            <button
              key={action.status}
              type="submit"
              name="status"
              value={action.status}
              disabled={pending}
              className={`${action.status === "dismissed" ? button.ghost : action.status === "highlighted" ? button.primary : button.secondary} ${styles.small}`}
            >
              {action.label}
            </button>
          ))}
        </fetcher.Form>
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The Event Settings screen's Q&A tab: viewers' questions as they arrive (live), most voted or
 * newest first, each marked answered, highlighted on stream or dismissed; and whether viewers may
 * ask anonymously. Every form works without JavaScript.
 */
export function QaTab({
  data,
  actionData,
  basePath,
  hydrated,
  on,
}: {
  data: QaTabData;
  actionData: unknown;
  basePath: string;
  hydrated: boolean;
  on: LiveOn;
}) {
  const live = useHostQuestions(data.questions, on);
  const answer = resultFor(actionData, isQaIntent);
  const failure = isRefusal(answer) ? formErrorOf(answer) : null;
  const tabHref = tabPath(basePath, "qa");
  if (!data.enabled) {
    return (
      <section className={panel.card} aria-labelledby="qa-title">
        <h2 id="qa-title" className={panel.title}>
          Q&amp;A
        </h2>
        <p className={styles.off}>Q&amp;A is off for this event. Viewers cannot ask questions.</p>
        <Link to={data.editPath} className={`${button.secondary} ${styles.editLink}`}>
          Turn on Q&amp;A in the event's settings
        </Link>
      </section>
    );
  }
  const questions = sortQuestions(live, data.sort);
  const open = live.filter((q) => q.status === "open" || q.status === "highlighted").length;
  const answered = live.filter((q) => q.status === "answered").length;
  return (
    <div className={panel.tab}>
      <TabAlert message={failure} />
      <TabCard titleId="qa-title" title="Q&A" intro="Viewers' questions arrive here live. Highlight one to show it to every viewer above the video.">
        <AnonymousSwitch on={data.anonymous} sort={data.sort} hydrated={hydrated} />
        <div className={styles.toolbar}>
          <p className={styles.counts}>
            {open} open · {answered} answered
          </p>
          <nav className={styles.sort} aria-label="Sort questions">
            <Link
              to={tabHref}
              preventScrollReset
              className={data.sort === "votes" ? styles.sortLink.current : styles.sortLink.other}
              aria-current={data.sort === "votes" ? "true" : undefined}
            >
              Most votes
            </Link>
            <Link
              to={`${tabHref}&${SORT_PARAM}=time`}
              preventScrollReset
              className={data.sort === "time" ? styles.sortLink.current : styles.sortLink.other}
              aria-current={data.sort === "time" ? "true" : undefined}
            >
              Newest first
            </Link>
          </nav>
        </div>
        {questions.length ? (
          <ol className={styles.list} aria-label="Questions">
            {questions.map((question) => (
              <QuestionItem key={question.id} question={question} sort={data.sort} hydrated={hydrated} />
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>No questions yet. They appear here as soon as a viewer asks.</p>
        )}
      </TabCard>
    </div>
  );
}
