import type { EventDetail } from "~/contracts/events";

/** One reminder row of the success view's Notification Settings. */
export interface ReminderSetting {
  type: "email" | "sms";
  timing: string;
  label: string;
  enabled: boolean;
}

/** What the success view shows after an event is created. */
export interface CreatedEventView {
  event: Pick<EventDetail, "id" | "title" | "scheduledAt" | "timezone" | "durationMinutes" | "category" | "status">;
  reminders: ReminderSetting[];
}
