// The rules of live polls: a host prepares drafts on a stream of an event with Polls on, launches
// one (closing the open one), closes it; viewers vote once (or change their vote when the poll
// allows it). What each reader sees of the tallies follows the poll's showResults, in the calls
// and in the pushed events: `poll` carries the viewers' picture, the host-only `poll_results` the
// full one. Tallies after votes are pushed at most every TALLY_PUSH_MS per poll.
import {
  castBallot,
  closeEventPolls,
  closePoll,
  deleteDraftPoll,
  getHostPoll,
  getPollWithStream,
  insertPoll,
  listStreamPolls,
  openPoll,
  pollsEnabledForStream,
  pollsStateOfStream,
  pollResults,
  pollTallies,
  viewerChoices,
  type PollRecord,
  type PollTally,
} from "~/models/poll.server";
import type { ZodError } from "zod";
import type { ViewerRecord } from "~/models/viewer.server";
import { parsePollId, pollCreateSchema, pollPatchSchema, pollVoteSchema } from "~/schemas/poll";
import { fieldErrorsOf, HttpError } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { POLL_MESSAGES, type PollStatus, type PollView } from "~/contracts/polls";
import { publishLiveEvents } from "~/services/realtime/index.server";
import { isWaiting } from "./room-switches.server";
import { audienceByToken, requireAudience, requireHostStream, requirePoster, type AccessStream } from "./stream-access.server";
import { emitWebhookEvent } from "~/services/integrations/index.server";

/** Votes pushed to the host (and to viewers of live results) at most this often per poll. */
export const TALLY_PUSH_MS = 300;
/** A closed poll stays on viewers' pages this long after it closed (until the next one opens). */
export const CLOSED_POLL_SHOWN_MS = 10 * 60_000;

const notFound = () => new HttpError(404, POLL_MESSAGES.notFound);

/** A failed parse as a 400: its first problem in words, every field's under fieldErrors. */
function invalid(issues: { error: ZodError }) {
  const message = issues.error.issues[0]?.message ?? POLL_MESSAGES.notObject;
  return new HttpError(400, message, { fieldErrors: fieldErrorsOf(issues.error) });
}

const resultsVisibleToViewers = (poll: PollRecord) => poll.showResults === "live" || poll.status === "closed";

function viewOf(poll: PollRecord, tally: PollTally | undefined, { visible, myVote }: { visible: boolean; myVote: number[] | null }): PollView {
  const results = pollResults(poll, tally);
  return {
    id: poll.id,
    question: poll.question,
    options: results.options.map((option) => (visible ? option : { ...option, votes: null })),
    multipleChoice: poll.multipleChoice,
    showResults: poll.showResults,
    allowVoteChange: poll.allowVoteChange,
    status: poll.status,
    totalVoters: visible ? results.voters : null,
    resultsVisible: visible,
    openedAt: poll.openedAt,
    closedAt: poll.closedAt,
    createdAt: poll.createdAt,
    myVote,
  };
}

export const hostPollView = (poll: PollRecord, tally: PollTally | undefined) => viewOf(poll, tally, { visible: true, myVote: null });
export const viewerPollView = (poll: PollRecord, tally: PollTally | undefined, myVote: number[] | null = null) =>
  viewOf(poll, tally, { visible: resultsVisibleToViewers(poll), myVote });

async function tallyOf(poll: PollRecord) {
  return (await pollTallies({ pollIds: [poll.id] })).get(poll.id);
}

/** Pushes the polls' current state: `poll` to everyone (the viewers' picture), `poll_results` to the host. */
async function publishPolls(polls: PollRecord[]) {
  if (polls.length === 0) return;
  const tallies = await pollTallies({ pollIds: polls.map((poll) => poll.id) });
  await publishLiveEvents(
    polls.flatMap((poll) => [
      { streamRowId: poll.streamRowId, type: "poll" as const, data: viewerPollView(poll, tallies.get(poll.id)) },
      { streamRowId: poll.streamRowId, type: "poll_results" as const, data: hostPollView(poll, tallies.get(poll.id)), hostOnly: true },
    ]),
  );
}

/** Polls whose tallies are waiting for their coalesced push. */
const pending = new Set<number>();

/** After a vote: one push per poll for all the votes of the next TALLY_PUSH_MS (to viewers too when they see the results live). */
function scheduleTallyPush(poll: PollRecord) {
  if (pending.has(poll.id)) return;
  pending.add(poll.id);
  const timer = setTimeout(() => {
    pending.delete(poll.id);
    void (async () => {
      const current = await getHostPoll({ hostId: poll.hostId, pollId: poll.id });
      if (!current) return;
      const tally = await tallyOf(current);
      await publishLiveEvents([
        ...(resultsVisibleToViewers(current)
          ? [{ streamRowId: current.streamRowId, type: "poll" as const, data: viewerPollView(current, tally) }]
          : []),
        { streamRowId: current.streamRowId, type: "poll_results" as const, data: hostPollView(current, tally), hostOnly: true },
      ]);
    })().catch((error: unknown) => getLogger().warn({ err: error, pollId: poll.id }, "a poll's tallies were not pushed"));
  }, TALLY_PUSH_MS);
  timer.unref?.();
}

async function requireEnabled(streamRowId: number) {
  if (!(await pollsEnabledForStream({ streamRowId }))) throw new HttpError(403, POLL_MESSAGES.pollsOff);
}

/** Launching: Polls on, and the event not ended (its polls closed with it). */
async function requireLaunchable(streamRowId: number) {
  const state = await pollsStateOfStream({ streamRowId });
  if (!state.enabled) throw new HttpError(403, POLL_MESSAGES.pollsOff);
  if (state.eventEnded) throw new HttpError(409, POLL_MESSAGES.eventEnded);
}

async function requireHostPoll(hostId: number, pollIdParam: string | undefined) {
  const pollId = parsePollId(pollIdParam);
  const poll = pollId === null ? null : await getHostPoll({ hostId, pollId });
  if (!poll) throw notFound();
  return poll;
}

/** The host's polls of a stream, each with its full results (the Polls tab, GET as host). */
export async function hostPollsOf({ streamRowId }: { streamRowId: number }): Promise<PollView[]> {
  const polls = await listStreamPolls({ streamRowId, withDrafts: true });
  const tallies = await pollTallies({ pollIds: polls.map((poll) => poll.id) });
  return polls.map((poll) => hostPollView(poll, tallies.get(poll.id)));
}

/** The stream's launched polls as this viewer (or visitor) sees them, with their own vote. */
export async function viewerPollsOf({ streamRowId, viewerId }: { streamRowId: number; viewerId: number | null }): Promise<PollView[]> {
  const polls = await listStreamPolls({ streamRowId, withDrafts: false });
  const pollIds = polls.map((poll) => poll.id);
  const [tallies, choices] = await Promise.all([
    pollTallies({ pollIds }),
    viewerId === null ? new Map<number, number[]>() : viewerChoices({ pollIds, viewerId }),
  ]);
  return polls.map((poll) => viewerPollView(poll, tallies.get(poll.id), choices.get(poll.id) ?? null));
}

/** The watch page's poll: the open one, else the one closed last if it closed within CLOSED_POLL_SHOWN_MS. */
export async function currentPollForViewer({
  streamRowId,
  viewerId,
  now = new Date(),
}: {
  streamRowId: number;
  viewerId: number | null;
  now?: Date;
}) {
  const polls = await viewerPollsOf({ streamRowId, viewerId });
  const open = polls.find((poll) => poll.status === "open");
  if (open) return open;
  const closed = polls
    .filter((poll) => poll.closedAt && now.getTime() - Date.parse(poll.closedAt) < CLOSED_POLL_SHOWN_MS)
    .sort((a, b) => Date.parse(b.closedAt ?? "") - Date.parse(a.closedAt ?? ""));
  return closed[0] ?? null;
}

/** GET /api/streams/{streamId}/polls: the host sees every poll with results; others what the access gate and showResults allow. */
export async function listPollsForRequest({ request, streamId }: { request: Request; streamId: string | undefined }) {
  const { stream, audience } = await requireAudience({ request, streamId, purpose: "live" });
  if (audience.kind === "host") return hostPollsOf({ streamRowId: stream.rowId });
  return viewerPollsOf({ streamRowId: stream.rowId, viewerId: audience.kind === "viewer" ? audience.viewerId : null });
}

/** POST /api/streams/{streamId}/polls: a draft on the host's stream. */
export async function createPollForHost({ hostId, streamId, body }: { hostId: number; streamId: string | undefined; body: unknown }) {
  const stream = await requireHostStream(hostId, streamId);
  const parsed = pollCreateSchema.safeParse(body);
  if (!parsed.success) throw invalid(parsed);
  await requireEnabled(stream.rowId);
  const poll = await insertPoll({ hostId, streamRowId: stream.rowId, fields: parsed.data });
  return hostPollView(poll, undefined);
}

function refusedMove(from: PollStatus, to: PollStatus): string {
  if (from === to) return POLL_MESSAGES.sameStatus(from);
  if (from === "closed") return POLL_MESSAGES.reopen;
  if (from === "open") return POLL_MESSAGES.backToDraft;
  return POLL_MESSAGES.closeDraft;
}

/** PATCH /api/polls/{id} `{ status }`: draft to open (closing the stream's open poll) and open to closed, pushed live; anything else 409. */
export async function patchPollForHost({ hostId, pollId, body }: { hostId: number; pollId: string | undefined; body: unknown }) {
  const poll = await requireHostPoll(hostId, pollId);
  const parsed = pollPatchSchema.safeParse(body);
  if (!parsed.success) throw invalid(parsed);
  const to = parsed.data.status;
  if (poll.status === "draft" && to === "open") {
    await requireLaunchable(poll.streamRowId);
    const launched = await openPoll({ hostId, pollId: poll.id });
    if (!launched) throw new HttpError(409, POLL_MESSAGES.changedMeanwhile);
    const closed = (await listStreamPolls({ streamRowId: poll.streamRowId, withDrafts: false })).filter((other) =>
      launched.closedIds.includes(other.id),
    );
    await publishPolls([...closed, launched.opened]);
    for (const other of closed) await emitPollClosed(other);
    return hostPollView(launched.opened, await tallyOf(launched.opened));
  }
  if (poll.status === "open" && to === "closed") {
    const closed = await closePoll({ hostId, pollId: poll.id });
    if (!closed) throw new HttpError(409, POLL_MESSAGES.changedMeanwhile);
    await publishPolls([closed]);
    await emitPollClosed(closed);
    return hostPollView(closed, await tallyOf(closed));
  }
  throw new HttpError(409, refusedMove(poll.status, to));
}

/** The event ended: its open polls close, for the room (pushed) and for the host's integrations (poll.closed). */
export async function closePollsAtEventEnd({ hostId, eventId }: { hostId: number; eventId: number }) {
  const closed = await closeEventPolls({ hostId, eventId });
  await publishPolls(closed);
  for (const poll of closed) await emitPollClosed(poll);
}

/** poll.closed: the question and its final results. */
async function emitPollClosed(poll: PollRecord) {
  await emitWebhookEvent({
    hostId: poll.hostId,
    type: "poll.closed",
    data: {
      pollId: poll.id,
      question: poll.question,
      multipleChoice: poll.multipleChoice,
      openedAt: poll.openedAt,
      closedAt: poll.closedAt,
      ...pollResults(poll, await tallyOf(poll)),
    },
  });
}

/** DELETE /api/polls/{id}: a draft only (a launched poll is history). */
export async function deletePollForHost({ hostId, pollId }: { hostId: number; pollId: string | undefined }) {
  const poll = await requireHostPoll(hostId, pollId);
  if (poll.status !== "draft") throw new HttpError(409, POLL_MESSAGES.deleteNotDraft);
  if (!(await deleteDraftPoll({ hostId, pollId: poll.id }))) throw new HttpError(409, POLL_MESSAGES.changedMeanwhile);
  return hostPollView(poll, undefined);
}

/** The choices checked against the poll: its own options, exactly one for a single-choice poll. */
function checkChoices(poll: PollRecord, optionIds: number[]) {
  if (!optionIds.every((id) => poll.options.some((option) => option.id === id)))
    throw new HttpError(400, POLL_MESSAGES.optionIds, { fieldErrors: { optionIds: [POLL_MESSAGES.optionIds] } });
  if (!poll.multipleChoice && optionIds.length !== 1)
    throw new HttpError(400, POLL_MESSAGES.singleChoice, { fieldErrors: { optionIds: [POLL_MESSAGES.singleChoice] } });
}

/** A viewer's vote, once the access gate has named them: the event's setting, the waiting room, the poll's state and rule. */
async function vote({ stream, viewer, poll, optionIds }: { stream: AccessStream; viewer: ViewerRecord; poll: PollRecord; optionIds: number[] }) {
  if (poll.streamRowId !== stream.rowId || poll.status === "draft") throw notFound();
  await requireEnabled(stream.rowId);
  if (isWaiting(stream)) throw new HttpError(403, POLL_MESSAGES.waiting);
  checkChoices(poll, optionIds);
  if (poll.status === "closed") throw new HttpError(409, POLL_MESSAGES.closed);
  // Shadowbanned viewers' votes count: the tallies are anonymous and show nothing of them.
  const outcome = await castBallot({ pollId: poll.id, viewerId: viewer.id, optionIds, mayChange: poll.allowVoteChange });
  if (outcome === "closed") throw new HttpError(409, POLL_MESSAGES.closed);
  if (outcome === "already-voted") throw new HttpError(409, POLL_MESSAGES.alreadyVoted);
  scheduleTallyPush(poll);
  const [view] = (await viewerPollsOf({ streamRowId: stream.rowId, viewerId: viewer.id })).filter((one) => one.id === poll.id);
  if (!view) throw notFound();
  return view;
}

async function requirePollWithStream(pollIdParam: string | undefined) {
  const pollId = parsePollId(pollIdParam);
  const found = pollId === null ? null : await getPollWithStream({ pollId });
  if (!found) throw notFound();
  return found;
}

/** POST /api/polls/{id}/vote `{ viewerId, optionIds, token? }`: authorised as chat posts are; 200 with the poll as the viewer sees it. */
export async function voteFromRequest({ request, pollId, body }: { request: Request; pollId: string | undefined; body: unknown }) {
  const found = await requirePollWithStream(pollId);
  const parsed = pollVoteSchema.safeParse(body);
  if (!parsed.success) throw invalid(parsed);
  const { stream, audience } = await requirePoster({
    request: () => request,
    streamId: found.streamId,
    claim: { token: parsed.data.token, viewerId: parsed.data.viewerId },
  });
  if (audience.kind !== "viewer") throw new HttpError(403, POLL_MESSAGES.hostVote);
  return vote({ stream, viewer: audience.viewer, poll: found.poll, optionIds: parsed.data.optionIds });
}

/** The watch page's vote form (without JavaScript), as the viewer its personal link names. */
export async function voteByToken({
  streamId,
  uniqueId,
  pollId,
  optionIds,
}: {
  streamId: string;
  uniqueId: string;
  pollId: string | undefined;
  optionIds: number[];
}) {
  const { stream, audience } = await audienceByToken({ streamId, uniqueId, purpose: "chat" });
  if (audience.kind !== "viewer") throw new HttpError(401, POLL_MESSAGES.registerFirst);
  const found = await requirePollWithStream(pollId);
  if (optionIds.length === 0) throw new HttpError(400, POLL_MESSAGES.chooseOne, { fieldErrors: { optionIds: [POLL_MESSAGES.chooseOne] } });
  return vote({ stream, viewer: audience.viewer, poll: found.poll, optionIds });
}
