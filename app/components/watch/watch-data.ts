import type { BrandColors } from "~/components/settings/branding/brand-style";
import type { LandingPageSettings, OverlayView } from "~/utils/live-events";
import type { ResolvedWatch } from "~/services/watch.server";
import type { ViewerChatMessage } from "./use-live-chat";

export interface WatchPageData {
  watch: ResolvedWatch["response"];
  /** The personal link's id when the page was opened through one (the live connection presents it). */
  uniqueId: string | null;
  viewerCount: number;
  /** The event's start in its own zone, e.g. "Dec 3, 2026, 7:00 PM EST"; null without an event. */
  startsAt: string | null;
  /** The stream's chat as this viewer sees it: for a registered viewer when the event has chat on. */
  chat: { messages: ViewerChatMessage[] } | null;
  /** The overlays showing when the page was rendered (then kept current by `overlay` events). */
  overlays: OverlayView[];
  /** The stream's landing page settings (shown to viewers only while visible). */
  landing: LandingPageSettings | null;
  /** The server's clock when the page was rendered: countdowns read the same on every viewer's screen. */
  serverNow: string;
  /** The host's brand colours (Settings → Branding); null without a stream. */
  brand: BrandColors | null;
}

/** The registration gate's form (it posts no intent: the stream page has no other form). */
export const REGISTER_INTENT = "register";
