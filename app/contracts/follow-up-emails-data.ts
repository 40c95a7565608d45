import type { FollowUpAudienceName } from "~/contracts/follow-ups";
import type { Tone } from "./delivery-data";
import { isOneOf } from "~/utils/one-of";

/** The Follow-up e-mails card's forms (`intent`) and its anchor (/events/{id}#follow-ups). */
export const SAVE_FOLLOW_UP = "save-follow-up";
export const ADD_FOLLOW_UP = "add-follow-up";
export const TOGGLE_FOLLOW_UP = "toggle-follow-up";
export const DELETE_FOLLOW_UP = "delete-follow-up";
export const FOLLOW_UPS_ID = "follow-ups";

export const FOLLOW_UP_INTENTS = [SAVE_FOLLOW_UP, ADD_FOLLOW_UP, TOGGLE_FOLLOW_UP, DELETE_FOLLOW_UP] as const;
export type FollowUpIntent = (typeof FOLLOW_UP_INTENTS)[number];
export const isFollowUpIntent = isOneOf(FOLLOW_UP_INTENTS);

/** The card's success toasts: without JavaScript the card shows them itself, where the page lands. */
export const FOLLOW_UP_TOASTS = {
  saved: "Follow-up saved",
  added: "Follow-up added",
  on: "Follow-up turned on",
  off: "Follow-up turned off",
  deleted: "Follow-up deleted",
} as const;

/** One follow-up as the card shows it (words made by the server in the event's time zone). */
export interface FollowUpItem {
  id: number;
  audience: FollowUpAudienceName;
  audienceLabel: string;
  delayMinutes: number;
  delayLabel: string;
  subject: string;
  message: string;
  enabled: boolean;
  skipBuyers: boolean;
  state: { label: string; tone: Tone; detail: string };
  /** Once it went out its words are what registrants got: it can be deleted, not changed. */
  editable: boolean;
}

export interface FollowUpEmailsData {
  items: FollowUpItem[];
  /** Where the replay stands, in a sentence: follow-ups wait for it. */
  replayNote: string;
}
