// The Landing Page tab's data and its forms (Update Landing Page, and the tiles choosing which
// page viewers see). Without JavaScript a success redirects back to the tab with a toast (PRG) and a
// failure renders the tab with the errors inline and the typed values kept; a fetcher
// (respond=fetcher) gets JSON instead.
import { RESPOND_FETCHER, RESPOND_FIELD } from "~/components/event-settings/constants";
import {
  FEATURES_FIELD,
  isLandingIntent,
  NOTHING,
  SHOW_FIELD,
  TEXT_FIELDS,
  UPDATE_FAILED,
  updatedToast,
  type LandingIntent,
} from "~/components/event-settings/landing/landing-form";
import type { LandingTabData } from "~/contracts/landing-tab-data";
import { getHostStreamRow } from "~/models/stream.server";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { readForm, HttpError, type FieldErrors, pageNotFound } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { landingSettingsOf, saveLandingSettings } from "~/services/room/overlays.server";
import { redirectWithToast } from "~/services/account/toast.server";

export { isLandingIntent };

export async function landingTabData({ hostId, streamId }: { hostId: number; streamId: string }): Promise<LandingTabData> {
  const stream = await getHostStreamRow({ hostId, streamId });
  if (!stream) throw pageNotFound();
  return {
    settings: await landingSettingsOf({ streamRowId: stream.id }),
    publicPath: stream.eventId === null ? null : `/events/${stream.eventId}`,
  };
}

const MAX_TYPED = 10_000;

/**
 * The call's body from the form: a tile changes only which page viewers see, Update only the
 * texts it holds (the others keep their value). `typed` is the texts as posted, to refill a refused form.
 */
function settingsFrom(intent: LandingIntent, form: FormData) {
  const body: Record<string, unknown> = {};
  const typed: Record<string, string> = {};
  if (intent === "landing-show") {
    const choice = String(form.get(SHOW_FIELD));
    if (choice === NOTHING) body.isVisible = false;
    else Object.assign(body, { activePage: choice, isVisible: true });
    return { body, typed };
  }
  for (const field of [...TEXT_FIELDS, FEATURES_FIELD] as const) {
    const value = form.get(field);
    if (typeof value !== "string") continue;
    typed[field] = value.slice(0, MAX_TYPED);
    body[field] = field === FEATURES_FIELD ? value.split(/\r?\n/) : value;
  }
  return { body, typed };
}

/** `customOfferFeatures.3` (one feature too long) is shown at the features field. */
function fieldErrorsFor(errors: FieldErrors | undefined) {
  const result: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = key.split(".")[0] ?? key;
    result[field] = [...(result[field] ?? []), ...messages];
  }
  return result;
}

/** POST on the Event Settings screen's Landing Page tab (the event and stream already checked as the host's); `back`: the tab's address. */
export async function landingAction({ hostId, streamId, request, back }: { hostId: number; streamId: string; request: Request; back: string }) {
  const form = await readForm(request);
  const rawIntent = form.get("intent");
  const intent = isLandingIntent(rawIntent) ? rawIntent : "landing-update";
  const viaFetcher = form.get(RESPOND_FIELD) === RESPOND_FETCHER;
  const { body, typed } = settingsFrom(intent, form);
  try {
    const settings = await saveLandingSettings({ hostId, streamId, body });
    const toast = updatedToast(settings.isVisible);
    if (viaFetcher) return formSuccess(intent, { toast });
    return redirectWithToast(back, toast);
  } catch (error) {
    if (error instanceof Response) throw error;
    const known = error instanceof HttpError;
    if (!known) getLogger().error({ err: error, streamId }, "saving a landing page failed");
    const fieldErrors = known ? fieldErrorsFor(error.fieldErrors) : {};
    const detail = known ? (Object.keys(fieldErrors).length ? "Check the highlighted fields." : error.message) : "Please try again.";
    return formFailure(intent, `${UPDATE_FAILED}: ${detail}`, {
      fieldErrors,
      values: typed,
      toast: { title: "Error", description: UPDATE_FAILED, variant: "destructive" },
      status: known ? error.status : 500,
    });
  }
}
