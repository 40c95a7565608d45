// Overlays, GIF + sound presets and the landing page as the calls answer them, as zod shapes: the
// OpenAPI document describes the replies with them and their types are the ones the server
// builds. Server only at run time: pages import these types alone (`import type`, through
// live-events.ts), never zod.
import * as z from "zod";
import { apiShape, isoTime, rowId } from "./api-shapes";
import { GIF_SOUND_PRESET_CONFIG_SHAPE, LANDING_PAGE_TYPES, OVERLAY_CONFIG_SHAPES, OVERLAY_TYPES } from "./overlay-constants";

export { LANDING_PAGE_TYPES, OVERLAY_TYPES };

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A config kept as JSON text (the spec's form), with the shape of the object it holds. */
const jsonText = (description: string, names: readonly string[], example: Record<string, unknown>) =>
  z.string().meta({
    description,
    contentMediaType: "application/json",
    contentSchema: names.length === 1 ? ref(names[0] ?? "") : { anyOf: names.map(ref) },
    examples: [JSON.stringify(example)],
  });

/** An overlay as the calls return it and the `overlay` live event carries it: config as a JSON string (spec). */
export const overlayViewSchema = apiShape(
  "Overlay",
  z.object({
    id: rowId(31),
    type: z.enum(OVERLAY_TYPES).meta({ examples: ["alert"] }),
    isActive: z.boolean().meta({ description: "Switched on by the host (an alert past its duration or a countdown at 0 may still read true)." }),
    createdAt: isoTime(),
    updatedAt: isoTime().meta({ description: "Moves with every start, restart and edit." }),
    config: jsonText(
      "The overlay's settings as JSON text, by type: progressbar ProgressBarConfig, alert AlertConfig, countdown CountdownConfig (with the startTime the server set), gif-sound GifSoundConfig.",
      Object.values(OVERLAY_CONFIG_SHAPES),
      { title: "Doors open", message: "Grab your seat", duration: 8, position: "top-right", size: "medium" },
    ),
    startedAt: isoTime().nullable().optional().meta({
      description:
        "When the host started it (the change that made it show), null while stopped: viewers of self-hosted video show it when the video reaches this moment. Always in the calls' replies; absent from older live events.",
    }),
  }),
);
export type OverlayView = z.infer<typeof overlayViewSchema>;

export const overlayViewListSchema = apiShape("OverlayList", z.array(overlayViewSchema));

/** A GIF + sound preset of a stream, as the preset calls return it. */
export const gifSoundPresetSchema = apiShape(
  "GifSoundPreset",
  z.object({
    id: rowId(5),
    config: jsonText("The preset as JSON text: name, message, gifUrl, soundUrl.", [GIF_SOUND_PRESET_CONFIG_SHAPE], {
      name: "Confetti",
      message: "Welcome aboard!",
      gifUrl: "https://example.com/confetti.gif",
      soundUrl: "https://example.com/cheer.mp3",
    }),
    createdAt: isoTime(),
  }),
);
export type GifSoundPresetView = z.infer<typeof gifSoundPresetSchema>;

export const gifSoundPresetListSchema = apiShape("GifSoundPresetList", z.array(gifSoundPresetSchema).meta({ description: "Oldest first." }));

/** The stream's landing page as the calls return it and `landing_page` carries it (the full settings). */
export const landingPageSettingsReplySchema = apiShape(
  "LandingPageSettings",
  z.object({
    isVisible: z.boolean().meta({ description: "Shown beside the player on the watch page." }),
    activePage: z.enum(LANDING_PAGE_TYPES).meta({ description: "Which of the pages viewers see." }),
    customTitle: z.string().nullable(),
    customDescription: z.string().nullable(),
    customHostName: z.string().nullable(),
    customHostBio: z.string().nullable(),
    customOfferTitle: z.string().nullable(),
    customOfferPrice: z
      .string()
      .nullable()
      .meta({ examples: ["$49"] }),
    customUrl: z.string().nullable().meta({ description: "The url page's address (http or https)." }),
    customOfferFeatures: z.array(z.string()),
    updatedAt: isoTime().nullable().meta({ description: "null until the host first saves: these are the defaults." }),
  }),
);
export type LandingPageSettings = z.infer<typeof landingPageSettingsReplySchema>;
