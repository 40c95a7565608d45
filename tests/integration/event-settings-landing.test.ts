import { describe, expect, it } from "vitest";
import { loader as eventLoader } from "~/routes/_host.events.$eventId._index/route";
import { loader as editLandingLoader } from "~/routes/_host.events.$eventId.landing";
import { action, loader } from "~/routes/_host.events.$eventId.settings.$streamId/route";
import { db } from "~/utils/db.server";
import { landingSettingsOf, saveLandingSettings } from "~/services/room/overlays.server";
import { readToast } from "~/services/account/toast.server";
import { createTestEvent } from "../support/events";
import { cookiesFrom, formRequest, getRequest, loadContext, settle } from "../support/factories";
import { signedInHost } from "../support/sessions";
import { startAppForTests } from "../support/http-server";
import { expectContainsAll } from "../support/cases";
import { createTestStream } from "../support/streams";

const app = startAppForTests();

interface LandingSettings {
  isVisible: boolean;
  activePage: string;
  customTitle: string | null;
  customDescription: string | null;
  customOfferTitle: string | null;
  customOfferPrice: string | null;
  customUrl: string | null;
  customOfferFeatures: string[];
}

interface Answer {
  intent: string | null;
  result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> | null };
  toast: { title: string; description?: string; variant?: string } | null;
}

async function setup(eventFields: Record<string, unknown> = {}) {
  const { host, cookie } = await signedInHost({ firstName: "Lana" });
  const event = await createTestEvent(host.id, { title: "Scale Your Coaching", hostName: "Lana Lopes", ...eventFields });
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
  const stored = () => landingSettingsOf({ streamRowId: rowId });
  return { host, cookie, event, streamId: stream.streamId, stored, path: `/events/${event.id}/settings/${stream.streamId}` };
}

const params = (eventId: number, streamId: string) => ({ eventId: String(eventId), streamId });

const load = (cookie: string, eventId: number, streamId: string) =>
  settle(() =>
    loader({
      request: getRequest(`/events/${eventId}/settings/${streamId}?tab=landing`, { cookie }),
      params: params(eventId, streamId),
      context: loadContext(),
    }),
  );

const post = (cookie: string, eventId: number, streamId: string, fields: Record<string, string>) =>
  settle(() =>
    action({
      request: formRequest(`/events/${eventId}/settings/${streamId}?tab=landing`, fields, { cookie }),
      params: params(eventId, streamId),
      context: loadContext(),
    }),
  );

const toastOf = async (response: Response) => (await readToast(getRequest("/", { cookie: cookiesFrom(response) }))).toast;

const OFFER = {
  intent: "landing-update",
  customOfferTitle: "Coaching Accelerator",
  customOfferPrice: "$497",
  customDescription: "Eight weeks to a fully booked calendar.",
  customOfferFeatures: "8 live group calls\r\n\r\nPrivate community\r\nLifetime access",
  customUrl: "https://checkout.example.com/accelerator",
};

describe("Landing Page tab: loader and action", () => {
  it("loads the stream's settings on the Landing Page tab (defaults until saved)", async () => {
    const { cookie, event, streamId } = await setup();
    const response = await load(cookie, event.id, streamId);
    expect(response.status).toBe(200);
    const page = (await response.json()) as { tab: string; landing: { settings: LandingSettings; publicPath: string } };
    expect(page.tab).toBe("landing");
    expect(page.landing.settings).toMatchObject({ isVisible: false, activePage: "offer", customOfferFeatures: [] });
    expect(page.landing.publicPath).toBe(`/events/${event.id}`);
  });

  it("saves the fields without JavaScript: redirect back to the tab with 'Landing Page Updated'; what viewers see is unchanged", async () => {
    const { cookie, event, streamId, stored, path } = await setup();
    const response = await post(cookie, event.id, streamId, OFFER);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${path}?tab=landing`);
    expect(await toastOf(response)).toMatchObject({ title: "Landing Page Updated", description: "Landing page is now hidden for all viewers" });
    expect(await stored()).toMatchObject({
      isVisible: false,
      activePage: "offer",
      customOfferTitle: "Coaching Accelerator",
      customOfferPrice: "$497",
      customUrl: "https://checkout.example.com/accelerator",
      customOfferFeatures: ["8 live group calls", "Private community", "Lifetime access"],
    });
  });

  it("a tile shows its page and leaves the texts alone; Nothing hides it and keeps the page", async () => {
    const { cookie, event, streamId, stored } = await setup();
    await post(cookie, event.id, streamId, OFFER);
    const response = await post(cookie, event.id, streamId, { intent: "landing-show", show: "host" });
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ title: "Landing Page Updated", description: "Landing page is now shown for all viewers" });
    expect(await stored()).toMatchObject({ isVisible: true, activePage: "host", customOfferPrice: "$497" });

    const hidden = await post(cookie, event.id, streamId, { intent: "landing-show", show: "none", customOfferPrice: "$1", respond: "fetcher" });
    expect(hidden.status).toBe(200);
    expect((await hidden.json()) as Answer).toMatchObject({
      intent: "landing-show",
      result: { status: "success" },
      toast: { title: "Landing Page Updated", description: "Landing page is now hidden for all viewers" },
    });
    expect(await stored()).toMatchObject({ isVisible: false, activePage: "host", customOfferPrice: "$497" });
  });

  it("answers a fetcher's Update with JSON and the toast; Update leaves a shown page shown", async () => {
    const { cookie, event, streamId, stored } = await setup();
    await post(cookie, event.id, streamId, { intent: "landing-show", show: "offer" });
    const response = await post(cookie, event.id, streamId, { ...OFFER, respond: "fetcher" });
    expect(response.status).toBe(200);
    expect((await response.json()) as Answer).toMatchObject({
      intent: "landing-update",
      result: { status: "success" },
      toast: { title: "Landing Page Updated", description: "Landing page is now shown for all viewers" },
    });
    expect(await stored()).toMatchObject({ isVisible: true, activePage: "offer", customOfferPrice: "$497" });
  });

  it("an invalid url is a 400 with the error inline and the typed values kept; nothing is stored", async () => {
    const { cookie, event, streamId, stored } = await setup();
    const response = await post(cookie, event.id, streamId, { ...OFFER, customUrl: "javascript:alert(1)" });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as Answer;
    expect(answer.result.status).toBe("error");
    expect(answer.result.error?.customUrl).toEqual(["must be an http(s) URL"]);
    expect(answer.result.error?.[""]?.[0]).toContain("Failed to update landing page");
    expect(answer.toast).toEqual({ title: "Error", description: "Failed to update landing page", variant: "destructive" });
    expect(answer.result.initialValue).toMatchObject({ customUrl: "javascript:alert(1)", customOfferPrice: "$497" });
    expect(await stored()).toMatchObject({ isVisible: false, customOfferPrice: null, customUrl: null });

    const badType = await post(cookie, event.id, streamId, { intent: "landing-show", show: "webinar" });
    expect(badType.status).toBe(400);
    expect(((await badType.json()) as Answer).result.error?.activePage?.[0]).toContain("must be one of");
    const tooMany = await post(cookie, event.id, streamId, {
      ...OFFER,
      customOfferFeatures: Array.from({ length: 21 }, (_, i) => `F${i}`).join("\n"),
    });
    expect(tooMany.status).toBe(400);
    expect((await stored()).customOfferFeatures).toEqual([]);
  });

  it("another host's event or stream is a 404, and nothing changes", async () => {
    const { event, streamId, stored } = await setup();
    const other = await signedInHost({ firstName: "Olga" });
    expect((await load(other.cookie, event.id, streamId)).status).toBe(404);
    expect((await post(other.cookie, event.id, streamId, OFFER)).status).toBe(404);
    expect((await stored()).isVisible).toBe(false);
  });
});

describe("Edit landing (/events/{id}/landing)", () => {
  const loadEdit = (cookie: string, eventId: number) =>
    settle(() =>
      editLandingLoader({
        request: getRequest(`/events/${eventId}/landing`, { cookie }),
        params: { eventId: String(eventId) },
        context: loadContext(),
      }),
    );

  it("leads the host to the Landing Page tab of the event's stream, or explains to create the stream first", async () => {
    const { cookie, event, path, host } = await setup();
    const response = await loadEdit(cookie, event.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${path}?tab=landing`);

    const bare = await createTestEvent(host.id, { title: "No stream yet" });
    const page = await loadEdit(cookie, bare.id);
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual({ event: { id: bare.id, title: "No stream yet" } });

    const other = await signedInHost({ firstName: "Olga" });
    expect((await loadEdit(other.cookie, event.id)).status).toBe(404);
  });
});

describe("the event's public page (/events/{eventId})", () => {
  const html = async (eventId: number, cookie = "") => {
    const response = await fetch(`${app.url}/events/${eventId}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
    return { status: response.status, text: await response.text() };
  };

  it("shows anonymous visitors the event and the visible offer, and not a hidden one", async () => {
    const { host, event, streamId } = await setup({
      description: "A live workshop for coaches.",
      hostBio: "Coach for 12 years.",
      timezone: "Europe/Lisbon",
    });
    await saveLandingSettings({
      hostId: host.id,
      streamId,
      body: {
        isVisible: true,
        activePage: "offer",
        customOfferTitle: "Coaching Accelerator",
        customOfferPrice: "$497",
        customOfferFeatures: ["Private community", "Lifetime access"],
      },
    });
    const shown = await html(event.id);
    expect(shown.status).toBe(200);
    expectContainsAll(shown.text, [
      "Scale Your Coaching",
      "A live workshop for coaches.",
      "Lana Lopes",
      "Coach for 12 years.",
      `href="/event-registration/${event.id}"`,
    ]);
    expect(shown.text).toMatch(/GMT|WET|WEST/);
    expect(shown.text).toContain("Coaching Accelerator");
    expect(shown.text).toContain("$497");
    expect(shown.text).toContain("Lifetime access");
    expect(shown.text).not.toContain("Event dashboard");
    expect(shown.text).not.toContain(`/watch/${streamId}`);

    await saveLandingSettings({ hostId: host.id, streamId, body: { isVisible: false } });
    const hidden = await html(event.id);
    expect(hidden.status).toBe(200);
    expect(hidden.text).toContain("Scale Your Coaching");
    expect(hidden.text).not.toContain("Coaching Accelerator");
    expect(hidden.text).not.toContain("Lifetime access");
  });

  it("shows another signed-in host the public page, and the owner the dashboard as before", async () => {
    const { cookie, event } = await setup();
    const other = await signedInHost({ firstName: "Olga" });
    const asOther = await html(event.id, other.cookie);
    expect(asOther.status).toBe(200);
    expect(asOther.text).toContain(`href="/event-registration/${event.id}"`);
    expect(asOther.text).not.toContain("Stream Setup");

    const response = await settle(() =>
      eventLoader({ request: getRequest(`/events/${event.id}`, { cookie }), params: { eventId: String(event.id) }, context: loadContext() }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ view: "host", tab: "overview", event: { id: event.id, title: "Scale Your Coaching" } });
    const asOwner = await html(event.id, cookie);
    expect(asOwner.status).toBe(200);
    expect(asOwner.text).toContain("Event dashboard");
  });

  it("offers Watch while the stream is live", async () => {
    const { host, event, streamId } = await setup({ registrationRequired: false });
    await db().updateTable("streams").set({ isLive: 1 }).where("streamId", "=", streamId).where("hostId", "=", host.id).execute();
    const page = await html(event.id);
    expect(page.text).toContain(`href="/watch/${streamId}"`);
  });

  it("is a 404 for a draft, a private event, an unknown or a malformed id, as registration is", async () => {
    const { host } = await signedInHost({ firstName: "Dora" });
    const draft = await createTestEvent(host.id, { title: "Draft", status: "draft" });
    const hidden = await createTestEvent(host.id, { title: "Private", isPublic: false });
    expect((await html(draft.id)).status).toBe(404);
    expect((await html(hidden.id)).status).toBe(404);
    expect((await html(2_000_000_000)).status).toBe(404);
    expect((await fetch(`${app.url}/events/abc`, { redirect: "manual" })).status).toBe(404);
    expect((await fetch(`${app.url}/event-registration/${draft.id}`)).status).toBe(404);
  });
});
