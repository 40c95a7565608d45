import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getOfferById, offerViewOf } from "~/models/offer.server";
import { saveOnDemandSettings, takeOnDemandSeat } from "~/models/on-demand.server";
import { insertStageMarks } from "~/models/replay.server";
import { registerViewer } from "~/models/viewer.server";
import { db } from "~/utils/db.server";
import { startFakeStripeForTests } from "../support/fake-stripe-env";
import { startAppForTests } from "../support/http-server";
import { openPage } from "../support/app-calls";
import { RECORDED_SEGMENT_SECONDS, RECORDED_SEGMENTS, recordedSellingSetup } from "../support/replay";
import { buy, offerPurchases } from "../support/selling";

// Buying in an on-demand session and fetching its media: a recording written as the recorder
// leaves one (a playlist and segments under DATA_DIR), an offer revealed 12 s into it.

const app = startAppForTests();
const { stripe } = startFakeStripeForTests({ appUrl: () => app.url });

async function onDemandEvent() {
  const { setup, at } = await recordedSellingSetup();
  const offer = await setup.offer({ title: "Evergreen Masterclass", priceCents: 9900 });
  const view = offerViewOf((await getOfferById({ offerId: offer.id }))!);
  await insertStageMarks([
    { streamRowId: setup.streamRowId, hostId: setup.host.id, kind: "offer_revealed", refId: offer.id, payload: JSON.stringify(view), at: at(12) },
  ]);
  await saveOnDemandSettings({
    hostId: setup.host.id,
    eventId: setup.event.id,
    settings: { enabled: true, everyMinutes: 15, dailyTimes: [], upcomingCount: 2 },
  });

  /** A registrant seated in a session that started `secondsAgo` ago. */
  async function seated(secondsAgo: number) {
    const token = crypto.randomBytes(24).toString("base64url");
    const email = `rita-${token.slice(0, 8)}@example.com`;
    const registration = await db()
      .insertInto("registrations")
      .values({
        eventId: setup.event.id,
        firstName: "Rita",
        lastName: "Demand",
        email,
        emailNormalized: email,
        timezone: "UTC",
        accessToken: token,
        registeredAt: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const { viewer } = await registerViewer({ streamRowId: setup.streamRowId, email, firstName: "Rita", registrationId: registration.id });
    const startsAt = new Date(Math.floor(Date.now() / 1000) * 1000 - secondsAgo * 1000).toISOString();
    const { seat } = await takeOnDemandSeat({ eventId: setup.event.id, kind: "now", startsAt, registrationId: registration.id, viewerId: viewer.id });
    return { registration, viewer, seat, path: `/on-demand/${setup.event.id}/${token}/${seat.sessionId}` };
  }
  return { ...setup, offer, seated };
}

const open = (pathname: string, cookie?: string) => openPage(app, pathname, cookie);

/** The JSON Buy of the event's offer by the viewer `uniqueId`, from an on-demand session. */
const buyOnDemand = (setup: Awaited<ReturnType<typeof onDemandEvent>>, uniqueId: string) =>
  buy(app.url, setup.offer.id, { streamId: setup.stream.streamId, uniqueId, attribution: "on-demand" }, { json: true });

describe("buying in an on-demand session", () => {
  it("records the purchase with attribution on-demand once the offer's moment has come, and brings the buyer back to the session", async () => {
    const setup = await onDemandEvent();
    const early = await setup.seated(5);
    const tooEarly = await buyOnDemand(setup, early.viewer.uniqueId);
    expect(tooEarly.status).toBe(409);
    expect(await tooEarly.json()).toEqual({ error: "This offer is not part of your session yet" });

    const rita = await setup.seated(20);
    const page = await open(rita.path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('name="attribution" value="on-demand"');
    const views = await db().selectFrom("replayViews").select(["mode"]).where("registrationId", "=", rita.registration.id).execute();
    expect(views).toEqual([{ mode: "on-demand" }]);

    const response = await buy(app.url, setup.offer.id, {
      streamId: setup.stream.streamId,
      uniqueId: rita.viewer.uniqueId,
      attribution: "on-demand",
    });
    expect(response.status).toBe(303);
    const session = stripe().sessions.get(/\/pay\/(\w+)$/.exec(response.headers.get("Location") ?? "")?.[1] ?? "")!;
    expect(session.metadata).toMatchObject({ attribution: "on-demand", offerId: String(setup.offer.id) });
    expect(session.success_url).toBe(`${app.url}${rita.path}?checkout=success&offer=${setup.offer.id}`);
    expect((await stripe().pay(session.id, { name: "Rita Demand" })).status).toBe(200);
    expect((await offerPurchases(setup.offer.id)).map((row) => row.attribution)).toEqual(["on-demand"]);

    // Someone with no session playing cannot claim one.
    const live = await buyOnDemand(setup, setup.viewer.uniqueId);
    expect(live.status).toBe(409);
  });

  it("serves the recording to viewers seated in a session playing now, and to nobody else", async () => {
    const setup = await onDemandEvent();
    const rita = await setup.seated(3);
    const page = await open(rita.path);
    expect(page.status).toBe(200);
    const media = `/on-demand/${setup.event.id}/media`;
    const playlist = await open(`${media}/index.m3u8`, page.cookie);
    expect(playlist.status).toBe(200);
    expect(playlist.text).toContain("seg_00000.ts");
    expect((await open(`${media}/seg_00001.ts`, page.cookie)).status).toBe(200);
    expect((await open(`${media}/index.m3u8`)).status).toBe(404);

    // 3 s in, the session has its first two segments (0-5 s, and 5-10 s for the buffer), listed as
    // a live playlist that grows: what it has not reached is neither listed nor served.
    expect(playlist.text).toContain("#EXT-X-PLAYLIST-TYPE:EVENT");
    expect(playlist.text).not.toContain("#EXT-X-ENDLIST");
    expect(playlist.text.match(/^seg_\d+\.ts$/gm)).toEqual(["seg_00000.ts", "seg_00001.ts"]);
    expect((await open(`${media}/seg_00002.ts`, page.cookie)).status).toBe(404);
    expect((await open(`${media}/seg_00005.ts`, page.cookie)).status).toBe(404);

    // Near its end a session has the whole recording, closed.
    const late = await setup.seated(RECORDED_SEGMENTS * RECORDED_SEGMENT_SECONDS - 3);
    const latePage = await open(late.path);
    const whole = await open(`${media}/index.m3u8`, latePage.cookie);
    expect(whole.text.match(/^seg_\d+\.ts$/gm)).toHaveLength(RECORDED_SEGMENTS);
    expect(whole.text).toContain("#EXT-X-ENDLIST");
    expect((await open(`${media}/seg_00005.ts`, latePage.cookie)).status).toBe(200);

    // A session that ended long ago opens no media.
    const over = await setup.seated(RECORDED_SEGMENTS * RECORDED_SEGMENT_SECONDS + 3600);
    const ended = await open(over.path);
    expect(ended.text).toContain("This session has ended");
    expect((await open(`${media}/index.m3u8`, ended.cookie)).status).toBe(404);
  });
});
