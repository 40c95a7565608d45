// The Landing Page tab's forms: intents, field names (the settings' own keys), texts (spec
// section 8) and what a refused save typed, shared by the tab and its action.
import type { ToastMessage } from "~/utils/form-result";
import type { LandingPageType } from "~/components/landing-page/landing-content";
import { typedValue, type FormResult } from "~/utils/form-result";

/** Update Landing Page (the content); a tile of "which page viewers see". */
export const LANDING_INTENTS = ["landing-update", "landing-show"] as const;
export type LandingIntent = (typeof LANDING_INTENTS)[number];
export const isLandingIntent = (value: unknown): value is LandingIntent => LANDING_INTENTS.some((intent) => intent === value);

/** The tile's field: a page type shows that page, NOTHING hides the landing page. */
export const SHOW_FIELD = "show";
export const NOTHING = "none";
export type ShowChoice = LandingPageType | typeof NOTHING;

export const TEXT_FIELDS = [
  "customTitle",
  "customDescription",
  "customHostName",
  "customHostBio",
  "customOfferTitle",
  "customOfferPrice",
  "customUrl",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const FEATURES_FIELD = "customOfferFeatures";

/** What the content form holds: the settings' texts, features one per line. */
export type LandingDraft = Record<TextField | typeof FEATURES_FIELD, string>;

export const UPDATE_FAILED = "Failed to update landing page";
export const updatedToast = (isVisible: boolean): ToastMessage => ({
  title: "Landing Page Updated",
  description: `Landing page is now ${isVisible ? "shown" : "hidden"} for all viewers`,
});

/** What was typed in the refused save. */
export function typedDraft(answer: FormResult | null): Partial<LandingDraft> | null {
  if (!answer?.result.initialValue) return null;
  const typed: Partial<LandingDraft> = {};
  for (const field of [...TEXT_FIELDS, FEATURES_FIELD] as const) {
    const value = typedValue(answer, field);
    if (value !== undefined) typed[field] = value;
  }
  return typed;
}
