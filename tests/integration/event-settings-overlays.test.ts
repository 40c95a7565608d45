import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/_host.events.$eventId.settings.$streamId/route";
import { OVERLAY_INTENTS } from "~/contracts/overlay-constants";
import type { OverlayPresetView } from "~/schemas/overlay";
import type { OverlayView } from "~/contracts/live-events";
import { db } from "~/utils/db.server";
import { createOverlay, createPreset, listPresetsForHost, showingOverlaysForHost } from "~/services/room/overlays.server";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { readToast } from "~/services/account/toast.server";
import { createTestEvent } from "../support/events";
import { cookiesFrom, formRequest, getRequest, loadContext, settle } from "../support/factories";
import { signedInHost } from "../support/sessions";
import { startAppForTests } from "../support/http-server";

startAppForTests();

interface OverlaysTab {
  isLive: boolean;
  serverNow: string;
  overlays: OverlayView[];
  gifPresets: { id: string; valid: boolean; builtin: boolean; name?: string }[];
  overlayPresets: OverlayPresetView[];
}

interface Answer {
  intent: string | null;
  result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, string> | null };
  toast: { title: string; description?: string; variant?: string } | null;
}

async function setup() {
  const { host, cookie } = await signedInHost();
  const event = await createTestEvent(host.id, { title: "Overlay Webinar" });
  const stream = await createStreamForHost({ hostId: host.id, title: "Main stage", eventId: event.id });
  if (!stream) throw new Error("no stream");
  const path = `/events/${event.id}/settings/${stream.streamId}`;
  const params = { eventId: String(event.id), streamId: stream.streamId };
  const post = (fields: Record<string, string> | URLSearchParams, as = cookie) => {
    const request =
      fields instanceof URLSearchParams
        ? new Request(new URL(path, "http://localhost"), {
            method: "POST",
            body: fields,
            headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: as },
          })
        : formRequest(path, fields, { cookie: as });
    return settle(() => action({ request, params, context: loadContext() }));
  };
  const load = async (as = cookie) => settle(() => loader({ request: getRequest(path, { cookie: as }), params, context: loadContext() }));
  const tab = async () => ((await (await load()).json()) as { overlays: OverlaysTab }).overlays;
  const showing = () => showingOverlaysForHost({ hostId: host.id, streamId: stream.streamId });
  return { host, cookie, event, streamId: stream.streamId, path, post, load, tab, showing };
}

const toastOf = async (response: Response) => (await readToast(getRequest("/", { cookie: cookiesFrom(response) }))).toast;
const configOf = (overlay: OverlayView | undefined) => JSON.parse(overlay?.config ?? "{}") as Record<string, unknown>;

async function expectRedirect(response: Response, location: string, title: string) {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(location);
  expect(await toastOf(response)).toMatchObject({ title });
}

async function expectFailure(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  const data = (await response.json()) as Answer;
  expect(OVERLAY_INTENTS).toContain(data.intent);
  expect(data.result).toMatchObject({ status: "error", error: { "": [error] } });
  return data;
}

describe("Stream Overlays tab: creating overlays", () => {
  it("starts a countdown with the typed time (server start time), redirecting to its card with 'Countdown Started'", async () => {
    const { post, path, showing } = await setup();
    const response = await post({
      intent: "countdown-start",
      hours: "0",
      minutes: "2",
      seconds: "30",
      title: "Doors open",
      position: "top-left",
      size: "large",
    });
    await expectRedirect(response, `${path}#countdown-timer`, "Countdown Started");
    const [countdown] = await showing();
    expect(countdown?.type).toBe("countdown");
    expect(configOf(countdown)).toMatchObject({ hours: 0, minutes: 2, seconds: 30, title: "Doors open", position: "top-left", size: "large" });
    expect(Date.now() - Date.parse(String(configOf(countdown).startTime))).toBeLessThan(10_000);
  });

  it("shows an alert with its style and button, duration 8 when left empty; a fetcher gets JSON with the toast", async () => {
    const { post, showing } = await setup();
    const response = await post({
      intent: "alert-show",
      respond: "fetcher",
      title: "New donation!",
      message: "Thanks Sam",
      duration: "",
      style: "purchase",
      animationType: "bounce",
      position: "bottom-left",
      size: "small",
      backgroundColor: "#112233",
      textColor: "#ffffff",
      hasButton: "on",
      buttonText: "Buy now",
      buttonUrl: "https://example.com/buy",
      buttonColor: "#ff0000",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ intent: "alert-show", result: { status: "success" }, toast: { title: "Alert Created" } });
    const [alert] = await showing();
    expect(configOf(alert)).toMatchObject({
      title: "New donation!",
      duration: 8,
      style: "purchase",
      animationType: "bounce",
      hasButton: true,
      buttonUrl: "https://example.com/buy",
      buttonColor: "#ff0000",
    });
  });

  it("creates a progress bar, then steps it by one and sets it in place", async () => {
    const { post, path, showing } = await setup();
    const created = await post({
      intent: "progress-create",
      current: "10",
      total: "40",
      label: "Seats",
      displayMode: "both",
      width: "75%",
      position: "bottom",
    });
    await expectRedirect(created, `${path}#progress-bar`, "Progress Bar Created");
    const [bar] = await showing();
    expect(configOf(bar)).toMatchObject({ current: 10, total: 40, label: "Seats", displayMode: "both", width: "75%", position: "bottom" });

    const plus = await post({ intent: "progress-update", overlayId: String(bar?.id), step: "1" });
    await expectRedirect(plus, `${path}#active-overlays`, "Progress Updated");
    expect(configOf((await showing())[0])).toMatchObject({ current: 11 });
    await post({ intent: "progress-update", overlayId: String(bar?.id), current: "39" });
    expect(configOf((await showing())[0])).toMatchObject({ current: 39, total: 40 });
    const above = await post({ intent: "progress-update", overlayId: String(bar?.id), current: "41" });
    await expectFailure(above, 400, "Current must be between 0 and total");
  });

  it("triggers a GIF + sound alert from a built-in preset and from a custom message, 8 s top right medium", async () => {
    const { post, showing } = await setup();
    const response = await post({ intent: "gif-trigger", presetId: "builtin-confetti", firstName: "Ada", location: "Oslo" });
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ title: "GIF + Sound Alert Triggered" });
    expect(configOf((await showing())[0])).toEqual(
      expect.objectContaining({
        firstName: "Ada",
        location: "Oslo",
        message: "Ada just enrolled! Welcome aboard!",
        gifUrl: "/overlays/confetti.gif",
        soundUrl: "/overlays/chime.mp3",
        duration: 8,
        position: "top-right",
        size: "medium",
      }),
    );
    await post({ intent: "gif-trigger", useCustomMessage: "on", customMessage: "Hello FIRSTNAME!", firstName: "Bo" });
    expect(configOf((await showing())[1])).toMatchObject({ message: "Hello Bo!", gifUrl: null });
  });

  it("says what is wrong, keeping the typed values: timer, preset, first name, missing preset fields", async () => {
    const { post, streamId, host } = await setup();
    const timer = await expectFailure(
      await post({ intent: "countdown-start", hours: "0", minutes: "0", seconds: "0", title: "Soon" }),
      400,
      "Invalid Timer: Please set a time greater than 0",
    );
    expect(timer.toast).toMatchObject({ title: "Invalid Timer", description: "Please set a time greater than 0", variant: "destructive" });
    expect(timer.result.initialValue).toMatchObject({ minutes: "0", title: "Soon" });
    const range = await expectFailure(
      await post({ intent: "countdown-start", hours: "24", minutes: "5" }),
      400,
      "Hours must be a whole number from 0 to 23",
    );
    expect(range.toast).toMatchObject({ title: "Error", description: "Failed to create countdown" });
    await expectFailure(await post({ intent: "gif-trigger", firstName: "Ada" }), 400, "No preset selected: Please select a GIF+Sound preset");
    const nameless = await expectFailure(
      await post({ intent: "gif-trigger", presetId: "builtin-confetti", location: "Oslo" }),
      400,
      "First name required: Please enter the enrollee's first name",
    );
    expect(nameless.result.initialValue).toMatchObject({ presetId: "builtin-confetti", location: "Oslo" });
    const missing = await expectFailure(await post({ intent: "gif-trigger", presetId: "999999", firstName: "Ada" }), 404, "Preset not found");
    expect(missing.toast).toMatchObject({ title: "Error", description: "Failed to create GIF sound alert" });
    const fields = await expectFailure(
      await post({ intent: "gif-preset-add", name: "Cheer", gifUrl: "", soundUrl: "https://x.test/a.mp3" }),
      400,
      "Missing fields: Please fill in all fields to add a preset",
    );
    expect(fields.toast).toMatchObject({ title: "Missing fields" });
    expect(await listPresetsForHost({ hostId: host.id, streamId })).toEqual([]);
    await expectFailure(await post({ intent: "alert-show", title: "", message: " " }), 400, "Alert needs text: Please enter a title or a message");
  });
});

describe("Stream Overlays tab: presets, stop and hide all", () => {
  it("adds a GIF preset, triggers it, lists an unreadable one as invalid, and deletes both", async () => {
    const { post, tab, host, streamId, showing, path } = await setup();
    const added = await post({
      intent: "gif-preset-add",
      name: "Party",
      gifUrl: "https://cdn.test/party.gif",
      soundUrl: "https://cdn.test/tada.mp3",
      message: "Go FIRSTNAME!",
    });
    await expectRedirect(added, `${path}#gif-sound-alerts`, "Preset Added");
    const row = await db().selectFrom("streams").select("id").where("streamId", "=", streamId).executeTakeFirstOrThrow();
    const broken = await db()
      .insertInto("gifSoundPresets")
      .values({ streamId: row.id, config: "{oops", createdAt: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const presets = (await tab()).gifPresets;
    expect(presets.filter((p) => p.builtin).map((p) => p.id)).toEqual(["builtin-confetti", "builtin-fireworks", "builtin-trophy"]);
    const party = presets.find((p) => p.name === "Party");
    expect(presets.find((p) => p.id === String(broken.id))).toMatchObject({ valid: false });

    await post({ intent: "gif-trigger", presetId: String(party?.id), firstName: "Cy" });
    expect(configOf((await showing())[0])).toMatchObject({ message: "Go Cy!", gifUrl: "https://cdn.test/party.gif" });

    await expectRedirect(await post({ intent: "gif-preset-delete", presetId: String(party?.id) }), `${path}#gif-sound-alerts`, "Preset Deleted");
    await expectRedirect(await post({ intent: "gif-preset-delete", presetId: String(broken.id) }), `${path}#gif-sound-alerts`, "Preset Deleted");
    expect(await listPresetsForHost({ hostId: host.id, streamId })).toEqual([]);
    const again = await expectFailure(await post({ intent: "gif-preset-delete", presetId: String(broken.id) }), 404, "Preset not found");
    expect(again.toast).toMatchObject({ title: "Error", description: "Failed to delete preset" });
  });

  it("stops one overlay, then hides all", async () => {
    const { post, host, streamId, showing, path } = await setup();
    const make = (type: string, config: Record<string, unknown>) => createOverlay({ hostId: host.id, streamId, body: { type, config } });
    const countdown = await make("countdown", { minutes: 10 });
    await make("progressbar", { current: 3 });
    await make("alert", { title: "Hi" });
    await expectRedirect(await post({ intent: "overlay-stop", overlayId: String(countdown.id) }), `${path}#active-overlays`, "Overlay Stopped");
    expect((await showing()).map((o) => o.type)).toEqual(["progressbar", "alert"]);
    const hidden = await post({ intent: "overlays-hide-all" });
    await expectRedirect(hidden, `${path}#active-overlays`, "All Overlays Hidden");
    expect(await showing()).toEqual([]);
    await expectFailure(await post({ intent: "overlay-stop", overlayId: "abc" }), 404, "Overlay not found");
  });

  it("saves showing overlays as a preset, loads it as fresh copies (everything else stopped) and deletes it", async () => {
    const { post, host, streamId, showing, tab, path } = await setup();
    const countdown = await createOverlay({ hostId: host.id, streamId, body: { type: "countdown", config: { minutes: 3, title: "Break" } } });
    const bar = await createOverlay({ hostId: host.id, streamId, body: { type: "progressbar", config: { current: 5, label: "Seats" } } });
    await expectFailure(
      await post({ intent: "overlay-preset-save", name: "Empty" }),
      400,
      "Nothing to save: Please choose at least one overlay showing now",
    );
    await expectFailure(
      await post({ intent: "overlay-preset-save", name: " ", overlayId: String(bar.id) }),
      400,
      "Name required: Please name the overlay preset",
    );
    const fields = new URLSearchParams([
      ["intent", "overlay-preset-save"],
      ["name", "Break time"],
      ["overlayId", String(countdown.id)],
      ["overlayId", String(bar.id)],
    ]);
    await expectRedirect(await post(fields), `${path}#overlay-presets`, "Overlay Preset Saved");
    const [preset] = (await tab()).overlayPresets;
    expect(preset).toMatchObject({ name: "Break time", items: [{ type: "countdown" }, { type: "progressbar" }] });

    const extra = await createOverlay({ hostId: host.id, streamId, body: { type: "alert", config: { title: "Extra" } } });
    await expectRedirect(
      await post({ intent: "overlay-preset-load", presetId: String(preset?.id) }),
      `${path}#overlay-presets`,
      "Overlay Preset Loaded",
    );
    const now = await showing();
    expect(now.map((o) => o.type)).toEqual(["countdown", "progressbar"]);
    expect(now.map((o) => o.id)).not.toContain(countdown.id);
    expect(now.map((o) => o.id)).not.toContain(extra.id);
    expect(configOf(now[0])).toMatchObject({ minutes: 3, title: "Break" });
    expect(Date.parse(String(configOf(now[0]).startTime))).toBeGreaterThanOrEqual(Date.parse(String(configOf(countdown).startTime)));

    await expectRedirect(
      await post({ intent: "overlay-preset-delete", presetId: String(preset?.id) }),
      `${path}#overlay-presets`,
      "Overlay Preset Deleted",
    );
    expect((await tab()).overlayPresets).toEqual([]);
    await expectFailure(await post({ intent: "overlay-preset-load", presetId: String(preset?.id) }), 404, "Overlay preset not found");
  });

  it("keeps everything to its host: another host gets a 404 and changes nothing", async () => {
    const { post, host, streamId, showing, load } = await setup();
    const other = await setup();
    const overlay = await createOverlay({ hostId: host.id, streamId, body: { type: "progressbar", config: {} } });
    const preset = await createPreset({ hostId: host.id, streamId, body: { config: { name: "Mine", gifUrl: "/a.gif", soundUrl: "/a.mp3" } } });
    expect((await load(other.cookie)).status).toBe(404);
    for (const fields of [
      { intent: "countdown-start", minutes: "5" } as Record<string, string>,
      { intent: "overlays-hide-all" },
      { intent: "overlay-stop", overlayId: String(overlay.id) },
    ]) {
      expect((await post(fields, other.cookie)).status).toBe(404);
    }
    // On their own page, the other host cannot reach this stream's overlay or preset either.
    await expectFailure(await other.post({ intent: "overlay-stop", overlayId: String(overlay.id) }), 404, "Overlay not found");
    await expectFailure(await other.post({ intent: "gif-preset-delete", presetId: String(preset.id) }), 404, "Preset not found");
    await expectFailure(await other.post({ intent: "progress-update", overlayId: String(overlay.id), step: "1" }), 404, "Overlay not found");
    expect(await showing()).toHaveLength(1);
    expect((await post({ intent: "nope" })).status).toBe(400);
  });
});
