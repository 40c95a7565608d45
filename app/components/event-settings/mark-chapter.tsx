import { useActionData, useFetcher } from "@remix-run/react";
import { useActionToast } from "~/components/toaster";
import { button } from "~/components/ui/button.css";
import * as field from "~/components/ui/field.css";
import { errorsOf, formErrorOf, isRefusal, resultFor, typedValue, type FormResult } from "~/utils/form-result";
import { RESPOND_FETCHER, RESPOND_FIELD } from "./constants";
import * as styles from "./mark-chapter.css";

export const MARK_CHAPTER = "mark-chapter";
export const MARK_CHAPTER_ID = "mark-chapter";
export const isMarkChapterIntent = (value: unknown): value is typeof MARK_CHAPTER => value === MARK_CHAPTER;
export const CHAPTER_MARKED = "Chapter marked";

/**
 * During the live, the host or a co-host marks where a chapter of the replay begins: now. With
 * JavaScript through a fetcher (the field empties for the next one); without, a plain post.
 */
export function MarkChapter({ hydrated, titleLimit }: { hydrated: boolean; titleLimit: number }) {
  const fetcher = useFetcher<FormResult<typeof MARK_CHAPTER>>();
  const page = resultFor(useActionData(), isMarkChapterIntent);
  const answer = fetcher.data ?? page;
  useActionToast(fetcher.data?.toast);
  const titleErrors = errorsOf(answer, "title");
  const message = titleErrors?.join(". ") ?? (isRefusal(answer) ? formErrorOf(answer) : null);
  const marked = fetcher.data?.result.status === "success" ? fetcher.data : null;
  return (
    <section className={styles.bar} id={MARK_CHAPTER_ID} aria-labelledby="mark-chapter-title">
      <div className={styles.text}>
        <h2 id="mark-chapter-title" className={styles.title}>
          <span className={styles.dot} aria-hidden="true" />
          Mark a chapter
        </h2>
        <p className={styles.hint}>It starts at this moment of the recording, and viewers of the replay can jump to it.</p>
      </div>
      <fetcher.Form
        method="post"
        action={hydrated ? undefined : `#${MARK_CHAPTER_ID}`}
        preventScrollReset
        className={styles.form}
        key={marked ? JSON.stringify(marked) : "mark"}
      >
        <input type="hidden" name="intent" value={MARK_CHAPTER} />
        {hydrated ? <input type="hidden" name={RESPOND_FIELD} value={RESPOND_FETCHER} /> : null}
        <label htmlFor="mark-chapter-input" className="visually-hidden">
          Chapter title
        </label>
        <input
          id="mark-chapter-input"
          name="title"
          type="text"
          maxLength={titleLimit}
          placeholder="Chapter title"
          autoComplete="off"
          className={`${field.input} ${styles.input}`}
          defaultValue={typedValue(answer, "title") ?? ""}
          aria-invalid={titleErrors ? true : undefined}
          aria-describedby={message ? "mark-chapter-error" : undefined}
        />
        <button type="submit" className={`${button.primary} ${styles.button}`} disabled={fetcher.state !== "idle"}>
          Mark chapter
        </button>
      </fetcher.Form>
      {message ? (
        <p id="mark-chapter-error" className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </section>
  );
}
