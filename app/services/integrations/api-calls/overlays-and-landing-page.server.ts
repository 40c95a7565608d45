import { gifSoundPresetConfigSchema, landingPageSettingsSchema } from "~/schemas/overlay";
import { messageReplySchema } from "~/contracts/api-shapes";
import {
  gifSoundPresetListSchema,
  gifSoundPresetSchema,
  landingPageSettingsReplySchema,
  overlayViewListSchema,
  overlayViewSchema,
} from "~/contracts/overlay-shapes";
import { apiArea, created, ok, reply, type ApiCall } from "./define.server";

/** The refusals of a call that viewers make too (the automatic ones name them for the host's calls only). */
const AUDIENCE_REFUSALS = {
  401: "Not registered for an event that requires it.",
  403: "Not let in: removed from the event, or a passcode or a confirmed e-mail still needed.",
};

const { host, audience } = apiArea("Overlays and landing page");

/** The JSON calls of the API reference's "Overlays and landing page" area. */
export const overlaysAndLandingPageCalls: ApiCall[] = [
  audience("GET", "api.streams.$streamId.overlays", "List the overlays showing now", {
    description: "The host may add `?all=true` for every overlay of the stream, stopped ones too.",
    responses: { 200: reply("The overlays", overlayViewListSchema), ...AUDIENCE_REFUSALS },
  }),
  host("POST", "api.streams.$streamId.overlays", "Add an overlay", {
    description: "`{ type, isActive?, config }`; the config (an object or JSON text) is checked against the overlay type's schema.",
    responses: { ...created("the overlay", overlayViewSchema), 413: "The body is over 64 KB" },
  }),
  host("PATCH", "api.overlays.$overlayId", "Change an overlay", {
    description: "`{ isActive?, config? }`: the config fields given are merged over the stored ones; a countdown keeps its start time.",
    responses: { 200: reply("The overlay as changed", overlayViewSchema), 413: "The body is over 64 KB" },
  }),
  host("DELETE", "api.overlays.$overlayId", "Deactivate an overlay", {
    responses: ok("The overlay, stopped (it stays listed for the host)", overlayViewSchema),
  }),
  host("GET", "api.streams.$streamId.gif-sound-presets", "List your GIF and sound presets", {
    responses: ok("The stream's presets", gifSoundPresetListSchema),
  }),
  host("POST", "api.streams.$streamId.gif-sound-presets", "Save a GIF and sound preset", {
    description: "`{ config }` with the preset below.",
    body: gifSoundPresetConfigSchema,
    responses: created("the preset", gifSoundPresetSchema),
  }),
  host("DELETE", "api.gif-sound-presets.$presetId", "Delete a preset", { responses: ok("Deleted", messageReplySchema) }),
  audience("GET", "api.streams.$streamId.landing-page", "Read the landing page settings", {
    responses: { 200: reply("The settings (the defaults until the host saves)", landingPageSettingsReplySchema), ...AUDIENCE_REFUSALS },
  }),
  host("POST", "api.streams.$streamId.landing-page", "Save the landing page settings", {
    description: "Any subset of the settings: what is left out keeps its saved value; an empty text clears a field.",
    body: landingPageSettingsSchema,
    responses: ok("The settings as saved", landingPageSettingsReplySchema),
  }),
];
