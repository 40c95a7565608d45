import type { ColumnType, Generated, Selectable } from "kysely";

/** Where a purchase was made: during the live broadcast, on the replay, or in an on-demand session. */
export type PurchaseAttribution = "live" | "replay" | "on-demand";

/** migrations/0026_replays.ts: an event's replay (one per event). */
export interface ReplaysTable {
  id: Generated<number>;
  eventId: number;
  hostId: number;
  /** recordings.id of the self-hosted recording it plays; null for a Mux asset (or a deleted recording). */
  recordingId: number | null;
  muxAssetId: string | null;
  muxPlaybackId: string | null;
  /** When the recorded broadcast started (UTC ISO): the timeline's offsets count from here. */
  sourceStartedAt: string | null;
  durationMs: Generated<number>;
  /** 0/1: registrants may watch it. */
  published: ColumnType<number, number | undefined, number>;
  publishedAt: string | null;
  /** After this moment the replay is refused (UTC ISO); null: no end. */
  expiresAt: string | null;
  /** Viewers see the recording from trimStartMs to trimEndMs (null: to its end). */
  trimStartMs: Generated<number>;
  trimEndMs: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A chapter of an event's replay, at a moment of the broadcast's clock (marked live or added later). */
export interface ReplayChaptersTable {
  id: Generated<number>;
  eventId: number;
  hostId: number;
  at: string;
  title: string;
  createdAt: string;
}

/** What viewers saw appear or go on stage, kept for the replay's timeline. */
export type StageMarkKind = "overlay_shown" | "overlay_stopped" | "offer_revealed" | "offer_hidden";

export interface StageMarksTable {
  id: Generated<number>;
  /** streams.id (the integer key). */
  streamId: number;
  hostId: number;
  kind: StageMarkKind;
  /** The overlay's or offer's id. */
  refId: number | null;
  /** JSON: the overlay's or offer's view as viewers got it. */
  payload: string;
  at: string;
}

/** Who a follow-up e-mail goes to: registrants who watched the live, or those who missed it. */
export type FollowUpAudience = "attended" | "missed";

export interface FollowUpConfigsTable {
  id: Generated<number>;
  eventId: number;
  audience: FollowUpAudience;
  /** Minutes after the event ended. */
  delayMinutes: number;
  subject: string;
  message: string;
  enabled: ColumnType<number, number | undefined, number>;
  /** 0/1: registrants who bought one of the event's offers do not get it (it pushes an offer). */
  skipBuyers: ColumnType<number, number | undefined, number>;
  /** Set in the transaction that queued its messages. */
  dispatchedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type ReplayViewMode = "replay" | "on-demand";

/** One registrant's viewing of a replay (or an on-demand session): its watch time and the minutes it played. */
export interface ReplayViewsTable {
  id: Generated<number>;
  eventId: number;
  registrationId: number | null;
  mode: ReplayViewMode;
  startedAt: string;
  lastSeenAt: string;
  watchedSeconds: Generated<number>;
  /** JSON array of minute indexes (0 = the first minute of the recording). */
  minutes: Generated<string>;
}

/** A registrant opening their personal replay link (from a follow-up e-mail when followUpId is set). */
export interface ReplayLinkClicksTable {
  id: Generated<number>;
  eventId: number;
  registrationId: number | null;
  followUpId: number | null;
  clickedAt: string;
}

export interface ReplayTables {
  replays: ReplaysTable;
  replayChapters: ReplayChaptersTable;
  stageMarks: StageMarksTable;
  followUpConfigs: FollowUpConfigsTable;
  replayViews: ReplayViewsTable;
  replayLinkClicks: ReplayLinkClicksTable;
}

export type ReplayRow = Selectable<ReplaysTable>;
export type ReplayChapterRow = Selectable<ReplayChaptersTable>;
export type StageMarkRow = Selectable<StageMarksTable>;
export type FollowUpConfigRow = Selectable<FollowUpConfigsTable>;
