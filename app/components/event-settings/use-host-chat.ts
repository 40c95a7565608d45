import { useCallback, useEffect, useRef, useState } from "react";
import { useChatFeed } from "~/components/live/use-chat-feed";
import { useLiveEvents, type LiveConnection } from "~/components/live/use-live-events";
import { useRevalidateWhenIdle } from "~/components/live/use-revalidate-when-idle";
import type { ChatMessage } from "~/contracts/live-events";
import type { ViewerModerationState } from "~/contracts/moderation";
import type { MoneyTotal } from "~/utils/money";
import type { SaleData } from "~/contracts/offers";
import { CHAT_REFETCH_MS, RECONNECT_ATTEMPTS, RECONNECT_MAX_MS } from "./constants";

export type Connection = "connecting" | "connected" | "disconnected";

/** At most this many unpinned messages are kept on the page (the server lists the newest 200). */
const KEEP_ACTIVE = 250;

const REOPEN = { delayMs: 1_000, maxDelayMs: RECONNECT_MAX_MS, attempts: RECONNECT_ATTEMPTS };

const connectionOf = (live: LiveConnection): Connection => (live === "open" ? "connected" : live === "connecting" ? "connecting" : "disconnected");

/** A value from the loader that pushed events may change until the loader's next answer. */
function useLiveValue<T>(fromLoader: T) {
  const [state, setState] = useState({ base: fromLoader, value: fromLoader });
  if (state.base !== fromLoader) setState({ base: fromLoader, value: fromLoader });
  const set = useCallback((value: T) => setState((s) => ({ ...s, value })), []);
  return [state.base !== fromLoader ? fromLoader : state.value, set] as const;
}

/** Sale notices kept at the top of the chat panel. */
const KEEP_SALES = 3;

export interface SalesState {
  /** Newest first, at most KEEP_SALES, without the dismissed ones. */
  notices: SaleData[];
  /** Sales since the page opened, and their money per currency (never added across currencies). */
  count: number;
  totals: MoneyTotal[];
  dismiss: (purchaseId: number) => void;
}

/** Each `sale` live event of the stream's event, once per purchase (a reconnect may replay it). */
function useSales(on: ReturnType<typeof useLiveEvents>["on"]): SalesState {
  const [state, setState] = useState<{ seen: number[]; notices: SaleData[]; totals: MoneyTotal[] }>({ seen: [], notices: [], totals: [] });
  useEffect(
    () =>
      on("sale", (sale) =>
        setState((s) => {
          if (s.seen.includes(sale.purchaseId)) return s;
          const known = s.totals.some((t) => t.currency === sale.currency);
          const totals = known
            ? s.totals.map((t) => (t.currency === sale.currency ? { ...t, cents: t.cents + sale.amountCents } : t))
            : [...s.totals, { currency: sale.currency, cents: sale.amountCents }];
          return { seen: [...s.seen, sale.purchaseId], notices: [sale, ...s.notices].slice(0, KEEP_SALES), totals };
        }),
      ),
    [on],
  );
  const dismiss = useCallback((purchaseId: number) => setState((s) => ({ ...s, notices: s.notices.filter((n) => n.purchaseId !== purchaseId) })), []);
  return { notices: state.notices, count: state.seen.length, totals: state.totals, dismiss };
}

/** Viewers the host acted on, by id: kept current by `viewer_state`; a timeout drops out when it ends. */
function useModeratedViewers(fromLoader: ViewerModerationState[], on: ReturnType<typeof useLiveEvents>["on"]) {
  const [states, setStates] = useLiveValue(fromLoader);
  const latest = useRef(states);
  latest.current = states;
  useEffect(() => on("viewer_state", (state) => setStates([...latest.current.filter((s) => s.viewerId !== state.viewerId), state])), [on, setStates]);
  const nextEnd = Math.min(...states.flatMap((s) => (s.timedOutUntil ? [Date.parse(s.timedOutUntil)] : [])));
  useEffect(() => {
    if (!Number.isFinite(nextEnd)) return;
    const timer = setTimeout(
      () => setStates(latest.current.map((s) => (s.timedOutUntil && Date.parse(s.timedOutUntil) <= Date.now() ? { ...s, timedOutUntil: null } : s))),
      Math.max(0, nextEnd - Date.now()) + 250,
    );
    return () => clearTimeout(timer);
  }, [nextEnd, setStates]);
  return states;
}

/**
 * The host's chat on an open page: the loader's list, kept up to date by the stream's live events:
 * new messages, updates (pin, unpin), deletions, the viewer count, the stream's live state, whether
 * the chat is open to viewers and the event's sales (host only).
 * The list is also refetched every 30 s and whenever the connection comes back.
 */
export function useHostChat({
  streamId,
  messages,
  viewerCount,
  isLive,
  chatOpen,
  roomOpen,
  slowModeSeconds,
  moderatedViewers,
}: {
  streamId: string;
  messages: ChatMessage[];
  viewerCount: number;
  isLive: boolean;
  chatOpen: boolean;
  roomOpen: boolean;
  slowModeSeconds: number;
  moderatedViewers: ViewerModerationState[];
}) {
  const live = useLiveEvents({ streamId, reopen: REOPEN });
  const { on } = live;
  const chat = useChatFeed({ initial: messages, on, keep: KEEP_ACTIVE });
  const [count, setCount] = useLiveValue(viewerCount);
  const [liveNow, setLiveNow] = useLiveValue(isLive);
  const [open, setOpen] = useLiveValue(chatOpen);
  const [roomNowOpen, setRoomOpen] = useLiveValue(roomOpen);
  const [slowMode, setSlowMode] = useLiveValue(slowModeSeconds);
  const viewerStates = useModeratedViewers(moderatedViewers, on);
  const sales = useSales(on);

  useEffect(() => {
    const stops = [
      on("viewer_count", (data) => setCount(data.count)),
      on("stream_status", (data) => setLiveNow(data.isLive)),
      on("chat_state", (data) => setOpen(data.open)),
      on("room_state", (data) => setRoomOpen(data.open)),
      on("chat_settings", (data) => {
        setOpen(data.open);
        setSlowMode(data.slowModeSeconds);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [on, setCount, setLiveNow, setOpen, setRoomOpen, setSlowMode]);

  const revalidate = useRevalidateWhenIdle();
  const refetch = useRef(revalidate);
  refetch.current = revalidate;

  // Back after a drop: the replay covers most of it; the list makes sure.
  const openedBefore = useRef(false);
  useEffect(() => {
    if (live.connection !== "open") return;
    if (openedBefore.current) refetch.current();
    openedBefore.current = true;
  }, [live.connection]);

  useEffect(() => {
    const poll = setInterval(() => {
      if (document.visibilityState === "visible") refetch.current();
    }, CHAT_REFETCH_MS);
    return () => clearInterval(poll);
  }, []);

  return {
    messages: chat.messages,
    viewerCount: count,
    isLive: liveNow,
    chatOpen: open,
    roomOpen: roomNowOpen,
    slowModeSeconds: slowMode,
    viewerStates,
    connection: connectionOf(live.connection),
    sales,
    /** The page's one live connection, for the tabs that follow it too (Q&A). */
    on,
  };
}
