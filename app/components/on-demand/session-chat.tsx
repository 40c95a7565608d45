import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useChatFeed } from "~/components/live/use-chat-feed";
import type { LiveOn } from "~/components/live/use-live-events";
import { button } from "~/components/ui/button.css";
import { useResetOnAnswer } from "~/components/use-reset-on-answer";
import { formErrorOf, type FormResult } from "~/utils/form-result";
import { HELD_MARK, REJECTED_MARK, staffBadgeOf, type ChatMessage } from "~/contracts/live-events";
import * as styles from "./session-chat.css";
import { AlertText } from "~/components/ui/alert-text";

export const SESSION_CHAT_INTENT = "chat";
const KEEP = 200;
const noLive: LiveOn = () => () => undefined;

export interface SessionChatProps {
  messages: ChatMessage[];
  /** The page's live events (new messages of the session); null where the page is read as rendered. */
  on: LiveOn | null;
  /** Where the form posts, with its hidden fields (its intent among them); null when nobody may post now (`note` says why). */
  post: { action: string; fields: Record<string, string> } | null;
  note: string | null;
  /** The reader's own viewer id (their name stands out). */
  ownViewerId: number | null;
  /** The answer to a post made without JavaScript. */
  answer: FormResult | null;
  scopeLabel: string;
}

/** An on-demand session's own chat: what its viewers and the host wrote during it, followed live. */
export function SessionChat({ messages, on, post, note, ownViewerId, answer, scopeLabel }: SessionChatProps) {
  const { messages: shown } = useChatFeed({ initial: messages, on: on ?? noLive, keep: KEEP });
  const fetcher = useFetcher<FormResult>();
  const form = useRef<HTMLFormElement>(null);
  const list = useRef<HTMLOListElement>(null);
  useResetOnAnswer(form, fetcher.data, fetcher.data?.result.status === "success");
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [shown.length]);
  const error = formErrorOf(fetcher.data ?? answer);
  return (
    <section className={styles.panel} aria-labelledby="session-chat-title" id="session-chat">
      <div className={styles.header}>
        <h2 id="session-chat-title" className={styles.title}>
          Session chat
        </h2>
        <span className={styles.scope}>{scopeLabel}</span>
      </div>
      <ol className={styles.list} ref={list} aria-live="polite" data-testid="session-chat">
        {shown.length ? null : <li className={styles.empty}>No messages in this session yet.</li>}
        {shown.map((message) => (
          <li key={message.id} className={styles.message} data-message-id={message.id}>
            {message.isStreamer ? (
              <>
                {message.staff && message.staff.role !== "host" ? <span className={styles.author.other}>{message.staff.name} </span> : null}
                <span className={styles.badge}>{staffBadgeOf(message)}</span>
              </>
            ) : (
              <span className={message.viewer?.id === ownViewerId ? styles.author.own : styles.author.other}>
                {message.viewer?.firstName ?? "Viewer"}
              </span>
            )}{" "}
            <span>{message.message}</span>
            {message.status === "held" || message.status === "rejected" ? (
              <span className={styles.review}>{message.status === "held" ? HELD_MARK : REJECTED_MARK}</span>
            ) : null}
          </li>
        ))}
      </ol>
      <AlertText className={styles.error} message={error} />
      {post ? (
        <fetcher.Form method="post" action={post.action} className={styles.form} ref={form}>
          {Object.entries(post.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="session-chat-message" className="visually-hidden">
            Message
          </label>
          <input
            id="session-chat-message"
            name="message"
            className={styles.input}
            placeholder="Say something…"
            maxLength={500}
            required
            autoComplete="off"
          />
          <button type="submit" className={button.primary} disabled={fetcher.state !== "idle"}>
            Send
          </button>
        </fetcher.Form>
      ) : note ? (
        <p className={styles.note}>{note}</p>
      ) : null}
    </section>
  );
}
