import { describe, expect, it } from "vitest";
import { countCurrentViewers } from "~/models/viewer.server";
import { viewerJoined } from "~/services/room/presence.server";
import { createEndpointForHost } from "~/services/integrations/webhooks/endpoints.server";
import { db } from "~/utils/db.server";
import { databaseConnectionWaits } from "~/utils/metrics.server";
import { hostWithStream } from "../support/streams";
import { insertViewers } from "../support/viewers";
import { until } from "../support/wait";

// Issue 38: when a big webinar ends, its viewers' leaves must not take the database pool from the
// room's chat. Every query or transaction takes a connection once, and the pool's waits metric
// counts each: a crowd joining or leaving costs a few statements, not one or four per viewer.

const CROWD = 300;
/** Statements a crowd's joins or leaves may cost: its batches, the webhook check, the viewer count. */
const FEW = 12;

async function statementsSoFar() {
  const { values } = await databaseConnectionWaits.get();
  return values.find((value) => value.metricName?.endsWith("_count"))?.value ?? 0;
}

async function crowdOf(size: number) {
  const { host, stream, rowId } = await hostWithStream("Crowded room");
  const viewers = await insertViewers(db(), rowId, size, `crowd${rowId}-`);
  return { host, streamId: stream.streamId, streamRowId: rowId, viewerIds: viewers.map((viewer) => viewer.id) };
}

const openVisits = async (streamRowId: number) =>
  (await db().selectFrom("viewerAttendance").select("id").where("streamId", "=", streamRowId).where("leftAt", "is", null).execute()).length;

describe("a crowd joining and leaving", () => {
  it(`records ${CROWD} viewers' joins and leaves in a few statements, every visit opened and closed`, async () => {
    const { streamId, streamRowId, viewerIds } = await crowdOf(CROWD);

    let before = await statementsSoFar();
    const leaves = await Promise.all(viewerIds.map((viewerId) => viewerJoined({ viewerId, streamRowId, streamId })));
    expect(await statementsSoFar()).toBeLessThanOrEqual(before + FEW);
    expect(await openVisits(streamRowId)).toBe(CROWD);
    await until(async () => (await countCurrentViewers({ streamRowId })) === CROWD);

    before = await statementsSoFar();
    for (const leave of leaves) leave();
    let polls = 0;
    await until(async () => {
      polls += 1;
      return (await openVisits(streamRowId)) === 0;
    });
    expect((await statementsSoFar()) - polls).toBeLessThanOrEqual(before + FEW);
    const visits = await db().selectFrom("viewerAttendance").select(["viewerId", "leftAt"]).where("streamId", "=", streamRowId).execute();
    expect(visits).toHaveLength(CROWD);
    expect(new Set(visits.map((visit) => visit.viewerId))).toEqual(new Set(viewerIds));
    expect(visits.every((visit) => visit.leftAt !== null)).toBe(true);
  });

  it("gives each of a viewer's pages opened together a visit of its own", async () => {
    const { streamId, streamRowId, viewerIds } = await crowdOf(2);
    const [ada, bo] = viewerIds as [number, number];
    const pages = await Promise.all([ada, bo, ada, ada].map((viewerId) => viewerJoined({ viewerId, streamRowId, streamId })));
    const visitsOf = async (viewerId: number) =>
      db().selectFrom("viewerAttendance").select(["id", "leftAt"]).where("viewerId", "=", viewerId).orderBy("id").execute();
    expect(await visitsOf(ada)).toHaveLength(3);
    expect(await visitsOf(bo)).toHaveLength(1);
    // Closing one of Ada's three pages closes one visit of hers, and none of Bo's.
    pages[0]?.();
    await until(async () => (await visitsOf(ada)).filter((visit) => visit.leftAt !== null).length === 1);
    expect((await visitsOf(bo))[0]?.leftAt).toBeNull();
    for (const close of pages) close();
    await until(async () => (await openVisits(streamRowId)) === 0);
  });

  it("lets the rest of a crowd in when one of its viewers is gone by the time their visit is written", async () => {
    const { streamId, streamRowId, viewerIds } = await crowdOf(20);
    const gone = viewerIds[7]!;
    await db().deleteFrom("viewers").where("id", "=", gone).execute();
    const joins = await Promise.allSettled(viewerIds.map((viewerId) => viewerJoined({ viewerId, streamRowId, streamId })));
    expect(joins.map((join) => join.status)).toEqual(viewerIds.map((viewerId) => (viewerId === gone ? "rejected" : "fulfilled")));
    expect(await openVisits(streamRowId)).toBe(19);
    for (const join of joins) if (join.status === "fulfilled") join.value();
    await until(async () => (await openVisits(streamRowId)) === 0);
  });

  it("asks about attendance webhooks once for the crowd when its host listens for none", async () => {
    const { host, streamId, streamRowId, viewerIds } = await crowdOf(50);
    // An endpoint for other events: attendance is still told to no one.
    await createEndpointForHost({ hostId: host.id, body: { url: "https://crm.example.com/hook", events: ["purchase.completed"] } });
    const before = await statementsSoFar();
    const leaves = await Promise.all(viewerIds.map((viewerId) => viewerJoined({ viewerId, streamRowId, streamId })));
    for (const leave of leaves) leave();
    await until(async () => (await openVisits(streamRowId)) === 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await db().selectFrom("webhookDeliveries").select("id").where("hostId", "=", host.id).execute()).toHaveLength(0);
    expect(await statementsSoFar()).toBeLessThanOrEqual(before + 2 * FEW);
  });
});
