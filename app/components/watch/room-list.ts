import { useEffect, useRef } from "react";
import type { LiveOn } from "~/components/live/use-live-events";

/** The page's live connection to the stream's room, as the lists it keeps current need it. */
export interface RoomLink {
  streamId: string;
  uniqueId: string | null;
  on: LiveOn;
  connected: boolean;
  /** Which live connection this is: each new one (not EventSource's own reconnect, which replays) reads the list again. */
  session: number;
}

/** The stream's list of chat messages or questions as this viewer may see them now; null when refused. */
export async function fetchRoomList(streamId: string, part: "chat" | "questions", uniqueId: string): Promise<unknown[] | null> {
  const response = await fetch(`/api/streams/${encodeURIComponent(streamId)}/${part}?token=${encodeURIComponent(uniqueId)}`, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  const list = response.ok ? ((await response.json()) as unknown) : null;
  return Array.isArray(list) ? list : null;
}

/**
 * Reads the room's list once more for each new live connection. `begin` runs as a read starts and
 * says what takes the list read and what, if anything, runs once the read is over.
 */
export function useListOnConnect(
  { streamId, uniqueId, connected, session }: RoomLink,
  part: "chat" | "questions",
  begin: () => { listed: (list: unknown[]) => void; over?: () => void },
) {
  const latest = useRef(begin);
  latest.current = begin;
  const synced = useRef(0);
  useEffect(() => {
    if (!connected || !uniqueId || synced.current === session) return;
    synced.current = session;
    const read = latest.current();
    fetchRoomList(streamId, part, uniqueId)
      .then((list) => {
        if (list) read.listed(list);
      })
      // The server-rendered list stays; live events keep coming.
      .catch(() => undefined)
      .finally(read.over);
  }, [connected, session, streamId, uniqueId, part]);
}
