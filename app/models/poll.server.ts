import type { PollShowResults, PollStatus } from "../../db/schema/polls";
import { db, writeTransaction } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

// Queries for live polls. A host's polls are reached through polls.host_id; another host's poll is
// simply not found. A viewer's ballot is one row per poll (unique index), its choices rows beside
// it; the tallies are counted from them, never kept in counters that could drift.

const POLL_COLUMNS = [
  "polls.id",
  "polls.hostId",
  "polls.streamId",
  "polls.question",
  "polls.multipleChoice",
  "polls.showResults",
  "polls.allowVoteChange",
  "polls.status",
  "polls.openedAt",
  "polls.closedAt",
  "polls.createdAt",
  "polls.updatedAt",
] as const;

export interface PollOptionRecord {
  id: number;
  text: string;
}

export interface PollRecord {
  id: number;
  hostId: number;
  /** streams.id (internal key). */
  streamRowId: number;
  question: string;
  multipleChoice: boolean;
  showResults: PollShowResults;
  allowVoteChange: boolean;
  status: PollStatus;
  openedAt: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
  options: PollOptionRecord[];
}

export interface PollTally {
  /** Votes by option id. */
  votes: Map<number, number>;
  voters: number;
}

/** A poll's counts as its results show them (zeros before the first vote). */
export function pollResults(poll: PollRecord, tally: PollTally | undefined) {
  return {
    voters: tally?.voters ?? 0,
    options: poll.options.map((option) => ({ id: option.id, text: option.text, votes: tally?.votes.get(option.id) ?? 0 })),
  };
}

type PollRow = {
  id: number;
  hostId: number;
  streamId: number;
  question: string;
  multipleChoice: number;
  showResults: PollShowResults;
  allowVoteChange: number;
  status: PollStatus;
  openedAt: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

async function withOptions(rows: PollRow[]): Promise<PollRecord[]> {
  if (rows.length === 0) return [];
  const options = await db()
    .selectFrom("pollOptions")
    .select(["id", "pollId", "text"])
    .where(
      "pollId",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(({ streamId, multipleChoice, allowVoteChange, ...row }) => ({
    ...row,
    streamRowId: streamId,
    multipleChoice: Boolean(multipleChoice),
    allowVoteChange: Boolean(allowVoteChange),
    options: options.filter((option) => option.pollId === row.id).map(({ id, text }) => ({ id, text })),
  }));
}

async function one(row: PollRow | undefined) {
  return row ? ((await withOptions([row]))[0] ?? null) : null;
}

export interface PollFields {
  question: string;
  options: string[];
  multipleChoice: boolean;
  showResults: PollShowResults;
  allowVoteChange: boolean;
}

/** A new draft poll of the host's stream, its options in the order given. */
export async function insertPoll({ hostId, streamRowId, fields }: { hostId: number; streamRowId: number; fields: PollFields }): Promise<PollRecord> {
  const now = nowIso();
  const row = await writeTransaction(async (trx) => {
    const poll = await trx
      .insertInto("polls")
      .values({
        hostId,
        streamId: streamRowId,
        question: fields.question,
        multipleChoice: fields.multipleChoice ? 1 : 0,
        showResults: fields.showResults,
        allowVoteChange: fields.allowVoteChange ? 1 : 0,
        status: "draft",
        createdAt: now,
        updatedAt: now,
      })
      .returning(POLL_COLUMNS)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("pollOptions")
      .values(fields.options.map((text, position) => ({ pollId: poll.id, position, text })))
      .execute();
    return poll;
  });
  return (await one(row)) as PollRecord;
}

/** The host's poll; null when it is not theirs or does not exist. */
export async function getHostPoll({ hostId, pollId }: { hostId: number; pollId: number }): Promise<PollRecord | null> {
  return one(await db().selectFrom("polls").select(POLL_COLUMNS).where("hostId", "=", hostId).where("id", "=", pollId).executeTakeFirst());
}

/** A poll by id with the public id of its stream, whoever owns it (a vote: the access gate decides who may). */
export async function getPollWithStream({ pollId }: { pollId: number }) {
  const row = await db()
    .selectFrom("polls")
    .innerJoin("streams", "streams.id", "polls.streamId")
    .select([...POLL_COLUMNS, "streams.streamId as publicStreamId"])
    .where("polls.id", "=", pollId)
    .executeTakeFirst();
  if (!row) return null;
  const { publicStreamId, ...poll } = row;
  const record = await one(poll);
  return record ? { poll: record, streamId: publicStreamId } : null;
}

/** The stream's polls, oldest first; drafts only when asked (the host). */
export async function listStreamPolls({ streamRowId, withDrafts }: { streamRowId: number; withDrafts: boolean }): Promise<PollRecord[]> {
  let query = db().selectFrom("polls").select(POLL_COLUMNS).where("streamId", "=", streamRowId);
  if (!withDrafts) query = query.where("status", "!=", "draft");
  return withOptions(await query.orderBy("createdAt").orderBy("id").execute());
}

/** Whether the event of the stream has Polls on (a stream without an event has none). */
export async function pollsEnabledForStream({ streamRowId }: { streamRowId: number }): Promise<boolean> {
  return (await pollsStateOfStream({ streamRowId })).enabled;
}

/** The event of the stream: Polls on, and whether the host ended it (no poll is launched after). */
export async function pollsStateOfStream({ streamRowId }: { streamRowId: number }) {
  const row = await db()
    .selectFrom("streams")
    .innerJoin("events", "events.id", "streams.eventId")
    .select(["events.enablePolls", "events.status"])
    .where("streams.id", "=", streamRowId)
    .executeTakeFirst();
  return { enabled: Boolean(row?.enablePolls), eventEnded: row?.status === "completed" };
}

/** The counted ballots of the polls: votes per option and voters per poll. */
export async function pollTallies({ pollIds }: { pollIds: number[] }): Promise<Map<number, PollTally>> {
  const tallies = new Map<number, PollTally>(pollIds.map((id) => [id, { votes: new Map(), voters: 0 }]));
  if (pollIds.length === 0) return tallies;
  const [votes, voters] = await Promise.all([
    db()
      .selectFrom("pollBallotOptions")
      .select(["pollId", "optionId", (eb) => eb.fn.countAll().as("n")])
      .where("pollId", "in", pollIds)
      .groupBy(["pollId", "optionId"])
      .execute(),
    db()
      .selectFrom("pollBallots")
      .select(["pollId", (eb) => eb.fn.countAll().as("n")])
      .where("pollId", "in", pollIds)
      .groupBy("pollId")
      .execute(),
  ]);
  for (const row of votes) tallies.get(row.pollId)?.votes.set(row.optionId, Number(row.n));
  for (const row of voters) {
    const tally = tallies.get(row.pollId);
    if (tally) tally.voters = Number(row.n);
  }
  return tallies;
}

/** The viewer's choices in each of the polls they voted in. */
export async function viewerChoices({ pollIds, viewerId }: { pollIds: number[]; viewerId: number }): Promise<Map<number, number[]>> {
  const choices = new Map<number, number[]>();
  if (pollIds.length === 0) return choices;
  const rows = await db()
    .selectFrom("pollBallotOptions")
    .innerJoin("pollBallots", "pollBallots.id", "pollBallotOptions.ballotId")
    .select(["pollBallotOptions.pollId", "pollBallotOptions.optionId"])
    .where("pollBallots.viewerId", "=", viewerId)
    .where("pollBallotOptions.pollId", "in", pollIds)
    .orderBy("pollBallotOptions.optionId")
    .execute();
  for (const row of rows) choices.set(row.pollId, [...(choices.get(row.pollId) ?? []), row.optionId]);
  return choices;
}

export type BallotOutcome = "counted" | "changed" | "already-voted" | "closed";

/**
 * Casts the viewer's ballot, once: the unique index on (poll, viewer) makes a second insert do
 * nothing, whichever of two simultaneous requests wins. A second vote replaces the first only when
 * `mayChange`. The option ids are the caller's to check against the poll.
 */
export async function castBallot({
  pollId,
  viewerId,
  optionIds,
  mayChange,
}: {
  pollId: number;
  viewerId: number;
  optionIds: number[];
  mayChange: boolean;
}): Promise<BallotOutcome> {
  const now = nowIso();
  return writeTransaction(async (trx) => {
    const poll = await trx.selectFrom("polls").select("status").where("id", "=", pollId).executeTakeFirst();
    if (poll?.status !== "open") return "closed";
    const inserted = await trx
      .insertInto("pollBallots")
      .values({ pollId, viewerId, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.columns(["pollId", "viewerId"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    let ballotId = inserted?.id;
    if (ballotId === undefined) {
      if (!mayChange) return "already-voted";
      const existing = await trx
        .updateTable("pollBallots")
        .set({ updatedAt: now })
        .where("pollId", "=", pollId)
        .where("viewerId", "=", viewerId)
        .returning("id")
        .executeTakeFirstOrThrow();
      ballotId = existing.id;
      await trx.deleteFrom("pollBallotOptions").where("ballotId", "=", ballotId).execute();
    }
    const ballot = ballotId;
    await trx
      .insertInto("pollBallotOptions")
      .values(optionIds.map((optionId) => ({ ballotId: ballot, optionId, pollId })))
      .execute();
    return inserted ? "counted" : "changed";
  });
}

/**
 * Opens the host's draft, closing the stream's open poll first (one open poll per stream). The
 * opened poll and the ids of those it closed; null when it is not the host's draft.
 */
export async function openPoll({ hostId, pollId }: { hostId: number; pollId: number }) {
  const now = nowIso();
  const result = await writeTransaction(async (trx) => {
    const poll = await trx
      .selectFrom("polls")
      .select(["id", "streamId", "status"])
      .where("hostId", "=", hostId)
      .where("id", "=", pollId)
      .executeTakeFirst();
    if (poll?.status !== "draft") return null;
    const closed = await trx
      .updateTable("polls")
      .set({ status: "closed", closedAt: now, updatedAt: now })
      .where("streamId", "=", poll.streamId)
      .where("status", "=", "open")
      .returning("id")
      .execute();
    const opened = await trx
      .updateTable("polls")
      .set({ status: "open", openedAt: now, updatedAt: now })
      .where("id", "=", pollId)
      .where("status", "=", "draft")
      .returning(POLL_COLUMNS)
      .executeTakeFirstOrThrow();
    return { opened, closedIds: closed.map((row) => row.id) };
  });
  if (!result) return null;
  return { opened: (await one(result.opened)) as PollRecord, closedIds: result.closedIds };
}

/** Closes the host's open poll; null when it is not theirs or not open. */
export async function closePoll({ hostId, pollId }: { hostId: number; pollId: number }): Promise<PollRecord | null> {
  const now = nowIso();
  return one(
    await db()
      .updateTable("polls")
      .set({ status: "closed", closedAt: now, updatedAt: now })
      .where("hostId", "=", hostId)
      .where("id", "=", pollId)
      .where("status", "=", "open")
      .returning(POLL_COLUMNS)
      .executeTakeFirst(),
  );
}

/** Closes the open polls of the host's event (every stream of it): the event ended. The polls closed, none when none was open. */
export async function closeEventPolls({ hostId, eventId }: { hostId: number; eventId: number }): Promise<PollRecord[]> {
  const now = nowIso();
  const rows = await db()
    .updateTable("polls")
    .set({ status: "closed", closedAt: now, updatedAt: now })
    .where("hostId", "=", hostId)
    .where("status", "=", "open")
    .where("streamId", "in", (eb) => eb.selectFrom("streams").select("streams.id").where("streams.eventId", "=", eventId))
    .returning(POLL_COLUMNS)
    .execute();
  return withOptions(rows);
}

/** Deletes the host's draft (it has no votes); false when it is not theirs or not a draft. */
export async function deleteDraftPoll({ hostId, pollId }: { hostId: number; pollId: number }): Promise<boolean> {
  return writeTransaction(async (trx) => {
    const poll = await trx
      .selectFrom("polls")
      .select("id")
      .where("hostId", "=", hostId)
      .where("id", "=", pollId)
      .where("status", "=", "draft")
      .executeTakeFirst();
    if (!poll) return false;
    await trx.deleteFrom("pollOptions").where("pollId", "=", pollId).execute();
    await trx.deleteFrom("polls").where("id", "=", pollId).execute();
    return true;
  });
}

/** Analytics and exports: each poll of the event's streams (not drafts), with its options' votes and its voters. */
export async function pollResultsForEvent({ eventId }: { eventId: number }) {
  const rows = await db()
    .selectFrom("polls")
    .innerJoin("streams", "streams.id", "polls.streamId")
    .select(POLL_COLUMNS)
    .where("streams.eventId", "=", eventId)
    .where("polls.status", "!=", "draft")
    .orderBy("polls.openedAt")
    .orderBy("polls.id")
    .execute();
  const polls = await withOptions(rows);
  const tallies = await pollTallies({ pollIds: polls.map((poll) => poll.id) });
  return polls.map((poll) => {
    const { voters, options } = pollResults(poll, tallies.get(poll.id));
    return {
      pollId: poll.id,
      question: poll.question,
      status: poll.status,
      multipleChoice: poll.multipleChoice,
      openedAt: poll.openedAt,
      closedAt: poll.closedAt,
      totalVoters: voters,
      options,
    };
  });
}
