// What went on or off stage during a live (overlays shown, offers revealed), kept for the replay,
// which plays them back in step with the video.
import { insertStageMarks, type StageMarkKind } from "~/models/replay.server";
import { listEventStreamRowIds } from "~/models/stream.server";
import type { OfferView } from "~/contracts/offers";

/** Keeps what went on or off stage for the replay; a failure here never fails the host's action. */
export async function recordStageMarks(marks: { streamRowId: number; hostId: number; kind: StageMarkKind; refId: number; view: unknown }[]) {
  await insertStageMarks(marks.map((mark) => ({ ...mark, payload: JSON.stringify(mark.view) })));
}

/** The offers' reveal or hide, on every stream of their event. */
export async function recordOfferMarks({
  eventId,
  hostId,
  offers,
}: {
  eventId: number;
  hostId: number;
  offers: { kind: "offer_revealed" | "offer_hidden"; view: OfferView | { id: number } }[];
}) {
  const streamRowIds = await listEventStreamRowIds({ eventId });
  await recordStageMarks(
    streamRowIds.flatMap((streamRowId) => offers.map((offer) => ({ streamRowId, hostId, kind: offer.kind, refId: offer.view.id, view: offer.view }))),
  );
}
