import { isOverlayShowing } from "~/contracts/overlay-timing";
import { parseOverlay } from "~/schemas/overlay-view";
import type { OverlayType } from "../../../db/schema/product";
import {
  deactivateOverlay,
  deletePreset,
  getHostOverlay,
  getLandingSettings,
  insertOverlay,
  insertPreset,
  listOverlays,
  listPresets,
  updateOverlay,
  upsertLandingSettings,
  type GifSoundPresetRow,
  type LandingPageSettingsRow,
  type OverlayRow,
} from "~/models/overlay.server";
import { getHostStreamRow } from "~/models/stream.server";
import {
  gifSoundPresetConfigSchema,
  isActiveSchema,
  landingPageSettingsSchema,
  LANDING_PAGE_TYPES,
  OVERLAY_MESSAGES,
  overlayConfigSchema,
  overlayTypeSchema,
  parseOverlayRowId,
  readConfigInput,
} from "~/schemas/overlay";
import type { GifSoundPresetView, LandingPageSettings, OverlayView } from "~/contracts/overlay-shapes";
import { fieldErrorsOf, HttpError, type FieldErrors } from "~/utils/http.server";
import { publishLiveEvent } from "~/services/realtime/index.server";
import { requireAudience } from "~/services/room/stream-access.server";
import { recordStageMarks } from "./stage-marks.server";
import { nowIso } from "~/utils/tokens.server";

const invalid = (fieldErrors: FieldErrors) => new HttpError(400, OVERLAY_MESSAGES.invalidFields, { fieldErrors: fieldErrors });

function asObject(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new HttpError(400, "Send a JSON object.");
  return body as Record<string, unknown>;
}

function parseJsonOr<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function toOverlayView(row: OverlayRow): OverlayView {
  const isActive = Boolean(row.isActive);
  // updatedAt moves with every start, restart and edit: the moment the showing version began.
  return {
    id: row.id,
    type: row.type,
    isActive,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    config: row.config,
    startedAt: isActive ? row.updatedAt : null,
  };
}

function toPresetView(row: GifSoundPresetRow): GifSoundPresetView {
  return { id: row.id, config: row.config, createdAt: row.createdAt };
}

/** The row id of the host's stream, or a 404 OverlayError. */
export async function hostStreamRowId(hostId: number, streamId: string | undefined) {
  const stream = streamId ? await getHostStreamRow({ hostId, streamId: streamId.slice(0, 64) }) : null;
  if (!stream) throw new HttpError(404, OVERLAY_MESSAGES.streamNotFound);
  return stream.id;
}

async function readableStreamRowId(request: Request, streamId: string | undefined) {
  const { stream, audience } = await requireAudience({ request, streamId, purpose: "live" });
  return { rowId: stream.rowId, isHost: audience.kind === "host" };
}

/** Validates a config (a JSON string or an object) for its type; the stored JSON text. */
function validatedConfig(type: OverlayType, raw: unknown, base: Record<string, unknown> = {}): string {
  const input = readConfigInput(raw);
  if (!input.ok) {
    if (input.json) throw new HttpError(400, OVERLAY_MESSAGES.configJson, { fieldErrors: { config: [OVERLAY_MESSAGES.configJson] } });
    throw invalid({ config: [OVERLAY_MESSAGES.configObject] });
  }
  const parsed = overlayConfigSchema.safeParse({ type, config: { ...base, ...input.value } });
  if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error));
  const config: Record<string, unknown> = { ...parsed.data.config };
  if (type === "countdown") config.startTime = typeof base.startTime === "string" ? base.startTime : nowIso();
  return JSON.stringify(config);
}

/** Pushes the change live, then keeps it for the replay's timeline (viewers never wait on the second write). */
async function publishOverlay(streamRowId: number, overlay: OverlayView, hostId: number) {
  await publishLiveEvent({ streamRowId, type: "overlay", data: overlay });
  await recordStageMarks([{ streamRowId, hostId, kind: overlay.isActive ? "overlay_shown" : "overlay_stopped", refId: overlay.id, view: overlay }]);
}

/** The stream's overlays showing now: active, and neither an alert past its duration nor a countdown at 0. */
export async function showingOverlaysOf({ streamRowId, now = Date.now() }: { streamRowId: number; now?: number }) {
  return (await listOverlays({ streamRowId })).map(toOverlayView).filter((view) => {
    const overlay = parseOverlay(view);
    return overlay !== null && isOverlayShowing(overlay, now);
  });
}

/** GET: the overlays showing now for whoever may follow the stream; the host may ask for all, past ones too, with `?all=true`. */
export async function listOverlaysForRequest({ request, streamId }: { request: Request; streamId: string | undefined }) {
  const { rowId, isHost } = await readableStreamRowId(request, streamId);
  if (isHost && new URL(request.url).searchParams.get("all") === "true")
    return (await listOverlays({ streamRowId: rowId, all: true })).map(toOverlayView);
  return showingOverlaysOf({ streamRowId: rowId });
}

/** POST `{ type, isActive?, config }`: stores a validated overlay and publishes it. */
export async function createOverlay({ hostId, streamId, body }: { hostId: number; streamId: string | undefined; body: unknown }) {
  const streamRowId = await hostStreamRowId(hostId, streamId);
  const input = asObject(body);
  const type = overlayTypeSchema.safeParse(input.type);
  if (!type.success) throw invalid({ type: [OVERLAY_MESSAGES.type] });
  const isActive = input.isActive === undefined ? { success: true as const, data: true } : isActiveSchema.safeParse(input.isActive);
  if (!isActive.success) throw invalid({ isActive: [OVERLAY_MESSAGES.isActive] });
  const config = validatedConfig(type.data, input.config);
  const overlay = toOverlayView(await insertOverlay({ streamRowId, type: type.data, isActive: isActive.data, config }));
  await publishOverlay(streamRowId, overlay, hostId);
  return overlay;
}

async function hostOverlay(hostId: number, overlayIdParam: string | undefined) {
  const overlayId = parseOverlayRowId(overlayIdParam);
  const row = overlayId === null ? null : await getHostOverlay({ hostId, overlayId });
  if (!row) throw new HttpError(404, OVERLAY_MESSAGES.overlayNotFound);
  return row;
}

/**
 * PATCH `{ isActive?, config? }`: the given config fields are merged over the stored ones and the
 * whole is validated again; a countdown keeps the start time it was created with.
 */
export async function patchOverlay({ hostId, overlayId, body }: { hostId: number; overlayId: string | undefined; body: unknown }) {
  const row = await hostOverlay(hostId, overlayId);
  const input = asObject(body);
  if (input.isActive === undefined && input.config === undefined) throw invalid({ form: [OVERLAY_MESSAGES.nothingToChange] });
  const patch: { isActive?: boolean; config?: string } = {};
  if (input.isActive !== undefined) {
    const isActive = isActiveSchema.safeParse(input.isActive);
    if (!isActive.success) throw invalid({ isActive: [OVERLAY_MESSAGES.isActive] });
    patch.isActive = isActive.data;
  }
  if (input.config !== undefined) patch.config = validatedConfig(row.type, input.config, parseJsonOr<Record<string, unknown>>(row.config, {}));
  const updated = await updateOverlay({ hostId, overlayId: row.id, patch });
  if (!updated) throw new HttpError(404, OVERLAY_MESSAGES.overlayNotFound);
  const overlay = toOverlayView(updated);
  await publishOverlay(updated.streamId, overlay, hostId);
  return overlay;
}

/** DELETE: the overlay stops showing (isActive false); it stays listed for the host's history. */
export async function stopOverlay({ hostId, overlayId }: { hostId: number; overlayId: string | undefined }) {
  const row = await hostOverlay(hostId, overlayId);
  const updated = await deactivateOverlay({ hostId, overlayId: row.id });
  if (!updated) throw new HttpError(404, OVERLAY_MESSAGES.overlayNotFound);
  const overlay = toOverlayView(updated);
  await publishOverlay(updated.streamId, overlay, hostId);
  return overlay;
}

/** One overlay of the host's stream (showing or not); a 404 when it is another stream's or another host's. */
export async function streamOverlayOf({
  hostId,
  streamId,
  overlayId,
}: {
  hostId: number;
  streamId: string | undefined;
  overlayId: string | undefined;
}) {
  const streamRowId = await hostStreamRowId(hostId, streamId);
  const row = await hostOverlay(hostId, overlayId);
  if (row.streamId !== streamRowId) throw new HttpError(404, OVERLAY_MESSAGES.overlayNotFound);
  return toOverlayView(row);
}

/** The overlays of the host's stream showing now. */
export async function showingOverlaysForHost({ hostId, streamId }: { hostId: number; streamId: string | undefined }) {
  return showingOverlaysOf({ streamRowId: await hostStreamRowId(hostId, streamId) });
}

/**
 * Hide all: every active overlay of the host's stream stops (an alert past its duration too, so
 * nothing lingers as active), each change published. The number that were showing.
 */
export async function stopAllOverlays({ hostId, streamId, now = Date.now() }: { hostId: number; streamId: string | undefined; now?: number }) {
  const streamRowId = await hostStreamRowId(hostId, streamId);
  let showing = 0;
  for (const row of await listOverlays({ streamRowId })) {
    const parsed = parseOverlay(toOverlayView(row));
    if (parsed && isOverlayShowing(parsed, now)) showing += 1;
    const updated = await deactivateOverlay({ hostId, overlayId: row.id });
    if (updated) await publishOverlay(streamRowId, toOverlayView(updated), hostId);
  }
  return showing;
}

export async function listPresetsForHost({ hostId, streamId }: { hostId: number; streamId: string | undefined }) {
  const streamRowId = await hostStreamRowId(hostId, streamId);
  return (await listPresets({ streamRowId })).map(toPresetView);
}

/** POST `{ config }` (a JSON string or object with name, gifUrl, soundUrl and an optional message). */
export async function createPreset({ hostId, streamId, body }: { hostId: number; streamId: string | undefined; body: unknown }) {
  const streamRowId = await hostStreamRowId(hostId, streamId);
  const input = readConfigInput(asObject(body).config);
  if (!input.ok) {
    if (input.json) throw new HttpError(400, OVERLAY_MESSAGES.configJson, { fieldErrors: { config: [OVERLAY_MESSAGES.configJson] } });
    throw invalid({ config: [OVERLAY_MESSAGES.configObject] });
  }
  const parsed = gifSoundPresetConfigSchema.safeParse(input.value);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const [field, messages] of Object.entries(fieldErrorsOf(parsed.error))) fieldErrors[`config.${field}`] = messages;
    const missing = parsed.error.issues.some((issue) => issue.message === OVERLAY_MESSAGES.missingPresetFields);
    throw new HttpError(400, missing ? OVERLAY_MESSAGES.missingPresetFields : OVERLAY_MESSAGES.invalidFields, { fieldErrors: fieldErrors });
  }
  return toPresetView(await insertPreset({ streamRowId, config: JSON.stringify(parsed.data) }));
}

export async function removePreset({ hostId, presetId }: { hostId: number; presetId: string | undefined }) {
  const id = parseOverlayRowId(presetId);
  if (id === null || !(await deletePreset({ hostId, presetId: id }))) throw new HttpError(404, OVERLAY_MESSAGES.presetNotFound);
}

const DEFAULT_LANDING: LandingPageSettings = {
  isVisible: false,
  activePage: "offer",
  customTitle: null,
  customDescription: null,
  customHostName: null,
  customHostBio: null,
  customOfferTitle: null,
  customOfferPrice: null,
  customUrl: null,
  customOfferFeatures: [],
  updatedAt: null,
};

function toLandingSettings(row: LandingPageSettingsRow | null): LandingPageSettings {
  if (!row) return { ...DEFAULT_LANDING };
  const features = parseJsonOr<unknown>(row.customOfferFeatures, []);
  return {
    isVisible: Boolean(row.isVisible),
    activePage: (LANDING_PAGE_TYPES as readonly string[]).includes(row.activePage) ? row.activePage : "offer",
    customTitle: row.customTitle,
    customDescription: row.customDescription,
    customHostName: row.customHostName,
    customHostBio: row.customHostBio,
    customOfferTitle: row.customOfferTitle,
    customOfferPrice: row.customOfferPrice,
    customUrl: row.customUrl,
    customOfferFeatures: Array.isArray(features) ? features.filter((f): f is string => typeof f === "string") : [],
    updatedAt: row.updatedAt,
  };
}

/** The stream's landing page settings (defaults until the host saves). */
export async function landingSettingsOf({ streamRowId }: { streamRowId: number }) {
  return toLandingSettings(await getLandingSettings({ streamRowId }));
}

/** GET: the stream's landing page settings (defaults until the host saves), for whoever may follow it. */
export async function getLandingSettingsForRequest({ request, streamId }: { request: Request; streamId: string | undefined }) {
  const { rowId } = await readableStreamRowId(request, streamId);
  return toLandingSettings(await getLandingSettings({ streamRowId: rowId }));
}

/** POST: stores the given settings over the current ones and publishes them as `landing_page`. */
export async function saveLandingSettings({ hostId, streamId, body }: { hostId: number; streamId: string | undefined; body: unknown }) {
  const streamRowId = await hostStreamRowId(hostId, streamId);
  const parsed = landingPageSettingsSchema.safeParse(asObject(body));
  if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error));
  const current = toLandingSettings(await getLandingSettings({ streamRowId }));
  const input = parsed.data;
  const pick = <K extends keyof LandingPageSettings>(key: K) =>
    (input[key as keyof typeof input] === undefined ? current[key] : input[key as keyof typeof input]) as LandingPageSettings[K];
  const row = await upsertLandingSettings({
    streamRowId,
    values: {
      isVisible: pick("isVisible") ? 1 : 0,
      activePage: pick("activePage"),
      customTitle: pick("customTitle"),
      customDescription: pick("customDescription"),
      customHostName: pick("customHostName"),
      customHostBio: pick("customHostBio"),
      customOfferTitle: pick("customOfferTitle"),
      customOfferPrice: pick("customOfferPrice"),
      customUrl: pick("customUrl"),
      customOfferFeatures: JSON.stringify(input.customOfferFeatures === undefined ? current.customOfferFeatures : (input.customOfferFeatures ?? [])),
    },
  });
  const settings = toLandingSettings(row);
  await publishLiveEvent({ streamRowId, type: "landing_page", data: settings });
  return settings;
}
