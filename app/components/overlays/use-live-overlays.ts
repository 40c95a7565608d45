import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { LiveOn } from "~/components/live/use-live-events";
import type { WatchConnection } from "~/components/watch/use-live-stream";
import type { OverlayView } from "~/contracts/live-events";
import { clockOffsetMs, isOverlayShowing, nextChangeIn } from "~/contracts/overlay-timing";
import { parseOverlay, type ParsedOverlay } from "~/schemas/overlay-view";
import { dueChanges, presentationTime, SCHEDULE_TICK_MS, type PendingChange } from "./overlay-schedule";

/** Spec: overlays are polled every 5 s (here only while the live connection has fallen back to polling). */
export const OVERLAY_POLL_MS = 5_000;
/** How long an overlay fades out before it is removed. */
export const FADE_OUT_MS = 300;

export interface ShownOverlay {
  overlay: ParsedOverlay;
  /** Remounts the overlay when it is shown afresh: an alert or celebration triggered again plays again. */
  key: string;
  /** Pushed while the page was open (not in the page as rendered): a celebration plays its sound. */
  arrivedLive: boolean;
  /** When it started fading out (client clock); null while it shows. */
  leavingSince: number | null;
}

const keyOf = (overlay: ParsedOverlay) =>
  overlay.type === "alert" || overlay.type === "gif-sound" ? `${overlay.id}:${overlay.updatedAt}` : String(overlay.id);

function isOverlayView(value: unknown): value is OverlayView {
  const data = value as Partial<OverlayView> | null;
  return (
    typeof data?.id === "number" &&
    typeof data.type === "string" &&
    typeof data.isActive === "boolean" &&
    typeof data.config === "string" &&
    typeof data.updatedAt === "string"
  );
}

/** The overlay as now known: newer news replaces it, stopped or timed-out ones fade out. */
function upsert(list: ShownOverlay[], view: OverlayView, nowMs: number): ShownOverlay[] {
  const overlay = parseOverlay(view);
  if (!overlay) return list;
  const index = list.findIndex((entry) => entry.overlay.id === overlay.id);
  const current = list[index];
  if (current && Date.parse(current.overlay.updatedAt) > Date.parse(overlay.updatedAt)) return list;
  if (!isOverlayShowing(overlay, nowMs)) return current ? fadeOut(list, (entry) => entry === current) : list;
  const key = keyOf(overlay);
  const fresh: ShownOverlay = { overlay, key, arrivedLive: current?.key === key ? current.arrivedLive : true, leavingSince: null };
  if (!current) return [...list, fresh];
  if (current.overlay.updatedAt === overlay.updatedAt && current.leavingSince === null) return list;
  return list.map((entry) => (entry === current ? fresh : entry));
}

function fadeOut(list: ShownOverlay[], which: (entry: ShownOverlay) => boolean): ShownOverlay[] {
  const at = Date.now();
  let changed = false;
  const next = list.map((entry) => {
    if (entry.leavingSince !== null || !which(entry)) return entry;
    changed = true;
    return { ...entry, leavingSince: at };
  });
  return changed ? next : list;
}

const noSubscription = () => () => undefined;

/** When the page's data arrived (client clock): the document's first byte when hydrating it, else now. */
function dataArrivedAt(hydrating: boolean): number {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return hydrating && navigation ? performance.timeOrigin + navigation.responseStart : Date.now();
}

/**
 * The stream's overlays showing now, kept current: `overlay` events replace one by id (isActive
 * false stops it), alerts and celebrations time out and countdowns end by the server's clock (so
 * every viewer sees the same), and while the live connection has fallen back to polling the list
 * is fetched every 5 s. With a `videoClock` (self-hosted HLS), a pushed change waits until the
 * video shows the moment the host made it, and `now` is the video's moment; otherwise `now` is
 * the server's clock. Countdowns and alerts count in `now`.
 */
export function useLiveOverlays({
  initial,
  serverNow,
  on,
  streamId,
  uniqueId,
  connection,
  videoClock,
}: {
  initial: OverlayView[];
  serverNow: string;
  on: LiveOn;
  streamId: string;
  uniqueId: string | null;
  connection: WatchConnection;
  /** The program date of the frame on screen, null when unknown. */
  videoClock?: () => number | null;
}): { overlays: ShownOverlay[]; now: number } {
  const renderedAt = Date.parse(serverNow) || 0;
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [offset] = useState(() => (typeof window === "undefined" ? 0 : clockOffsetMs(serverNow, dataArrivedAt(hydrating))));
  const serverClock = useCallback(() => Date.now() + offset, [offset]);
  const clock = useCallback(() => presentationTime(videoClock?.() ?? null, serverClock()), [serverClock, videoClock]);
  // The first render reads the server's time, so the hydrated page matches its HTML.
  const [now, setNow] = useState(renderedAt);
  const [overlays, setOverlays] = useState<ShownOverlay[]>(() =>
    initial.flatMap((view) => {
      const overlay = parseOverlay(view);
      return overlay && isOverlayShowing(overlay, renderedAt) ? [{ overlay, key: keyOf(overlay), arrivedLive: false, leavingSince: null }] : [];
    }),
  );

  const pending = useRef<PendingChange[]>([]);
  const [waiting, setWaiting] = useState(0);
  const applyDue = useCallback(() => {
    const { due, waiting: held } = dueChanges(pending.current, { videoClock: videoClock?.() ?? null, serverNow: serverClock() });
    pending.current = held;
    setWaiting(held.length);
    if (due.length === 0) return;
    const at = clock();
    setOverlays((list) => due.reduce((next, change) => upsert(next, change.view, at), list));
    setNow(at);
  }, [videoClock, serverClock, clock]);
  useEffect(
    () =>
      on("overlay", (view) => {
        pending.current = [...pending.current, { view, arrivedAt: serverClock() }];
        applyDue();
      }),
    [on, serverClock, applyDue],
  );
  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(applyDue, SCHEDULE_TICK_MS);
    return () => clearInterval(timer);
  }, [waiting, applyDue]);

  // Tick when something on screen changes: a countdown's second, an alert's end.
  const showing = overlays.filter((entry) => entry.leavingSince === null);
  const wait = nextChangeIn(
    showing.map((entry) => entry.overlay),
    now,
  );
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => setNow(clock()), wait);
    return () => clearTimeout(timer);
  }, [wait, now, clock]);
  useEffect(() => setNow(clock()), [clock]);
  useEffect(() => {
    setOverlays((list) => fadeOut(list, (entry) => !isOverlayShowing(entry.overlay, now)));
  }, [now]);

  const leaving = overlays.some((entry) => entry.leavingSince !== null);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(
      () => setOverlays((list) => list.filter((entry) => entry.leavingSince === null || Date.now() - entry.leavingSince < FADE_OUT_MS)),
      FADE_OUT_MS,
    );
    return () => clearTimeout(timer);
  }, [leaving, overlays]);

  // Fallback only: with push working every change arrives as an event. Back on push after polling,
  // one more look covers what changed in between.
  const previous = useRef(connection);
  useEffect(() => {
    const cameBack = connection === "open" && previous.current === "closed";
    previous.current = connection;
    if (connection !== "closed" && !cameBack) return;
    const url = `/api/streams/${encodeURIComponent(streamId)}/overlays${uniqueId ? `?token=${encodeURIComponent(uniqueId)}` : ""}`;
    const load = async () => {
      try {
        const response = await fetch(url, { headers: { Accept: "application/json" }, credentials: "same-origin" });
        if (!response.ok) return;
        const list: unknown = await response.json();
        if (!Array.isArray(list)) return;
        const views = list.filter(isOverlayView);
        const at = clock();
        setOverlays((shown) => {
          const ids = new Set(views.map((view) => view.id));
          return views.reduce(
            (next, view) => upsert(next, view, at),
            fadeOut(shown, (entry) => !ids.has(entry.overlay.id)),
          );
        });
      } catch {
        // Offline for a moment: the next look tries again.
      }
    };
    void load();
    if (cameBack) return;
    const timer = setInterval(() => void load(), OVERLAY_POLL_MS);
    return () => clearInterval(timer);
  }, [connection, streamId, uniqueId, clock]);

  return { overlays, now };
}
