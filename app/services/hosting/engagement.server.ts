// What the room did with an event's engagement tools, for the event's Analytics tab and its CSV:
// questions asked and answered, each poll's results, each handout's downloads.
import { handoutDownloads } from "~/models/handout.server";
import { pollResultsForEvent } from "~/models/poll.server";
import { questionCounts } from "~/models/question.server";
import type { CsvValue } from "~/utils/csv";
import { pollPercentages } from "~/contracts/polls";

export type EventEngagement = Awaited<ReturnType<typeof eventEngagement>>;

export async function eventEngagement({ eventId }: { eventId: number }) {
  const [questions, polls, handouts] = await Promise.all([
    questionCounts({ eventId }),
    pollResultsForEvent({ eventId }),
    handoutDownloads({ eventId }),
  ]);
  return { questions, polls, handouts };
}

/** The CSV's sections (each a header and rows, separated by an empty line): Q&A, poll results, handouts. */
export function engagementCsvSections({ questions, polls, handouts }: EventEngagement): { header: string[]; rows: CsvValue[][] }[] {
  return [
    { header: ["Questions asked", "Questions answered"], rows: [[questions.asked, questions.answered]] },
    {
      header: ["Poll", "Status", "Choice", "Option", "Votes", "Share of voters (%)", "Voters"],
      rows: polls.flatMap((poll) => {
        const shares = pollPercentages(
          poll.options.map((option) => option.votes),
          poll.totalVoters,
          poll.multipleChoice,
        );
        return poll.options.map((option, index) => [
          poll.question,
          poll.status,
          poll.multipleChoice ? "multiple" : "single",
          option.text,
          option.votes,
          shares[index] ?? 0,
          poll.totalVoters,
        ]);
      }),
    },
    {
      header: ["Handout", "Kind", "Downloads", "Viewers who downloaded"],
      rows: handouts.map((handout) => [handout.title, handout.kind, handout.downloads, handout.distinctViewers]),
    },
  ];
}
