import type { ColumnType, Generated, Selectable } from "kysely";

/** "recording" while the broadcast lasts; "stopped-low-disk" when the disk guard closed it early. */
export type RecordingStatus = "recording" | "complete" | "stopped-low-disk";

/** migrations/0015_recordings.ts: one row per kept broadcast; files under DATA_DIR/recordings/{recordingId}/. */
export interface RecordingsTable {
  id: Generated<number>;
  /** Unguessable public id, also the folder's name. */
  recordingId: string;
  /** streams.id (the integer key). */
  streamId: number;
  hostId: number;
  status: RecordingStatus;
  startedAt: string;
  endedAt: string | null;
  /** Sum of the playlist's #EXTINF, in milliseconds. */
  durationMs: Generated<number>;
  bytes: ColumnType<number, number | undefined, number>;
  segmentCount: Generated<number>;
  updatedAt: string;
}

export interface RecordingTables {
  recordings: RecordingsTable;
}

export type RecordingRow = Selectable<RecordingsTable>;
