import { useState, type FormEvent } from "react";
import { PollResults } from "~/components/polls/poll-results";
import { HIDDEN_RESULTS_TEXT, voteRuleText, votersText, type PollView } from "~/contracts/polls";
import * as styles from "./poll-card.css";
import { POLL_ID, VOTE_INTENT } from "../../contracts/watch-data";
import { AlertText } from "~/components/ui/alert-text";

/**
 * The stream's poll on the watch page: the question with radio buttons (one choice) or checkboxes
 * and a Vote button, then the results as the poll allows. The form posts to the page without
 * JavaScript; with it, to the JSON call, and the answer replaces the card.
 */
export function PollCard({
  poll,
  uniqueId,
  hydrated,
  pageError,
  onVoted,
}: {
  poll: PollView;
  uniqueId: string | null;
  hydrated: boolean;
  /** The page action's refusal of a vote posted without JavaScript. */
  pageError: string | null;
  onVoted: (poll: PollView) => void;
}) {
  const [error, setError] = useState<string | null>(pageError);
  const [sending, setSending] = useState(false);
  const open = poll.status === "open";
  const voted = poll.myVote !== null;
  const canVote = open && uniqueId !== null && (!voted || poll.allowVoteChange);
  const headingId = `poll-${poll.id}-question`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    const optionIds = new FormData(event.currentTarget).getAll("optionId").map(Number);
    setSending(true);
    setError(null);
    try {
      const response = await fetch(`/api/polls/${poll.id}/vote`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ optionIds, token: uniqueId }),
      });
      const body = (await response.json().catch(() => null)) as (PollView & { error?: string }) | null;
      if (response.ok && body) onVoted(body);
      else setError(body?.error ?? "Your vote was not counted. Try again.");
    } catch {
      setError("Your vote was not sent: check your connection and try again.");
    } finally {
      setSending(false);
    }
  }

  return (
    <section id={POLL_ID} className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <p className={styles.kicker}>
          <span className={open ? styles.dot : styles.dotClosed} aria-hidden="true" />
          {open ? "Live poll" : "Poll closed"}
        </p>
        <h2 id={headingId} className={styles.question}>
          {poll.question}
        </h2>
        {open ? <p className={styles.rule}>{voteRuleText(poll.allowVoteChange)}</p> : null}
      </div>
      <AlertText className={styles.error} message={error} />
      {canVote ? (
        <form method="post" className={styles.form} onSubmit={submit}>
          <input type="hidden" name="intent" value={VOTE_INTENT} />
          <input type="hidden" name="pollId" value={poll.id} />
          <fieldset className={styles.fieldset}>
            <legend className={styles.rule}>{poll.multipleChoice ? "Choose one or more" : "Choose one"}</legend>
            {poll.options.map((option) => (
              <label key={`${option.id}-${poll.myVote?.join() ?? ""}`} className={styles.choice}>
                <input
                  className={styles.input}
                  type={poll.multipleChoice ? "checkbox" : "radio"}
                  name="optionId"
                  value={option.id}
                  defaultChecked={poll.myVote?.includes(option.id) ?? false}
                  required={!poll.multipleChoice}
                />
                {option.text}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={styles.vote} disabled={sending}>
            {sending ? "Sending…" : voted ? "Change my vote" : "Vote"}
          </button>
        </form>
      ) : null}
      {voted && open ? <p className={styles.thanks}>Thanks, your vote is in.</p> : null}
      {poll.resultsVisible && (!canVote || voted) ? (
        <>
          <PollResults poll={poll} tone="dark" />
          <p className={styles.total}>{votersText(poll.totalVoters ?? 0)}</p>
        </>
      ) : !poll.resultsVisible && (voted || !canVote) ? (
        <p className={styles.note}>{HIDDEN_RESULTS_TEXT}</p>
      ) : null}
    </section>
  );
}
