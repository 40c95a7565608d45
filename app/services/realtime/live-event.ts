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
