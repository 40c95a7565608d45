// The Polls tab's data and forms. Every form is a plain post: a success redirects back to the tab
// with a toast (PRG), a failure renders the tab (4xx) with the reason inline and the typed values kept.
import {
  isPollIntent,
  optionField,
  POLL_FAILURE_TEXT,
  POLL_FORM_FIELDS,
  POLL_TOASTS,
  pollAnchor,
  type PollIntent,
  type PollsTabData,
} from "~/contracts/poll-constants";
import { updateEvent } from "~/models/event.server";
import { pollsEnabledForStream } from "~/models/poll.server";
import { createPollForHost, deletePollForHost, hostPollsOf, patchPollForHost } from "~/services/room/polls.server";
import { requireHostStream } from "~/services/room/stream-access.server";
import { redirectWithToast } from "~/services/account/toast.server";
import { formFailure } from "~/utils/form-result.server";
import { HttpError, readForm } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { POLL_LIMITS } from "~/contracts/polls";

export { isPollIntent };

export async function pollsTabData({ hostId, streamId, isHost }: { hostId: number; streamId: string; isHost: boolean }): Promise<PollsTabData> {
  const stream = await requireHostStream(hostId, streamId);
  const [polls, pollsEnabled] = await Promise.all([hostPollsOf({ streamRowId: stream.rowId }), pollsEnabledForStream({ streamRowId: stream.rowId })]);
  return { polls, pollsEnabled, canTurnOn: isHost };
}

/** "Turn on polls" on the tab: the event's enablePolls, the host's to change (the route checks the role). */
export async function turnOnPollsAction({ hostId, eventId, back }: { hostId: number; eventId: number; back: string }) {
  const updated = await updateEvent({ hostId, eventId, input: { enablePolls: true } });
  if (!updated) throw new Response("Event not found", { status: 404, statusText: "Not Found" });
  return redirectWithToast(back, POLL_TOASTS.turnedOn);
}

const MAX_TYPED = 2_000;
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, MAX_TYPED) : "";
};

const OPTION_FIELDS = Array.from({ length: POLL_LIMITS.maxOptions }, (_, index) => optionField(index));

/** The API's create body from the form: blank option fields are left out. */
export function pollBodyFromForm(form: FormData) {
  return {
    question: text(form, "question"),
    options: OPTION_FIELDS.map((name) => text(form, name)).filter((option) => option.trim() !== ""),
    multipleChoice: form.get("multipleChoice") === "on",
    showResults: text(form, "showResults") === "closed" ? "closed" : "live",
    allowVoteChange: form.get("allowVoteChange") === "on",
  };
}

function typedValues(form: FormData) {
  const values: Record<string, string> = {};
  for (const name of [...POLL_FORM_FIELDS, ...OPTION_FIELDS]) values[name] = text(form, name);
  return values;
}

interface Target {
  hostId: number;
  streamId: string;
}

async function perform(intent: PollIntent, { hostId, streamId }: Target, form: FormData) {
  const pollId = text(form, "pollId");
  switch (intent) {
    case "create-poll": {
      const poll = await createPollForHost({ hostId, streamId, body: pollBodyFromForm(form) });
      return { toast: POLL_TOASTS.created, pollId: poll.id };
    }
    case "launch-poll":
      await patchPollForHost({ hostId, pollId, body: { status: "open" } });
      return { toast: POLL_TOASTS.launched, pollId: Number(pollId) };
    case "close-poll":
      await patchPollForHost({ hostId, pollId, body: { status: "closed" } });
      return { toast: POLL_TOASTS.closed, pollId: Number(pollId) };
    case "delete-poll":
      await deletePollForHost({ hostId, pollId });
      return { toast: POLL_TOASTS.deleted, pollId: null };
  }
}

/** POST on the Polls tab (the event and stream already checked as the host's); `back`: the tab's address. */
export async function pollAction({ hostId, streamId, request, back }: Target & { request: Request; back: string }) {
  const form = await readForm(request);
  const rawIntent = form.get("intent");
  const intent = isPollIntent(rawIntent) ? rawIntent : null;
  if (!intent) return formFailure(null, "Unknown action. Reload the page and try again.");
  try {
    const done = await perform(intent, { hostId, streamId }, form);
    return redirectWithToast(done.pollId ? `${back}#${pollAnchor(done.pollId)}` : back, done.toast);
  } catch (error) {
    if (error instanceof Response) throw error;
    const known = error instanceof HttpError;
    if (!known) getLogger().error({ err: error, intent, streamId }, "a poll action failed");
    const message = known ? error.message : "Please try again.";
    const fieldErrors = known && intent === "create-poll" ? (error.fieldErrors ?? {}) : {};
    return formFailure(intent, `${POLL_FAILURE_TEXT[intent]}: ${message}`, {
      fieldErrors,
      values: intent === "create-poll" ? typedValues(form) : null,
      toast: { title: POLL_FAILURE_TEXT[intent], description: message, variant: "destructive" },
      status: known ? error.status : 500,
    });
  }
}
