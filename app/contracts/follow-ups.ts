// Follow-up e-mails after an event ends: who they go to, when, the words they start with and the
// placeholders their texts may hold. Browser-safe: the host's editing form and the server share it.
import type { FollowUpAudience } from "../../db/schema/replays";

export const FOLLOW_UP_AUDIENCES = ["attended", "missed"] as const satisfies readonly FollowUpAudience[];
export type FollowUpAudienceName = (typeof FOLLOW_UP_AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<FollowUpAudienceName, string> = {
  attended: "Attendees",
  missed: "Registrants who missed it",
};

export const FOLLOW_UP_SUBJECT_MAX = 200;
export const FOLLOW_UP_MESSAGE_MAX = 2000;
/** A follow-up goes out at most 30 days after the end. */
export const FOLLOW_UP_DELAY_MAX_MINUTES = 30 * 24 * 60;

/** The delays the host's form offers; a delay set through the API keeps its own option. */
export const FOLLOW_UP_DELAY_CHOICES = [0, 15, 30, 60, 120, 180, 360, 720, 1440, 2880, 4320, 10080] as const;

/** 0 -> "Right after the end", 90 -> "1 h 30 min after the end", 2880 -> "48 h after the end". */
export function delayLabel(minutes: number) {
  if (minutes === 0) return "Right after the end";
  if (minutes === 10080) return "1 week after the end";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? `${hours} h` : "", rest ? `${rest} min` : ""].filter(Boolean);
  return `${parts.join(" ")} after the end`;
}

/**
 * The placeholders a follow-up's subject and message may hold: the reminders' ({title},
 * {firstName}, {startTime}, {link}: here the replay link), and {replay_link}, {replay_until}.
 * {event_title} is the same as {title}.
 */
export const FOLLOW_UP_PLACEHOLDERS = ["{title}", "{firstName}", "{startTime}", "{replay_link}", "{replay_until}"] as const;

export interface FollowUpTextValues {
  title: string;
  firstName: string;
  startTime: string;
  replayLink: string;
  replayUntil: string;
}

const PLACEHOLDER = /\{(title|event_title|firstName|startTime|link|replay_link|replay_until)\}/g;

export function renderFollowUpText(template: string, values: FollowUpTextValues) {
  return template.replace(PLACEHOLDER, (_, key: string) => {
    if (key === "title" || key === "event_title") return values.title;
    if (key === "firstName") return values.firstName;
    if (key === "startTime") return values.startTime;
    if (key === "replay_until") return values.replayUntil;
    return values.replayLink;
  });
}

/** What {replay_until} reads when the replay has no end. */
export const NO_REPLAY_END = "further notice";

export interface FollowUpDefault {
  audience: FollowUpAudienceName;
  delayMinutes: number;
  subject: string;
  message: string;
  skipBuyers: boolean;
}

/** The follow-ups every new event starts with (all on; the host edits or turns them off). */
export const DEFAULT_FOLLOW_UPS: readonly FollowUpDefault[] = [
  {
    audience: "attended",
    delayMinutes: 60,
    subject: "Thanks for joining {title}: here is the replay",
    message: "Thank you for being there live. The replay of {title} is ready whenever you want to watch a part again.",
    skipBuyers: false,
  },
  {
    audience: "missed",
    delayMinutes: 60,
    subject: "You missed {title}: the replay is here",
    message: "{title} is over, but you can still watch all of it: the replay is ready for you until {replay_until}.",
    skipBuyers: false,
  },
  {
    audience: "missed",
    delayMinutes: 1440,
    subject: "Last chance: the replay of {title}",
    message: "The replay of {title} is still waiting for you, and the offer from the session with it. It is online until {replay_until}.",
    skipBuyers: true,
  },
];

/** A registrant's personal replay link; `followUpId` tells which follow-up e-mail it came from. */
export function replayLink(origin: string, eventId: number, accessToken: string, followUpId: number) {
  return `${origin}/replay/${eventId}/${encodeURIComponent(accessToken)}?fu=${followUpId}`;
}
