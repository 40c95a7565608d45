import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { PurchaseAttribution } from "./replays";

/**
 * Product tables (migrations/0002_product.ts). Timestamps are ISO-8601 text in UTC set by the
 * app; booleans are 0/1 integers; JSON configs are text; money is integer cents.
 * `Generated<...>` marks auto ids and columns with a database default (optional on insert).
 */

/** 0 or 1: booleans are stored as integers on both databases. */
export type Flag = number;

export type EventStatus = "draft" | "scheduled" | "live" | "completed";
export type EventCategory = "webinar" | "meeting" | "presentation" | "workshop" | "product-demo";
export type RecordingLocation = "cloud" | "local";
export type ReminderType = "email" | "sms";
export type ReminderTiming = "7d" | "1d" | "1h" | "15m" | "3m" | "-5m" | "-10m" | "-15m";
export type CustomerType = "new" | "returning" | "premium" | "vip";
/** "held": waiting for the host's review (its author and the host see it); "rejected": the host refused it (its author alone sees it, marked). */
export type ChatMessageStatus = "active" | "sticky" | "removed" | "held" | "rejected";
/** A viewer's question: "highlighted" is shown on stream (one at a time); "dismissed" is gone for viewers. */
export type QuestionStatus = "open" | "answered" | "highlighted" | "dismissed";
export type OverlayType = "progressbar" | "alert" | "countdown" | "gif-sound";
export type LandingPageType = "offer" | "about" | "host" | "testimonials" | "resources" | "url";
/** "outside": reported by an offer's signed sale postback or tracking pixel (another processor). */
export type PurchaseSource = "stripe" | "paypal" | "activecampaign" | "manual" | "outside";

/** "refunded" once any part is refunded (`refundedCents` says how much; revenue counts the rest). */
export type PurchaseStatus = "completed" | "refunded";
/** Why a purchase was refunded by the app itself (migrations/0030_sold_out_refunds.ts). */
export type RefundReason = "sold_out";

export interface EventsTable {
  id: Generated<number>;
  hostId: number;
  title: string;
  description: string | null;
  category: Generated<EventCategory>;
  /** UTC ISO-8601. */
  scheduledAt: string;
  durationMinutes: Generated<number>;
  /** IANA zone name, e.g. America/New_York (the default). */
  timezone: Generated<string>;
  status: Generated<EventStatus>;
  coverImageUrl: string | null;
  hostName: string | null;
  hostBio: string | null;
  /** null means unlimited. */
  maxAttendees: number | null;
  registrationRequired: Generated<Flag>;
  isPublic: Generated<Flag>;
  requireAuthentication: Generated<Flag>;
  passcode: string | null;
  enableQa: Generated<Flag>;
  enableChat: Generated<Flag>;
  enablePolls: Generated<Flag>;
  enableRecording: Generated<Flag>;
  recordingLocation: Generated<RecordingLocation>;
  enableWaitingRoom: Generated<Flag>;
  muteMembersOnEntry: Generated<Flag>;
  /** Viewers may ask questions anonymously (the host still sees who asked). */
  qaAnonymous: Generated<Flag>;
  wentLiveAt: string | null;
  endedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReminderConfigsTable {
  id: Generated<number>;
  eventId: number;
  type: ReminderType;
  timing: ReminderTiming;
  message: string;
  /** Only e-mail reminders have a subject. */
  subject: string | null;
  enabled: Generated<Flag>;
  /** UTC ISO-8601 moment the reminder goes out. */
  scheduleTime: string | null;
  createdAt: string;
  updatedAt: string;
  /** The scheduleTime its messages were queued or skipped for; another value means due again. */
  dispatchedFor: string | null;
  dispatchOutcome: "queued" | "skipped" | null;
}

export interface RegistrationsTable {
  id: Generated<number>;
  eventId: number;
  firstName: string;
  lastName: string;
  email: string;
  emailNormalized: string;
  company: string | null;
  jobTitle: string | null;
  phone: string | null;
  questions: string | null;
  timezone: string;
  /** Unguessable token of the registrant's personal link. */
  accessToken: string;
  customerType: Generated<CustomerType>;
  lifetimeValueCents: Generated<number>;
  smsConsent: Generated<Flag>;
  unsubscribedAt: string | null;
  registeredAt: string;
  /** When the registrant opened a link that came by e-mail. */
  emailConfirmedAt: string | null;
}

export interface InvitationsTable {
  id: Generated<number>;
  eventId: number;
  email: string;
  title: string | null;
  /** Unguessable token carried by the invitation link. */
  token: string;
  sentAt: string | null;
  acceptedAt: string | null;
  createdAt: string;
}

/** Public early-access request from /request-invite (no host); one row per normalised e-mail. */
export interface InviteRequestsTable {
  id: Generated<number>;
  firstName: string;
  lastName: string | null;
  email: string;
  emailNormalized: string;
  company: string | null;
  role: string | null;
  phone: string | null;
  eventInterest: string | null;
  message: string | null;
  consentSms: Generated<Flag>;
  newsletter: Generated<Flag>;
  /** How many times this e-mail has asked (a repeated request updates the row). */
  requestCount: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface StreamsTable {
  id: Generated<number>;
  /** Unguessable public id used in URLs. */
  streamId: string;
  hostId: number;
  eventId: number | null;
  title: string;
  /** Video provider name, e.g. "mux", or "manual" when none is configured (the default). */
  provider: Generated<string>;
  providerStreamId: string | null;
  streamKey: string | null;
  ingestUrl: string | null;
  playbackId: string | null;
  isLive: Generated<Flag>;
  /** A test stream is live: seen by the host and their team only (isLive stays 0, so viewers never take it for the event). */
  testLive: Generated<Flag>;
  /** When the test pattern the host asked for stops (ISO); null when none is asked for. Any process sets it, the ingest process follows it. */
  testStreamEndsAt: string | null;
  /** Provider-reported status; "idle" by default. */
  status: Generated<string>;
  /** Timestamp of the newest provider webhook applied (out-of-order webhooks are ignored). */
  lastProviderEventAt: string | null;
  /** Viewers may post in the chat (the host closes and opens it; the host may always post). */
  chatOpen: Generated<Flag>;
  /** The host let viewers out of the waiting room (an event with one; going live lets them in too). */
  roomOpen: Generated<Flag>;
  /** Slow mode: the seconds a viewer waits between two messages; 0 for off (the host and moderators never wait). */
  slowModeSeconds: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface ViewersTable {
  id: Generated<number>;
  /** streams.id (the integer key, not the public stream id). */
  streamId: number;
  registrationId: number | null;
  email: string;
  emailNormalized: string;
  firstName: string;
  phone: string | null;
  /** Unguessable token of the viewer's personal link /watch/{streamId}/{uniqueId}. */
  uniqueId: string;
  isKicked: Generated<Flag>;
  isShadowbanned: Generated<Flag>;
  /** Proof of the event's passcode this viewer entered (see services/room-gates.server.ts); null before. */
  passcodeProof: string | null;
  /** When the viewer opened a link that came by e-mail (events that require authentication admit only them). */
  emailConfirmedAt: string | null;
  /** The viewer may not post (chat, questions) before this moment; null when never timed out. */
  timedOutUntil: string | null;
  /** Their last message while slow mode was on: the next waits the stream's slowModeSeconds from it. */
  lastChatAt: string | null;
  createdAt: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  streamId: number;
  /** null for the host. */
  viewerId: number | null;
  isStreamer: Generated<Flag>;
  message: string;
  status: Generated<ChatMessageStatus>;
  stickyOrder: number | null;
  createdAt: string;
  updatedAt: string;
  /** The host's or a team member's account for a message of the streamer's side (migrations/0025_team.ts). */
  authorUserId: number | null;
  /** Their role then, shown as a badge: host, co-host or moderator; null for viewers and older messages. */
  authorRole: string | null;
  /** Their first name then. */
  authorName: string | null;
  /** Written in this on-demand session (migrations/0027_on_demand.ts): only its viewers and the host see it; null for the live chat. */
  onDemandSessionId: number | null;
}

/** A viewer's question in the live Q&A (migrations/0019_questions.ts). */
export interface QuestionsTable {
  id: Generated<number>;
  hostId: number;
  /** streams.id (the integer key). */
  streamId: number;
  viewerId: number;
  text: string;
  /** Other viewers do not see who asked (the host does). */
  anonymous: Generated<Flag>;
  status: Generated<QuestionStatus>;
  /** Kept with each vote in the vote's transaction. */
  voteCount: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/** One viewer's upvote of a question: unique (question_id, viewer_id). */
export interface QuestionVotesTable {
  id: Generated<number>;
  questionId: number;
  viewerId: number;
  createdAt: string;
}

export interface OverlaysTable {
  id: Generated<number>;
  streamId: number;
  type: OverlayType;
  isActive: Generated<Flag>;
  /** JSON string. */
  config: string;
  createdAt: string;
  updatedAt: string;
}

export interface GifSoundPresetsTable {
  id: Generated<number>;
  streamId: number;
  /** JSON string with name, message, gifUrl, soundUrl. */
  config: string;
  createdAt: string;
}

export interface LandingPageSettingsTable {
  id: Generated<number>;
  /** One row per stream. */
  streamId: number;
  isVisible: Generated<Flag>;
  activePage: Generated<LandingPageType>;
  customTitle: string | null;
  customDescription: string | null;
  customHostName: string | null;
  customHostBio: string | null;
  customOfferTitle: string | null;
  customOfferPrice: string | null;
  customUrl: string | null;
  /** JSON array of strings; "[]" by default. */
  customOfferFeatures: Generated<string>;
  updatedAt: string;
}

export interface PurchasesTable {
  id: Generated<number>;
  hostId: number;
  eventId: number | null;
  streamId: number | null;
  viewerId: number | null;
  registrationId: number | null;
  emailNormalized: string;
  productName: string;
  amountCents: number;
  currency: Generated<string>;
  source: PurchaseSource;
  /** The source's own id; unique per (host, source) when set. */
  externalId: string | null;
  purchasedAt: string;
  /** The offer it paid for (0016_selling); no foreign key, cleared when the offer is deleted. */
  offerId: number | null;
  status: Generated<PurchaseStatus>;
  refundedCents: Generated<number>;
  refundedAt: string | null;
  /** What the buyer gave the checkout, for the optional social-proof alert. */
  buyerFirstName: string | null;
  buyerCity: string | null;
  /** Where it was bought (migrations/0026_replays.ts): "live" unless the checkout began on a replay or an on-demand session. */
  attribution: Generated<PurchaseAttribution>;
  /** Set when the app refunded the payment itself: it came for a unit sold out meanwhile. */
  refundReason: RefundReason | null;
  /** The Stripe refund that returned it; null while the refund is still being asked for. */
  stripeRefundId: string | null;
}

export interface ViewerAttendanceTable {
  id: Generated<number>;
  viewerId: number;
  streamId: number;
  joinedAt: string;
  leftAt: string | null;
  /** Refreshed by the open page's heartbeat; a stale value means the page is gone. */
  lastSeenAt: string | null;
}

/** Log of pushed live events, kept for Last-Event-ID replay; `id` is the SSE event id. */
export interface LiveEventsTable {
  id: Generated<number>;
  streamId: number;
  type: string;
  /** JSON string. */
  payload: string;
  /** Set when the event is addressed to a single viewer. */
  viewerId: number | null;
  createdAt: string;
  /** 1: for the stream's host only (stream_health), never for viewers (0014_self_hosted_video). */
  hostOnly: Generated<number>;
}

/** One heart sent from a watch page (migrations/0005_hearts.ts). */
export interface StreamHeartsTable {
  id: Generated<number>;
  /** streams.id (the integer key). */
  streamId: number;
  /** null for an anonymous watcher of an open event (or a deleted viewer). */
  viewerId: number | null;
  createdAt: string;
}

/** A named set of overlays saved from a stream (migrations/0006_overlay_presets.ts). */
export interface OverlayPresetsTable {
  id: Generated<number>;
  /** streams.id (the integer key). */
  streamId: number;
  name: string;
  /** JSON array of `{ type, config }`, config an object. */
  items: string;
  createdAt: string;
}

/** Provider webhook events already processed; `id` is the provider's event id. */
export interface ProviderWebhookEventsTable {
  id: string;
  receivedAt: string;
}

/** host_*: notices to the host (Settings → Notifications), each a digest of a short period. */
export type OutboxKind =
  | "invitation"
  | "registration_confirmation"
  | "reminder"
  | "follow_up"
  | "password_reset"
  | "sign_in_unlock"
  | "personal_link"
  | "viewer_link"
  | "host_registrations"
  | "host_delivery_failures"
  | "host_recording_stopped"
  | "host_webhook_disabled"
  | "team_invitation";
export type OutboxChannel = "email" | "sms";
/** skipped: not sent on purpose (its moment passed, or the address unsubscribed or bounced). */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "cancelled" | "skipped";

/** Messages waiting for delivery (migrations/0003_events_delivery.ts). */
export interface OutboxMessagesTable {
  id: Generated<number>;
  hostId: number;
  kind: OutboxKind;
  channel: Generated<OutboxChannel>;
  /** E-mail address, or phone number for SMS. */
  toAddress: string;
  subject: string | null;
  bodyText: string;
  /** JSON object; "{}" by default. */
  payload: Generated<string>;
  eventId: number | null;
  registrationId: number | null;
  invitationId: number | null;
  reminderConfigId: number | null;
  /** Unique when set: a message that must go out at most once. */
  dedupeKey: string | null;
  status: Generated<OutboxStatus>;
  /** UTC ISO-8601: not sent before this moment. */
  sendAfter: string;
  sentAt: string | null;
  attempts: Generated<number>;
  lastError: string | null;
  createdAt: string;
  /** When a worker took it; a "sending" row claimed long ago is given back (its worker died). */
  claimedAt: string | null;
  /** Not sent after this moment (a reminder whose time has passed): marked skipped instead. */
  expiresAt: string | null;
  /** The SMTP Message-ID or the SMS provider's id of what was sent. */
  providerMessageId: string | null;
}

export type SuppressionReason = "unsubscribed" | "bounced";

/** Addresses never mailed again: by one host (an unsubscribe) or by anyone (host null: a bounce). */
export interface EmailSuppressionsTable {
  id: Generated<number>;
  hostId: number | null;
  emailNormalized: string;
  reason: SuppressionReason;
  detail: string | null;
  createdAt: string;
}

/** One row per counted request of a sliding-window rate limit. */
export interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  key: string;
  createdAt: string;
}

/** A token bucket shared by every app process (PostgreSQL): its tokens as of `updatedAt`, in epoch seconds of the database's clock. */
export interface RateLimitBucketsTable {
  bucket: string;
  key: string;
  tokens: number;
  updatedAt: number;
}

export interface ProductTables {
  events: EventsTable;
  reminderConfigs: ReminderConfigsTable;
  registrations: RegistrationsTable;
  invitations: InvitationsTable;
  inviteRequests: InviteRequestsTable;
  streams: StreamsTable;
  viewers: ViewersTable;
  chatMessages: ChatMessagesTable;
  overlays: OverlaysTable;
  gifSoundPresets: GifSoundPresetsTable;
  landingPageSettings: LandingPageSettingsTable;
  purchases: PurchasesTable;
  viewerAttendance: ViewerAttendanceTable;
  liveEvents: LiveEventsTable;
  providerWebhookEvents: ProviderWebhookEventsTable;
  outboxMessages: OutboxMessagesTable;
  emailSuppressions: EmailSuppressionsTable;
  rateLimitHits: RateLimitHitsTable;
  rateLimitBuckets: RateLimitBucketsTable;
  streamHearts: StreamHeartsTable;
  overlayPresets: OverlayPresetsTable;
  questions: QuestionsTable;
  questionVotes: QuestionVotesTable;
}

export type EventRow = Selectable<EventsTable>;
export type NewEventRow = Insertable<EventsTable>;
export type EventUpdate = Updateable<EventsTable>;

export type ReminderConfigRow = Selectable<ReminderConfigsTable>;
export type NewReminderConfigRow = Insertable<ReminderConfigsTable>;
export type ReminderConfigUpdate = Updateable<ReminderConfigsTable>;

export type RegistrationRow = Selectable<RegistrationsTable>;
export type NewRegistrationRow = Insertable<RegistrationsTable>;
export type RegistrationUpdate = Updateable<RegistrationsTable>;

export type InvitationRow = Selectable<InvitationsTable>;
export type NewInvitationRow = Insertable<InvitationsTable>;
export type InvitationUpdate = Updateable<InvitationsTable>;

export type InviteRequestRow = Selectable<InviteRequestsTable>;
export type NewInviteRequestRow = Insertable<InviteRequestsTable>;

export type StreamRow = Selectable<StreamsTable>;
export type NewStreamRow = Insertable<StreamsTable>;
export type StreamUpdate = Updateable<StreamsTable>;

export type ViewerRow = Selectable<ViewersTable>;
export type NewViewerRow = Insertable<ViewersTable>;
export type ViewerUpdate = Updateable<ViewersTable>;

export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type NewChatMessageRow = Insertable<ChatMessagesTable>;
export type ChatMessageUpdate = Updateable<ChatMessagesTable>;

export type OverlayRow = Selectable<OverlaysTable>;
export type NewOverlayRow = Insertable<OverlaysTable>;
export type OverlayUpdate = Updateable<OverlaysTable>;

export type GifSoundPresetRow = Selectable<GifSoundPresetsTable>;
export type NewGifSoundPresetRow = Insertable<GifSoundPresetsTable>;

export type LandingPageSettingsRow = Selectable<LandingPageSettingsTable>;
export type NewLandingPageSettingsRow = Insertable<LandingPageSettingsTable>;
export type LandingPageSettingsUpdate = Updateable<LandingPageSettingsTable>;

export type PurchaseRow = Selectable<PurchasesTable>;
export type NewPurchaseRow = Insertable<PurchasesTable>;

export type ViewerAttendanceRow = Selectable<ViewerAttendanceTable>;
export type NewViewerAttendanceRow = Insertable<ViewerAttendanceTable>;
export type ViewerAttendanceUpdate = Updateable<ViewerAttendanceTable>;

export type LiveEventRow = Selectable<LiveEventsTable>;
export type NewLiveEventRow = Insertable<LiveEventsTable>;

export type ProviderWebhookEventRow = Selectable<ProviderWebhookEventsTable>;

export type OutboxMessageRow = Selectable<OutboxMessagesTable>;
export type NewOutboxMessageRow = Insertable<OutboxMessagesTable>;
export type OutboxMessageUpdate = Updateable<OutboxMessagesTable>;

export type RateLimitHitRow = Selectable<RateLimitHitsTable>;

export type StreamHeartRow = Selectable<StreamHeartsTable>;
export type NewStreamHeartRow = Insertable<StreamHeartsTable>;

export type OverlayPresetRow = Selectable<OverlayPresetsTable>;
export type NewOverlayPresetRow = Insertable<OverlayPresetsTable>;
