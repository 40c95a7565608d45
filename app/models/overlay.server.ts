import type { Selectable } from "kysely";
import type { GifSoundPresetsTable, LandingPageSettingsTable, OverlaysTable, OverlayType } from "../../db/schema/product";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

// Queries for overlays, GIF + sound presets and landing page settings. Everything a host touches
// is reached through streams.host_id; another host's row is simply not found.

export type OverlayRow = Selectable<OverlaysTable>;
export type GifSoundPresetRow = Selectable<GifSoundPresetsTable>;
export type LandingPageSettingsRow = Selectable<LandingPageSettingsTable>;

const OVERLAY_COLUMNS = [
  "overlays.id",
  "overlays.streamId",
  "overlays.type",
  "overlays.isActive",
  "overlays.config",
  "overlays.createdAt",
  "overlays.updatedAt",
] as const;

/** A stream's overlays, oldest first; only the active ones unless `all`. */
export async function listOverlays({ streamRowId, all = false }: { streamRowId: number; all?: boolean }): Promise<OverlayRow[]> {
  let query = db().selectFrom("overlays").selectAll().where("streamId", "=", streamRowId);
  if (!all) query = query.where("isActive", "=", 1);
  return query.orderBy("id").execute();
}

export async function insertOverlay({
  streamRowId,
  type,
  isActive,
  config,
}: {
  streamRowId: number;
  type: OverlayType;
  isActive: boolean;
  config: string;
}) {
  const now = nowIso();
  return db()
    .insertInto("overlays")
    .values({ streamId: streamRowId, type, isActive: isActive ? 1 : 0, config, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One overlay of the host's streams, with its stream's row id; null when missing or another host's. */
export async function getHostOverlay({ hostId, overlayId }: { hostId: number; overlayId: number }): Promise<OverlayRow | null> {
  const row = await db()
    .selectFrom("overlays")
    .innerJoin("streams", "streams.id", "overlays.streamId")
    .select(OVERLAY_COLUMNS)
    .where("overlays.id", "=", overlayId)
    .where("streams.hostId", "=", hostId)
    .executeTakeFirst();
  return row ?? null;
}

/** Changes an overlay's config and/or isActive, scoped by the host; null when not theirs. */
export async function updateOverlay({
  hostId,
  overlayId,
  patch,
}: {
  hostId: number;
  overlayId: number;
  patch: { isActive?: boolean; config?: string };
}): Promise<OverlayRow | null> {
  const row = await db()
    .updateTable("overlays")
    .set({
      ...(patch.isActive === undefined ? {} : { isActive: patch.isActive ? 1 : 0 }),
      ...(patch.config === undefined ? {} : { config: patch.config }),
      updatedAt: nowIso(),
    })
    .where("id", "=", overlayId)
    .where("streamId", "in", (sub) => sub.selectFrom("streams").select("streams.id").where("streams.hostId", "=", hostId))
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export function deactivateOverlay({ hostId, overlayId }: { hostId: number; overlayId: number }) {
  return updateOverlay({ hostId, overlayId, patch: { isActive: false } });
}

export async function listPresets({ streamRowId }: { streamRowId: number }): Promise<GifSoundPresetRow[]> {
  return db().selectFrom("gifSoundPresets").selectAll().where("streamId", "=", streamRowId).orderBy("id").execute();
}

export async function insertPreset({ streamRowId, config }: { streamRowId: number; config: string }) {
  return db().insertInto("gifSoundPresets").values({ streamId: streamRowId, config, createdAt: nowIso() }).returningAll().executeTakeFirstOrThrow();
}

/** Deletes one of the host's presets; false when it is missing or another host's. */
export async function deletePreset({ hostId, presetId }: { hostId: number; presetId: number }): Promise<boolean> {
  const result = await db()
    .deleteFrom("gifSoundPresets")
    .where("id", "=", presetId)
    .where("streamId", "in", (sub) => sub.selectFrom("streams").select("streams.id").where("streams.hostId", "=", hostId))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function getLandingSettings({ streamRowId }: { streamRowId: number }): Promise<LandingPageSettingsRow | null> {
  return (await db().selectFrom("landingPageSettings").selectAll().where("streamId", "=", streamRowId).executeTakeFirst()) ?? null;
}

export type LandingSettingsValues = Omit<LandingPageSettingsRow, "id" | "streamId" | "updatedAt">;

/** Stores the stream's settings (one row per stream), replacing what was there. */
export async function upsertLandingSettings({ streamRowId, values }: { streamRowId: number; values: LandingSettingsValues }) {
  const row = { ...values, updatedAt: nowIso() };
  return db()
    .insertInto("landingPageSettings")
    .values({ streamId: streamRowId, ...row })
    .onConflict((oc) => oc.column("streamId").doUpdateSet(row))
    .returningAll()
    .executeTakeFirstOrThrow();
}
