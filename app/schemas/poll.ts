import * as z from "zod";
import { POLL_SHOW_RESULTS, POLL_STATUSES } from "~/contracts/poll-shapes";
import { POLL_LIMITS, POLL_MESSAGES } from "~/contracts/polls";

// The bodies of the poll calls: POST /api/streams/{streamId}/polls, PATCH /api/polls/{id} and
// POST /api/polls/{id}/vote. The Polls tab's form is turned into the same create body.

const clean = (value: string) => value.replace(/\u0000/g, "").trim();
const text = (max: number, message: string) => z.string({ error: message }).transform(clean).pipe(z.string().min(1, message).max(max, message));

export const pollCreateSchema = z.strictObject(
  {
    question: text(POLL_LIMITS.question, POLL_MESSAGES.question),
    options: z
      .array(text(POLL_LIMITS.option, POLL_MESSAGES.option), { error: POLL_MESSAGES.options })
      .min(POLL_LIMITS.minOptions, POLL_MESSAGES.options)
      .max(POLL_LIMITS.maxOptions, POLL_MESSAGES.options)
      .refine((options) => new Set(options.map((option) => option.toLowerCase())).size === options.length, POLL_MESSAGES.duplicateOption),
    multipleChoice: z.boolean({ error: POLL_MESSAGES.multipleChoice }),
    showResults: z.enum(POLL_SHOW_RESULTS, { error: POLL_MESSAGES.showResults }),
    allowVoteChange: z.boolean({ error: POLL_MESSAGES.allowVoteChange }).default(false),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? POLL_MESSAGES.unknownCreateField : POLL_MESSAGES.notObject) },
);
export type PollInput = z.output<typeof pollCreateSchema>;

export const pollPatchSchema = z.strictObject(
  { status: z.enum(POLL_STATUSES, { error: POLL_MESSAGES.status }) },
  { error: (issue) => (issue.code === "unrecognized_keys" ? POLL_MESSAGES.unknownPatchField : POLL_MESSAGES.notObject) },
);

const MAX_ID = 2 ** 31 - 1;

export const pollVoteSchema = z.strictObject(
  {
    viewerId: z
      .number({ error: POLL_MESSAGES.viewerId })
      .int(POLL_MESSAGES.viewerId)
      .min(1, POLL_MESSAGES.viewerId)
      .max(MAX_ID, POLL_MESSAGES.viewerId)
      .nullish(),
    optionIds: z
      .array(
        z
          .number({ error: POLL_MESSAGES.optionIds })
          .int(POLL_MESSAGES.optionIds)
          .min(1, POLL_MESSAGES.optionIds)
          .max(MAX_ID, POLL_MESSAGES.optionIds),
        {
          error: POLL_MESSAGES.optionIds,
        },
      )
      .min(1, POLL_MESSAGES.chooseOne)
      .max(POLL_LIMITS.maxOptions, POLL_MESSAGES.optionIds)
      .refine((ids) => new Set(ids).size === ids.length, POLL_MESSAGES.optionIds),
    token: z.string({ error: "token must be text" }).max(64, "token must be text").nullish(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? POLL_MESSAGES.unknownVoteField : POLL_MESSAGES.notObject) },
);
export type PollVoteInput = z.output<typeof pollVoteSchema>;

/** A poll id in a path: digits only, else null (a 404). */
export function parsePollId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
