import { Form, useFetcher, useFetchers, useSearchParams, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { EventIcon } from "~/components/events/event-icons";
import { useToast } from "~/components/toaster";
import { button } from "~/components/ui/button.css";
import { useRootData } from "~/components/use-root-data";
import { CHAT_MESSAGE_MAX } from "~/schemas/chat";
import { formErrorOf, isRefusal, typedValue } from "~/utils/form-result";
import type { ChatMessage } from "~/utils/live-events";
import { formatMoney, formatTotals } from "~/utils/money";
import type { SaleData } from "~/utils/offers";
import { CHAT_ID, isChatNotice, KICK_PARAM, RESPOND_FETCHER, RESPOND_FIELD, type ChatIntent, type ChatResult } from "./constants";
import { ChatMessageItem, KickConfirm, type MessageContext } from "./chat-message";
import type { Connection, SalesState } from "./use-host-chat";
import * as styles from "./chat-panel.css";

type Moderation = "sticky" | "unsticky" | "remove";

/** Moderation on its way (a fetcher's form): shown at once, before the server's answer. */
function usePendingModeration() {
  const fetchers = useFetchers();
  return useMemo(() => {
    const pending = new Map<number, Moderation>();
    for (const fetcher of fetchers) {
      const intent = fetcher.formData?.get("intent");
      const id = Number(fetcher.formData?.get("messageId"));
      if (fetcher.state !== "idle" && (intent === "sticky" || intent === "unsticky" || intent === "remove") && id > 0) pending.set(id, intent);
    }
    return pending;
  }, [fetchers]);
}

/** Sticky messages on top by their order, then the rest oldest to newest; pending moderation applied. */
function arrange(messages: ChatMessage[], pending: Map<number, Moderation>) {
  const pinned: ChatMessage[] = [];
  const rest: ChatMessage[] = [];
  for (const message of messages) {
    const change = pending.get(message.id);
    if (change === "remove" || message.status === "removed") continue;
    if (change === "sticky" && message.status !== "sticky") pinned.push({ ...message, status: "sticky", stickyOrder: Number.MAX_SAFE_INTEGER });
    else if (change === "unsticky" && message.status === "sticky") rest.push({ ...message, status: "active", stickyOrder: null });
    else (message.status === "sticky" ? pinned : rest).push(message);
  }
  pinned.sort((a, b) => (a.stickyOrder ?? 0) - (b.stickyOrder ?? 0) || a.id - b.id);
  rest.sort((a, b) => a.id - b.id);
  return { pinned, rest };
}

/** Shows the toast of one fetcher submission when its answer arrives, then lets go of it. */
function FetcherResult({ fetcherKey, onDone }: { fetcherKey: string; onDone: (key: string, data: ChatResult | undefined) => void }) {
  const fetcher = useFetcher<ChatResult>({ key: fetcherKey });
  const show = useToast();
  const { state, data } = fetcher;
  useEffect(() => {
    if (state !== "idle" || !data) return;
    if (data.toast) show(data.toast);
    onDone(fetcherKey, data);
  }, [state, data, show, onDone, fetcherKey]);
  return null;
}

let submissions = 0;

/**
 * With JavaScript every chat form goes through its own fetcher (no page load, several at once);
 * each answer's toast is shown even when its message has left the list meanwhile.
 */
function useChatSubmit(onResult: (data: ChatResult) => void) {
  const submit = useSubmit();
  const [keys, setKeys] = useState<string[]>([]);
  const send = useCallback(
    (form: HTMLFormElement) => {
      const data = new FormData(form);
      data.set(RESPOND_FIELD, RESPOND_FETCHER);
      submissions += 1;
      const key = `chat-action-${submissions}`;
      setKeys((current) => [...current, key]);
      submit(data, { method: "post", navigate: false, fetcherKey: key, preventScrollReset: true });
    },
    [submit],
  );
  const resultRef = useRef(onResult);
  useEffect(() => {
    resultRef.current = onResult;
  });
  const done = useCallback((key: string, data: ChatResult | undefined) => {
    setKeys((current) => current.filter((k) => k !== key));
    if (data) resultRef.current(data);
  }, []);
  const results = keys.map((key) => <FetcherResult key={key} fetcherKey={key} onDone={done} />);
  return { send, results };
}

function ConnectionStatus({ connection, hydrated }: { connection: Connection; hydrated: boolean }) {
  if (!hydrated) {
    return (
      <a href="" className={styles.refresh}>
        Refresh<span className="visually-hidden"> the chat</span>
      </a>
    );
  }
  const label = connection === "connected" ? "Connected" : connection === "connecting" ? "Connecting…" : "Disconnected";
  return (
    <span className={styles.connection[connection]} role="status">
      <span className={styles.dot[connection]} aria-hidden="true" />
      {label}
    </span>
  );
}

function SendBox({
  hydrated,
  send,
  draft,
  error,
}: {
  hydrated: boolean;
  send: (form: HTMLFormElement) => void;
  draft: { text: string; at: number } | null;
  error: string | null;
}) {
  const [text, setText] = useState(draft?.text ?? "");
  const [restored, setRestored] = useState(draft);
  if (draft !== restored) {
    setRestored(draft);
    if (draft && !text) setText(draft.text);
  }
  const blank = !text.trim();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank) return;
    send(event.currentTarget);
    setText("");
  };
  return (
    <Form method="post" className={styles.send} onSubmit={onSubmit} preventScrollReset>
      <input type="hidden" name="intent" value="send" />
      <label htmlFor="chat-message" className="visually-hidden">
        Message as the host
      </label>
      <div className={styles.sendRow}>
        <input
          id="chat-message"
          name="message"
          type="text"
          className={styles.input}
          placeholder="Say something to your viewers…"
          maxLength={CHAT_MESSAGE_MAX}
          autoComplete="off"
          required
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          aria-describedby="chat-message-hint"
          aria-invalid={error ? true : undefined}
        />
        <button type="submit" className={`${button.primary} ${styles.sendButton}`} disabled={hydrated && blank}>
          Send
        </button>
      </div>
      <div className={styles.sendFoot}>
        {error ? (
          <p className={styles.sendError} role="alert">
            {error}
          </p>
        ) : (
          <span />
        )}
        <p id="chat-message-hint" className={styles.counter}>
          {hydrated ? `${text.length}/${CHAT_MESSAGE_MAX}` : `Up to ${CHAT_MESSAGE_MAX} characters`}
        </p>
      </div>
    </Form>
  );
}

/** The root's toast after a chat form posted without JavaScript, shown where the page lands. */
function NoScriptNotice() {
  const toast = useRootData()?.toast;
  if (!toast || !isChatNotice(toast)) return null;
  return (
    <noscript>
      <p className={toast.variant === "destructive" ? styles.alert : styles.notice} role="status">
        <strong>{toast.title}</strong>
        {toast.description ? `: ${toast.description}` : null}
      </p>
    </noscript>
  );
}

/** "💰 Maya Jones bought Growth Course — $49.00" */
export function saleText(sale: SaleData) {
  return `💰 ${sale.buyerName ?? "Someone"} bought ${sale.offerTitle} — ${formatMoney(sale.amountCents, sale.currency)}`;
}

/** The newest sales at the top of the panel, announced politely; each can be dismissed. */
function SaleNotices({ sales }: { sales: SalesState }) {
  return (
    <div role="status" aria-live="polite" className={styles.sales}>
      {sales.notices.map((sale) => (
        <p key={sale.purchaseId} className={styles.sale}>
          <span className={styles.saleText}>{saleText(sale)}</span>
          <button
            type="button"
            className={styles.saleDismiss}
            onClick={() => sales.dismiss(sale.purchaseId)}
            aria-label={`Dismiss: ${saleText(sale)}`}
          >
            ×
          </button>
        </p>
      ))}
    </div>
  );
}

/**
 * A state of the room the host switches from the chat panel (the chat open to viewers, the
 * waiting room): a line saying how it is and one button (a plain form without JavaScript).
 */
function RoomSwitch({
  intent,
  good,
  state,
  button: label,
  hydrated,
  send,
}: {
  intent: ChatIntent;
  /** Green dot (viewers can take part), else red. */
  good: boolean;
  state: string;
  /** null: nothing to switch now. */
  button: string | null;
  hydrated: boolean;
  send: (form: HTMLFormElement) => void;
}) {
  return (
    <Form
      method="post"
      className={styles.gate}
      preventScrollReset
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        send(event.currentTarget);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <p className={styles.gateState} role="status">
        <span className={styles.gateDot[good ? "open" : "closed"]} aria-hidden="true" />
        {state}
      </p>
      {label ? (
        <button type="submit" className={`${button.secondary} ${styles.gateButton}`}>
          {label}
        </button>
      ) : null}
    </Form>
  );
}

/** An event with a waiting room: who is held there, and the host's "Let viewers in". */
function RoomGate({ room, hydrated, send }: { room: { open: boolean; isLive: boolean }; hydrated: boolean; send: (form: HTMLFormElement) => void }) {
  const waiting = !room.open && !room.isLive;
  return (
    <RoomSwitch
      intent={room.open ? "room-close" : "room-open"}
      good={!waiting}
      state={room.isLive ? "Live: everyone is in" : waiting ? "Viewers in the waiting room" : "Viewers are in"}
      button={room.isLive ? null : room.open ? "Back to waiting" : "Let viewers in"}
      hydrated={hydrated}
      send={send}
    />
  );
}

/** Whether viewers may post, and the host's switch for it. */
function ChatGate({ open, hydrated, send }: { open: boolean; hydrated: boolean; send: (form: HTMLFormElement) => void }) {
  return (
    <RoomSwitch
      intent={open ? "chat-close" : "chat-open"}
      good={open}
      state={open ? "Open to viewers" : "Closed: viewers read only"}
      button={open ? "Close chat" : "Open chat"}
      hydrated={hydrated}
      send={send}
    />
  );
}

export interface ChatPanelProps {
  messages: ChatMessage[];
  viewerCount: number;
  connection: Connection;
  /** Viewers may post (the host's switch above the messages). */
  chatOpen: boolean;
  /** The event's waiting room (null without one): let in, and whether the stream is live. */
  room?: { open: boolean; isLive: boolean } | null;
  context: Omit<MessageContext, "submit">;
  /** A failed form posted without JavaScript. */
  actionData: ChatResult | null;
  /** The event's sales pushed while the page is open (with JavaScript only). */
  sales?: SalesState;
}

/** The streamer's chat panel: live messages, pinned ones on top, moderation and the send box. */
export function ChatPanel({ messages, viewerCount, connection, chatOpen, room = null, context, actionData, sales }: ChatPanelProps) {
  const typed = typedValue(actionData, "message");
  const [draft, setDraft] = useState<{ text: string; at: number } | null>(typed ? { text: typed, at: 0 } : null);
  const { send, results } = useChatSubmit((data) => {
    const text = typedValue(data, "message");
    if (data.intent === "send" && isRefusal(data) && text) setDraft({ text, at: Date.now() });
  });
  const pending = usePendingModeration();
  const { pinned, rest } = useMemo(() => arrange(messages, pending), [messages, pending]);
  const { basePath, hostName, timeZone, hydrated, openProfile } = context;
  // Stable while nothing changes, so a pushed message re-renders only its own line.
  const messageContext = useMemo<MessageContext>(
    () => ({ basePath, hostName, timeZone, hydrated, openProfile, submit: send }),
    [basePath, hostName, timeZone, hydrated, openProfile, send],
  );
  const formError = formErrorOf(actionData);
  const [searchParams] = useSearchParams();
  const kickId = Number(searchParams.get(KICK_PARAM));
  const toKick = kickId > 0 ? messages.find((m) => m.id === kickId && m.viewer) : undefined;
  return (
    <section id={CHAT_ID} className={styles.panel} aria-labelledby="chat-title">
      {results}
      <div className={styles.head}>
        <h2 id="chat-title" className={styles.title}>
          Chat
        </h2>
        <div className={styles.status}>
          <ConnectionStatus connection={connection} hydrated={context.hydrated} />
          <span className={styles.viewers}>
            <EventIcon name="users" size={16} />
            {viewerCount} watching
          </span>
          {sales && sales.count > 0 ? (
            <span className={styles.salesCount} data-testid="session-sales">
              Sales this session: {sales.count} · {formatTotals(sales.totals)}
            </span>
          ) : null}
        </div>
      </div>
      {room ? <RoomGate room={room} hydrated={context.hydrated} send={send} /> : null}
      <ChatGate open={chatOpen} hydrated={context.hydrated} send={send} />
      {sales ? <SaleNotices sales={sales} /> : null}
      <noscript>
        <p className={styles.hint}>New messages appear when you refresh the page; turn on JavaScript to see them live.</p>
      </noscript>
      <NoScriptNotice />
      {formError && actionData?.intent !== "send" ? (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      ) : null}
      {toKick ? <KickConfirm message={toKick} hostName={context.hostName} basePath={context.basePath} /> : null}
      <div className={styles.area}>
        {pinned.length ? (
          <section className={styles.pinned} aria-label="Pinned messages">
            <ul className={styles.list}>
              {pinned.map((message) => (
                <ChatMessageItem key={message.id} message={message} context={messageContext} pending={pending.has(message.id)} />
              ))}
            </ul>
          </section>
        ) : null}
        {/* column-reverse keeps the newest message in view, with or without JavaScript. */}
        <div className={styles.scroller} role="log" aria-label="Chat messages" tabIndex={0}>
          <div>
            {rest.length ? (
              <ul className={styles.list}>
                {rest.map((message) => (
                  <ChatMessageItem key={message.id} message={message} context={messageContext} pending={pending.has(message.id)} />
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>
                {pinned.length ? "No other messages yet." : "No messages yet. When viewers chat, their messages show up here."}
              </p>
            )}
          </div>
        </div>
      </div>
      <SendBox hydrated={context.hydrated} send={send} draft={draft} error={actionData?.intent === "send" ? formError : null} />
    </section>
  );
}
