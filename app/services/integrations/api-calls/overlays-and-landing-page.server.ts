import { gifSoundPresetConfigSchema, landingPageSettingsSchema } from "~/schemas/overlay";
import { messageReplySchema } from "~/contracts/api-shapes";
import {
  gifSoundPresetListSchema,
  gifSoundPresetSchema,
  landingPageSettingsReplySchema,
  overlayViewListSchema,
  overlayViewSchema,
} from "~/contracts/overlay-shapes";
import { call, created, reply, type ApiCall } from "./define.server";

/** The refusals of a call that viewers make too (the automatic ones name them for the host's calls only). */
const AUDIENCE_REFUSALS = {
  401: "Not registered for an event that requires it.",
  403: "Not let in: removed from the event, or a passcode or a confirmed e-mail still needed.",
};

/** The JSON calls of the API reference's "Overlays and landing page" area. */
export const overlaysAndLandingPageCalls: ApiCall[] = [
  call("api.streams.$streamId.overlays", "GET", "Overlays and landing page", "audience", "List the overlays showing now", {
    description: "The host may add `?all=true` for every overlay of the stream, stopped ones too.",
    responses: { 200: reply("The overlays", overlayViewListSchema), ...AUDIENCE_REFUSALS },
  }),
  call("api.streams.$streamId.overlays", "POST", "Overlays and landing page", "host", "Add an overlay", {
    description: "`{ type, isActive?, config }`; the config (an object or JSON text) is checked against the overlay type's schema.",
    responses: { ...created("the overlay", overlayViewSchema), 413: "The body is over 64 KB" },
  }),
  call("api.overlays.$overlayId", "PATCH", "Overlays and landing page", "host", "Change an overlay", {
    description: "`{ isActive?, config? }`: the config fields given are merged over the stored ones; a countdown keeps its start time.",
    responses: { 200: reply("The overlay as changed", overlayViewSchema), 413: "The body is over 64 KB" },
  }),
  call("api.overlays.$overlayId", "DELETE", "Overlays and landing page", "host", "Deactivate an overlay", {
    responses: { 200: reply("The overlay, stopped (it stays listed for the host)", overlayViewSchema) },
  }),
  call("api.streams.$streamId.gif-sound-presets", "GET", "Overlays and landing page", "host", "List your GIF and sound presets", {
    responses: { 200: reply("The stream's presets", gifSoundPresetListSchema) },
  }),
  call("api.streams.$streamId.gif-sound-presets", "POST", "Overlays and landing page", "host", "Save a GIF and sound preset", {
    description: "`{ config }` with the preset below.",
    body: gifSoundPresetConfigSchema,
    responses: created("the preset", gifSoundPresetSchema),
  }),
  call("api.gif-sound-presets.$presetId", "DELETE", "Overlays and landing page", "host", "Delete a preset", {
    responses: { 200: reply("Deleted", messageReplySchema) },
  }),
  call("api.streams.$streamId.landing-page", "GET", "Overlays and landing page", "audience", "Read the landing page settings", {
    responses: { 200: reply("The settings (the defaults until the host saves)", landingPageSettingsReplySchema), ...AUDIENCE_REFUSALS },
  }),
  call("api.streams.$streamId.landing-page", "POST", "Overlays and landing page", "host", "Save the landing page settings", {
    description: "Any subset of the settings: what is left out keeps its saved value; an empty text clears a field.",
    body: landingPageSettingsSchema,
    responses: { 200: reply("The settings as saved", landingPageSettingsReplySchema) },
  }),
];
