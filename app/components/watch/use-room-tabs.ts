import { useCallback, useEffect, useRef, useState } from "react";
import type { LiveOn } from "~/components/live/use-live-events";

export type RoomTabId = "chat" | "questions" | "poll" | "handouts" | "offers";

/** A part of the room the event has, and what arrived in it: a count (chat, questions) or a mark (the rest). */
export interface RoomTabSource {
  id: RoomTabId;
  label: string;
  /** The part's id on the page: the tab's anchor without JavaScript. */
  anchor: string;
  /** Keys of what it holds now (ids); a key not seen before is news. */
  keys: readonly (string | number)[];
  unread: "count" | "dot";
}

export interface RoomTab {
  id: RoomTabId;
  label: string;
  anchor: string;
  /** What arrived since the viewer last had the tab open: a number to show, `true` for a dot, 0 for nothing. */
  unread: number | true | 0;
}

/** Keys seen by the tab's last visit; everything present when the page opened counts as seen. */
function useSeen(sources: RoomTabSource[], active: RoomTabId) {
  const seen = useRef(new Map<RoomTabId, Set<string | number>>());
  for (const source of sources) if (!seen.current.has(source.id)) seen.current.set(source.id, new Set(source.keys));
  const open = sources.find((source) => source.id === active);
  if (open) for (const key of open.keys) seen.current.get(open.id)?.add(key);
  return seen.current;
}

/** Chat messages from others that arrive over the live connection (the viewer's own are not news). */
export function useChatArrivals(on: LiveOn, viewerId: number | null) {
  const [arrived, setArrived] = useState<number[]>([]);
  useEffect(
    () =>
      on("chat_message", (message) => {
        if (message.viewer?.id === viewerId && !message.isStreamer) return;
        setArrived((ids) => (ids.includes(message.id) ? ids : [...ids.slice(-199), message.id]));
      }),
    [on, viewerId],
  );
  return arrived;
}

/**
 * The phone's room tabs: which one is open, and for each what arrived while it was closed. The
 * anchor in the address (a link to #questions, the redirect after posting without JavaScript)
 * opens its tab; an open tab the room no longer has falls back to the chat.
 */
export function useRoomTabs(sources: RoomTabSource[]) {
  const [chosen, setChosen] = useState<RoomTabId>("chat");
  const active = sources.some((source) => source.id === chosen) ? chosen : "chat";
  const seen = useSeen(sources, active);
  const anchors = sources.map((source) => source.anchor).join(" ");
  useEffect(() => {
    const fromAddress = () => {
      const anchor = window.location.hash.slice(1);
      const source = sources.find((candidate) => candidate.anchor === anchor);
      if (source) setChosen(source.id);
    };
    fromAddress();
    window.addEventListener("hashchange", fromAddress);
    return () => window.removeEventListener("hashchange", fromAddress);
    // The anchors name the sources; their keys change on every arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [anchors]);
  const tabs: RoomTab[] = sources.map((source) => {
    const known = seen.get(source.id);
    const fresh = source.keys.filter((key) => !known?.has(key)).length;
    return { id: source.id, label: source.label, anchor: source.anchor, unread: fresh === 0 ? 0 : source.unread === "count" ? fresh : true };
  });
  const open = useCallback((id: RoomTabId) => setChosen(id), []);
  return { tabs, active, open };
}
