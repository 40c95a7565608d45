// The pushed live events, shared by the server (which publishes them) and the browser (which
// follows them): their names and what each carries. No Node imports: viewer pages read it.
import type { ChatMessageStatus, LandingPageType, OverlayType } from "../../db/schema/product";
import type { HandoutsData } from "./handouts";
import type { ChatSettings, ViewerModerationState } from "./moderation";
import type { OfferPurchaseData, OffersData, SaleData } from "./offers";
import type { HostQuestionView, QuestionView } from "./questions";
import type { PollView } from "./polls";
import type { StreamHealth } from "./stream-health";

/**
 * Spec section 3 "Chat message", as the chat calls return it and `chat_message` /
 * `message_updated` carry it. The viewer's e-mail is only in the host's list: pushed events go to
 * every viewer, and viewers' lists never carry anyone's e-mail.
 */
export interface ChatMessage {
  id: number;
  message: string;
  status: ChatMessageStatus;
  stickyOrder: number | null;
  /** When it was sent, ISO-8601 UTC. */
  timestamp: string;
  isStreamer: boolean;
  viewer: { id: number; firstName: string; email?: string } | null;
  /** On the host's side (isStreamer): who wrote it and in what role, for the badge. */
  staff?: ChatStaff;
}

/** Who wrote a message on the host's side: the host or a member of their team. */
export type StaffBadgeRole = "host" | "co-host" | "moderator";
export interface ChatStaff {
  name: string;
  role: StaffBadgeRole;
}
export const STAFF_BADGES: Record<StaffBadgeRole, string> = { host: "Host", "co-host": "Co-host", moderator: "Moderator" };
/** The badge beside a message of the host's side (older messages: the host's). */
export const staffBadgeOf = (message: Pick<ChatMessage, "staff">) => STAFF_BADGES[message.staff?.role ?? "host"];

/** An overlay as the calls return it and the `overlay` live event carries it: config as a JSON string (spec). */
export interface OverlayView {
  id: number;
  type: OverlayType;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  config: string;
  /**
   * When the host started it (ISO; the change that made it show), null while stopped. Viewers of
   * self-hosted video show it when the video reaches this moment. Absent from older senders.
   */
  startedAt?: string | null;
}

/** The stream's landing page as the calls return it and `landing_page` carries it (the full settings). */
export interface LandingPageSettings {
  isVisible: boolean;
  activePage: LandingPageType;
  customTitle: string | null;
  customDescription: string | null;
  customHostName: string | null;
  customHostBio: string | null;
  customOfferTitle: string | null;
  customOfferPrice: string | null;
  customUrl: string | null;
  customOfferFeatures: string[];
  updatedAt: string | null;
}

/** `stream_status` data: what a watch page needs to switch between offline and the player. */
export interface StreamStatusData {
  streamId: string;
  isLive: boolean;
  status: string;
  playbackUrl: string | null;
  /** Present once the host ended the stream's event (End event): the page says it is over. */
  eventEnded?: true;
}

export interface ViewerCountData {
  streamId: string;
  count: number;
}

/** Each live event's data (the JSON of its SSE `data:` line), by name: the spec's socket event names plus our own. */
export interface LiveEventData {
  chat_message: ChatMessage;
  message_updated: ChatMessage;
  chat_moderation: { messageId: number; action: "sticky" | "unsticky" | "remove" };
  chat_deletion: { messageId: number };
  viewer_kick: { viewerId: number };
  viewer_shadowban: { viewerId: number };
  /** Addressed to one viewer: they gave up their seat, so their link no longer opens the room. */
  registration_cancelled: { viewerId: number };
  /** The host opened or closed the chat for viewers. */
  chat_state: { open: boolean };
  /** The host let viewers in from the waiting room (open) or sent them back (not open). */
  room_state: { open: boolean };
  /** The chat's settings after the host changed them (slow mode, open). */
  chat_settings: ChatSettings;
  /** Addressed to one viewer (the host sees it too): their moderation state after a timeout, its end, or an undo. */
  viewer_state: ViewerModerationState;
  overlay: OverlayView;
  landing_page: LandingPageSettings;
  stream_status: StreamStatusData;
  viewer_count: ViewerCountData;
  heart: { count: number };
  /** Host only (published with `hostOnly`): the ingest figures of the stream while it broadcasts. */
  stream_health: StreamHealth;
  /** The event's revealed offers, all of them (also the snapshot sent on connect). */
  offers: OffersData;
  /** Social proof of an offer that has it switched on: first name and city only. */
  offer_purchase: OfferPurchaseData;
  /** Host only (`hostOnly`): a completed purchase, for the host's chat panel. */
  sale: SaleData;
  /** The event's handouts, all of them, after the host adds or removes one. */
  handouts: HandoutsData;
  /**
   * One question's new state as viewers see it (asked, upvoted, answered, highlighted, dismissed):
   * to everyone, or to its asker alone (a shadowbanned asker's, and the asker's own copy marked `mine`).
   */
  question: QuestionView;
  /** Host only (`hostOnly`): one question's new state with who asked it, for the Q&A tab. */
  host_question: HostQuestionView;
  /** A launched poll as viewers see it (no tallies while they are hidden from them; never anyone's vote): on launch, close, and new votes when results are live. */
  poll: PollView;
  /** Host only (`hostOnly`): a poll with its full tallies, on launch, close and new votes (at most every few hundred ms). */
  poll_results: PollView;
  /** Host side only (`hostOnly`): a member left the host's team; their live connections end. */
  team_member_removed: { userId: number };
}

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
