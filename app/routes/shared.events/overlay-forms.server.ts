// The Stream Overlays tab's forms read into overlay configs, and the GIF + sound presets offered:
// the built-in ones, then the stream's own (an unreadable one listed as invalid, still deletable).
import { GIF_ALERT } from "~/contracts/overlay-constants";
import type { GifPresetOption } from "~/contracts/overlays-tab-data";
import { BUILTIN_PRESETS, findBuiltinPreset } from "~/components/overlays/builtin-presets";
import { celebrationMessage } from "~/components/overlays/celebration-message";
import { gifSoundPresetConfigSchema, OVERLAY_MESSAGES } from "~/schemas/overlay";
import { listPresetsForHost } from "~/services/room/overlays.server";
import { HttpError } from "~/utils/http.server";

/** The texts a form posted (files and the routing fields left out), to send back with a failure. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && name !== "intent" && name !== "respond") values[name] = value.slice(0, 2_048);
  }
  return values;
}

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
const checked = (form: FormData, name: string) => ["on", "true", "1"].includes(textOf(form, name));
const pick = (form: FormData, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, textOf(form, name)]));

export const countdownConfigFrom = (form: FormData) => pick(form, ["hours", "minutes", "seconds", "title", "position", "size"]);

export function alertConfigFrom(form: FormData) {
  const config: Record<string, unknown> = pick(form, [
    "title",
    "message",
    "duration",
    "position",
    "size",
    "style",
    "animationType",
    "backgroundColor",
    "textColor",
  ]);
  if (!String(config.title).trim() && !String(config.message).trim()) {
    throw new HttpError(400, OVERLAY_MESSAGES.alertNeedsText, { fieldErrors: { title: [OVERLAY_MESSAGES.alertNeedsText] } });
  }
  config.hasButton = checked(form, "hasButton");
  // A button left off keeps none of its fields, so a half-typed URL does not block the alert.
  if (config.hasButton) Object.assign(config, pick(form, ["buttonText", "buttonUrl", "buttonColor"]));
  return config;
}

export const progressConfigFrom = (form: FormData) =>
  pick(form, ["current", "total", "label", "displayMode", "fillColor", "backgroundColor", "textColor", "width", "position"]);

export async function gifPresetOptions({ hostId, streamId }: { hostId: number; streamId: string }): Promise<GifPresetOption[]> {
  const stored = (await listPresetsForHost({ hostId, streamId })).map((preset): GifPresetOption => {
    const id = String(preset.id);
    try {
      const config = gifSoundPresetConfigSchema.safeParse(JSON.parse(preset.config));
      return config.success ? { id, valid: true, builtin: false, ...config.data } : { id, valid: false, builtin: false };
    } catch {
      return { id, valid: false, builtin: false };
    }
  });
  return [...BUILTIN_PRESETS.map((preset): GifPresetOption => ({ ...preset, valid: true, builtin: true })), ...stored];
}

/** A celebration from the GIF form (spec section 5): preset unless a custom message, first name required. */
export async function celebrationConfigFrom({ hostId, streamId, form }: { hostId: number; streamId: string; form: FormData }) {
  const presetId = textOf(form, "presetId").trim();
  const custom = checked(form, "useCustomMessage");
  const customMessage = textOf(form, "customMessage");
  const firstName = textOf(form, "firstName").trim();
  const location = textOf(form, "location").trim();
  if (!presetId && !custom)
    throw new HttpError(400, OVERLAY_MESSAGES.noPresetSelected, { fieldErrors: { presetId: [OVERLAY_MESSAGES.noPresetSelected] } });
  if (!firstName) throw new HttpError(400, OVERLAY_MESSAGES.firstNameRequired, { fieldErrors: { firstName: [OVERLAY_MESSAGES.firstNameRequired] } });
  let preset: { message: string; gifUrl: string; soundUrl: string } | null = null;
  if (presetId) {
    const found =
      findBuiltinPreset(presetId) ?? (await gifPresetOptions({ hostId, streamId })).find((option) => option.id === presetId && !option.builtin);
    if (!found || !("gifUrl" in found))
      throw new HttpError(404, OVERLAY_MESSAGES.presetNotFound, { fieldErrors: { presetId: [OVERLAY_MESSAGES.presetNotFound] } });
    preset = found;
  }
  const message = celebrationMessage({ message: custom ? customMessage : preset?.message, firstName, location });
  return { firstName, location, message, gifUrl: preset?.gifUrl ?? null, soundUrl: preset?.soundUrl ?? null, ...GIF_ALERT };
}

export const gifPresetConfigFrom = (form: FormData) => pick(form, ["name", "message", "gifUrl", "soundUrl"]);
