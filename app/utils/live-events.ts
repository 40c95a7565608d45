/** The names of pushed live events: the spec's socket event names plus our own. */
export const LIVE_EVENT_TYPES = [
  "chat_message",
  "message_updated",
  "chat_moderation",
  "chat_deletion",
  "viewer_kick",
  "viewer_shadowban",
  "overlay",
  "landing_page",
  "stream_status",
  "viewer_count",
  "heart",
] as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** `stream_status` data: what a watch page needs to switch between offline and the player. */
export interface StreamStatusData {
  streamId: string;
  isLive: boolean;
  status: string;
  playbackUrl: string | null;
}

export interface ViewerCountData {
  streamId: string;
  count: number;
}

export interface StoredLiveEvent {
  id: number;
  /** streams.id (internal key). */
  streamId: number;
  type: LiveEventType;
  /** JSON text, serialised once. */
  payload: string;
  viewerId: number | null;
  createdAt: string;
}

export type LiveEventListener = (event: StoredLiveEvent) => void;

/**
 * Carries stored live events to the subscribers of their stream: in-process (one Node process
 * serves every connection) or over PostgreSQL LISTEN/NOTIFY (several processes share the stream).
 */
export interface LiveEventTransport {
  deliver(event: StoredLiveEvent): void;
  subscribe(streamRowId: number, listener: LiveEventListener): () => void;
  /** Resolves when events from other processes can arrive (absent: at once). */
  ready?(): Promise<void>;
}

/** Who reads a stream's events and chat: the host every one; a viewer the broadcast ones and those addressed to them; anyone else the broadcast ones. */
export type LiveReader = { kind: "host" } | { kind: "viewer"; viewerId: number } | { kind: "anonymous" };

export function mayReceive(reader: LiveReader, event: { viewerId: number | null }) {
  if (event.viewerId === null || reader.kind === "host") return true;
  return reader.kind === "viewer" && reader.viewerId === event.viewerId;
}
