// Slow mode, timeouts and the moderation log's actions, shared by the server and the pages (no
// schema library: viewer pages read it). The chat settings and the log's lines as the calls
// answer them are zod shapes in chat-shapes.ts.
import { formatInZone } from "../utils/zone-format";
import { isOneOf } from "~/utils/one-of";

/** The seconds a host may choose between one viewer's messages; 0 is off. */
export const SLOW_MODE_CHOICES = [0, 5, 10, 30, 60] as const;
export type SlowModeSeconds = (typeof SLOW_MODE_CHOICES)[number];
export const isSlowModeSeconds = isOneOf(SLOW_MODE_CHOICES);

/** The minutes a viewer can be timed out for. */
export const TIMEOUT_CHOICES = [1, 5, 10] as const;
export type TimeoutMinutes = (typeof TIMEOUT_CHOICES)[number];
export const isTimeoutMinutes = isOneOf(TIMEOUT_CHOICES);

/** "Off", "5 s", "60 s". */
export const slowModeLabel = (seconds: number) => (seconds > 0 ? `${seconds} s` : "Off");

/** What a viewer reads while slow mode is on. */
export const slowModeNotice = (seconds: number) => `Slow mode: one message every ${seconds} s`;

/** The refusal of a message sent too soon under slow mode. */
export const slowModeRefusal = (secondsLeft: number) =>
  `Slow mode is on: you can send another message in ${secondsLeft} ${secondsLeft === 1 ? "second" : "seconds"}.`;

/** "2:05 PM" in the viewer's zone (the same on the server and in the browser). */
export const timeoutEndLabel = (until: string, timeZone: string) =>
  formatInZone(until, timeZone, { year: undefined, month: undefined, day: undefined, timeZoneName: undefined });

/** What a timed-out viewer reads, and the refusal of their post. */
export const timedOutText = (until: string, timeZone: string) => `You're timed out until ${timeoutEndLabel(until, timeZone)}.`;

/** A viewer's moderation state as the host's chat panel shows it and `viewer_state` carries it. */
export interface ViewerModerationState {
  viewerId: number;
  isShadowbanned: boolean;
  isKicked: boolean;
  /** ISO moment the timeout ends; null when not timed out. */
  timedOutUntil: string | null;
}

export const MODERATION_LOG_ACTIONS = [
  "sticky",
  "unsticky",
  "remove",
  "approve",
  "reject",
  "shadowban",
  "unshadowban",
  "kick",
  "readmit",
  "timeout",
  "untimeout",
  "chat_open",
  "chat_close",
  "slow_mode",
] as const;
export type ModerationLogAction = (typeof MODERATION_LOG_ACTIONS)[number];
