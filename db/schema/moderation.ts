import type { Generated } from "kysely";

/** migrations/0024_moderation.ts: one moderation action on a stream, who took it and on whom. */
export interface ModerationLogTable {
  id: Generated<number>;
  /** streams.id (the integer key). */
  streamId: number;
  /** The signed-in user who acted (the host, later a moderator); null once their account is gone. */
  actorUserId: number | null;
  /** One of MODERATION_LOG_ACTIONS (app/utils/moderation.ts). */
  action: string;
  viewerId: number | null;
  messageId: number | null;
  /** JSON object text: what the action was given (minutes of a timeout, seconds of slow mode). */
  details: Generated<string>;
  createdAt: string;
}

export interface ModerationTables {
  moderationLog: ModerationLogTable;
}
