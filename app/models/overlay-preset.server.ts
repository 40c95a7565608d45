import type { Selectable } from "kysely";
import type { OverlayPresetsTable } from "../../db/schema/product";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

// Queries for overlay presets (named sets of overlays saved from a stream). Every query is scoped
// by the host through streams.host_id; another host's preset is simply not found.

export type OverlayPresetRow = Selectable<OverlayPresetsTable>;

const hostStreams = (hostId: number) => db().selectFrom("streams").select("streams.id").where("streams.hostId", "=", hostId);

/** The stream's overlay presets, oldest first; empty when the stream is not the host's. */
export async function listOverlayPresets({ hostId, streamRowId }: { hostId: number; streamRowId: number }): Promise<OverlayPresetRow[]> {
  return db()
    .selectFrom("overlayPresets")
    .selectAll()
    .where("streamId", "=", streamRowId)
    .where("streamId", "in", hostStreams(hostId))
    .orderBy("id")
    .execute();
}

export async function insertOverlayPreset({
  hostId,
  streamRowId,
  name,
  items,
}: {
  hostId: number;
  streamRowId: number;
  name: string;
  items: string;
}) {
  const owned = await hostStreams(hostId).where("streams.id", "=", streamRowId).executeTakeFirst();
  if (!owned) return null;
  return db()
    .insertInto("overlayPresets")
    .values({ streamId: streamRowId, name, items, createdAt: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One of the stream's presets; null when missing, of another stream or another host's. */
export async function getOverlayPreset({ hostId, streamRowId, presetId }: { hostId: number; streamRowId: number; presetId: number }) {
  const row = await db()
    .selectFrom("overlayPresets")
    .selectAll()
    .where("id", "=", presetId)
    .where("streamId", "=", streamRowId)
    .where("streamId", "in", hostStreams(hostId))
    .executeTakeFirst();
  return row ?? null;
}

/** Deletes one of the stream's presets; false when it is missing or not the host's. */
export async function deleteOverlayPreset({
  hostId,
  streamRowId,
  presetId,
}: {
  hostId: number;
  streamRowId: number;
  presetId: number;
}): Promise<boolean> {
  const result = await db()
    .deleteFrom("overlayPresets")
    .where("id", "=", presetId)
    .where("streamId", "=", streamRowId)
    .where("streamId", "in", hostStreams(hostId))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
