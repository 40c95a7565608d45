// The pushed live events, shared by the server (which publishes them) and the browser (which
// follows them): their names and what each carries. No Node imports: viewer pages read it.
import type { z } from "zod";
import type { LiveEventPayloads } from "./live-event-shapes";
// The chat's, the overlays' and the landing page's shapes are zod shapes (chat-shapes.ts,
// overlay-shapes.ts): only their types come here, erased from the bundle.
import type { ChatMessage, ChatSettings, ChatStaff, ChatState, StaffBadgeRole } from "./chat-shapes";
import type { LandingPageSettings, OverlayView } from "./overlay-shapes";

export type { ChatMessage, ChatSettings, ChatStaff, ChatState, LandingPageSettings, OverlayView, StaffBadgeRole };

export const STAFF_BADGES: Record<StaffBadgeRole, string> = { host: "Host", "co-host": "Co-host", moderator: "Moderator" };
/** The badge beside a message of the host's side (older messages: the host's). */
export const staffBadgeOf = (message: Pick<ChatMessage, "staff">) => STAFF_BADGES[message.staff?.role ?? "host"];

/**
 * Each live event's data (the JSON of its SSE `data:` line), by name: the spec's socket event names
 * plus our own. The shapes are zod schemas (live-event-shapes.ts: what the AsyncAPI document
 * describes); only their types come here.
 */
export type LiveEventData = { [Type in keyof LiveEventPayloads]: z.infer<LiveEventPayloads[Type]> };
export type StreamStatusData = LiveEventData["stream_status"];
export type ViewerCountData = LiveEventData["viewer_count"];

export type LiveEventType = keyof LiveEventData;

/** The refusal of a post from a viewer still in the waiting room (the page shows no chat there). */
export const CHAT_WAITING_TEXT = "You're in the waiting room: the chat opens when the host lets you in.";

/** What a viewer reads under a closed chat, and the refusal of a post that arrives anyway. */
export const CHAT_CLOSED_TEXT = "The host has closed the chat for now. You can still read it.";

/** What a viewer reads under their own message held by the host's chat filter (only they and the host see it). */
export const HELD_MARK = "Waiting for review: only you and the host see it.";

/** What a viewer reads under their own message the host rejected. */
export const REJECTED_MARK = "Not published: the host did not approve it.";

/** The names, spelled out against the map: a name on one side only does not compile. */
export const LIVE_EVENT_TYPES = Object.keys({
  chat_message: true,
  message_updated: true,
  chat_moderation: true,
  chat_deletion: true,
  viewer_kick: true,
  viewer_shadowban: true,
  registration_cancelled: true,
  chat_state: true,
  room_state: true,
  chat_settings: true,
  viewer_state: true,
  overlay: true,
  landing_page: true,
  stream_status: true,
  viewer_count: true,
  heart: true,
  stream_health: true,
  offers: true,
  offer_purchase: true,
  sale: true,
  handouts: true,
  question: true,
  host_question: true,
  poll: true,
  poll_results: true,
  team_member_removed: true,
} satisfies Record<LiveEventType, true>) as LiveEventType[];

export interface StoredLiveEvent {
  id: number;
  /** streams.id (internal key). */
  streamId: number;
  type: LiveEventType;
  /** JSON text, serialised once. */
  payload: string;
  viewerId: number | null;
  createdAt: string;
  /** For the stream's host only (stream_health): never sent to viewers, also not on replay. */
  hostOnly: boolean;
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

/**
 * Who reads a stream's events and chat: the host every one; a viewer the broadcast ones and those
 * addressed to them; anyone else the broadcast ones. Host-only events reach the host alone.
 */
export type LiveReader =
  { kind: "host"; staff?: { userId: number; role: StaffBadgeRole } } | { kind: "viewer"; viewerId: number } | { kind: "anonymous" };

/** Revenue is the host's alone: their team runs the room without seeing sales. */
const HOST_ALONE: ReadonlySet<string> = new Set<LiveEventType>(["sale"]);

/** A member of the host's team (not the host). */
export const isTeamMember = (reader: LiveReader) => reader.kind === "host" && reader.staff !== undefined && reader.staff.role !== "host";

/** An event after which this viewer's live connection ends (reconnecting is refused): their removal, or their seat given up. */
export function endsViewerConnection(event: Pick<StoredLiveEvent, "type" | "viewerId">, viewerId: number) {
  return (event.type === "viewer_kick" || event.type === "registration_cancelled") && event.viewerId === viewerId;
}

/** A `team_member_removed` event about this account. */
export function isRemovalOf(event: Pick<StoredLiveEvent, "type" | "payload">, userId: number | undefined) {
  if (event.type !== "team_member_removed" || userId === undefined) return false;
  try {
    return (JSON.parse(event.payload) as { userId?: unknown }).userId === userId;
  } catch {
    return false;
  }
}

export function mayReceive(reader: LiveReader, event: { viewerId: number | null; hostOnly?: boolean; type?: string }) {
  if (reader.kind === "host") return !(event.type && HOST_ALONE.has(event.type) && isTeamMember(reader));
  if (event.hostOnly) return false;
  if (event.viewerId === null) return true;
  return reader.kind === "viewer" && reader.viewerId === event.viewerId;
}
