import type { BrandColors } from "~/components/settings/branding/brand-style";
import type { LandingPageSettings, OverlayView } from "~/utils/live-events";
import type { OfferView } from "~/utils/offers";
import type { ResolvedWatch } from "~/services/watch.server";
import type { ViewerChatMessage } from "./use-live-chat";

export interface WatchPageData {
  watch: ResolvedWatch["response"];
  /** Whether this server can show the stream's video; when not, a live stream shows a notice instead of a player. */
  videoAvailable: boolean;
  /** An event with a waiting room: whether the host has let viewers in (null without one). */
  waitingRoom: { open: boolean } | null;
  /** The event's "mute on entry" (on for a stream without an event): the player starts muted, else waits for a tap to start with sound. */
  muteOnEntry: boolean;
  /** The personal link's id when the page was opened through one (the live connection presents it). */
  uniqueId: string | null;
  viewerCount: number;
  /** The event's start in its own zone, e.g. "Dec 3, 2026, 7:00 PM EST"; null without an event. */
  startsAt: string | null;
  /** The stream's chat as this viewer sees it: for a registered viewer when the event has chat on. */
  chat: { messages: ViewerChatMessage[]; /** Viewers may post (the host closes and opens the chat). */ open: boolean } | null;
  /** The overlays showing when the page was rendered (then kept current by `overlay` events). */
  overlays: OverlayView[];
  /** The stream's landing page settings (shown to viewers only while visible). */
  landing: LandingPageSettings | null;
  /** The server's clock when the page was rendered: countdowns read the same on every viewer's screen. */
  serverNow: string;
  /** The event's revealed offers (then kept current by `offers` events); none behind the registration gate. */
  offers: OfferView[];
  /**
   * "Ends at 2:30 PM EST" for each of `offers` that closes, by offer id, in the event's zone: shown
   * until the page is hydrated (then a countdown ticks), so the server's words are the only ones.
   */
  offerEndsAt: Record<number, string>;
  /** The return from checkout (`?checkout=success|cancelled&offer={id}`) for an offer of this event; null otherwise. */
  checkoutReturn: CheckoutReturn | null;
  /** The host's brand colours (Settings → Branding); null without a stream. */
  brand: BrandColors | null;
}

/** The registration gate's form (it posts no intent: the stream page has no other form). */
export const REGISTER_INTENT = "register";

export interface CheckoutReturn {
  status: "success" | "cancelled";
  offerId: number;
  offerTitle: string;
}
