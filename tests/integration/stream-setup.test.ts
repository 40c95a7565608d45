import { afterEach, describe, expect, it, vi } from "vitest";
import type { StreamSetupData } from "~/contracts/stream-setup-data";
import { getEventStream, listStreams } from "~/models/stream.server";
import { getVideoProvider } from "~/services/video/index.server";
import { VideoProviderError } from "~/services/video/provider.server";
import { createTestEvent } from "../support/events";
import { createHost } from "../support/factories";
import { loadDashboard, loadDashboardOk, postDashboard, toastOf } from "../support/event-dashboard";
import { signedInHost } from "../support/sessions";

interface Dashboard {
  streamSetup: StreamSetupData | null;
}

const loadOk = (cookie: string, eventId: number, query = "") => loadDashboardOk<Dashboard>(cookie, eventId, query);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("stream setup on the event dashboard", () => {
  it("shows no stream at first, then creates exactly one stream linked to the event", async () => {
    await createHost(); // the box's first account runs it and is told more: this host is another one
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, { title: "Stream Setup Webinar" });

    const before = await loadOk(cookie, event.id);
    expect(before.streamSetup).toEqual({
      videoConfigured: false,
      provider: "manual",
      badge: "setup",
      note: "This server can't receive video yet. Go Live still opens your event page and chat, but viewers will see a message instead of a picture. Ask the person who runs this server to set up video.",
      problem: null,
      serverPage: false,
      stream: null,
      health: null,
    });

    const created = await postDashboard(cookie, event.id, { intent: "create-stream" });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(`/events/${event.id}#stream-setup`);
    const stream = await getEventStream({ hostId: host.id, eventId: event.id });
    expect(stream).toMatchObject({ eventId: event.id, title: "Stream Setup Webinar", provider: "manual", isLive: false });
    expect(stream?.streamKey).toBeTruthy();
    expect(await toastOf(created)).toEqual({
      title: "Stream Created!",
      description: `Stream …${stream?.streamId.slice(-8)} is ready for your encoder.`,
      variant: "default",
    });

    const after = await loadOk(cookie, event.id);
    expect(after.streamSetup?.stream).toEqual({
      streamId: stream?.streamId,
      provider: "manual",
      streamKey: stream?.streamKey,
      ingestUrl: stream?.ingestUrl ?? null,
      isLive: false,
      watchUrl: `http://localhost/watch/${stream?.streamId}`,
      canTestStream: false,
      testStream: null,
      ingestNotice: null,
    });

    // A second post (double click, resubmitted form) keeps the one stream and says so.
    const again = await postDashboard(cookie, event.id, { intent: "create-stream" });
    expect(again.status).toBe(302);
    expect(await toastOf(again)).toMatchObject({ title: "Stream already set up", variant: "default" });
    expect((await toastOf(again))?.description).toContain(stream?.streamId.slice(-8));
    const streams = (await listStreams({ hostId: host.id })).filter((s) => s.eventId === event.id);
    expect(streams).toHaveLength(1);
  });

  it("resets the stream key: the stored key changes and the loader shows the new one", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, { title: "Key Reset Webinar" });
    await postDashboard(cookie, event.id, { intent: "create-stream" });
    const stream = await getEventStream({ hostId: host.id, eventId: event.id });
    if (!stream) throw new Error("no stream");

    const reset = await postDashboard(cookie, event.id, { intent: "reset-key", streamId: stream.streamId });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("Location")).toBe(`/events/${event.id}#stream-setup`);
    expect(await toastOf(reset)).toMatchObject({ title: "Stream key reset" });
    const updated = await getEventStream({ hostId: host.id, eventId: event.id });
    expect(updated?.streamId).toBe(stream.streamId);
    expect(updated?.streamKey).toBeTruthy();
    expect(updated?.streamKey).not.toBe(stream.streamKey);
    expect((await loadOk(cookie, event.id)).streamSetup?.stream?.streamKey).toBe(updated?.streamKey);

    // A stream of another of the host's events, or no stream id, is not this panel's: 404.
    const other = await createTestEvent(host.id, { title: "Other Event" });
    expect((await postDashboard(cookie, other.id, { intent: "reset-key", streamId: stream.streamId })).status).toBe(404);
    expect((await postDashboard(cookie, event.id, { intent: "reset-key" })).status).toBe(404);
    expect((await getEventStream({ hostId: host.id, eventId: event.id }))?.streamKey).toBe(updated?.streamKey);
  });

  it("another host may not touch the event's stream (404) nor see its setup, and the loader shows the stream to its owner only", async () => {
    const { host: owner, cookie: ownerCookie } = await signedInHost();
    const event = await createTestEvent(owner.id, { title: "Owner's Stream" });
    await postDashboard(ownerCookie, event.id, { intent: "create-stream" });
    const stream = await getEventStream({ hostId: owner.id, eventId: event.id });
    if (!stream) throw new Error("no stream");

    const { host: stranger, cookie } = await signedInHost();
    // Another host gets the event's public page: nothing of the stream's setup, never its key.
    const publicPage = await loadDashboard(cookie, event.id);
    expect(publicPage.status).toBe(200);
    const publicText = await publicPage.text();
    expect(JSON.parse(publicText)).toMatchObject({ view: "public" });
    expect(publicText).not.toContain("streamSetup");
    expect(publicText).not.toContain(stream.streamKey);
    expect((await postDashboard(cookie, event.id, { intent: "create-stream" })).status).toBe(404);
    expect((await postDashboard(cookie, event.id, { intent: "reset-key", streamId: stream.streamId })).status).toBe(404);
    expect(await listStreams({ hostId: stranger.id })).toHaveLength(0);
    expect((await getEventStream({ hostId: owner.id, eventId: event.id }))?.streamKey).toBe(stream.streamKey);

    // The stranger's own event with the owner's stream id in the form: still a 404.
    const own = await createTestEvent(stranger.id, { title: "Stranger's Event" });
    expect((await postDashboard(cookie, own.id, { intent: "reset-key", streamId: stream.streamId })).status).toBe(404);
    expect((await loadOk(cookie, own.id)).streamSetup?.stream).toBeNull();

    expect((await loadOk(ownerCookie, event.id)).streamSetup?.stream?.streamId).toBe(stream.streamId);
    // Only the Overview tab carries the panel.
    expect((await loadOk(ownerCookie, event.id, "?tab=audience")).streamSetup).toBeNull();
  });

  it("answers a provider failure with the message (inline and as a toast) and stores no stream", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, { title: "Failing Provider" });
    const provider = getVideoProvider();

    vi.spyOn(provider, "createLiveStream").mockRejectedValueOnce(new VideoProviderError("Mux is unavailable right now.", 503));
    const failed = await postDashboard(cookie, event.id, { intent: "create-stream" });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({
      intent: "create-stream",
      result: { status: "error", initialValue: null, error: { "": ["Mux is unavailable right now."] } },
      toast: { title: "Error", description: "Mux is unavailable right now.", variant: "destructive" },
    });
    expect(await getEventStream({ hostId: host.id, eventId: event.id })).toBeNull();

    vi.spyOn(provider, "createLiveStream").mockRejectedValueOnce(new Error("socket hang up"));
    const generic = await postDashboard(cookie, event.id, { intent: "create-stream" });
    expect(generic.status).toBe(502);
    expect(await generic.json()).toMatchObject({
      result: { error: { "": ["Failed to create stream"] } },
      toast: { title: "Error", description: "Failed to create stream" },
    });
    expect(await getEventStream({ hostId: host.id, eventId: event.id })).toBeNull();

    // A failed key reset keeps the stored key.
    await postDashboard(cookie, event.id, { intent: "create-stream" });
    const stream = await getEventStream({ hostId: host.id, eventId: event.id });
    if (!stream) throw new Error("no stream");
    vi.spyOn(provider, "resetStreamKey").mockRejectedValueOnce(new VideoProviderError("Mux refused the request."));
    const refused = await postDashboard(cookie, event.id, { intent: "reset-key", streamId: stream.streamId });
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ intent: "reset-key", result: { error: { "": ["Mux refused the request."] } } });
    expect((await getEventStream({ hostId: host.id, eventId: event.id }))?.streamKey).toBe(stream.streamKey);
  });
});
