// The Landing Page tab's forms: intents, field names (the settings' own keys), texts (spec
// section 8) and the action's answer, shared by the tab and its action.
import type { ToastMessage } from "~/components/toast-message";
import type { LandingPageType } from "~/components/landing-page/landing-content";

/** Update Landing Page; a page-type button (also makes the page visible); the active page selector. */
export const LANDING_INTENTS = ["landing-update", "landing-choose", "landing-active"] as const;
export type LandingIntent = (typeof LANDING_INTENTS)[number];
export const isLandingIntent = (value: unknown): value is LandingIntent => LANDING_INTENTS.some((intent) => intent === value);

export const TEXT_FIELDS = ["customTitle", "customDescription", "customHostName", "customHostBio", "customOfferTitle", "customOfferPrice", "customUrl"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const FEATURES_FIELD = "customOfferFeatures";
export type LandingField = TextField | typeof FEATURES_FIELD | "isVisible" | "activePage";

/** What the form holds: the settings as text, features one per line. */
export type LandingDraft = Record<TextField | typeof FEATURES_FIELD, string> & { isVisible: boolean; activePage: LandingPageType };

export const UPDATE_FAILED = "Failed to update landing page";
export const updatedToast = (isVisible: boolean): ToastMessage => ({
  title: "Landing Page Updated",
  description: `Landing page is now ${isVisible ? "shown" : "hidden"} for all viewers`,
});

export interface LandingActionData {
  scope: "landing";
  ok: boolean;
  intent: LandingIntent | null;
  /** The inline text for visitors without JavaScript. */
  error: string | null;
  fieldErrors: Partial<Record<LandingField, string[]>>;
  toast: ToastMessage | null;
  /** What was typed when saving failed, so the form keeps it. */
  values: Partial<LandingDraft> | null;
}

export const isLandingActionData = (value: unknown): value is LandingActionData =>
  typeof value === "object" && value !== null && (value as { scope?: unknown }).scope === "landing";
