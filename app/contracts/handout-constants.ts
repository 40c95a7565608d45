// The Handouts tab's forms: their intents, what the tab shows, and the texts of their answers.
import type { HandoutHostView } from "~/contracts/handouts";
import { isOneOf } from "~/utils/one-of";

export const HANDOUT_INTENTS = ["upload-handout", "add-handout-link", "remove-handout"] as const;
export type HandoutIntent = (typeof HANDOUT_INTENTS)[number];
export const isHandoutIntent = isOneOf(HANDOUT_INTENTS);

/** The upload form posts here (the screen's other multipart form is the offer image's). */
export const HANDOUT_UPLOAD_PARAM = "upload";
export const HANDOUT_UPLOAD_VALUE = "handout";

export const HANDOUT_TOASTS = {
  uploaded: { title: "Handout added", description: "Viewers can download it from the watch page now." },
  linkAdded: { title: "Link added", description: "Viewers see it in their handouts now." },
  removed: { title: "Handout removed" },
} as const;

export const HANDOUT_FAILURE: Record<HandoutIntent, string> = {
  "upload-handout": "Failed to upload the handout",
  "add-handout-link": "Failed to add the link",
  "remove-handout": "Failed to remove the handout",
};

export interface HandoutsTabData {
  handouts: HandoutHostView[];
  streamId: string;
}

export const handoutAnchor = (id: number) => `handout-${id}`;
