export type ReminderDeliveryState = "off" | "scheduled" | "overdue" | "sending" | "sent" | "skipped";
export const OTHER_KINDS = ["registration_confirmation", "invitation"] as const;
export type OtherKind = (typeof OTHER_KINDS)[number];

export type Tone = "neutral" | "info" | "success" | "warning";

export interface DeliveryError {
  label: string;
  retrying: boolean;
  text: string;
  /** The text cut to fit the row; null when it fits whole. */
  short: string | null;
}

export interface ReminderRow {
  id: number;
  timing: string;
  channel: string;
  enabled: boolean;
  due: string;
  delivery: { state: ReminderDeliveryState; label: string; tone: Tone; detail: string | null; lastError: DeliveryError | null };
}

export interface OtherMessagesRow {
  kind: OtherKind;
  label: string;
  counts: string;
  lastError: DeliveryError | null;
}

/** The Overview tab's delivery state of reminders, confirmations and invitations. */
export interface DeliveryData {
  setupNotice: string | null;
  reminders: ReminderRow[];
  otherMessages: OtherMessagesRow[];
}
