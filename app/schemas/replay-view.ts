import * as z from "zod";

// The replay page's watch-time beacon: POST /replay/{eventId}/{accessToken}/watch-time, every 15 s
// while the recording plays and once more when the page goes away.

/** Most minutes one report may name: a report covers 15 s of playing, plus seeks across the recording. */
const MAX_MINUTES_PER_REPORT = 50;

export const replayWatchSchema = z.strictObject(
  {
    viewId: z
      .number({ error: "viewId must be the page's view id" })
      .int("viewId must be the page's view id")
      .positive("viewId must be the page's view id"),
    seconds: z
      .number({ error: "seconds must be a number from 0 to 120" })
      .min(0, "seconds must be a number from 0 to 120")
      .max(120, "seconds must be a number from 0 to 120"),
    minutes: z
      .array(z.number().int("minutes must be whole minute numbers").min(0, "minutes must be 0 or more").max(100_000, "minutes is out of range"), {
        error: "minutes must be a list of minute numbers",
      })
      .max(MAX_MINUTES_PER_REPORT, `minutes may name at most ${MAX_MINUTES_PER_REPORT} minutes`),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Only viewId, seconds and minutes may be sent." : "Send a JSON object.") },
);
export type ReplayWatchInput = z.output<typeof replayWatchSchema>;

/** `?fu=` of a follow-up e-mail's link: a positive id, else nothing. */
export function parseFollowUpId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
