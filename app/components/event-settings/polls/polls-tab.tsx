import { Form } from "@remix-run/react";
import { useState } from "react";
import type { LiveOn } from "~/components/live/use-live-events";
import { PollResults } from "~/components/polls/poll-results";
import { button } from "~/components/ui/button.css";
import { errorsOf, formErrorOf, isRefusal, resultFor, typedValues } from "~/utils/form-result";
import { POLL_LIMITS, votersText, type PollView } from "~/contracts/polls";
import {
  isPollIntent,
  optionField,
  POLL_FORM_ID,
  POLLS_OFF_ASK_HOST,
  POLLS_OFF_NOTICE,
  TURN_ON_POLLS_INTENT,
  pollAnchor,
  type PollIntent,
  type PollResult,
  type PollsTabData,
} from "../../../contracts/poll-constants";
import { TabAlert } from "../tab-notice";
import { TabCard } from "../tab-card";
import * as panel from "../tab-panel.css";
import * as styles from "./polls-tab.css";
import { useHostPolls } from "./use-host-polls";

function Tags({ poll }: { poll: PollView }) {
  return (
    <p className={styles.tags}>
      <span className={styles.tag.plain}>{poll.multipleChoice ? "Multiple choice" : "Single choice"}</span>
      <span className={styles.tag.plain}>{poll.showResults === "live" ? "Results shown live" : "Results shown when closed"}</span>
      <span className={styles.tag.plain}>{poll.allowVoteChange ? "Viewers can change their vote" : "One vote each"}</span>
    </p>
  );
}

function PollButton({
  poll,
  intent,
  label,
  variant,
}: {
  poll: PollView;
  intent: PollIntent;
  label: string;
  variant: "primary" | "secondary" | "danger";
}) {
  return (
    <Form method="post" preventScrollReset className={styles.inline}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="pollId" value={poll.id} />
      <button type="submit" className={button[variant]} aria-label={`${label}: ${poll.question}`}>
        {label}
      </button>
    </Form>
  );
}

function PollForm({ answer, hydrated }: { answer: PollResult | null; hydrated: boolean }) {
  const failed = isRefusal(answer) ? answer : null;
  const values = failed ? typedValues(failed) : {};
  const typedOptions = Array.from({ length: POLL_LIMITS.maxOptions }, (_, index) => values[optionField(index)] ?? "");
  const filled = typedOptions.filter((option) => option.trim() !== "").length;
  const [rows, setRows] = useState(Math.max(POLL_LIMITS.minOptions, filled));
  const shown = hydrated ? rows : POLL_LIMITS.maxOptions;
  const questionErrors = errorsOf(failed, "question");
  const optionErrors = [
    ...(errorsOf(failed, "options") ?? []),
    ...Object.keys(failed?.result.error ?? {}).flatMap((key) => (key.startsWith("options.") ? (errorsOf(failed, key) ?? []) : [])),
  ];

  return (
    <Form
      method="post"
      preventScrollReset
      id={POLL_FORM_ID}
      className={styles.form}
      aria-labelledby={`${POLL_FORM_ID}-heading`}
      key={failed ? JSON.stringify(values) : "new"}
    >
      <h2 id={`${POLL_FORM_ID}-heading`} className={panel.title}>
        New poll
      </h2>
      {failed ? (
        <p className={panel.alert} role="alert">
          {formErrorOf(failed)}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="create-poll" />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="poll-question">
          Question
        </label>
        <input
          id="poll-question"
          name="question"
          className={styles.input}
          required
          maxLength={POLL_LIMITS.question}
          defaultValue={values.question ?? ""}
          placeholder="e.g. Which topic should we cover next?"
          aria-invalid={questionErrors ? true : undefined}
        />
        {questionErrors ? <p className={styles.error}>{questionErrors.join(". ")}</p> : null}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Options</legend>
        {hydrated ? null : <p className={styles.hint}>Fill in 2 to 6 options; leave the others blank.</p>}
        {typedOptions.slice(0, shown).map((value, index) => (
          <div key={index} className={styles.optionRow}>
            <label className={styles.grow}>
              <input
                name={optionField(index)}
                className={styles.input}
                maxLength={POLL_LIMITS.option}
                defaultValue={value}
                required={index < POLL_LIMITS.minOptions}
                placeholder={`Option ${index + 1}`}
                aria-label={`Option ${index + 1}`}
              />
            </label>
            {hydrated && rows > POLL_LIMITS.minOptions && index === rows - 1 ? (
              <button type="button" className={button.ghost} onClick={() => setRows(rows - 1)} aria-label={`Remove option ${index + 1}`}>
                Remove
              </button>
            ) : null}
          </div>
        ))}
        {optionErrors.length ? <p className={styles.error}>{[...new Set(optionErrors)].join(". ")}</p> : null}
        {hydrated && rows < POLL_LIMITS.maxOptions ? (
          <div>
            <button type="button" className={button.secondary} onClick={() => setRows(rows + 1)}>
              Add option
            </button>
          </div>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Voting</legend>
        <label className={styles.check}>
          <input type="checkbox" name="multipleChoice" className={styles.checkInput} defaultChecked={values.multipleChoice === "on"} />
          Viewers can choose more than one option
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="allowVoteChange" className={styles.checkInput} defaultChecked={values.allowVoteChange === "on"} />
          Viewers can change their vote
        </label>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Results for viewers</legend>
        <label className={styles.check}>
          <input type="radio" name="showResults" value="live" className={styles.checkInput} defaultChecked={values.showResults !== "closed"} />
          Show results as votes come in
        </label>
        <label className={styles.check}>
          <input type="radio" name="showResults" value="closed" className={styles.checkInput} defaultChecked={values.showResults === "closed"} />
          Show results only when the poll closes
        </label>
      </fieldset>
      <div>
        <button type="submit" className={button.primary}>
          Save draft
        </button>
      </div>
    </Form>
  );
}

/**
 * The Event Settings screen's Polls tab: the open poll with its live results and Close, the drafts
 * with Launch and Delete, the closed polls' final results, and the form for a new poll.
 */
export function PollsTab({ data, actionData, hydrated, on }: { data: PollsTabData; actionData: unknown; hydrated: boolean; on: LiveOn }) {
  const polls = useHostPolls({ initial: data.polls, on });
  const answer = resultFor(actionData, isPollIntent);
  const failed = isRefusal(answer) ? answer : null;
  const otherFailure = failed && failed.intent !== "create-poll" ? formErrorOf(failed) : null;
  const open = polls.filter((poll) => poll.status === "open");
  const drafts = polls.filter((poll) => poll.status === "draft");
  const closed = polls.filter((poll) => poll.status === "closed").reverse();

  return (
    <div className={panel.tab}>
      <TabAlert message={otherFailure} />
      {data.pollsEnabled ? null : (
        <div className={`${panel.notice} ${styles.offNotice}`} role="note">
          <p className={styles.offText}>{data.canTurnOn ? POLLS_OFF_NOTICE : `${POLLS_OFF_NOTICE} ${POLLS_OFF_ASK_HOST}`}</p>
          {data.canTurnOn ? (
            <Form method="post">
              <button type="submit" name="intent" value={TURN_ON_POLLS_INTENT} className={button.secondary}>
                Turn on polls
              </button>
            </Form>
          ) : null}
        </div>
      )}
      <TabCard
        titleId="polls-open-title"
        title="Polls"
        intro="Launch a poll and every viewer sees it beside the video within a second. Launching one closes the open poll."
        className={open.length ? styles.openCard : panel.card}
      >
        {open.length === 0 ? <p className={styles.empty}>No poll is open. Launch a draft below.</p> : null}
        {open.map((poll) => (
          <article key={poll.id} id={pollAnchor(poll.id)} className={styles.item} aria-label={`Open poll: ${poll.question}`}>
            <p className={styles.tags}>
              <span className={styles.tag.live}>Open now</span>
            </p>
            <h3 className={styles.question}>{poll.question}</h3>
            <PollResults poll={poll} tone="light" />
            <p className={styles.voters} aria-live="polite">
              {votersText(poll.totalVoters ?? 0)}
            </p>
            <Tags poll={poll} />
            <div className={styles.actions}>
              <PollButton poll={poll} intent="close-poll" label="Close poll" variant="primary" />
            </div>
          </article>
        ))}
      </TabCard>

      <section className={panel.card} aria-labelledby="polls-drafts-title">
        <h2 id="polls-drafts-title" className={styles.subtitle}>
          Drafts
        </h2>
        {drafts.length === 0 ? <p className={styles.empty}>No drafts. Prepare a poll with the form below.</p> : null}
        <ul className={styles.list}>
          {drafts.map((poll) => (
            <li key={poll.id} id={pollAnchor(poll.id)} className={styles.item}>
              <h3 className={styles.question}>{poll.question}</h3>
              <ol className={styles.options}>
                {poll.options.map((option) => (
                  <li key={option.id}>{option.text}</li>
                ))}
              </ol>
              <Tags poll={poll} />
              <div className={styles.actions}>
                <PollButton poll={poll} intent="launch-poll" label="Launch" variant="primary" />
                <PollButton poll={poll} intent="delete-poll" label="Delete" variant="secondary" />
              </div>
            </li>
          ))}
        </ul>
      </section>

      {closed.length ? (
        <section className={panel.card} aria-labelledby="polls-closed-title">
          <h2 id="polls-closed-title" className={styles.subtitle}>
            Closed polls
          </h2>
          <ul className={styles.list}>
            {closed.map((poll) => (
              <li key={poll.id} id={pollAnchor(poll.id)} className={styles.item}>
                <h3 className={styles.question}>{poll.question}</h3>
                <PollResults poll={poll} tone="light" />
                <p className={styles.voters}>{votersText(poll.totalVoters ?? 0)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={panel.card}>
        <PollForm answer={failed?.intent === "create-poll" ? failed : null} hydrated={hydrated} />
      </section>
    </div>
  );
}
