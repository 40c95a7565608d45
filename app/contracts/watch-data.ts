import type { BrandColors } from "./brand";
import type { HandoutView } from "~/contracts/handouts";
import type { ChatMessage, LandingPageSettings, OverlayView } from "~/contracts/live-events";
import type { OfferView } from "~/contracts/offers";
import type { QuestionView } from "~/contracts/questions";
import type { PollView } from "~/contracts/polls";
import type { WatchResponse } from "./watch";

export type { WatchResponse };

/** A chat message as a viewer receives it: of another viewer, only the first name. */
export type ViewerChatMessage = Omit<ChatMessage, "viewer"> & { viewer: { id: number; firstName: string } | null };

export interface WatchPageData {
  watch: WatchResponse;
  /** The host ended the event: the page says so, with the registrant's replay once it is ready. */
  ended: { replayPath: string | null } | null;
  /** Whether this server can show the stream's video; when not, a live stream shows a notice instead of a player. */
  videoAvailable: boolean;
  /** An event with a waiting room: whether the host has let viewers in (null without one). */
  waitingRoom: { open: boolean } | null;
  /** The event's "mute on entry" (on for a stream without an event): the player starts muted, else waits for a tap to start with sound. */
  muteOnEntry: boolean;
  /** The personal link's id when the page was opened through one (the live connection presents it). */
  uniqueId: string | null;
  viewerCount: number;
  /** The stream's newest live event when this data was read: the page's live connection starts after it. */
  liveSince: number | null;
  /** The event's start in its own zone, e.g. "Dec 3, 2026, 7:00 PM EST"; null without an event. */
  startsAt: string | null;
  /** The stream's chat as this viewer sees it: for a registered viewer when the event has chat on. */
  chat: {
    messages: ViewerChatMessage[];
    /** Viewers may post (the host closes and opens the chat). */
    open: boolean;
    /** Slow mode's seconds between two of the viewer's messages; 0 for off. */
    slowModeSeconds: number;
    /** When slow mode lets this viewer send again (ISO), if still ahead; null otherwise. */
    nextMessageAt: string | null;
    /** The end of this viewer's timeout (ISO) while it lasts; null otherwise. */
    timedOutUntil: string | null;
    /** The zone the viewer reads times in (the timeout's end). */
    timeZone: string;
  } | null;
  /** The Q&A as this viewer sees it: for a registered viewer when the event has Q&A on. */
  questions: { items: QuestionView[]; /** The event lets viewers ask anonymously. */ anonymousAllowed: boolean } | null;
  /** The overlays showing when the page was rendered (then kept current by `overlay` events). */
  overlays: OverlayView[];
  /** The stream's landing page settings (shown to viewers only while visible). */
  landing: LandingPageSettings | null;
  /** The server's clock when the page was rendered: countdowns read the same on every viewer's screen. */
  serverNow: string;
  /** The event's revealed offers (then kept current by `offers` events); none behind the registration gate. */
  offers: OfferView[];
  /** The event's handouts (then kept current by `handouts` events); none behind the registration gate. */
  handouts: HandoutView[];
  /**
   * "Ends at 2:30 PM EST" for each of `offers` that closes, by offer id, in the event's zone: shown
   * until the page is hydrated (then a countdown ticks), so the server's words are the only ones.
   */
  offerEndsAt: Record<number, string>;
  /** The stream's open poll, or the one closed last for a while after; null without (or behind the registration gate). */
  poll: PollView | null;
  /** The return from checkout (`?checkout=success|cancelled&offer={id}`) for an offer of this event; null otherwise. */
  checkoutReturn: CheckoutReturn | null;
  /** The host's brand colours (Settings → Branding); null without a stream. */
  brand: BrandColors | null;
}

/** The poll card's anchor, and its vote form's intent on the personal page's action (without JavaScript). */
export const POLL_ID = "poll";
/** The room's other parts' anchors: the phone's tabs link to them. */
export const OFFERS_ID = "offers";
export const HANDOUTS_ID = "handouts";
export const VOTE_INTENT = "vote";

/** The registration gate's form (it posts no intent). */
export const REGISTER_INTENT = "register";
/** The passcode gate's form. */
export const PASSCODE_INTENT = "passcode";
/** "Send the link again" of a viewer whose e-mail is not confirmed. */
export const RESEND_CONFIRMATION_INTENT = "resend-confirmation";

export interface CheckoutReturn {
  status: "success" | "cancelled";
  offerId: number;
  offerTitle: string;
}
