// The Polls tab's forms: intents, field names, texts and the data the tab shows, shared by the tab
// and its action (routes/shared.events/poll-actions.server.ts). No zod here: the page validates on the server.
import type { FormResult } from "~/utils/form-result";
import type { PollView } from "~/contracts/polls";
import { isOneOf } from "~/utils/one-of";

export const POLL_INTENTS = ["create-poll", "launch-poll", "close-poll", "delete-poll"] as const;
export type PollIntent = (typeof POLL_INTENTS)[number];
export const isPollIntent = isOneOf(POLL_INTENTS);
export type PollResult = FormResult<PollIntent>;

export const POLL_FORM_ID = "poll-form";
export const pollAnchor = (pollId: number) => `poll-${pollId}`;
/** The option fields are option1 … option6: without JavaScript all six show and blanks are ignored. */
export const optionField = (index: number) => `option${index + 1}`;
export const POLL_FORM_FIELDS = ["question", "multipleChoice", "showResults", "allowVoteChange"] as const;

export const POLL_TOASTS = {
  created: { title: "Poll saved as a draft", description: "Launch it when the moment is right." },
  launched: { title: "Poll launched", description: "Viewers see it now" },
  closed: { title: "Poll closed", description: "Viewers see the final results" },
  deleted: { title: "Draft deleted" },
  turnedOn: { title: "Polls turned on", description: "Launch a poll and viewers see it beside the video." },
} as const;

/** The host turns polls on for the event from the tab itself (its own plain form). */
export const TURN_ON_POLLS_INTENT = "turn-on-polls";

export const POLL_FAILURE_TEXT: Record<PollIntent, string> = {
  "create-poll": "Poll not saved",
  "launch-poll": "Poll not launched",
  "close-poll": "Poll not closed",
  "delete-poll": "Draft not deleted",
};

export const POLLS_OFF_NOTICE = "Polls are off for this event: viewers see no poll until they are turned on.";
export const POLLS_OFF_ASK_HOST = "Only the host can turn them on.";

export interface PollsTabData {
  polls: PollView[];
  pollsEnabled: boolean;
  /** The host (not a team member) looks: the notice offers to turn polls on. */
  canTurnOn: boolean;
}
