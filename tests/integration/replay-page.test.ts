import crypto from "node:crypto";
import { nowIso } from "~/utils/tokens.server";
import { describe, expect, it } from "vitest";
import { offerViewOf, getOfferById } from "~/models/offer.server";
import { createReplay, findEventReplay, insertStageMarks, updateReplay } from "~/models/replay.server";
import { replayStateOf } from "~/services/recordings/replays.server";
import { db } from "~/utils/db.server";
import { DAY, MINUTE, fromNow } from "../support/events";
import { startFakeStripeForTests } from "../support/fake-stripe-env";
import { appCalls, openPage } from "../support/app-calls";
import { startAppForTests } from "../support/http-server";
import { cookiesFrom } from "../support/factories";
import { recordedSellingSetup } from "../support/replay";
import { replayAlert } from "../support/replay-alert";
import { buy, offerPurchases, sellingSetup } from "../support/selling";

// The registrant's replay page, its media and watch-time report, and buying from it. The recording
// is written as the recorder leaves one (a playlist and its segments under DATA_DIR) with chat rows
// and stage marks at known moments of it.

const app = startAppForTests();
const { stripe } = startFakeStripeForTests({ appUrl: () => app.url });
const { call, page } = appCalls(app);

async function recordedEvent({ publish = true, expiresAt = null as string | null } = {}) {
  const { setup, recording, at } = await recordedSellingSetup();
  const { recordingId } = recording;
  await db()
    .insertInto("chatMessages")
    .values([
      { streamId: setup.streamRowId, viewerId: setup.viewer.id, message: "Hello from minute zero", createdAt: at(3), updatedAt: at(3) },
      { streamId: setup.streamRowId, viewerId: setup.viewer.id, message: "Twenty seconds in", createdAt: at(20), updatedAt: at(20) },
    ])
    .execute();
  const offer = await setup.offer({ title: "Replay Masterclass", priceCents: 9900, countdownMinutes: 15 });
  const view = offerViewOf((await getOfferById({ offerId: offer.id }))!);
  await insertStageMarks([
    { streamRowId: setup.streamRowId, hostId: setup.host.id, kind: "offer_revealed", refId: offer.id, payload: JSON.stringify(view), at: at(12) },
  ]);
  const alert = replayAlert(at);
  await insertStageMarks([
    { streamRowId: setup.streamRowId, hostId: setup.host.id, kind: "overlay_shown", refId: 1, payload: JSON.stringify(alert), at: at(12) },
    {
      streamRowId: setup.streamRowId,
      hostId: setup.host.id,
      kind: "overlay_stopped",
      refId: 1,
      payload: JSON.stringify({ ...alert, isActive: false }),
      at: at(25),
    },
  ]);
  await replayStateOf(setup.event.id);
  const replay = (await findEventReplay({ eventId: setup.event.id }))!;
  if (publish) await updateReplay({ id: replay.id, changes: { published: 1, publishedAt: new Date().toISOString(), expiresAt } });
  const registration = await register(setup.event.id);
  return {
    ...setup,
    offer,
    addOffer: setup.offer,
    replay,
    recordingId,
    registration,
    replayPath: `/replay/${setup.event.id}/${registration.accessToken}`,
  };
}

async function register(eventId: number) {
  const token = crypto.randomBytes(24).toString("base64url");
  return db()
    .insertInto("registrations")
    .values({
      eventId,
      firstName: "Rita",
      lastName: "Replay",
      email: `rita-${token.slice(0, 8)}@example.com`,
      emailNormalized: `rita-${token.slice(0, 8)}@example.com`,
      company: null,
      jobTitle: null,
      phone: null,
      questions: null,
      timezone: "UTC",
      accessToken: token,
      unsubscribedAt: null,
      registeredAt: new Date().toISOString(),
      emailConfirmedAt: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const open = (pathname: string, cookie?: string) => openPage(app, pathname, cookie);

const viewerOf = (registrationId: number) =>
  db().selectFrom("viewers").select(["id", "uniqueId"]).where("registrationId", "=", registrationId).executeTakeFirstOrThrow();

describe("the replay page", () => {
  it("plays a published replay with its chat listed, and records the click", async () => {
    const setup = await recordedEvent({ expiresAt: fromNow(47 * 60 * MINUTE + 30 * MINUTE) });
    const page = await open(setup.replayPath);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toContain("no-store");
    expect(page.text).toContain("Selling webinar");
    expect(page.text).toContain(`/replay/${setup.event.id}/media/index.m3u8`);
    // Without JavaScript the browser's own player, with no spinner that nothing would take away.
    expect(page.text).not.toContain("Loading the replay…");
    // Without JavaScript: the whole chat with its times of playback, and the offer with its Buy form.
    expect(page.text).toMatch(/0:03<\/span><span[^>]*>Maya<!-- -->:/);
    expect(page.text).toContain("Twenty seconds in");
    expect(page.text).toContain("Early-bird bonus ends soon");
    expect(page.text).toContain("Replay Masterclass");
    expect(page.text).toContain('name="attribution" value="replay"');
    expect(page.text).toMatch(/Available for 4[78] h \d+ min more/);
    expect(page.cookie).toContain("__viewer=");

    const clicks = await db().selectFrom("replayLinkClicks").selectAll().where("eventId", "=", setup.event.id).execute();
    expect(clicks).toMatchObject([{ registrationId: setup.registration.id, followUpId: null }]);
  });

  it("dresses the room in the host's colours, as the live room is: the Buy button looks the same in both", async () => {
    const setup = await recordedEvent();
    await db()
      .insertInto("hostSettings")
      .values({ userId: setup.host.id, brandPrimary: "#7c3aed", brandAccent: "#f59e0b", updatedAt: nowIso() })
      .execute();
    const replayPage = await open(setup.replayPath);
    const livePage = await open(setup.watchPath);
    const brandStyleOf = (html: string) => html.match(/style="[^"]*#7c3aed[^"]*"/)?.[0];
    expect(brandStyleOf(replayPage.text)).toBeDefined();
    expect(brandStyleOf(replayPage.text)).toBe(brandStyleOf(livePage.text));
  });

  it("records the follow-up e-mail a click came from, and ignores a number that is not one of the event's", async () => {
    const setup = await recordedEvent();
    const now = new Date().toISOString();
    const followUp = await db()
      .insertInto("followUpConfigs")
      .values({
        eventId: setup.event.id,
        audience: "missed",
        delayMinutes: 60,
        subject: "You missed it",
        message: "Watch it",
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const other = await recordedEvent();
    const otherFollowUp = await db()
      .insertInto("followUpConfigs")
      .values({
        eventId: other.event.id,
        audience: "attended",
        delayMinutes: 60,
        subject: "Thanks",
        message: "Watch it",
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    expect((await open(`${setup.replayPath}?fu=${followUp.id}`)).status).toBe(200);
    expect((await open(`${setup.replayPath}?fu=${otherFollowUp.id}`)).status).toBe(200);
    expect((await open(`${setup.replayPath}?fu=abc`)).status).toBe(200);
    const clicks = await db().selectFrom("replayLinkClicks").select("followUpId").where("eventId", "=", setup.event.id).orderBy("id").execute();
    expect(clicks.map((click) => click.followUpId)).toEqual([followUp.id, null, null]);
  });

  it("says when the replay is not published, not recorded yet, or over (410), and refuses an unknown link (404)", async () => {
    const unpublished = await recordedEvent({ publish: false });
    const hidden = await open(unpublished.replayPath);
    expect(hidden.status).toBe(200);
    expect(hidden.text).toContain("The host has not published the replay");
    expect(hidden.text).not.toContain("index.m3u8");

    const notRecorded = await sellingSetup();
    const registration = await register(notRecorded.event.id);
    const preparing = await open(`/replay/${notRecorded.event.id}/${registration.accessToken}`);
    expect(preparing.status).toBe(200);
    expect(preparing.text).toContain("The replay is being prepared");

    const expiredAt = fromNow(-MINUTE);
    const expired = await recordedEvent({ expiresAt: expiredAt });
    const gone = await open(expired.replayPath);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain("This replay is no longer available");
    expect(gone.text).toContain("The replay was available until");
    expect(gone.text).not.toContain("index.m3u8");

    for (const pathname of [
      `/replay/${expired.event.id}/not-a-token`,
      `/replay/${unpublished.event.id}/${expired.registration.accessToken}`,
      `/replay/0/${expired.registration.accessToken}`,
      `/replay/abc/${expired.registration.accessToken}`,
      `/replay/99999999/${"x".repeat(300)}`,
    ]) {
      const refused = await open(pathname);
      expect(refused.status, pathname).toBe(404);
      expect(refused.text).toContain("Replay not found");
    }
  });
});

describe("the replay of an event behind a passcode", () => {
  const PASSCODE = "river-7";

  it("asks a registrant who did not enter it during the live before anything plays, then opens the room; one who entered it live goes straight in", async () => {
    const setup = await recordedEvent();
    await db().updateTable("events").set({ passcode: PASSCODE }).where("id", "=", setup.event.id).execute();
    const media = `/replay/${setup.event.id}/media/index.m3u8`;

    const asked = await open(setup.replayPath);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("Enter the passcode");
    expect(asked.text).not.toContain("index.m3u8");
    expect(asked.text).not.toContain("Replay Masterclass");
    expect((await open(media, asked.cookie)).status).toBe(404);

    const form = (passcode: string) => ({ intent: "passcode", passcode });
    const wrong = await page(setup.replayPath, { cookie: asked.cookie, form: form("open sesame") });
    expect(wrong.status).toBe(403);
    expect(wrong.html).toContain("That passcode is not right.");
    const right = await page(setup.replayPath, { cookie: asked.cookie, form: form(PASSCODE) });
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe(setup.replayPath);

    const cookie = [asked.cookie, cookiesFrom(right)].filter(Boolean).join("; ");
    const room = await open(setup.replayPath, cookie);
    expect(room.text).not.toContain("Enter the passcode");
    expect(room.text).toContain(media);
    expect(room.text).toContain("Replay Masterclass");
    expect((await open(media, cookie)).status).toBe(200);

    // Another registrant entered it on the watch page during the live: their viewer keeps the proof.
    const other = await register(setup.event.id);
    await open(`/watch/${setup.event.id}/${other.accessToken}`);
    const viewer = await viewerOf(other.id);
    const entered = await call("POST", `/api/streams/${setup.stream.streamId}/passcode`, { body: { passcode: PASSCODE, token: viewer.uniqueId } });
    expect(entered.status).toBe(200);
    const straight = await open(`/replay/${setup.event.id}/${other.accessToken}`);
    expect(straight.text).not.toContain("Enter the passcode");
    expect(straight.text).toContain(media);
  });

  it("refuses a form that is not the passcode (400) and an unknown link (404), storing nothing", async () => {
    const setup = await recordedEvent();
    await db().updateTable("events").set({ passcode: PASSCODE }).where("id", "=", setup.event.id).execute();
    const unknown = await page(setup.replayPath, { form: { intent: "buy" } });
    expect(unknown.status).toBe(400);
    const stranger = await page(`/replay/${setup.event.id}/not-a-token`, { form: { intent: "passcode", passcode: PASSCODE } });
    expect(stranger.status).toBe(404);
    const proofs = await db().selectFrom("viewers").select("passcodeProof").where("registrationId", "=", setup.registration.id).execute();
    expect(proofs.every((row) => row.passcodeProof === null)).toBe(true);
  });
});

describe("a replay of a Mux asset", () => {
  it("plays Mux's playlist of the asset, and this app serves no media for it", async () => {
    const setup = await sellingSetup();
    const replay = await createReplay({
      eventId: setup.event.id,
      hostId: setup.host.id,
      muxAssetId: "asset-replay-1",
      muxPlaybackId: "pbReplay123",
      sourceStartedAt: fromNow(-DAY),
      durationMs: 60_000,
    });
    await updateReplay({ id: replay!.id, changes: { published: 1, publishedAt: new Date().toISOString() } });
    const registration = await register(setup.event.id);
    const page = await open(`/replay/${setup.event.id}/${registration.accessToken}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("https://stream.mux.com/pbReplay123.m3u8");
    expect((await open(`/replay/${setup.event.id}/media/index.m3u8`, page.cookie)).status).toBe(404);
  });
});

describe("the replay's media", () => {
  it("serves the playlist and segments to the registrant whose page set the cookie, and to nobody else", async () => {
    const setup = await recordedEvent();
    const { cookie } = await open(setup.replayPath);
    const playlist = await open(`/replay/${setup.event.id}/media/index.m3u8`, cookie);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get("Content-Type")).toBe("application/vnd.apple.mpegurl");
    expect(playlist.text).toContain("seg_00000.ts");
    expect(playlist.text).toContain("#EXT-X-ENDLIST");
    const segment = await fetch(`${app.url}/replay/${setup.event.id}/media/seg_00002.ts`, { headers: { Cookie: cookie } });
    expect(segment.status).toBe(200);
    expect(Buffer.from(await segment.arrayBuffer())).toEqual(Buffer.alloc(188, 2));

    // No cookie, a registrant of another event, a file that is not the recording's: 404 alike.
    const other = await recordedEvent();
    const { cookie: otherCookie } = await open(other.replayPath);
    expect((await open(`/replay/${setup.event.id}/media/index.m3u8`)).status).toBe(404);
    expect((await open(`/replay/${setup.event.id}/media/index.m3u8`, otherCookie)).status).toBe(404);
    expect((await open(`/replay/${setup.event.id}/media/seg_00002.ts`, otherCookie)).status).toBe(404);
    expect((await open(`/replay/${setup.event.id}/media/..%2F..%2Fsecret`, cookie)).status).toBe(404);
    expect((await open(`/replay/${setup.event.id}/media/seg_99999.ts`, cookie)).status).toBe(404);

    // Removed by the host: the registrant's cookie opens nothing.
    await db().updateTable("viewers").set({ isKicked: 1 }).where("registrationId", "=", setup.registration.id).execute();
    expect((await open(`/replay/${setup.event.id}/media/index.m3u8`, cookie)).status).toBe(404);
    await db().updateTable("viewers").set({ isKicked: 0 }).where("registrationId", "=", setup.registration.id).execute();
    expect((await open(`/replay/${setup.event.id}/media/index.m3u8`, cookie)).status).toBe(200);

    // Unpublished again: the registrant's cookie opens nothing any more.
    await updateReplay({ id: setup.replay.id, changes: { published: 0 } });
    expect((await open(`/replay/${setup.event.id}/media/index.m3u8`, cookie)).status).toBe(404);
  });
});

describe("the watch-time report", () => {
  async function report(pathname: string, body: string, contentType = "text/plain") {
    const response = await fetch(app.url + pathname, { method: "POST", headers: { "Content-Type": contentType, Origin: app.url }, body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it("adds the seconds and minutes played to the page load's view, within what the clock allows", async () => {
    const setup = await recordedEvent();
    await open(setup.replayPath);
    const view = await db().selectFrom("replayViews").selectAll().where("registrationId", "=", setup.registration.id).executeTakeFirstOrThrow();
    expect(view).toMatchObject({ eventId: setup.event.id, mode: "replay", watchedSeconds: 0, minutes: "[]" });
    await db()
      .updateTable("replayViews")
      .set({ lastSeenAt: fromNow(-20_000) })
      .where("id", "=", view.id)
      .execute();

    const url = `${setup.replayPath}/watch-time`;
    expect(await report(url, JSON.stringify({ viewId: view.id, seconds: 15, minutes: [0] }))).toEqual({ status: 200, body: { ok: true } });
    // Right after: at most the slack of a late timer, however much is claimed.
    expect((await report(url, JSON.stringify({ viewId: view.id, seconds: 120, minutes: [0, 1] }), "application/json")).status).toBe(200);
    const after = await db().selectFrom("replayViews").selectAll().where("id", "=", view.id).executeTakeFirstOrThrow();
    expect(after.watchedSeconds).toBeGreaterThanOrEqual(15);
    expect(after.watchedSeconds).toBeLessThanOrEqual(21);
    expect(JSON.parse(after.minutes)).toEqual([0, 1]);

    // A second page load is a second view.
    await open(setup.replayPath);
    expect(await db().selectFrom("replayViews").select("id").where("registrationId", "=", setup.registration.id).execute()).toHaveLength(2);
  });

  it("answers bad input with 400 and another registrant's view or an unknown link with 404", async () => {
    const setup = await recordedEvent();
    await open(setup.replayPath);
    const view = await db().selectFrom("replayViews").select("id").where("registrationId", "=", setup.registration.id).executeTakeFirstOrThrow();
    const url = `${setup.replayPath}/watch-time`;
    for (const body of [
      "",
      "not json",
      "[]",
      JSON.stringify({ viewId: "1", seconds: 1, minutes: [] }),
      JSON.stringify({ viewId: view.id, seconds: -1, minutes: [] }),
      JSON.stringify({ viewId: view.id, seconds: 5, minutes: [1.5] }),
      JSON.stringify({ viewId: view.id, seconds: 5, minutes: [], extra: 1 }),
    ]) {
      const answer = await report(url, body);
      expect(answer.status, body).toBe(400);
      expect(typeof answer.body.error).toBe("string");
    }
    const other = await recordedEvent();
    expect((await report(`${other.replayPath}/watch-time`, JSON.stringify({ viewId: view.id, seconds: 5, minutes: [0] }))).status).toBe(404);
    expect((await report(`/replay/${setup.event.id}/nobody/watch-time`, JSON.stringify({ viewId: view.id, seconds: 5, minutes: [0] }))).status).toBe(
      404,
    );
    expect((await fetch(app.url + url)).status).toBe(405);
  });
});

describe("buying from the replay", () => {
  it("records the purchase with attribution replay and brings the buyer back to the replay page", async () => {
    const setup = await recordedEvent();
    await open(setup.replayPath);
    const viewer = await viewerOf(setup.registration.id);
    const response = await buy(app.url, setup.offer.id, { streamId: setup.stream.streamId, uniqueId: viewer.uniqueId, attribution: "replay" });
    expect(response.status).toBe(303);
    const sessionId = /\/pay\/(\w+)$/.exec(response.headers.get("Location") ?? "")?.[1] ?? "";
    const session = stripe().sessions.get(sessionId)!;
    expect(session.metadata).toMatchObject({ attribution: "replay", offerId: String(setup.offer.id), viewerId: String(viewer.id) });
    expect(session.success_url).toBe(`${app.url}${setup.replayPath}?checkout=success&offer=${setup.offer.id}`);

    expect((await stripe().pay(session.id, { name: "Rita Replay" })).status).toBe(200);
    const [purchase] = await offerPurchases(setup.offer.id);
    expect(purchase).toMatchObject({ attribution: "replay", viewerId: viewer.id, registrationId: setup.registration.id, status: "completed" });

    const back = await open(`${setup.replayPath}?checkout=success&offer=${setup.offer.id}`);
    expect(back.status).toBe(200);
    expect(back.text).toContain("Replay Masterclass");

    // The same offer bought live stays "live".
    const live = await buy(app.url, setup.offer.id, { streamId: setup.stream.streamId, uniqueId: setup.viewer.uniqueId });
    const liveSession = stripe().sessions.get(/\/pay\/(\w+)$/.exec(live.headers.get("Location") ?? "")?.[1] ?? "")!;
    expect(liveSession.metadata).not.toHaveProperty("attribution");
    await stripe().pay(liveSession.id, {});
    expect((await offerPurchases(setup.offer.id)).map((row) => row.attribution)).toEqual(["replay", "live"]);
  });

  it("refuses an offer that was not revealed during the recording, and any offer once the replay is unpublished", async () => {
    const setup = await recordedEvent();
    await open(setup.replayPath);
    const viewer = await viewerOf(setup.registration.id);
    const buyAs = (offerId: number, attribution: string) =>
      buy(app.url, offerId, { streamId: setup.stream.streamId, uniqueId: viewer.uniqueId, attribution }, { json: true });
    const never = await setup.addOffer({ title: "Never shown" });
    const refused = await buyAs(never.id, "replay");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "This offer is not part of the replay" });

    await updateReplay({ id: setup.replay.id, changes: { published: 0 } });
    const closed = await buyAs(setup.offer.id, "replay");
    expect(closed.status).toBe(409);
    expect(await closed.json()).toEqual({ error: "This replay is no longer available" });

    const bad = await buyAs(setup.offer.id, "sometime");
    expect(bad.status).toBe(400);
  });
});
