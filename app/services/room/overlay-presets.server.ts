// Overlay presets (spec section 4, the on-stream overlay manager): a named copy of overlays chosen
// among those showing, stored for the stream. Loading one stops everything showing, then shows
// fresh copies: a countdown starts again from now, an alert shows again for its duration.
import { parseOverlay } from "~/schemas/overlay-view";
import {
  deleteOverlayPreset,
  getOverlayPreset,
  insertOverlayPreset,
  listOverlayPresets,
  type OverlayPresetRow,
} from "~/models/overlay-preset.server";
import {
  OVERLAY_MESSAGES,
  overlayConfigSchema,
  overlayPresetItemsSchema,
  overlayPresetNameSchema,
  parseOverlayRowId,
  type OverlayPresetItem,
  type OverlayPresetView,
} from "~/schemas/overlay";
import { createOverlay, hostStreamRowId, showingOverlaysOf, stopAllOverlays } from "./overlays.server";
import { HttpError } from "~/utils/http.server";

function itemsOf(row: OverlayPresetRow): OverlayPresetItem[] | null {
  try {
    const parsed = overlayPresetItemsSchema.safeParse(JSON.parse(row.items));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const toView = (row: OverlayPresetRow): OverlayPresetView => ({ id: row.id, name: row.name, items: itemsOf(row) ?? [], createdAt: row.createdAt });

export async function listOverlayPresetsForHost({ hostId, streamId }: { hostId: number; streamId: string }) {
  const streamRowId = await hostStreamRowId(hostId, streamId);
  return (await listOverlayPresets({ hostId, streamRowId })).map(toView);
}

/** Saves the chosen overlays (ids among those showing now) under a name. */
export async function saveOverlayPreset({
  hostId,
  streamId,
  name,
  overlayIds,
}: {
  hostId: number;
  streamId: string;
  name: unknown;
  overlayIds: string[];
}) {
  const parsedName = overlayPresetNameSchema.safeParse(name ?? "");
  if (!parsedName.success) {
    const message = parsedName.error.issues[0]?.message ?? OVERLAY_MESSAGES.overlayPresetName;
    throw new HttpError(400, message, { fieldErrors: { name: [message] } });
  }
  const streamRowId = await hostStreamRowId(hostId, streamId);
  const chosen = new Set(overlayIds.map((id) => parseOverlayRowId(id)).filter((id): id is number => id !== null));
  const items: OverlayPresetItem[] = [];
  for (const view of await showingOverlaysOf({ streamRowId })) {
    const overlay = chosen.has(view.id) ? parseOverlay(view) : null;
    if (!overlay) continue;
    const { startTime: _startTime, ...config } = overlay.config as Record<string, unknown>;
    items.push({ type: overlay.type, config });
  }
  if (!items.length)
    throw new HttpError(400, OVERLAY_MESSAGES.overlayPresetEmpty, { fieldErrors: { overlayId: [OVERLAY_MESSAGES.overlayPresetEmpty] } });
  const row = await insertOverlayPreset({ hostId, streamRowId, name: parsedName.data, items: JSON.stringify(items) });
  if (!row) throw new HttpError(404, OVERLAY_MESSAGES.streamNotFound);
  return toView(row);
}

async function hostPreset(hostId: number, streamId: string, presetIdParam: string | undefined) {
  const streamRowId = await hostStreamRowId(hostId, streamId);
  const presetId = parseOverlayRowId(presetIdParam);
  const row = presetId === null ? null : await getOverlayPreset({ hostId, streamRowId, presetId });
  if (!row) throw new HttpError(404, OVERLAY_MESSAGES.overlayPresetNotFound);
  return row;
}

/** Stops everything showing, then shows a fresh copy of each of the preset's overlays. */
export async function loadOverlayPreset({ hostId, streamId, presetId }: { hostId: number; streamId: string; presetId: string | undefined }) {
  const row = await hostPreset(hostId, streamId, presetId);
  const items = itemsOf(row);
  // Checked before anything stops, so an unreadable preset leaves the stream as it was.
  if (!items || items.some((item) => !overlayConfigSchema.safeParse(item).success))
    throw new HttpError(400, `"${row.name}" can't be read any more. Delete it and save it again.`);
  await stopAllOverlays({ hostId, streamId });
  const overlays = [];
  for (const item of items) overlays.push(await createOverlay({ hostId, streamId, body: { type: item.type, isActive: true, config: item.config } }));
  return { name: row.name, overlays };
}

export async function removeOverlayPreset({ hostId, streamId, presetId }: { hostId: number; streamId: string; presetId: string | undefined }) {
  const row = await hostPreset(hostId, streamId, presetId);
  if (!(await deleteOverlayPreset({ hostId, streamRowId: row.streamId, presetId: row.id })))
    throw new HttpError(404, OVERLAY_MESSAGES.overlayPresetNotFound);
  return { name: row.name };
}
