import type { ColumnType, Generated } from "kysely";

export type PollStatus = "draft" | "open" | "closed";
/** When viewers see the tallies: as votes arrive, or once the poll is closed. */
export type PollShowResults = "live" | "closed";

/** migrations/0020_polls.ts: a stream's poll, prepared as a draft, then open, then closed. */
export interface PollsTable {
  id: Generated<number>;
  hostId: number;
  /** streams.id (internal key). */
  streamId: number;
  question: string;
  /** 0/1: checkboxes (any number of options) rather than radio buttons (exactly one). */
  multipleChoice: ColumnType<number, number | undefined, number>;
  showResults: PollShowResults;
  /** 0/1: a second vote replaces the first (otherwise it is refused). */
  allowVoteChange: ColumnType<number, number | undefined, number>;
  status: PollStatus;
  openedAt: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PollOptionsTable {
  id: Generated<number>;
  pollId: number;
  position: number;
  text: string;
}

/** One viewer's vote in one poll (unique on poll and viewer). */
export interface PollBallotsTable {
  id: Generated<number>;
  pollId: number;
  viewerId: number;
  createdAt: string;
  updatedAt: string;
}

/** The options a ballot chose. */
export interface PollBallotOptionsTable {
  ballotId: number;
  optionId: number;
  pollId: number;
}

export interface PollTables {
  polls: PollsTable;
  pollOptions: PollOptionsTable;
  pollBallots: PollBallotsTable;
  pollBallotOptions: PollBallotOptionsTable;
}
