// The Stream Overlays tab's data and forms. Each form posts an intent (overlay-constants.ts).
// Without JavaScript a success redirects back to its card with a toast (PRG) and a failure renders
// the page (4xx) with the message inline and the typed values kept; a fetcher (respond=fetcher)
// gets JSON with the toast instead.
import { RESPOND_FETCHER, RESPOND_FIELD } from "~/components/event-settings/constants";
import { FAILURE_TEXT, INTENT_CARD, isOverlayIntent, toastFromText, type OverlayIntent } from "~/contracts/overlay-constants";
import { overlayKind } from "~/components/event-settings/overlays/overlay-summary";
import type { OverlaysTabData } from "~/contracts/overlays-tab-data";
import { parseOverlay } from "~/schemas/overlay-view";
import type { ToastMessage } from "~/utils/form-result";
import { getHostStreamRow } from "~/models/stream.server";
import { OVERLAY_MESSAGES } from "~/schemas/overlay";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { readForm, HttpError } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { listOverlayPresetsForHost, loadOverlayPreset, removeOverlayPreset, saveOverlayPreset } from "~/services/room/overlay-presets.server";
import {
  createOverlay,
  createPreset,
  patchOverlay,
  removePreset,
  showingOverlaysForHost,
  stopAllOverlays,
  stopOverlay,
  streamOverlayOf,
} from "~/services/room/overlays.server";
import { redirectWithToast } from "~/services/account/toast.server";
import { nowIso } from "~/utils/tokens.server";
import {
  alertConfigFrom,
  celebrationConfigFrom,
  countdownConfigFrom,
  gifPresetConfigFrom,
  gifPresetOptions,
  progressConfigFrom,
  typedValues,
} from "./overlay-forms.server";

export { isOverlayIntent };

/** What the tab shows: the overlays showing now (with the server's clock), the presets of both kinds. */
export async function overlaysTabData({ hostId, streamId }: { hostId: number; streamId: string }): Promise<OverlaysTabData> {
  const [stream, overlays, gifPresets, overlayPresets] = await Promise.all([
    getHostStreamRow({ hostId, streamId }),
    showingOverlaysForHost({ hostId, streamId }),
    gifPresetOptions({ hostId, streamId }),
    listOverlayPresetsForHost({ hostId, streamId }),
  ]);
  return { isLive: Boolean(stream?.isLive), serverNow: nowIso(), overlays, gifPresets, overlayPresets };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

type Target = { hostId: number; streamId: string; form: FormData };

async function updateProgress({ hostId, streamId, form }: Target): Promise<ToastMessage> {
  const view = await streamOverlayOf({ hostId, streamId, overlayId: text(form, "overlayId") });
  const overlay = parseOverlay(view);
  if (!overlay || overlay.type !== "progressbar" || !overlay.isActive) throw new HttpError(404, OVERLAY_MESSAGES.overlayNotFound);
  const step = Number(text(form, "step"));
  const stored = Number(overlay.config.current) || 0;
  const current = step === 1 || step === -1 ? Math.min(Math.max(stored + step, 0), Number(overlay.config.total) || 0) : text(form, "current");
  const updated = parseOverlay(await patchOverlay({ hostId, overlayId: String(view.id), body: { config: { current } } }));
  const config = updated?.type === "progressbar" ? updated.config : overlay.config;
  return { title: "Progress Updated", description: `${config.label || "Progress"}: ${config.current} of ${config.total}.` };
}

async function perform(intent: OverlayIntent, target: Target): Promise<ToastMessage> {
  const { hostId, streamId, form } = target;
  const create = (type: string, config: Record<string, unknown>) => createOverlay({ hostId, streamId, body: { type, isActive: true, config } });
  switch (intent) {
    case "countdown-start":
      await create("countdown", countdownConfigFrom(form));
      return { title: "Countdown Started", description: "Your viewers see it counting down now." };
    case "alert-show":
      await create("alert", alertConfigFrom(form));
      return { title: "Alert Created", description: "It shows on the stream now." };
    case "progress-create":
      await create("progressbar", progressConfigFrom(form));
      return { title: "Progress Bar Created", description: "It shows on the stream until you stop it." };
    case "progress-update":
      return updateProgress(target);
    case "gif-trigger": {
      const config = await celebrationConfigFrom(target);
      await create("gif-sound", config);
      return { title: "GIF + Sound Alert Triggered", description: config.message };
    }
    case "gif-preset-add": {
      const config = gifPresetConfigFrom(form);
      await createPreset({ hostId, streamId, body: { config } });
      return { title: "Preset Added", description: `"${(config.name ?? "").trim()}" is ready to trigger.` };
    }
    case "gif-preset-delete":
      await removePreset({ hostId, presetId: text(form, "presetId") });
      return { title: "Preset Deleted", description: "It is no longer offered." };
    case "overlay-stop": {
      const stopped = parseOverlay(
        await stopOverlay({ hostId, overlayId: String((await streamOverlayOf({ hostId, streamId, overlayId: text(form, "overlayId") })).id) }),
      );
      return { title: "Overlay Stopped", description: `The ${stopped ? overlayKind(stopped.type).toLowerCase() : "overlay"} is no longer showing.` };
    }
    case "overlays-hide-all": {
      const count = await stopAllOverlays({ hostId, streamId });
      return { title: "All Overlays Hidden", description: count ? `${plural(count, "overlay")} stopped.` : "Nothing was showing." };
    }
    case "overlay-preset-save": {
      const ids = form.getAll("overlayId").map(String);
      const preset = await saveOverlayPreset({ hostId, streamId, name: form.get("name"), overlayIds: ids });
      return { title: "Overlay Preset Saved", description: `"${preset.name}" holds ${plural(preset.items.length, "overlay")}.` };
    }
    case "overlay-preset-load": {
      const loaded = await loadOverlayPreset({ hostId, streamId, presetId: text(form, "presetId") });
      return { title: "Overlay Preset Loaded", description: `"${loaded.name}" is showing: ${plural(loaded.overlays.length, "overlay")}.` };
    }
    case "overlay-preset-delete": {
      const removed = await removeOverlayPreset({ hostId, streamId, presetId: text(form, "presetId") });
      return { title: "Overlay Preset Deleted", description: `"${removed.name}" is gone.` };
    }
  }
}

const SPEC_TEXT = /^[A-Z][^:]{0,40}: /;
/** "buttonUrl" → "Button url". */
const fieldName = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/**
 * The failure's text and its field errors keyed by form field ("config.seconds" becomes "seconds").
 * A spec text ("Invalid Timer: …") or a single field's problem becomes the text itself.
 */
function failureOf(error: HttpError) {
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors ?? {})) fieldErrors[key.replace(/^config\./, "")] = messages;
  const entries = Object.entries(fieldErrors).flatMap(([key, messages]) => messages.map((message) => ({ key, message })));
  const lifted = entries.find((entry) => SPEC_TEXT.test(entry.message)) ?? (entries.length === 1 ? entries[0] : undefined);
  if (!lifted) return { message: error.message, fieldErrors };
  // Schema texts start in lower case ("must be …", "current must be …"): they get the field's name.
  const message = /^[a-z]/.test(lifted.message)
    ? `${fieldName(lifted.key)} ${lifted.message.replace(new RegExp(`^${lifted.key} `), "")}`
    : lifted.message;
  // A field that had the lifted text is the problem itself: its other messages would only repeat it.
  for (const [key, messages] of Object.entries(fieldErrors)) if (messages.includes(lifted.message)) delete fieldErrors[key];
  return { message, fieldErrors };
}

/** POST on the Stream Overlays tab (the event and stream already checked as the host's); `back`: the tab's address. */
export async function overlayAction({ hostId, streamId, request, back }: { hostId: number; streamId: string; request: Request; back: string }) {
  // A preset is saved from a group of checkboxes, one overlayId each.
  const form = await readForm(request, { multiValued: ["overlayId"] });
  const rawIntent = form.get("intent");
  const intent = isOverlayIntent(rawIntent) ? rawIntent : null;
  const viaFetcher = form.get(RESPOND_FIELD) === RESPOND_FETCHER;
  if (!intent) return formFailure(null, "Unknown action. Reload the page and try again.");
  try {
    const toast = await perform(intent, { hostId, streamId, form });
    if (viaFetcher) return formSuccess(intent, { toast });
    return redirectWithToast(`${back}#${INTENT_CARD[intent]}`, toast);
  } catch (error) {
    if (error instanceof Response) throw error;
    const known = error instanceof HttpError;
    if (!known) getLogger().error({ err: error, intent, streamId }, "an overlay action failed");
    const { message, fieldErrors } = known ? failureOf(error) : { message: `${FAILURE_TEXT[intent]}. Please try again.`, fieldErrors: {} };
    const specific = SPEC_TEXT.test(message);
    const toast = specific ? toastFromText(message) : { title: "Error", description: FAILURE_TEXT[intent], variant: "destructive" as const };
    return formFailure(intent, message, { fieldErrors, toast, values: typedValues(form), status: known ? error.status : 500 });
  }
}
