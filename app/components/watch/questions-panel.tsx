import { Form, useActionData } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { fieldText, useDraft } from "~/components/use-draft";
import { useToast } from "~/components/toaster";
import { formErrorOf, resultFor, typedValue } from "~/utils/form-result";
import { askerLabel, QA_ENDED_TEXT, QUESTION_MAX, viewerQuestionGroups, type QuestionView } from "~/contracts/questions";
import { QUESTION_INTENTS, QUESTIONS_ID, type QuestionIntent } from "./question-forms";
import * as styles from "./questions.css";
import { AlertText } from "~/components/ui/alert-text";

const isQuestionAnswer = (value: unknown): value is QuestionIntent => QUESTION_INTENTS.some((intent) => intent === value);

/** The answer's error text of a JSON call, or a general one. */
async function refusalOf(response: Response, fallback: string) {
  const body = (await response.json().catch(() => ({}))) as { error?: unknown };
  return typeof body.error === "string" ? body.error : fallback;
}

function UpvoteButton({
  question,
  busy,
  closed,
  onUpvote,
}: {
  question: QuestionView;
  busy: boolean;
  closed: boolean;
  onUpvote: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const votes = `${question.votes} ${question.votes === 1 ? "vote" : "votes"}`;
  if (question.mine || question.upvoted || closed) {
    const label = question.mine ? `Your question, ${votes}` : question.upvoted ? `You upvoted this, ${votes}` : votes;
    return (
      <span
        className={question.upvoted ? styles.vote.done : styles.vote.own}
        title={question.mine ? "Your question" : question.upvoted ? "You upvoted this" : votes}
      >
        <Arrow />
        <span aria-hidden="true">{question.votes}</span>
        <span className="visually-hidden">{label}</span>
      </span>
    );
  }
  return (
    <Form method="post" onSubmit={onUpvote} className={styles.voteForm}>
      <input type="hidden" name="intent" value="upvote" />
      <input type="hidden" name="questionId" value={question.id} />
      <button type="submit" className={styles.vote.button} disabled={busy} aria-label={`Upvote, ${votes}`}>
        <Arrow />
        <span aria-hidden="true">{question.votes}</span>
      </button>
    </Form>
  );
}

function Arrow() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 4l8 10h-5v6H9v-6H4z" />
    </svg>
  );
}

export interface QuestionsPanelProps {
  streamId: string;
  uniqueId: string;
  viewerId: number;
  questions: QuestionView[];
  /** Folds the caller's own answer in (the live event may come before or after it). */
  apply: (question: QuestionView) => void;
  anonymousAllowed: boolean;
  /** The event has ended: the questions stay to read, and none is asked or upvoted any more. */
  closed: boolean;
}

/**
 * The viewer's Q&A: ask a question (anonymously when the event allows it), upvote others' once
 * each, and read the open ones by votes and the answered ones. Forms post to the page's action
 * without JavaScript and to the JSON calls with it.
 */
export function QuestionsPanel({ streamId, uniqueId, viewerId, questions, apply, anonymousAllowed, closed }: QuestionsPanelProps) {
  const toast = useToast();
  const answer = resultFor(useActionData(), isQuestionAnswer);
  const [hydrated, setHydrated] = useState(false);
  const [text, setText, field] = useDraft<HTMLTextAreaElement>(answer?.intent === "ask" ? (typedValue(answer, "text") ?? "") : "");
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | null>(formErrorOf(answer));
  const [busy, setBusy] = useState(false);
  useEffect(() => setHydrated(true), []);

  const groups = viewerQuestionGroups(questions);
  const open = groups.highlighted ? [groups.highlighted, ...groups.open] : groups.open;

  const post = async (url: string, body: object, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(url, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...body, viewerId, token: uniqueId }),
      });
      if (response.ok) {
        apply((await response.json()) as QuestionView);
        return true;
      }
      const reason = await refusalOf(response, fallback);
      setError(reason);
      toast({ title: "Error", description: reason, variant: "destructive" });
      return false;
    } catch {
      setError(fallback);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const ask = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const question = fieldText(event.currentTarget, "text").trim();
    if (!question || busy) return;
    const sent = await post(`/api/streams/${encodeURIComponent(streamId)}/questions`, { text: question, anonymous }, "Failed to send your question");
    // What was typed meanwhile stays.
    if (sent) setText((current) => (current.trim() === question ? "" : current));
  };

  const upvote = (questionId: number) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void post(`/api/questions/${questionId}/upvote`, {}, "Failed to upvote");
  };

  return (
    <section id={QUESTIONS_ID} className={styles.panel} aria-labelledby="questions-title">
      <div className={styles.header}>
        <h2 id="questions-title" className={styles.title}>
          Questions
        </h2>
        <span className={styles.count}>{open.length} open</span>
      </div>
      {closed ? (
        <p className={styles.closed} role="status">
          {QA_ENDED_TEXT}
        </p>
      ) : (
        <Form method="post" className={styles.form} onSubmit={ask} noValidate>
          <input type="hidden" name="intent" value="ask" />
          <label htmlFor="question-text" className={styles.label}>
            Ask the host a question
          </label>
          <textarea
            ref={field}
            id="question-text"
            name="text"
            rows={2}
            maxLength={QUESTION_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="What would you like to know?"
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "question-error" : "question-count"}
          />
          <div className={styles.formRow}>
            {anonymousAllowed ? (
              <label className={styles.check}>
                <input type="checkbox" name="anonymous" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} />
                Ask anonymously
              </label>
            ) : null}
            <span id="question-count" className={styles.hint}>
              {hydrated ? `${text.length}/${QUESTION_MAX}` : `Up to ${QUESTION_MAX} characters`}
            </span>
            <button type="submit" className={styles.ask} disabled={hydrated && (busy || text.trim() === "")}>
              Ask
            </button>
          </div>
          <AlertText id="question-error" className={styles.error} message={error} />
        </Form>
      )}
      {open.length ? (
        <ol className={styles.list} aria-label="Open questions, most votes first">
          {open.map((question) => (
            <li
              key={question.id}
              className={question.status === "highlighted" ? styles.item.highlighted : styles.item.open}
              data-question-id={question.id}
            >
              <UpvoteButton question={question} busy={busy} closed={closed} onUpvote={upvote(question.id)} />
              <div className={styles.body}>
                <p className={styles.text}>{question.text}</p>
                <p className={styles.meta}>
                  <span className={question.mine ? styles.asker.own : styles.asker.other}>{askerLabel(question)}</span>
                  {question.status === "highlighted" ? <span className={styles.badge.live}>On stream</span> : null}
                </p>
              </div>
            </li>
          ))}
        </ol>
      ) : closed ? null : (
        <p className={styles.empty}>No open questions. Be the first to ask!</p>
      )}
      {groups.answered.length ? (
        <>
          <h3 className={styles.subtitle}>Answered</h3>
          <ol className={styles.list} aria-label="Answered questions">
            {groups.answered.map((question) => (
              <li key={question.id} className={styles.item.answered} data-question-id={question.id}>
                <span className={styles.badge.answered}>Answered</span>
                <div className={styles.body}>
                  <p className={styles.text}>{question.text}</p>
                  <p className={styles.meta}>
                    <span className={question.mine ? styles.asker.own : styles.asker.other}>{askerLabel(question)}</span>
                    <span>
                      {question.votes} {question.votes === 1 ? "vote" : "votes"}
                    </span>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
