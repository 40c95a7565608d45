import { db } from "~/utils/db.server";

/** The public stream id behind a playback id (the name of its folder under DATA_DIR/hls); null when none. */
export async function findStreamIdByPlaybackId({ playbackId }: { playbackId: string }): Promise<string | null> {
  const row = await db().selectFrom("streams").select("streamId").where("playbackId", "=", playbackId).executeTakeFirst();
  return row?.streamId ?? null;
}

/** Whether the viewer of a playback token was removed from its stream; null when no such viewer of that stream. */
export async function isViewerRemoved({ viewerId, streamRowId }: { viewerId: number; streamRowId: number }): Promise<boolean | null> {
  const row = await db().selectFrom("viewers").select("isKicked").where("id", "=", viewerId).where("streamId", "=", streamRowId).executeTakeFirst();
  return row ? Boolean(row.isKicked) : null;
}
