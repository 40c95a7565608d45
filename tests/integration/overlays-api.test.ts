import { describe, expect, it } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { db } from "~/utils/db.server";
import { uniqueEmail } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { appCalls } from "../support/app-calls";
import { openEventStream } from "../support/sse";
import { hostWithStream } from "../support/streams";

const app = startAppForTests();
const { call } = appCalls(app);

interface Overlay {
  id: number;
  type: string;
  isActive: boolean;
  createdAt: string;
  config: string;
}

async function setup(eventFields?: Record<string, unknown>) {
  const { host, stream, rowId } = await hostWithStream("Overlay stream", eventFields);
  const cookie = await signInCookie(app.url, host);
  return { host, cookie, streamId: stream.streamId, rowId };
}

const overlaysPath = (streamId: string, query = "") => `/api/streams/${streamId}/overlays${query}`;
const storedOverlays = (rowId: number) => db().selectFrom("overlays").selectAll().where("streamId", "=", rowId).execute();
const configOf = (overlay: unknown) => JSON.parse((overlay as Overlay).config) as Record<string, unknown>;

describe("POST /api/streams/{id}/overlays", () => {
  it("creates each type from a JSON string config, filling the spec's defaults", async () => {
    const { streamId, cookie } = await setup();

    const countdown = await call("POST", overlaysPath(streamId), { cookie, body: { type: "countdown", isActive: true, config: JSON.stringify({}) } });
    expect(countdown.status).toBe(201);
    expect(countdown.body).toMatchObject({ type: "countdown", isActive: true });
    const timer = configOf(countdown.body);
    expect(timer).toMatchObject({ hours: 0, minutes: 5, seconds: 0, title: "Stream Starting Soon", size: "medium" });
    expect(Math.abs(Date.parse(String(timer.startTime)) - Date.now())).toBeLessThan(60_000);

    const alert = await call("POST", overlaysPath(streamId), {
      cookie,
      body: { type: "alert", config: JSON.stringify({ title: "Thanks!", duration: "" }) },
    });
    expect(alert.status).toBe(201);
    expect(configOf(alert.body)).toMatchObject({
      title: "Thanks!",
      duration: 8,
      style: "donation",
      backgroundColor: "#000000",
      textColor: "#ffffff",
      animationType: "slide",
    });

    const progress = await call("POST", overlaysPath(streamId), { cookie, body: { type: "progressbar", isActive: true, config: "{}" } });
    expect(progress.status).toBe(201);
    expect(configOf(progress.body)).toMatchObject({ total: 100, current: 0, width: "50%", label: "Spots Filled", displayMode: "percentage" });

    // An object is accepted as well as a string.
    const gif = await call("POST", overlaysPath(streamId), {
      cookie,
      body: { type: "gif-sound", config: { firstName: "Ann", gifUrl: "https://example.com/a.gif", soundUrl: "/sounds/cheer.mp3" } },
    });
    expect(gif.status).toBe(201);
    expect(configOf(gif.body)).toMatchObject({
      firstName: "Ann",
      duration: 8,
      position: "top-right",
      size: "medium",
      gifUrl: "https://example.com/a.gif",
    });

    const listed = await call("GET", overlaysPath(streamId), { cookie });
    expect(listed.status).toBe(200);
    expect((listed.body as unknown as Overlay[]).map((o) => o.type)).toEqual(["countdown", "alert", "progressbar", "gif-sound"]);
  });

  it("ignores a client-sent countdown startTime", async () => {
    const { streamId, cookie } = await setup();
    const created = await call("POST", overlaysPath(streamId), {
      cookie,
      body: { type: "countdown", config: JSON.stringify({ seconds: 10, minutes: 0, startTime: "2000-01-01T00:00:00.000Z" }) },
    });
    expect(created.status).toBe(201);
    expect(configOf(created.body).startTime).not.toBe("2000-01-01T00:00:00.000Z");
  });

  it("refuses every bad enum and range with 400 naming the field, storing nothing", async () => {
    const { streamId, cookie, rowId } = await setup();
    const cases: [string, Record<string, unknown>, string][] = [
      ["alert", { position: "middle" }, "config.position"],
      ["alert", { size: "huge" }, "config.size"],
      ["alert", { style: "party" }, "config.style"],
      ["alert", { animationType: "spin" }, "config.animationType"],
      ["alert", { duration: 0 }, "config.duration"],
      ["alert", { duration: 61 }, "config.duration"],
      ["alert", { duration: 2.5 }, "config.duration"],
      ["alert", { backgroundColor: "black" }, "config.backgroundColor"],
      ["alert", { hasButton: true, buttonUrl: "javascript:alert(1)" }, "config.buttonUrl"],
      ["alert", { title: "x".repeat(101) }, "config.title"],
      ["progressbar", { width: "60%" }, "config.width"],
      ["progressbar", { displayMode: "bar" }, "config.displayMode"],
      ["progressbar", { position: "top-left" }, "config.position"],
      ["progressbar", { total: 0 }, "config.total"],
      ["progressbar", { current: -1 }, "config.current"],
      ["progressbar", { current: 101, total: 100 }, "config.current"],
      ["countdown", { hours: 24 }, "config.hours"],
      ["countdown", { minutes: 60 }, "config.minutes"],
      ["countdown", { seconds: 60 }, "config.seconds"],
      ["countdown", { hours: -1 }, "config.hours"],
      ["countdown", { size: "tiny" }, "config.size"],
      ["gif-sound", { position: "top" }, "config.position"],
      ["gif-sound", { duration: 100 }, "config.duration"],
      ["gif-sound", { gifUrl: "ftp://example.com/a.gif" }, "config.gifUrl"],
    ];
    for (const [type, config, field] of cases) {
      const result = await call("POST", overlaysPath(streamId), { cookie, body: { type, config: JSON.stringify(config) } });
      expect(result.status, `${type} ${JSON.stringify(config)}`).toBe(400);
      expect(Object.keys(result.body.fieldErrors as object), `${type} ${JSON.stringify(config)}`).toContain(field);
      expect(typeof result.body.error).toBe("string");
    }

    const zero = await call("POST", overlaysPath(streamId), {
      cookie,
      body: { type: "countdown", config: JSON.stringify({ hours: 0, minutes: 0, seconds: 0 }) },
    });
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body.fieldErrors)).toContain("Invalid Timer: Please set a time greater than 0");

    const badType = await call("POST", overlaysPath(streamId), { cookie, body: { type: "banner", config: "{}" } });
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.body.fieldErrors as object)).toEqual(["type"]);
    const badActive = await call("POST", overlaysPath(streamId), { cookie, body: { type: "alert", isActive: "yes", config: "{}" } });
    expect(badActive.status).toBe(400);
    expect(Object.keys(badActive.body.fieldErrors as object)).toEqual(["isActive"]);
    const arrayConfig = await call("POST", overlaysPath(streamId), { cookie, body: { type: "alert", config: "[1]" } });
    expect(arrayConfig.status).toBe(400);

    expect(await storedOverlays(rowId)).toEqual([]);
  });

  it("answers an unparseable config with 400 'config is not valid JSON'", async () => {
    const { streamId, cookie, rowId } = await setup();
    const result = await call("POST", overlaysPath(streamId), { cookie, body: { type: "alert", config: "{not json" } });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe("config is not valid JSON");
    expect(await storedOverlays(rowId)).toEqual([]);
  });

  it("is host only: 401 signed out, 404 for another host's stream or an unknown one", async () => {
    const { streamId, rowId } = await setup();
    const other = await setup();
    expect((await call("POST", overlaysPath(streamId), { body: { type: "alert", config: "{}" } })).status).toBe(401);
    const foreign = await call("POST", overlaysPath(streamId), { cookie: other.cookie, body: { type: "alert", config: "{}" } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe("Stream not found");
    expect((await call("POST", overlaysPath("sNoSuchStream000"), { cookie: other.cookie, body: { type: "alert", config: "{}" } })).status).toBe(404);
    expect(await storedOverlays(rowId)).toEqual([]);
    expect((await call("PUT", overlaysPath(streamId), { cookie: other.cookie, body: {} })).status).toBe(405);
  });
});

describe("GET /api/streams/{id}/overlays", () => {
  it("lets the host, a registered viewer and anyone on an open event read; others not", async () => {
    const closed = await setup();
    await call("POST", overlaysPath(closed.streamId), { cookie: closed.cookie, body: { type: "alert", config: "{}" } });
    const { viewer } = await registerViewer({ streamRowId: closed.rowId, email: uniqueEmail("viewer"), firstName: "Vic" });
    expect((await call("GET", overlaysPath(closed.streamId))).status).toBe(401);
    const byToken = await call("GET", overlaysPath(closed.streamId, `?token=${viewer.uniqueId}`));
    expect(byToken.status).toBe(200);
    expect(byToken.body).toHaveLength(1);
    const other = await setup();
    expect((await call("GET", overlaysPath(closed.streamId), { cookie: other.cookie })).status).toBe(401);
    expect((await call("GET", overlaysPath("sNoSuchStream000"))).status).toBe(404);

    const open = await setup({ registrationRequired: false });
    await call("POST", overlaysPath(open.streamId), { cookie: open.cookie, body: { type: "progressbar", config: "{}" } });
    const anonymous = await call("GET", overlaysPath(open.streamId));
    expect(anonymous.status).toBe(200);
    expect((anonymous.body as unknown as Overlay[])[0]).toMatchObject({ type: "progressbar", isActive: true });
  });
});

describe("PATCH and DELETE /api/overlays/{id}", () => {
  it("updates config (merged, re-validated), stops an overlay, publishes each change, 404 for another host", async () => {
    const { streamId, cookie } = await setup();
    const events = await openEventStream(`${app.url}/api/streams/${streamId}/events`, { Cookie: cookie });
    try {
      await events.next((e) => e.event === "stream_status");
      const created = await call("POST", overlaysPath(streamId), { cookie, body: { type: "progressbar", config: JSON.stringify({ total: 100 }) } });
      const overlay = created.body as unknown as Overlay;
      const pushed = await events.next((e) => e.event === "overlay");
      expect(pushed.data).toEqual(overlay);

      const patched = await call("PATCH", `/api/overlays/${overlay.id}`, { cookie, body: { config: JSON.stringify({ current: 40 }) } });
      expect(patched.status).toBe(200);
      expect(configOf(patched.body)).toMatchObject({ current: 40, total: 100, width: "50%" });
      expect((await events.next((e) => e.event === "overlay")).data).toMatchObject({
        id: overlay.id,
        config: (patched.body as unknown as Overlay).config,
      });

      const tooMuch = await call("PATCH", `/api/overlays/${overlay.id}`, { cookie, body: { config: { current: 101 } } });
      expect(tooMuch.status).toBe(400);
      expect(Object.keys(tooMuch.body.fieldErrors as object)).toContain("config.current");
      expect((await call("PATCH", `/api/overlays/${overlay.id}`, { cookie, body: { config: "nope{" } })).body.error).toBe("config is not valid JSON");
      expect((await call("PATCH", `/api/overlays/${overlay.id}`, { cookie, body: {} })).status).toBe(400);

      const other = await setup();
      expect((await call("PATCH", `/api/overlays/${overlay.id}`, { cookie: other.cookie, body: { isActive: false } })).status).toBe(404);
      expect((await call("DELETE", `/api/overlays/${overlay.id}`, { cookie: other.cookie })).status).toBe(404);
      expect((await call("DELETE", `/api/overlays/abc`, { cookie })).status).toBe(404);
      expect((await call("DELETE", `/api/overlays/${overlay.id}`)).status).toBe(401);

      const stopped = await call("DELETE", `/api/overlays/${overlay.id}`, { cookie });
      expect(stopped.status).toBe(200);
      expect(stopped.body).toMatchObject({ id: overlay.id, isActive: false });
      expect((await events.next((e) => e.event === "overlay")).data).toMatchObject({ id: overlay.id, isActive: false });
      expect(await call("GET", overlaysPath(streamId), { cookie }).then((r) => r.body)).toEqual([]);
      expect(await call("GET", overlaysPath(streamId, "?all=true"), { cookie }).then((r) => r.body)).toHaveLength(1);

      const reactivated = await call("PATCH", `/api/overlays/${overlay.id}`, { cookie, body: { isActive: true } });
      expect(reactivated.body).toMatchObject({ isActive: true });
      expect((await call("GET", `/api/overlays/${overlay.id}`, { cookie })).status).toBe(405);
    } finally {
      events.close();
    }
  });
});

describe("GIF + sound presets", () => {
  it("adds, lists and deletes presets; requires name, gifUrl, soundUrl; host only", async () => {
    const { streamId, cookie } = await setup();
    const path = `/api/streams/${streamId}/gif-sound-presets`;
    const config = { name: "Cheer", message: "FIRSTNAME joined!", gifUrl: "https://example.com/c.gif", soundUrl: "https://example.com/c.mp3" };
    const created = await call("POST", path, { cookie, body: { config: JSON.stringify(config) } });
    expect(created.status).toBe(201);
    expect(JSON.parse(String(created.body.config))).toEqual(config);

    const missing = await call("POST", path, { cookie, body: { config: JSON.stringify({ name: "x", gifUrl: "" }) } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("Missing fields: Please fill in all fields to add a preset");
    expect(Object.keys(missing.body.fieldErrors as object).sort()).toEqual(["config.gifUrl", "config.soundUrl"]);
    expect((await call("POST", path, { cookie, body: { config: "{oops" } })).body.error).toBe("config is not valid JSON");
    const badUrl = await call("POST", path, { cookie, body: { config: { ...config, soundUrl: "javascript:1" } } });
    expect(Object.keys(badUrl.body.fieldErrors as object)).toEqual(["config.soundUrl"]);

    const listed = await call("GET", path, { cookie });
    expect(listed.body).toEqual([created.body]);

    const other = await setup();
    expect((await call("GET", path, { cookie: other.cookie })).status).toBe(404);
    expect((await call("POST", path, { cookie: other.cookie, body: { config } })).status).toBe(404);
    expect((await call("GET", path)).status).toBe(401);
    expect((await call("DELETE", `/api/gif-sound-presets/${String(created.body.id)}`, { cookie: other.cookie })).status).toBe(404);

    const deleted = await call("DELETE", `/api/gif-sound-presets/${String(created.body.id)}`, { cookie });
    expect(deleted.status).toBe(200);
    expect((await call("GET", path, { cookie })).body).toEqual([]);
    expect((await call("DELETE", `/api/gif-sound-presets/${String(created.body.id)}`, { cookie })).status).toBe(404);
  });
});

describe("landing page settings", () => {
  it("starts with defaults, stores a post, publishes landing_page and lets viewers read it", async () => {
    const { streamId, cookie } = await setup({ registrationRequired: false });
    const path = `/api/streams/${streamId}/landing-page`;
    const initial = await call("GET", path);
    expect(initial.status).toBe(200);
    expect(initial.body).toMatchObject({ isVisible: false, activePage: "offer", customOfferFeatures: [] });

    const events = await openEventStream(`${app.url}/api/streams/${streamId}/events`, { Cookie: cookie });
    try {
      await events.next((e) => e.event === "stream_status");
      const saved = await call("POST", path, {
        cookie,
        body: {
          isVisible: true,
          activePage: "offer",
          customOfferTitle: "Course",
          customOfferPrice: "$99",
          customOfferFeatures: ["One", "Two"],
          customUrl: "",
        },
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        isVisible: true,
        activePage: "offer",
        customOfferTitle: "Course",
        customOfferPrice: "$99",
        customOfferFeatures: ["One", "Two"],
        customUrl: null,
      });
      expect((await events.next((e) => e.event === "landing_page")).data).toEqual(saved.body);

      const hidden = await call("POST", path, { cookie, body: { isVisible: false } });
      expect(hidden.body).toMatchObject({ isVisible: false, customOfferTitle: "Course", customOfferFeatures: ["One", "Two"] });
      expect((await events.next((e) => e.event === "landing_page")).data).toMatchObject({ isVisible: false });
      expect((await call("GET", path)).body).toEqual(hidden.body);
    } finally {
      events.close();
    }

    const bad: [Record<string, unknown>, string][] = [
      [{ activePage: "pricing" }, "activePage"],
      [{ isVisible: "yes" }, "isVisible"],
      [{ customUrl: "javascript:alert(1)" }, "customUrl"],
      [{ customOfferFeatures: Array.from({ length: 21 }, () => "f") }, "customOfferFeatures"],
      [{ customOfferFeatures: ["x".repeat(201)] }, "customOfferFeatures.0"],
      [{ customTitle: "x".repeat(201) }, "customTitle"],
    ];
    for (const [body, field] of bad) {
      const result = await call("POST", path, { cookie, body });
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(result.body.fieldErrors as object)).toContain(field);
    }

    const other = await setup();
    expect((await call("POST", path, { cookie: other.cookie, body: { isVisible: true } })).status).toBe(404);
    expect((await call("POST", path, { body: { isVisible: true } })).status).toBe(401);
    expect((await call("GET", `/api/streams/${other.streamId}/landing-page`)).status).toBe(401);
    expect((await call("DELETE", path, { cookie })).status).toBe(405);
  });
});
