import * as z from "zod";
import { apiShape } from "~/contracts/api-shapes";
import { GIF_SOUND_PRESET_CONFIG_SHAPE, LANDING_PAGE_TYPES, OVERLAY_CONFIG_SHAPES, OVERLAY_TYPES } from "~/contracts/overlay-constants";
import type { OverlayPresetItem, OverlayPresetView } from "~/contracts/overlays-tab-data";

export type { OverlayPresetItem, OverlayPresetView };

// Overlays (POST /api/streams/{id}/overlays, PATCH /api/overlays/{id}), GIF + sound presets and
// the landing page settings. Spec sections 3, 5 and 9.

export { LANDING_PAGE_TYPES, OVERLAY_TYPES };
export type OverlayTypeName = (typeof OVERLAY_TYPES)[number];

export const OVERLAY_POSITIONS = ["top-left", "top-right", "bottom-left", "bottom-right", "center"] as const;
export const PROGRESS_POSITIONS = ["top", "bottom", "center"] as const;
export const OVERLAY_SIZES = ["small", "medium", "large"] as const;
export const ALERT_STYLES = ["donation", "follow", "purchase", "subscribe", "success", "warning", "error", "custom"] as const;
export const ANIMATION_TYPES = ["slide", "fade", "bounce", "pulse"] as const;
export const PROGRESS_WIDTHS = ["25%", "50%", "75%", "100%"] as const;
export const DISPLAY_MODES = ["percentage", "fraction", "both"] as const;

export const TEXT_LIMITS = { title: 100, label: 100, message: 500, buttonText: 50, buttonAction: 100, name: 100, url: 2048 } as const;
export const LANDING_LIMITS = {
  title: 200,
  description: 5000,
  hostName: 100,
  hostBio: 5000,
  offerTitle: 200,
  offerPrice: 50,
  features: 20,
  feature: 200,
} as const;

export const OVERLAY_MESSAGES = {
  type: `type must be one of ${OVERLAY_TYPES.join(", ")}`,
  isActive: "isActive must be true or false",
  configJson: "config is not valid JSON",
  configObject: "config must be a JSON object",
  invalidTimer: "Invalid Timer: Please set a time greater than 0",
  currentAboveTotal: "current must be between 0 and total",
  colour: "must be a colour like #fff or #ffffff",
  url: "must be an http(s) URL",
  missingPresetFields: "Missing fields: Please fill in all fields to add a preset",
  invalidFields: "Some fields are missing or invalid.",
  overlayNotFound: "Overlay not found",
  presetNotFound: "Preset not found",
  streamNotFound: "Stream not found",
  nothingToChange: "Send isActive or config to change",
  noPresetSelected: "No preset selected: Please select a GIF+Sound preset",
  firstNameRequired: "First name required: Please enter the enrollee's first name",
  alertNeedsText: "Alert needs text: Please enter a title or a message",
  overlayPresetName: "Name required: Please name the overlay preset",
  overlayPresetEmpty: "Nothing to save: Please choose at least one overlay showing now",
  overlayPresetNotFound: "Overlay preset not found",
} as const;

const oneOf = (values: readonly string[]) => `must be one of ${values.join(", ")}`;

/** A value left empty in a form (null, "" or whitespace) counts as not given, so its default applies. */
const blankToUndefined = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value);

/** A number in [min, max]; numeric strings are accepted (forms send text); empty takes the default. */
function numberIn(min: number, max: number, fallback: number, { int = true } = {}) {
  const message = `must be ${int ? "a whole number" : "a number"} from ${min} to ${max}`;
  let inner = z.number({ error: message }).min(min, message).max(max, message);
  if (int) inner = inner.int(message);
  return z.preprocess((value) => {
    const blank = blankToUndefined(value);
    if (typeof blank === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(blank)) return Number(blank);
    return blank;
  }, inner.default(fallback));
}

function enumOf<T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: oneOf(values) }).default(fallback as never));
}

function text(max: number, fallback = "") {
  const message = `must be text of at most ${max} characters`;
  return z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: message })
      .transform((s) => s.replace(/\u0000/g, "").trim())
      .pipe(z.string().max(max, message))
      .default(fallback),
  );
}

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
function colour(fallback: string) {
  return z.preprocess(
    blankToUndefined,
    z.string({ error: OVERLAY_MESSAGES.colour }).trim().regex(HEX_COLOUR, OVERLAY_MESSAGES.colour).default(fallback),
  );
}

/** An absolute http(s) URL, or a path on this site (the built-in assets in public/). */
export function isSafeUrl(value: string, { allowPath = true } = {}) {
  if (allowPath && /^\/(?![/\\])/.test(value)) return !/[\s<>"]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const urlText = (options?: { allowPath?: boolean }) =>
  z
    .string({ error: OVERLAY_MESSAGES.url })
    .trim()
    .max(TEXT_LIMITS.url, OVERLAY_MESSAGES.url)
    .refine((value) => isSafeUrl(value, options), OVERLAY_MESSAGES.url);

/** An optional URL: empty means none (null). */
const optionalUrl = (options?: { allowPath?: boolean }) => z.preprocess(blankToUndefined, urlText(options).nullable().default(null));

const boolean = (fallback: boolean, field: string) => z.boolean({ error: `${field} must be true or false` }).default(fallback);

export const progressBarConfigSchema = apiShape(
  OVERLAY_CONFIG_SHAPES.progressbar,
  z
    .object({
      current: numberIn(0, 1_000_000_000, 0, { int: false }),
      total: numberIn(1, 1_000_000_000, 100, { int: false }),
      label: text(TEXT_LIMITS.label, "Spots Filled"),
      displayMode: enumOf(DISPLAY_MODES, "percentage"),
      fillColor: colour("#3b82f6"),
      backgroundColor: colour("#e5e7eb"),
      textColor: colour("#ffffff"),
      width: enumOf(PROGRESS_WIDTHS, "50%"),
      position: enumOf(PROGRESS_POSITIONS, "top"),
    })
    .superRefine((config, ctx) => {
      if (config.current > config.total) ctx.addIssue({ code: "custom", path: ["current"], message: OVERLAY_MESSAGES.currentAboveTotal });
    }),
);

export const countdownConfigSchema = apiShape(
  OVERLAY_CONFIG_SHAPES.countdown,
  z
    .object({
      /** Set by the server when the overlay is created; every viewer counts down from it. */
      startTime: z.iso.datetime({ error: "startTime must be an ISO date-time" }).optional(),
      hours: numberIn(0, 23, 0),
      minutes: numberIn(0, 59, 5),
      seconds: numberIn(0, 59, 0),
      title: text(TEXT_LIMITS.title, "Stream Starting Soon"),
      position: enumOf(OVERLAY_POSITIONS, "center"),
      size: enumOf(OVERLAY_SIZES, "medium"),
    })
    .superRefine((config, ctx) => {
      if (config.hours * 3600 + config.minutes * 60 + config.seconds <= 0)
        ctx.addIssue({ code: "custom", path: ["seconds"], message: OVERLAY_MESSAGES.invalidTimer });
    }),
);

export const alertConfigSchema = apiShape(
  OVERLAY_CONFIG_SHAPES.alert,
  z.object({
    title: text(TEXT_LIMITS.title),
    message: text(TEXT_LIMITS.message),
    duration: numberIn(1, 60, 8),
    position: enumOf(OVERLAY_POSITIONS, "top-right"),
    size: enumOf(OVERLAY_SIZES, "medium"),
    style: enumOf(ALERT_STYLES, "donation"),
    animationType: enumOf(ANIMATION_TYPES, "slide"),
    backgroundColor: colour("#000000"),
    textColor: colour("#ffffff"),
    hasButton: boolean(false, "hasButton"),
    buttonText: text(TEXT_LIMITS.buttonText),
    buttonUrl: optionalUrl({ allowPath: false }),
    buttonAction: z.preprocess(blankToUndefined, text(TEXT_LIMITS.buttonAction).nullable().default(null)),
    buttonColor: colour("#3b82f6"),
  }),
);

export const gifSoundConfigSchema = apiShape(
  OVERLAY_CONFIG_SHAPES["gif-sound"],
  z.object({
    firstName: text(TEXT_LIMITS.name),
    location: text(TEXT_LIMITS.name),
    message: text(TEXT_LIMITS.message),
    duration: numberIn(1, 60, 8),
    gifUrl: optionalUrl(),
    soundUrl: optionalUrl(),
    position: enumOf(OVERLAY_POSITIONS, "top-right"),
    size: enumOf(OVERLAY_SIZES, "medium"),
  }),
);

export type ProgressBarConfig = z.output<typeof progressBarConfigSchema>;
export type CountdownConfig = z.output<typeof countdownConfigSchema>;
export type AlertConfig = z.output<typeof alertConfigSchema>;
export type GifSoundConfig = z.output<typeof gifSoundConfigSchema>;

/** An overlay's type with its config: the discriminated union the calls validate against. */
export const overlayConfigSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("progressbar"), config: progressBarConfigSchema }),
  z.object({ type: z.literal("alert"), config: alertConfigSchema }),
  z.object({ type: z.literal("countdown"), config: countdownConfigSchema }),
  z.object({ type: z.literal("gif-sound"), config: gifSoundConfigSchema }),
]);
export type OverlayWithConfig = z.output<typeof overlayConfigSchema>;

export const overlayTypeSchema = z.enum(OVERLAY_TYPES, { error: OVERLAY_MESSAGES.type });
export const isActiveSchema = z.boolean({ error: OVERLAY_MESSAGES.isActive });

/** The outcome of reading a `config` that may arrive as a JSON string (the spec) or as an object. */
export type ConfigInput = { ok: true; value: Record<string, unknown> } | { ok: false; json: boolean };

export function readConfigInput(raw: unknown): ConfigInput {
  let value = raw;
  if (value === undefined) return { ok: true, value: {} };
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return { ok: false, json: true };
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, json: false };
  return { ok: true, value: value as Record<string, unknown> };
}

const requiredText = (max: number) =>
  z
    .string({ error: OVERLAY_MESSAGES.missingPresetFields })
    .transform((s) => s.replace(/\u0000/g, "").trim())
    .pipe(z.string().min(1, OVERLAY_MESSAGES.missingPresetFields).max(max, `must be at most ${max} characters`));

const requiredUrl = () =>
  z
    .string({ error: OVERLAY_MESSAGES.missingPresetFields })
    .trim()
    .min(1, OVERLAY_MESSAGES.missingPresetFields)
    .max(TEXT_LIMITS.url, OVERLAY_MESSAGES.url)
    .refine((value) => isSafeUrl(value), OVERLAY_MESSAGES.url);

/** A GIF + sound preset: name, gifUrl and soundUrl required; the default message optional. */
export const gifSoundPresetConfigSchema = apiShape(
  GIF_SOUND_PRESET_CONFIG_SHAPE,
  z.object({
    name: requiredText(TEXT_LIMITS.name),
    message: text(TEXT_LIMITS.message),
    gifUrl: requiredUrl(),
    soundUrl: requiredUrl(),
  }),
);
export type GifSoundPresetConfig = z.output<typeof gifSoundPresetConfigSchema>;

/** Each overlay type's config schema (and the preset's) under its API shape name. */
export const OVERLAY_CONFIG_SCHEMAS: Record<string, z.ZodType> = {
  [OVERLAY_CONFIG_SHAPES.progressbar]: progressBarConfigSchema,
  [OVERLAY_CONFIG_SHAPES.alert]: alertConfigSchema,
  [OVERLAY_CONFIG_SHAPES.countdown]: countdownConfigSchema,
  [OVERLAY_CONFIG_SHAPES["gif-sound"]]: gifSoundConfigSchema,
  [GIF_SOUND_PRESET_CONFIG_SHAPE]: gifSoundPresetConfigSchema,
};

/** In the landing settings an empty text clears the field (null); a left-out one keeps its value. */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

function nullableText(max: number) {
  const message = `must be text of at most ${max} characters`;
  return z.preprocess(
    blankToNull,
    z
      .string({ error: message })
      .transform((s) => s.replace(/\u0000/g, "").trim())
      .pipe(z.string().max(max, message))
      .nullable()
      .optional(),
  );
}

/** POST /api/streams/{id}/landing-page: any subset of the settings; what is left out keeps its stored value. */
export const landingPageSettingsSchema = z.object({
  isVisible: z.boolean({ error: "isVisible must be true or false" }).optional(),
  activePage: z.enum(LANDING_PAGE_TYPES, { error: oneOf(LANDING_PAGE_TYPES) }).optional(),
  customTitle: nullableText(LANDING_LIMITS.title),
  customDescription: nullableText(LANDING_LIMITS.description),
  customHostName: nullableText(LANDING_LIMITS.hostName),
  customHostBio: nullableText(LANDING_LIMITS.hostBio),
  customOfferTitle: nullableText(LANDING_LIMITS.offerTitle),
  customOfferPrice: nullableText(LANDING_LIMITS.offerPrice),
  customUrl: z.preprocess(blankToNull, urlText({ allowPath: false }).nullable().optional()),
  customOfferFeatures: z
    .array(
      z
        .string({ error: `each feature must be text of at most ${LANDING_LIMITS.feature} characters` })
        .transform((s) => s.replace(/\u0000/g, "").trim())
        .pipe(z.string().max(LANDING_LIMITS.feature, `each feature must be at most ${LANDING_LIMITS.feature} characters`)),
      { error: "customOfferFeatures must be a list of texts" },
    )
    .max(LANDING_LIMITS.features, `at most ${LANDING_LIMITS.features} features`)
    .transform((features) => features.filter((feature) => feature.length > 0))
    .nullable()
    .optional(),
});
export type LandingPageSettingsInput = z.output<typeof landingPageSettingsSchema>;

/** Route params: a positive row id that fits an integer column, else null (a 404). */
export function parseOverlayRowId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** An overlay preset's name: required, at most TEXT_LIMITS.name characters. */
export const overlayPresetNameSchema = z
  .string({ error: OVERLAY_MESSAGES.overlayPresetName })
  .transform((s) => s.replace(/\u0000/g, "").trim())
  .pipe(z.string().min(1, OVERLAY_MESSAGES.overlayPresetName).max(TEXT_LIMITS.name, `must be at most ${TEXT_LIMITS.name} characters`));

/** What an overlay preset stores of each overlay: its type and its config as an object. */
export const overlayPresetItemsSchema = z.array(z.object({ type: z.enum(OVERLAY_TYPES), config: z.record(z.string(), z.unknown()) }));
