import type { Selectable } from "kysely";

/** The roles whose process writes a heartbeat: the ingest process (INGEST=on). */
export type ProcessRole = "ingest";

/** migrations/0033_process_heartbeats.ts: one row per role, rewritten every few seconds by its process. */
export interface ProcessHeartbeatsTable {
  role: ProcessRole;
  /** ISO-8601 UTC: the process's latest beat. */
  seenAt: string;
  /** ISO-8601 UTC: when the process writing the beats started. */
  startedAt: string;
  /** Why the process cannot do its work (ffmpeg missing, port taken); null when it can. */
  problem: string | null;
}

export interface ProcessHeartbeatTables {
  processHeartbeats: ProcessHeartbeatsTable;
}

export type ProcessHeartbeatRow = Selectable<ProcessHeartbeatsTable>;
