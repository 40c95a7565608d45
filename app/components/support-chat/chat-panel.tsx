import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import * as styles from "./chat-panel.css";
import { unreadCount } from "./support-chat.css";
import { ControlIcon, HeadsetIcon } from "./icons";
import {
  QUICK_ACTIONS,
  QUICK_REPLIES,
  QUICK_REPLY_DELAY_MS,
  replyDelayMs,
  replyTo,
  WELCOME,
  type CannedReply,
  type QuickAction,
  type ReplyLink,
} from "./replies";

export type ChatWindowState = "closed" | "open" | "minimised";

export interface ChatPanelProps {
  state: ChatWindowState;
  /** Replies not yet seen, shown on the title bar while minimised. */
  unread: number;
  onStateChange: (state: ChatWindowState) => void;
  /** A reply arrived while the conversation was not in view. */
  onUnread: () => void;
}

/** Spec section 3: a support chat message, kept in the browser only. */
interface SupportMessage {
  id: number;
  text: string;
  sender: "user" | "support";
  timestamp: Date;
  link?: ReplyLink;
}

const MESSAGE_MAX = 500;
const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/** The open support chat: expanded, or minimised to its title bar. Replies are simulated. */
export function ChatPanel({ state, unread, onStateChange, onUnread }: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const nextId = useRef(1);
  const [messages, setMessages] = useState<SupportMessage[]>(() => [{ id: 0, text: WELCOME, sender: "support", timestamp: new Date() }]);
  const [pending, setPending] = useState(0);
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const expandButton = useRef<HTMLButtonElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (state === "open") input.current?.focus();
    if (state === "minimised") expandButton.current?.focus();
  }, [state]);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, pending, state]);

  const add = (message: Omit<SupportMessage, "id" | "timestamp">) =>
    setMessages((list) => [...list, { ...message, id: nextId.current++, timestamp: new Date() }]);

  const ask = (text: string, reply: CannedReply, delayMs: number) => {
    add({ text, sender: "user" });
    setPending((n) => n + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setPending((n) => n - 1);
      add({ text: reply.text, sender: "support", link: reply.link });
      if (stateRef.current !== "open") onUnread();
    }, delayMs);
    timers.current.add(timer);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft("");
    ask(text, replyTo(text), replyDelayMs());
  };

  const quick = (action: QuickAction) => {
    ask(action, QUICK_REPLIES[action], QUICK_REPLY_DELAY_MS);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onStateChange("closed");
    }
  };

  const minimised = state === "minimised";
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={styles.panel}
      data-state={state}
      hidden={state === "closed"}
      onKeyDown={onKeyDown}
    >
      <header className={styles.titleBar}>
        <span className={styles.avatar} aria-hidden="true">
          <HeadsetIcon />
          <span className={styles.online} />
        </span>
        <div className={styles.titleText}>
          <h2 id={titleId} className={styles.title}>
            ShowUp Support
          </h2>
          <p className={styles.subtitle}>Online · replies in seconds</p>
        </div>
        {minimised && unread > 0 ? (
          <span className={unreadCount}>
            {unread}
            <span className="visually-hidden"> unread</span>
          </span>
        ) : null}
        <button
          ref={expandButton}
          type="button"
          className={styles.iconButton}
          aria-label={minimised ? "Expand chat" : "Minimise chat"}
          aria-expanded={!minimised}
          onClick={() => onStateChange(minimised ? "open" : "minimised")}
        >
          <ControlIcon name={minimised ? "expand" : "minimise"} />
        </button>
        <button type="button" className={styles.iconButton} aria-label="Close chat" onClick={() => onStateChange("closed")}>
          <ControlIcon name="close" />
        </button>
      </header>
      <div className={styles.body} hidden={minimised}>
        <div ref={log} className={styles.log} role="log" aria-live="polite" aria-label="Conversation">
          {messages.map((message) => (
            <div key={message.id} className={message.sender === "user" ? styles.userRow : styles.supportRow}>
              {message.sender === "support" ? (
                <span className={styles.messageAvatar} aria-hidden="true">
                  <HeadsetIcon />
                </span>
              ) : null}
              <div className={styles.bubbleGroup}>
                <p className={message.sender === "user" ? styles.userBubble : styles.supportBubble}>
                  <span className="visually-hidden">{message.sender === "user" ? "You: " : "Support: "}</span>
                  {message.text}
                  {message.link ? (
                    <a className={styles.replyLink} href={message.link.href}>
                      {message.link.label} →
                    </a>
                  ) : null}
                </p>
                <time className={styles.time} dateTime={message.timestamp.toISOString()}>
                  {timeFormat.format(message.timestamp)}
                </time>
              </div>
            </div>
          ))}
          {messages.length === 1 ? (
            <ul className={styles.quickActions} aria-label="Quick actions">
              {QUICK_ACTIONS.map((action) => (
                <li key={action}>
                  <button type="button" className={styles.quickAction} onClick={() => quick(action)}>
                    {action}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {pending > 0 ? (
            <div className={styles.supportRow} role="status" data-testid="support-chat-typing">
              <span className={styles.messageAvatar} aria-hidden="true">
                <HeadsetIcon />
              </span>
              <span className={styles.typing}>
                <span className="visually-hidden">ShowUp Support is typing</span>
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.dot} aria-hidden="true" />
              </span>
            </div>
          ) : null}
        </div>
        <form className={styles.composer} onSubmit={send}>
          <label htmlFor={inputId} className="visually-hidden">
            Message
          </label>
          <input
            ref={input}
            id={inputId}
            className={styles.input}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Type your message…"
            maxLength={MESSAGE_MAX}
            autoComplete="off"
          />
          <button type="submit" className={styles.send} disabled={!draft.trim()} aria-label="Send message">
            <ControlIcon name="send" />
          </button>
        </form>
      </div>
    </section>
  );
}
