import { Form, useActionData, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { fieldText, useDraft } from "~/components/use-draft";
import { isChatMessage } from "~/components/live/chat-feed";
import type { LiveOn } from "~/components/live/use-live-events";
import { useToast } from "~/components/toaster";
import { formErrorOf, resultFor, typedValue } from "~/utils/form-result";
import * as styles from "./chat.css";
import { CHAT_MAX, useLiveChat, type ViewerChatMessage } from "./use-live-chat";
import type { WatchConnection } from "./use-live-stream";
import { CHAT_CLOSED_TEXT, HELD_MARK, REJECTED_MARK, staffBadgeOf } from "~/contracts/live-events";
import { slowModeNotice, timedOutText } from "~/contracts/moderation";

/** The counter turns to a warning from here on. */
const WARN_AT = CHAT_MAX - 50;

function PinIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M16 3l5 5-3 1-4 4 1 5-2 2-4-4-5 5-1-1 5-5-4-4 2-2 5 1 4-4z" />
    </svg>
  );
}

function Message({ message, own }: { message: ViewerChatMessage; own: boolean }) {
  const pinned = message.status === "sticky";
  const review = message.status === "held" || message.status === "rejected" ? message.status : null;
  return (
    <li className={review ? styles.message.unpublished : pinned ? styles.message.pinned : styles.message.plain} data-message-id={message.id}>
      {pinned ? (
        <span className={styles.pin}>
          <PinIcon />
          <span className="visually-hidden">Pinned: </span>
        </span>
      ) : null}
      {message.isStreamer ? (
        <>
          {message.staff && message.staff.role !== "host" ? <span className={styles.author.other}>{message.staff.name}</span> : null}{" "}
          <span className={styles.hostBadge}>{staffBadgeOf(message)}</span>
        </>
      ) : (
        <span className={own ? styles.author.own : styles.author.other}>{message.viewer?.firstName ?? "Viewer"}</span>
      )}{" "}
      <span className={styles.text}>{message.message}</span>
      {review ? (
        <span className={styles.review[review]} data-testid="chat-review-mark">
          {review === "held" ? HELD_MARK : REJECTED_MARK}
        </span>
      ) : null}
    </li>
  );
}

export interface ChatPanelProps {
  streamId: string;
  uniqueId: string;
  viewerId: number;
  initial: ViewerChatMessage[];
  /** Whether the host lets viewers post now (then followed live). */
  open: boolean;
  /** Slow mode's seconds between two messages (then followed live); 0 for off. */
  slowModeSeconds: number;
  /** When slow mode lets this viewer send again (ISO), when the page was rendered; null for now. */
  nextMessageAt: string | null;
  /** The end of this viewer's timeout (ISO), then followed live; null when not timed out. */
  timedOutUntil: string | null;
  /** The zone the viewer reads times in. */
  timeZone: string;
  on: LiveOn;
  connection: WatchConnection;
  session: number;
}

/** The seconds until `at` (ms), counted down every second while ahead; 0 once it has passed (and before hydration). */
function useSecondsUntil(at: number | null) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    if (at === null || at <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= at) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [at]);
  return at === null || now === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A timeout's end, followed live (`viewer_state`), dropped when it passes. */
function useTimeout(initial: string | null, on: LiveOn) {
  const [until, setUntil] = useState(initial);
  useEffect(() => on("viewer_state", (state) => setUntil(state.timedOutUntil)), [on]);
  useEffect(() => {
    if (!until) return;
    const left = Date.parse(until) - Date.now();
    const timer = setTimeout(() => setUntil(null), Math.max(0, left) + 100);
    return () => clearTimeout(timer);
  }, [until]);
  return [until, setUntil] as const;
}

/**
 * The viewer's chat: the server-rendered list kept current by the page's live connection, and a
 * form that posts to the page's action without JavaScript and to the JSON call with it.
 */
export function ChatPanel({
  streamId,
  uniqueId,
  viewerId,
  initial,
  open: initiallyOpen,
  slowModeSeconds,
  nextMessageAt,
  timedOutUntil: initialTimeout,
  timeZone,
  on,
  connection,
  session,
}: ChatPanelProps) {
  const toast = useToast();
  const revalidator = useRevalidator();
  // The page's action also answers the Q&A forms: only the chat's answers (or an unknown form's) show here.
  const actionData = resultFor(useActionData(), (intent): intent is "chat" | null => intent === "chat" || intent === null);
  const onRestricted = useCallback(
    () => toast({ title: "Chat Restricted", description: "Your chat access has been restricted", variant: "destructive" }),
    [toast],
  );
  const { messages, add } = useLiveChat({ room: { streamId, uniqueId, on, connected: connection === "open", session }, initial, onRestricted });
  const [hydrated, setHydrated] = useState(false);
  const [text, setText, input] = useDraft<HTMLInputElement>(typedValue(actionData, "message") ?? "");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(formErrorOf(actionData));
  const [removedHere, setRemovedHere] = useState(false);
  const [open, setOpen] = useState(initiallyOpen);
  const [slowMode, setSlowMode] = useState(slowModeSeconds);
  const [nextAt, setNextAt] = useState<number | null>(nextMessageAt ? Date.parse(nextMessageAt) : null);
  const wait = useSecondsUntil(nextAt);
  const [timedOutUntil, setTimedOutUntil] = useTimeout(initialTimeout, on);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => setHydrated(true), []);
  useEffect(
    () =>
      on("chat_state", (state) => {
        setOpen(state.open);
        if (state.open) setError((shown) => (shown === CHAT_CLOSED_TEXT ? null : shown));
      }),
    [on],
  );
  useEffect(
    () =>
      on("chat_settings", (settings) => {
        setOpen(settings.open);
        setSlowMode(settings.slowModeSeconds);
        if (settings.slowModeSeconds === 0) setNextAt(null);
      }),
    [on],
  );

  const removed = removedHere || connection === "removed";
  const down = connection === "reconnecting" || connection === "closed";
  const blank = text.trim() === "";
  const pinned = messages.filter((m) => m.status === "sticky");
  const rest = messages.filter((m) => m.status !== "sticky");
  const closed = !open && !removed;
  const timedOut = timedOutUntil !== null && !removed;
  const status = removed ? "You have been removed from this stream chat" : closed ? CHAT_CLOSED_TEXT : down ? "Reconnecting…" : null;

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = fieldText(event.currentTarget, "message").trim();
    if (!message || removed || closed || timedOut || down || sending || wait > 0) return;
    setSending(true);
    setError(null);
    try {
      const response = await fetch(`/api/streams/${encodeURIComponent(streamId)}/chat`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ viewerId, message, token: uniqueId }),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.ok) {
        if (isChatMessage(body)) add(body);
        if (slowMode > 0) setNextAt(Date.now() + slowMode * 1000);
        setText("");
        // The list scrolls from the bottom (column-reverse): 0 is the newest message.
        scroller.current?.scrollTo({ top: 0 });
        return;
      }
      const reason = typeof body.error === "string" ? body.error : "";
      const details = typeof body.details === "object" && body.details !== null ? (body.details as Record<string, unknown>) : {};
      const retryAfter = Number(response.headers.get("Retry-After"));
      if (response.status === 429 && retryAfter > 0) {
        // The Send button counts the seconds down; the typed message stays.
        setNextAt(Date.now() + retryAfter * 1000);
        return;
      }
      if (response.status === 403 && typeof details.timedOutUntil === "string") {
        setTimedOutUntil(details.timedOutUntil);
        return;
      } else if (response.status === 403 && reason === CHAT_CLOSED_TEXT) {
        setOpen(false);
      } else if (response.status === 403 && /removed/i.test(reason)) {
        setRemovedHere(true);
        toast({ title: "Chat Unavailable", description: "You have been removed from this stream chat", variant: "destructive" });
      } else if (response.status === 403 || response.status === 404) {
        toast({ title: "Authentication Error", description: "Refreshing viewer data...", variant: "destructive" });
        revalidator.revalidate();
      } else {
        toast({ title: "Error", description: "Failed to send message", variant: "destructive" });
      }
      setError(reason || "Failed to send message");
    } catch {
      toast({ title: "Error", description: "Failed to send message", variant: "destructive" });
      setError("Failed to send message");
    } finally {
      setSending(false);
      input.current?.focus();
    }
  };

  const count = text.length;
  return (
    <div className={styles.column}>
      <section id="chat" className={styles.panel} aria-labelledby="chat-title">
        <div className={styles.header}>
          <h2 id="chat-title" className={styles.title}>
            Live chat
          </h2>
          <a href="#player" className={styles.close}>
            Close
          </a>
        </div>
        <div className={styles.log} role="log" aria-live="polite" aria-labelledby="chat-title">
          {pinned.length ? (
            <ol className={styles.pinnedList} aria-label="Pinned messages">
              {pinned.map((m) => (
                <Message key={m.id} message={m} own={m.viewer?.id === viewerId} />
              ))}
            </ol>
          ) : null}
          {/* Newest at the bottom: a reversed column starts scrolled to its end, with or without JavaScript. */}
          <div ref={scroller} className={styles.scroller} tabIndex={0} aria-label="Messages">
            {rest.length ? (
              <ol className={styles.list}>
                {rest.map((m) => (
                  <Message key={m.id} message={m} own={m.viewer?.id === viewerId} />
                ))}
              </ol>
            ) : (
              <p className={styles.empty}>{closed ? "No messages yet." : "No messages yet. Say hello!"}</p>
            )}
          </div>
        </div>
        <Form method="post" className={styles.form} onSubmit={send} noValidate>
          {timedOut ? (
            <p className={styles.timeoutNotice} role="status">
              {timedOutText(timedOutUntil, timeZone)} You can read the chat meanwhile.
            </p>
          ) : null}
          {slowMode > 0 && !removed && !closed && !timedOut ? (
            <p className={styles.slowNotice} role="status">
              <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <circle cx="12" cy="13" r="8" />
                <path d="M12 9v4l2 2M9 2h6" />
              </svg>
              {slowModeNotice(slowMode)}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="chat" />
          <label htmlFor="chat-message" className="visually-hidden">
            Chat message
          </label>
          <div className={styles.row}>
            <input
              ref={input}
              id="chat-message"
              name="message"
              type="text"
              autoComplete="off"
              enterKeyHint="send"
              maxLength={CHAT_MAX}
              placeholder={
                removed ? "Chat unavailable" : closed ? "Chat is closed" : timedOut ? "You're timed out" : down ? "Reconnecting…" : "Say something…"
              }
              value={text}
              onChange={(event) => setText(event.target.value)}
              disabled={removed || closed || timedOut || down}
              className={styles.input}
              aria-invalid={error ? true : undefined}
              aria-describedby={`chat-count${error ? " chat-error" : status ? " chat-status" : ""}`}
            />
            <button
              type="submit"
              className={styles.send}
              disabled={closed || timedOut || (hydrated && (blank || removed || down || sending || wait > 0))}
            >
              {wait > 0 ? `Send in ${wait}` : "Send"}
            </button>
          </div>
          <div className={styles.meta}>
            {error ? (
              <p id="chat-error" className={styles.error} role={hydrated ? undefined : "alert"}>
                {error}
              </p>
            ) : (
              <p id="chat-status" className={styles.status} role="status">
                {status}
              </p>
            )}
            <span id="chat-count" className={count >= WARN_AT ? styles.count.warn : styles.count.normal}>
              {hydrated ? `${count}/${CHAT_MAX}` : `Up to ${CHAT_MAX} characters`}
            </span>
          </div>
        </Form>
      </section>
    </div>
  );
}
