import type { Kysely } from "kysely";
import type { Database } from "../../db";
import type { QuestionStatus } from "../../db/schema/product";
import { db, writeTransaction } from "~/utils/db.server";
import type { LiveReader } from "~/contracts/live-events";
import { nowIso } from "~/utils/tokens.server";

// Live Q&A: viewers' questions on a stream and their upvotes. Every host query is scoped by
// questions.host_id: another host's question is "not found".

/** At most this many questions are listed (most voted first). */
export const QUESTION_LIST_LIMIT = 500;

export interface QuestionRecord {
  id: number;
  hostId: number;
  /** streams.id (internal key). */
  streamRowId: number;
  text: string;
  anonymous: boolean;
  status: QuestionStatus;
  votes: number;
  createdAt: string;
  asker: { id: number; firstName: string; email: string; isShadowbanned: boolean };
  /** Whether the reader the list was read for has upvoted it (false for the host). */
  upvoted: boolean;
}

type QuestionRow = {
  id: number;
  hostId: number;
  streamId: number;
  viewerId: number;
  text: string;
  anonymous: number;
  status: QuestionStatus;
  voteCount: number;
  createdAt: string;
  askerFirstName: string;
  askerEmail: string;
  askerShadowbanned: number;
};

function toRecord(row: QuestionRow, upvoted = false): QuestionRecord {
  return {
    id: row.id,
    hostId: row.hostId,
    streamRowId: row.streamId,
    text: row.text,
    anonymous: Boolean(row.anonymous),
    status: row.status,
    votes: Number(row.voteCount),
    createdAt: row.createdAt,
    asker: { id: row.viewerId, firstName: row.askerFirstName, email: row.askerEmail, isShadowbanned: Boolean(row.askerShadowbanned) },
    upvoted,
  };
}

function questionsWithAskers(executor: Kysely<Database>) {
  return executor
    .selectFrom("questions")
    .innerJoin("viewers", "viewers.id", "questions.viewerId")
    .select([
      "questions.id",
      "questions.hostId",
      "questions.streamId",
      "questions.viewerId",
      "questions.text",
      "questions.anonymous",
      "questions.status",
      "questions.voteCount",
      "questions.createdAt",
      "viewers.firstName as askerFirstName",
      "viewers.email as askerEmail",
      "viewers.isShadowbanned as askerShadowbanned",
    ]);
}

export async function insertQuestion({
  hostId,
  streamRowId,
  viewerId,
  text,
  anonymous,
}: {
  hostId: number;
  streamRowId: number;
  viewerId: number;
  text: string;
  anonymous: boolean;
}): Promise<QuestionRecord> {
  const now = nowIso();
  const { id } = await db()
    .insertInto("questions")
    .values({ hostId, streamId: streamRowId, viewerId, text, anonymous: anonymous ? 1 : 0, createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const row = await questionsWithAskers(db()).where("questions.id", "=", id).executeTakeFirstOrThrow();
  return toRecord(row);
}

/**
 * The stream's questions as this reader sees them: the host every one; others never a dismissed
 * one, and a shadowbanned asker's only when the reader asked it.
 */
export async function listQuestions({ streamRowId, reader }: { streamRowId: number; reader: LiveReader }): Promise<QuestionRecord[]> {
  let query = questionsWithAskers(db()).where("questions.streamId", "=", streamRowId);
  if (reader.kind !== "host") {
    query = query.where("questions.status", "!=", "dismissed").where((eb) => {
      const visible = [eb("viewers.isShadowbanned", "=", 0)];
      if (reader.kind === "viewer") visible.push(eb("questions.viewerId", "=", reader.viewerId));
      return eb.or(visible);
    });
  }
  const rows = await query.orderBy("questions.voteCount", "desc").orderBy("questions.id", "asc").limit(QUESTION_LIST_LIMIT).execute();
  if (reader.kind !== "viewer" || rows.length === 0) return rows.map((row) => toRecord(row));
  const votes = await db()
    .selectFrom("questionVotes")
    .select("questionId")
    .where("viewerId", "=", reader.viewerId)
    .where(
      "questionId",
      "in",
      rows.map((row) => row.id),
    )
    .execute();
  const upvoted = new Set(votes.map((vote) => vote.questionId));
  return rows.map((row) => toRecord(row, upvoted.has(row.id)));
}

/** A question with the public id of its stream; null when there is none. */
export async function getQuestion({ questionId }: { questionId: number }) {
  const row = await questionsWithAskers(db())
    .innerJoin("streams", "streams.id", "questions.streamId")
    .select("streams.streamId as publicStreamId")
    .where("questions.id", "=", questionId)
    .executeTakeFirst();
  return row ? { question: toRecord(row), streamId: row.publicStreamId } : null;
}

export type VoteOutcome = { outcome: "counted"; votes: number } | { outcome: "again" };

/**
 * One viewer's upvote: the unique (question, viewer) index refuses a second, and the count grows
 * by one in the same transaction, so concurrent votes of different viewers all count.
 */
export async function addQuestionVote({ questionId, viewerId }: { questionId: number; viewerId: number }): Promise<VoteOutcome> {
  return writeTransaction(async (trx): Promise<VoteOutcome> => {
    const vote = await trx
      .insertInto("questionVotes")
      .values({ questionId, viewerId, createdAt: nowIso() })
      .onConflict((oc) => oc.columns(["questionId", "viewerId"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!vote) return { outcome: "again" };
    const row = await trx
      .updateTable("questions")
      .set((eb) => ({ voteCount: eb("voteCount", "+", 1) }))
      .where("id", "=", questionId)
      .returning("voteCount")
      .executeTakeFirstOrThrow();
    return { outcome: "counted", votes: Number(row.voteCount) };
  });
}

/**
 * The host marks a question. Highlighting one returns the one highlighted before (if any) to
 * open: at most one is highlighted per stream. Null when the question is not the host's.
 */
export async function setQuestionStatus({
  hostId,
  questionId,
  status,
}: {
  hostId: number;
  questionId: number;
  status: QuestionStatus;
}): Promise<{ question: QuestionRecord; reopened: QuestionRecord[] } | null> {
  const now = nowIso();
  return writeTransaction(async (trx) => {
    const current = await questionsWithAskers(trx).where("questions.id", "=", questionId).where("questions.hostId", "=", hostId).executeTakeFirst();
    if (!current) return null;
    let reopenedIds: number[] = [];
    if (status === "highlighted") {
      const reopened = await trx
        .updateTable("questions")
        .set({ status: "open", updatedAt: now })
        .where("streamId", "=", current.streamId)
        .where("status", "=", "highlighted")
        .where("id", "!=", questionId)
        .returning("id")
        .execute();
      reopenedIds = reopened.map((row) => row.id);
    }
    await trx.updateTable("questions").set({ status, updatedAt: now }).where("id", "=", questionId).execute();
    const reopened = reopenedIds.length ? await questionsWithAskers(trx).where("questions.id", "in", reopenedIds).execute() : [];
    return { question: toRecord({ ...current, status }), reopened: reopened.map((row) => toRecord(row)) };
  });
}

/** The event's "Let viewers ask anonymously"; false when the event is not the host's. */
export async function setQaAnonymous({ hostId, eventId, anonymous }: { hostId: number; eventId: number; anonymous: boolean }) {
  const result = await db()
    .updateTable("events")
    .set({ qaAnonymous: anonymous ? 1 : 0, updatedAt: nowIso() })
    .where("id", "=", eventId)
    .where("hostId", "=", hostId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** For analytics: questions asked on the event's streams, and how many were answered (dismissed ones are not). */
export async function questionCounts({ eventId }: { eventId: number }): Promise<{ asked: number; answered: number }> {
  const row = await db()
    .selectFrom("questions")
    .innerJoin("streams", "streams.id", "questions.streamId")
    .select((eb) => [
      eb.fn.countAll<number>().as("asked"),
      eb.fn.sum<number>(eb.case().when("questions.status", "=", "answered").then(1).else(0).end()).as("answered"),
    ])
    .where("streams.eventId", "=", eventId)
    .executeTakeFirstOrThrow();
  return { asked: Number(row.asked), answered: Number(row.answered ?? 0) };
}
