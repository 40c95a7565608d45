import { Form, useFetcher, useFetchers, useSearchParams, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { EventIcon } from "~/components/events/event-icons";
import { useToast } from "~/components/toaster";
import { useNewAnswer } from "~/components/use-new-answer";
import { button } from "~/components/ui/button.css";
import { NoScriptToast } from "~/components/ui/no-script-toast";
import { useRootData } from "~/components/use-root-data";
import { CHAT_MESSAGE_MAX } from "~/schemas/chat";
import { formErrorOf, isRefusal, typedValue } from "~/utils/form-result";
import type { ChatMessage } from "~/contracts/live-events";
import { SLOW_MODE_CHOICES, slowModeLabel, type ViewerModerationState } from "~/contracts/moderation";
import { formatMoney, formatTotals } from "~/utils/money";
import type { SaleData } from "~/contracts/offers";
import { CHAT_ID, isChatNotice, KICK_PARAM, RESPOND_FETCHER, RESPOND_FIELD, type ChatIntent, type ChatResult } from "./constants";
import { ChatMessageItem, HeldMessageItem, KickConfirm, type MessageContext } from "./chat-message";
import type { Connection, SalesState } from "./use-host-chat";
import * as styles from "./chat-panel.css";

type Moderation = "sticky" | "unsticky" | "remove" | "approve" | "reject";
const MODERATIONS: readonly unknown[] = ["sticky", "unsticky", "remove", "approve", "reject"] satisfies Moderation[];
const isModeration = (value: unknown): value is Moderation => MODERATIONS.includes(value);

/** Moderation on its way (a fetcher's form): shown at once, before the server's answer. */
function usePendingModeration() {
  const fetchers = useFetchers();
  return useMemo(() => {
    const pending = new Map<number, Moderation>();
    for (const fetcher of fetchers) {
      const intent = fetcher.formData?.get("intent");
      const id = Number(fetcher.formData?.get("messageId"));
      if (fetcher.state !== "idle" && isModeration(intent) && id > 0) pending.set(id, intent);
    }
    return pending;
  }, [fetchers]);
}

/**
 * Sticky messages on top by their order, then the rest oldest to newest, and apart the ones held
 * for review (rejected ones not at all); pending moderation applied.
 */
function arrange(messages: ChatMessage[], pending: Map<number, Moderation>) {
  const pinned: ChatMessage[] = [];
  const rest: ChatMessage[] = [];
  const held: ChatMessage[] = [];
  for (const message of messages) {
    const change = pending.get(message.id);
    if (change === "remove" || change === "reject" || message.status === "removed" || message.status === "rejected") continue;
    if (message.status === "held") {
      if (change === "approve") rest.push({ ...message, status: "active" });
      else held.push(message);
      continue;
    }
    if (change === "sticky" && message.status !== "sticky") pinned.push({ ...message, status: "sticky", stickyOrder: Number.MAX_SAFE_INTEGER });
    else if (change === "unsticky" && message.status === "sticky") rest.push({ ...message, status: "active", stickyOrder: null });
    else (message.status === "sticky" ? pinned : rest).push(message);
  }
  pinned.sort((a, b) => (a.stickyOrder ?? 0) - (b.stickyOrder ?? 0) || a.id - b.id);
  rest.sort((a, b) => a.id - b.id);
  held.sort((a, b) => a.id - b.id);
  return { pinned, rest, held };
}

/** Shows the toast of one fetcher submission when its answer arrives, then lets go of it. */
function FetcherResult({ fetcherKey, onDone }: { fetcherKey: string; onDone: (key: string, data: ChatResult | undefined) => void }) {
  const fetcher = useFetcher<ChatResult>({ key: fetcherKey });
  const show = useToast();
  useNewAnswer(fetcher.state === "idle" ? fetcher.data : undefined, (answer) => {
    if (answer.toast) show(answer.toast);
    onDone(fetcherKey, answer);
  });
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
  return <NoScriptToast toast={toast} className={toast.variant === "destructive" ? styles.alert : styles.notice} />;
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
    <GateForm hydrated={hydrated} send={send}>
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
    </GateForm>
  );
}

/** One of the panel's switches: a plain form without JavaScript, a fetcher's post with it. */
function GateForm({ hydrated, send, children }: { hydrated: boolean; send: (form: HTMLFormElement) => void; children: ReactNode }) {
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
      {children}
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

/** Slow mode: how long each viewer waits between two messages; with JavaScript a choice applies at once. */
function SlowModeForm({ seconds, hydrated, send }: { seconds: number; hydrated: boolean; send: (form: HTMLFormElement) => void }) {
  const select = useRef<HTMLSelectElement>(null);
  // A choice made before the page came to life (no "Set" pressed) is sent once it has.
  useEffect(() => {
    const chosen = select.current;
    if (hydrated && chosen?.form && chosen.value !== String(seconds)) send(chosen.form);
    // Only at hydration: later changes are sent by onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  return (
    <GateForm hydrated={hydrated} send={send}>
      <input type="hidden" name="intent" value="slow-mode" />
      <label htmlFor="slow-mode-seconds" className={styles.gateState}>
        <span className={styles.gateDot[seconds > 0 ? "slow" : "open"]} aria-hidden="true" />
        Slow mode
      </label>
      <span className={styles.slowControls}>
        <select
          ref={select}
          id="slow-mode-seconds"
          name="slowModeSeconds"
          className={styles.slowSelect}
          defaultValue={String(seconds)}
          onChange={(event) => {
            if (hydrated && event.currentTarget.form) send(event.currentTarget.form);
          }}
        >
          {SLOW_MODE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {slowModeLabel(choice)}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button type="submit" className={`${button.secondary} ${styles.gateButton}`}>
            Set
          </button>
        )}
      </span>
    </GateForm>
  );
}

export interface ChatPanelProps {
  messages: ChatMessage[];
  /** Beside the title; left out where the page shows it already (the studio's header). */
  viewerCount?: number;
  connection: Connection;
  /** Viewers may post (the host's switch above the messages). */
  chatOpen: boolean;
  /** Slow mode's seconds between one viewer's messages (0: off). */
  slowModeSeconds: number;
  /** Viewers the host acted on who are still timed out, shadowbanned or kicked. */
  viewerStates: ViewerModerationState[];
  /** The event's waiting room (null without one): let in, and whether the stream is live. */
  room?: { open: boolean; isLive: boolean } | null;
  context: Omit<MessageContext, "submit">;
  /** A failed form posted without JavaScript. */
  actionData: ChatResult | null;
  /** The event's sales pushed while the page is open (with JavaScript only). */
  sales?: SalesState;
  /** From laptop width up, fill the column's height (the studio's): the messages take what is left instead of 450 px. */
  fill?: boolean;
}

/** The streamer's chat panel: live messages, pinned ones on top, moderation and the send box. */
export function ChatPanel({
  messages,
  viewerCount,
  connection,
  chatOpen,
  slowModeSeconds,
  viewerStates,
  room = null,
  context,
  actionData,
  sales,
  fill = false,
}: ChatPanelProps) {
  const typed = typedValue(actionData, "message");
  const [draft, setDraft] = useState<{ text: string; at: number } | null>(typed ? { text: typed, at: 0 } : null);
  const { send, results } = useChatSubmit((data) => {
    const text = typedValue(data, "message");
    if (data.intent === "send" && isRefusal(data) && text) setDraft({ text, at: Date.now() });
  });
  const pending = usePendingModeration();
  const { pinned, rest, held } = useMemo(() => arrange(messages, pending), [messages, pending]);
  const { basePath, hostName, timeZone, hydrated, openProfile } = context;
  // Stable while nothing changes, so a pushed message re-renders only its own line.
  const messageContext = useMemo<MessageContext>(
    () => ({ basePath, hostName, timeZone, hydrated, openProfile, submit: send }),
    [basePath, hostName, timeZone, hydrated, openProfile, send],
  );
  const stateOf = useMemo(() => new Map(viewerStates.map((state) => [state.viewerId, state])), [viewerStates]);
  const messageItem = (message: ChatMessage) => (
    <ChatMessageItem
      key={message.id}
      message={message}
      context={messageContext}
      pending={pending.has(message.id)}
      viewerState={message.viewer ? stateOf.get(message.viewer.id) : undefined}
    />
  );
  const formError = formErrorOf(actionData);
  const [searchParams] = useSearchParams();
  const kickId = Number(searchParams.get(KICK_PARAM));
  const toKick = kickId > 0 ? messages.find((m) => m.id === kickId && m.viewer) : undefined;
  return (
    <section id={CHAT_ID} className={fill ? `${styles.panel} ${styles.panelFill}` : styles.panel} aria-labelledby="chat-title">
      {results}
      <div className={styles.head}>
        <h2 id="chat-title" className={styles.title}>
          Chat
        </h2>
        <div className={styles.status}>
          <ConnectionStatus connection={connection} hydrated={context.hydrated} />
          {viewerCount !== undefined ? (
            <span className={styles.viewers}>
              <EventIcon name="users" size={16} />
              {viewerCount} watching
            </span>
          ) : null}
          {sales && sales.count > 0 ? (
            <span className={styles.salesCount} data-testid="session-sales">
              Sales this session: {sales.count} · {formatTotals(sales.totals)}
            </span>
          ) : null}
        </div>
      </div>
      {room ? <RoomGate room={room} hydrated={context.hydrated} send={send} /> : null}
      <ChatGate open={chatOpen} hydrated={context.hydrated} send={send} />
      <SlowModeForm key={slowModeSeconds} seconds={slowModeSeconds} hydrated={context.hydrated} send={send} />
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
      {held.length ? (
        <section className={fill ? `${styles.held} ${styles.heldFill}` : styles.held} aria-labelledby="held-title">
          <h3 id="held-title" className={styles.heldTitle}>
            Held for review <span className={styles.heldCount}>{held.length}</span>
          </h3>
          <p className={styles.hint}>Your chat filter held these. Only their authors and you see them until you approve.</p>
          <ul className={`${styles.list} ${styles.heldList}`}>
            {held.map((message) => (
              <HeldMessageItem key={message.id} message={message} context={messageContext} pending={pending.has(message.id)} />
            ))}
          </ul>
        </section>
      ) : null}
      <div className={fill ? `${styles.area} ${styles.areaFill}` : styles.area}>
        {pinned.length ? (
          <section className={styles.pinned} aria-label="Pinned messages">
            <ul className={styles.list}>{pinned.map(messageItem)}</ul>
          </section>
        ) : null}
        {/* column-reverse keeps the newest message in view, with or without JavaScript. */}
        <div className={styles.scroller} role="log" aria-label="Chat messages" tabIndex={0}>
          <div>
            {rest.length ? (
              <ul className={styles.list}>{rest.map(messageItem)}</ul>
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
