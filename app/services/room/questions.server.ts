// Live Q&A: viewers ask (rate limited like the chat) and upvote others' questions once each; the
// host answers, highlights on stream (one at a time) or dismisses them. The access gate says who
// asks, as for the chat; the waiting room and a kick hold Q&A too, a closed chat does not. Every
// change is pushed twice: with who asked to the host (host_question), and as viewers may see it
// (question): no e-mail ever, no name for an anonymous question, a shadowbanned asker's only to them.
import {
  type QuestionRecord,
  addQuestionVote,
  getQuestion,
  insertQuestion,
  listQuestions,
  setQaAnonymous,
  setQuestionStatus,
} from "~/models/question.server";
import type { ViewerRecord } from "~/models/viewer.server";
import { questionPostSchema, questionStatusSchema, questionTextSchema, questionUpvoteSchema } from "~/schemas/question";
import { HttpError, rowIdOr404, validationError } from "~/utils/http.server";
import type { LiveReader } from "~/contracts/live-events";
import {
  parseQuestionSort,
  QA_ENDED_TEXT,
  QA_OFF_TEXT,
  QA_WAITING_TEXT,
  sortQuestions,
  type HostQuestionView,
  type QuestionSort,
  type QuestionView,
} from "~/contracts/questions";
import { publishLiveEvents, type LiveEventInput, tokenBucketLimit } from "~/services/realtime/index.server";
import { requireNotTimedOut } from "./chat/restrictions.server";
import { isWaiting } from "./room-switches.server";
import {
  forgetCachedStream,
  requireAudience,
  requireHostStream,
  requirePoster,
  requireViewerPoster,
  type AccessStream,
  type StreamAccess,
} from "./stream-access.server";
import { filterViewerQuestion } from "./chat/blocked-words.server";
import { emitWebhookEvent } from "~/services/integrations/index.server";

export const QUESTION_NOT_FOUND = "Question not found";
export const QUESTIONS_TOO_FAST = "You're asking too fast. Wait a moment and try again.";
export const ANONYMOUS_OFF = "This event does not allow anonymous questions.";
export const VIEWERS_ASK = "Questions are asked by viewers: the host answers them.";
export const VIEWERS_UPVOTE = "Only viewers upvote questions.";
export const OWN_QUESTION = "This is your question: you can't upvote it.";
export const ALREADY_UPVOTED = "You have already upvoted this question.";
export const SORT_INVALID = "sort must be votes or time";

/** Viewers: like the chat, 1 question a second on average, bursts of up to 5. */
const questionLimit = () => tokenBucketLimit("questions", 5, 1);

const questionBasics = (record: QuestionRecord) => ({
  id: record.id,
  text: record.text,
  status: record.status,
  votes: record.votes,
  anonymous: record.anonymous,
});

/** The question as `reader` sees it: the asker's name only when not anonymous, or for the asker. */
export function toQuestionView(record: QuestionRecord, reader: LiveReader): QuestionView {
  const mine = reader.kind === "viewer" && reader.viewerId === record.asker.id;
  return {
    ...questionBasics(record),
    asker: record.anonymous && !mine ? null : { firstName: record.asker.firstName },
    createdAt: record.createdAt,
    ...(reader.kind === "viewer" ? { mine, upvoted: record.upvoted } : {}),
  };
}

export function toHostQuestionView(record: QuestionRecord): HostQuestionView {
  return {
    ...questionBasics(record),
    asker: { id: record.asker.id, firstName: record.asker.firstName, email: record.asker.email },
    createdAt: record.createdAt,
  };
}

/** The pushes of one question's new state; `toAsker` adds the asker's own copy (marked `mine`) to a public one. */
function questionEvents(record: QuestionRecord, { toAsker = false } = {}): LiveEventInput[] {
  const events: LiveEventInput[] = [{ streamRowId: record.streamRowId, type: "host_question", data: toHostQuestionView(record), hostOnly: true }];
  const publicView = toQuestionView(record, { kind: "anonymous" });
  const askerView = toQuestionView({ ...record, upvoted: false }, { kind: "viewer", viewerId: record.asker.id });
  const { upvoted: _unknown, ...askerCopy } = askerView;
  if (record.asker.isShadowbanned) {
    events.push({ streamRowId: record.streamRowId, type: "question", data: askerCopy, viewerId: record.asker.id });
    return events;
  }
  events.push({ streamRowId: record.streamRowId, type: "question", data: publicView, viewerId: null });
  if (toAsker) events.push({ streamRowId: record.streamRowId, type: "question", data: askerCopy, viewerId: record.asker.id });
  return events;
}

function requireQaOn(stream: AccessStream) {
  if (!stream.qaEnabled) throw new HttpError(403, QA_OFF_TEXT);
  if (stream.eventEnded) throw new HttpError(409, QA_ENDED_TEXT);
  if (isWaiting(stream)) throw new HttpError(403, QA_WAITING_TEXT);
}

/** The stream's questions as this audience sees them: the host's with who asked, sorted as asked; viewers' by votes. */
export async function questionsFor({ stream, audience }: StreamAccess, sort: QuestionSort = "votes") {
  const records = await listQuestions({ streamRowId: stream.rowId, reader: audience });
  if (audience.kind === "host") return sortQuestions(records.map(toHostQuestionView), sort);
  return sortQuestions(
    records.map((record) => toQuestionView(record, audience)),
    "votes",
  );
}

/** GET /api/streams/{streamId}/questions[?sort=votes|time]: the host every question; viewers and visitors as they may see them. */
export async function listQuestionsForRequest({ request, streamId }: { request: Request; streamId: string }) {
  const rawSort = new URL(request.url).searchParams.get("sort");
  if (rawSort !== null && rawSort !== "votes" && rawSort !== "time") throw new HttpError(400, SORT_INVALID);
  const access = await requireAudience({ request, streamId, purpose: "questions" });
  if (access.audience.kind !== "host" && !access.stream.qaEnabled) throw new HttpError(403, QA_OFF_TEXT);
  return questionsFor(access, parseQuestionSort(rawSort));
}

/** The watch page's questions for a viewer (null when the event has Q&A off). */
export async function questionsForViewer({ stream, viewer }: { stream: AccessStream; viewer: ViewerRecord }): Promise<QuestionView[] | null> {
  if (!stream.qaEnabled) return null;
  return (await questionsFor({ stream, audience: { kind: "viewer", viewerId: viewer.id, viewer } })) as QuestionView[];
}

/** The host's Q&A tab: the event's switches and every question with who asked; 404 when not the host's stream. */
export async function qaForHost({ hostId, streamId, sort }: { hostId: number; streamId: string; sort: QuestionSort }) {
  const stream = await requireHostStream(hostId, streamId);
  const questions = (await questionsFor({ stream, audience: { kind: "host", hostId } }, sort)) as HostQuestionView[];
  return { enabled: stream.qaEnabled, anonymous: stream.qaAnonymous, questions };
}

async function ask(stream: AccessStream, viewer: ViewerRecord, text: string, anonymous: boolean): Promise<QuestionView> {
  requireQaOn(stream);
  if (anonymous && !stream.qaAnonymous) throw new HttpError(403, ANONYMOUS_OFF);
  await requireNotTimedOut(stream, viewer);
  const limit = await questionLimit().take(String(viewer.id));
  if (!limit.allowed) throw new HttpError(429, QUESTIONS_TOO_FAST, { retryAfterSeconds: limit.retryAfterSeconds });
  const filtered = await filterViewerQuestion(stream.hostId, text);
  const record = await insertQuestion({ hostId: stream.hostId, streamRowId: stream.rowId, viewerId: viewer.id, text: filtered, anonymous });
  await publishLiveEvents(questionEvents(record, { toAsker: true }));
  // A shadowbanned viewer's question stays between them and the room: it is not sent out either.
  if (!record.asker.isShadowbanned)
    await emitWebhookEvent({
      hostId: stream.hostId,
      type: "question.asked",
      data: {
        questionId: record.id,
        text: record.text,
        anonymous: record.anonymous,
        askedAt: record.createdAt,
        asker: record.anonymous ? null : { firstName: record.asker.firstName, email: record.asker.email },
        streamId: stream.streamId,
        event: stream.eventId === null ? null : { id: stream.eventId, title: stream.eventTitle },
      },
    });
  return toQuestionView(record, { kind: "viewer", viewerId: viewer.id });
}

/** POST /api/streams/{streamId}/questions: the viewer of the personal token (body, `?token=` or cookie) asks; 403 for the host. */
export async function askFromRequest({ request, streamId, body }: { request: () => Request; streamId: string; body: unknown }) {
  const parsed = questionPostSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const { audience, stream } = await requirePoster({ request, streamId, claim: { token: parsed.data.token, viewerId: parsed.data.viewerId } });
  if (audience.kind === "host") throw new HttpError(403, VIEWERS_ASK);
  return ask(stream, audience.viewer, parsed.data.text, parsed.data.anonymous ?? false);
}

/** The watch page's ask form: the viewer behind `uniqueId` asks; `text` is the raw form value. */
export async function askFromWatchPage({
  streamId,
  uniqueId,
  text,
  anonymous,
}: {
  streamId: string;
  uniqueId: string;
  text: unknown;
  anonymous: boolean;
}) {
  const parsed = questionTextSchema.safeParse(text);
  if (!parsed.success)
    throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid question", {
      fieldErrors: { text: parsed.error.issues.map((i) => i.message) },
    });
  const { stream, audience } = await requireViewerPoster({ streamId, uniqueId });
  return ask(stream, audience.viewer, parsed.data, anonymous);
}

async function upvote(stream: AccessStream, viewer: ViewerRecord, question: QuestionRecord): Promise<QuestionView> {
  requireQaOn(stream);
  const mine = question.asker.id === viewer.id;
  if (question.status === "dismissed" || (question.asker.isShadowbanned && !mine)) throw new HttpError(404, QUESTION_NOT_FOUND);
  if (mine) throw new HttpError(409, OWN_QUESTION);
  const vote = await addQuestionVote({ questionId: question.id, viewerId: viewer.id });
  if (vote.outcome === "again") throw new HttpError(409, ALREADY_UPVOTED);
  const counted = { ...question, votes: vote.votes };
  await publishLiveEvents(questionEvents(counted));
  return toQuestionView({ ...counted, upvoted: true }, { kind: "viewer", viewerId: viewer.id });
}

async function requireQuestion(questionIdParam: string | undefined) {
  const found = await getQuestion({ questionId: rowIdOr404(questionIdParam, QUESTION_NOT_FOUND) });
  if (!found) throw new HttpError(404, QUESTION_NOT_FOUND);
  return found;
}

/** POST /api/questions/{questionId}/upvote with `{ viewerId }` (and the token or cookie): 409 for a second vote or one's own question. */
export async function upvoteFromRequest({ request, questionId, body }: { request: () => Request; questionId: string | undefined; body: unknown }) {
  const parsed = questionUpvoteSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const { question, streamId } = await requireQuestion(questionId);
  const { audience, stream } = await requirePoster({ request, streamId, claim: { token: parsed.data.token, viewerId: parsed.data.viewerId } });
  if (audience.kind === "host") throw new HttpError(403, VIEWERS_UPVOTE);
  return upvote(stream, audience.viewer, question);
}

/** The watch page's upvote button: the viewer behind `uniqueId` upvotes a question of this stream. */
export async function upvoteFromWatchPage({ streamId, uniqueId, questionId }: { streamId: string; uniqueId: string; questionId: string }) {
  const { stream, audience } = await requireViewerPoster({ streamId, uniqueId });
  const found = await requireQuestion(questionId);
  if (found.streamId !== stream.streamId) throw new HttpError(404, QUESTION_NOT_FOUND);
  return upvote(stream, audience.viewer, found.question);
}

/** GET /api/questions/{questionId}: one of the host's questions with who asked; 404 for another host's. */
export async function getQuestionForHost({ hostId, questionId }: { hostId: number; questionId: string | undefined }) {
  const { question } = await requireQuestion(questionId);
  if (question.hostId !== hostId) throw new HttpError(404, QUESTION_NOT_FOUND);
  return toHostQuestionView(question);
}

/** PATCH /api/questions/{questionId} `{ status }` (and the Q&A tab): pushed live; highlighting one returns the previous to open. */
export async function setQuestionStatusForHost({ hostId, questionId, body }: { hostId: number; questionId: string | undefined; body: unknown }) {
  const id = rowIdOr404(questionId, QUESTION_NOT_FOUND);
  const parsed = questionStatusSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const changed = await setQuestionStatus({ hostId, questionId: id, status: parsed.data.status });
  if (!changed) throw new HttpError(404, QUESTION_NOT_FOUND);
  await publishLiveEvents([...changed.reopened.flatMap((record) => questionEvents(record)), ...questionEvents(changed.question)]);
  return toHostQuestionView(changed.question);
}

/** The Q&A tab's "Let viewers ask anonymously" (404 when not the host's event). */
export async function setAnonymousAsking({
  hostId,
  eventId,
  streamId,
  anonymous,
}: {
  hostId: number;
  eventId: number;
  streamId: string;
  anonymous: boolean;
}) {
  if (!(await setQaAnonymous({ hostId, eventId, anonymous }))) throw new HttpError(404, "Event not found");
  forgetCachedStream(streamId);
}
