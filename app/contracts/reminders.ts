// An event's reminders (spec section 9): their types and timings, and a reminder as the API shows it
// (GET and POST /api/events/{id}/reminder-configs).
import * as z from "zod";
import type { ReminderTiming, ReminderType } from "../../db/schema/product";
import { apiShape, isoTime, rowId } from "./api-shapes";

export const REMINDER_TYPES = ["email", "sms"] as const satisfies readonly ReminderType[];

/** Spec section 9: five reminders before the start, three after it (those go to no-shows only). */
export const REMINDER_TIMINGS = [
  { timing: "7d", minutesBefore: 7 * 24 * 60, label: "1 week before" },
  { timing: "1d", minutesBefore: 24 * 60, label: "1 day before" },
  { timing: "1h", minutesBefore: 60, label: "1 hour before" },
  { timing: "15m", minutesBefore: 15, label: "15 minutes before" },
  { timing: "3m", minutesBefore: 3, label: "3 minutes before" },
  { timing: "-5m", minutesBefore: -5, label: "5 minutes after start (no-shows)" },
  { timing: "-10m", minutesBefore: -10, label: "10 minutes after start (no-shows)" },
  { timing: "-15m", minutesBefore: -15, label: "15 minutes after start (no-shows)" },
] as const satisfies readonly { timing: ReminderTiming; minutesBefore: number; label: string }[];
type TimingValue = (typeof REMINDER_TIMINGS)[number]["timing"];
export const REMINDER_TIMING_VALUES = REMINDER_TIMINGS.map((t) => t.timing) as [TimingValue, ...TimingValue[]];

/** One reminder of an event (one per type and timing). */
export const reminderConfigSchema = apiShape(
  "ReminderConfig",
  z.object({
    id: rowId(12),
    eventId: rowId(42),
    type: z.enum(REMINDER_TYPES),
    timing: z
      .enum(REMINDER_TIMING_VALUES)
      .meta({ description: "How long before the start it goes out; negative: after the start, to no-shows only." }),
    message: z.string().meta({ description: "{title} is replaced by the event's title when it is sent." }),
    subject: z.string().nullable().meta({ description: "Only e-mail reminders have a subject; null for SMS." }),
    enabled: z.boolean(),
    scheduleTime: isoTime().nullable().meta({ description: "When it goes out: the event's start minus the timing." }),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  }),
);
export type ReminderConfig = z.infer<typeof reminderConfigSchema>;
export const reminderConfigListSchema = apiShape("ReminderConfigList", z.array(reminderConfigSchema));
