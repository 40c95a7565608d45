import * as z from "zod";
import { DAILY_TIME_PATTERN, MAX_DAILY_TIMES, MAX_UPCOMING_SESSIONS, ON_DEMAND_INTERVALS } from "~/contracts/on-demand-schedule";

// The host's on-demand settings form, and a registrant's pick of a session.

export const ON_DEMAND_SETTINGS_INTENT = "on-demand-settings";
export const NO_SCHEDULE = "Choose an interval or add at least one daily time, or leave on-demand off.";

/** "09:00, 19:30" (commas or spaces between) to its times, sorted, each once. */
function splitTimes(text: string) {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))].sort();
}

export const onDemandSettingsSchema = z
  .object({
    enabled: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true" || v === "1"),
    everyMinutes: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v || v === "off") return null;
        const minutes = Number(v);
        if (!(ON_DEMAND_INTERVALS as readonly number[]).includes(minutes)) {
          ctx.addIssue({ code: "custom", message: "Sessions run every 15, 30 or 60 minutes, or not on an interval" });
          return z.NEVER;
        }
        return minutes;
      }),
    dailyTimes: z
      .string()
      .trim()
      .max(200, "List at most 12 times")
      .optional()
      .transform((v, ctx) => {
        const times = splitTimes(v ?? "");
        const wrong = times.find((time) => !DAILY_TIME_PATTERN.test(time));
        if (wrong) {
          ctx.addIssue({ code: "custom", message: `"${wrong}" is not a time of day: write it as HH:MM, like 09:00 or 19:30` });
          return z.NEVER;
        }
        if (times.length > MAX_DAILY_TIMES) {
          ctx.addIssue({ code: "custom", message: `List at most ${MAX_DAILY_TIMES} times` });
          return z.NEVER;
        }
        return times;
      }),
    upcomingCount: z.coerce
      .number({ error: "Choose how many upcoming sessions to offer" })
      .int("Choose how many upcoming sessions to offer")
      .min(1, "Offer at least 1 upcoming session")
      .max(MAX_UPCOMING_SESSIONS, `Offer at most ${MAX_UPCOMING_SESSIONS} upcoming sessions`),
  })
  .superRefine((value, ctx) => {
    if (value.enabled && value.everyMinutes === null && !value.dailyTimes.length) {
      ctx.addIssue({ code: "custom", message: NO_SCHEDULE, path: ["dailyTimes"] });
    }
  });

export type OnDemandSettingsInput = z.output<typeof onDemandSettingsSchema>;

/** A registrant's pick: "watch now", or one of the upcoming starts they were offered (its UTC ISO). */
export const sessionPickSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("watch-now") }),
  z.object({
    intent: z.literal("scheduled"),
    startsAt: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "Choose one of the sessions listed"),
  }),
]);

export type SessionPick = z.output<typeof sessionPickSchema>;
