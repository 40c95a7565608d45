import { describe, expect, it } from "vitest";
import { BUILTIN_PRESETS } from "~/components/overlays/builtin-presets";
import { loader as eventAccessLoader } from "~/routes/_host.events.$eventId.settings.watch.$accessId";
import { loader as viewerLoader } from "~/routes/_host.settings.viewer.$streamId";
import { loader as personalLoader } from "~/routes/_host.settings.watch.$streamId.$uniqueId";
import { loader as streamLoader } from "~/routes/_host.settings.watch.$streamId._index";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { readToast } from "~/services/account/toast.server";
import { createTestEvent } from "../support/events";
import { cookiesFrom, getRequest, loadContext, settle } from "../support/factories";
import { signedInHost } from "../support/sessions";
import { startAppForTests } from "../support/http-server";

const app = startAppForTests();

async function streamOf(hostId: number, eventId: number | null) {
  const stream = await createStreamForHost({ hostId, title: "Main stage", eventId });
  if (!stream) throw new Error("no stream");
  return stream.streamId;
}

const args = (path: string, cookie: string, params: Record<string, string>) => ({
  request: getRequest(path, { cookie }),
  params,
  context: loadContext(),
});

describe("the Event Settings screen's other addresses", () => {
  it("/settings/watch/{streamId}[/{uniqueId}] and /settings/viewer/{streamId} lead to the stream's event screen, keeping the query", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id);
    const streamId = await streamOf(host.id, event.id);
    const screen = `/events/${event.id}/settings/${streamId}`;

    const viaStream = await settle(() => streamLoader(args(`/settings/watch/${streamId}?tab=landing`, cookie, { streamId })));
    expect(viaStream.status).toBe(302);
    expect(viaStream.headers.get("Location")).toBe(`${screen}?tab=landing`);
    const viaViewer = await settle(() => viewerLoader(args(`/settings/viewer/${streamId}`, cookie, { streamId })));
    expect(viaViewer.headers.get("Location")).toBe(screen);
    const viaPersonal = await settle(() => personalLoader(args(`/settings/watch/${streamId}/abc`, cookie, { streamId, uniqueId: "abc" })));
    expect(viaPersonal.headers.get("Location")).toBe(screen);
  });

  it("is a 404 for another host's stream or a malformed id, sends signed-out visitors to /, and explains a stream without an event", async () => {
    const { host, cookie } = await signedInHost();
    const other = await signedInHost({ firstName: "Olga" });
    const streamId = await streamOf(host.id, (await createTestEvent(host.id)).id);
    expect((await settle(() => streamLoader(args(`/settings/watch/${streamId}`, other.cookie, { streamId })))).status).toBe(404);
    expect((await settle(() => streamLoader(args("/settings/watch/bad!", cookie, { streamId: "bad!" })))).status).toBe(404);
    const signedOut = await settle(() => streamLoader(args(`/settings/watch/${streamId}`, "", { streamId })));
    expect(signedOut.headers.get("Location")).toBe("/");

    const loose = await streamOf(host.id, null);
    const unlinked = await settle(() => streamLoader(args(`/settings/watch/${loose}`, cookie, { streamId: loose })));
    expect(unlinked.headers.get("Location")).toBe("/events");
    expect((await readToast(getRequest("/", { cookie: cookiesFrom(unlinked) }))).toast?.title).toBe("This stream has no event");
  });

  it("/events/{eventId}/settings/watch/{accessId} opens the named stream of the event, else its newest, else asks for a stream first", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id);
    const load = (accessId: string) =>
      settle(() => eventAccessLoader(args(`/events/${event.id}/settings/watch/${accessId}`, cookie, { eventId: String(event.id), accessId })));

    const none = await load("anything");
    expect(none.headers.get("Location")).toBe(`/events/${event.id}#stream-setup`);
    expect((await readToast(getRequest("/", { cookie: cookiesFrom(none) }))).toast?.title).toBe("Create the stream first");

    const first = await streamOf(host.id, event.id);
    const newest = await streamOf(host.id, event.id);
    expect((await load(first)).headers.get("Location")).toBe(`/events/${event.id}/settings/${first}`);
    expect((await load("someone-else")).headers.get("Location")).toBe(`/events/${event.id}/settings/${newest}`);

    const other = await signedInHost({ firstName: "Olga" });
    const foreign = await settle(() =>
      eventAccessLoader(args(`/events/${event.id}/settings/watch/x`, other.cookie, { eventId: String(event.id), accessId: "x" })),
    );
    expect(foreign.status).toBe(404);
  });
});

describe("built-in celebration presets", () => {
  it("serves every built-in preset's GIF and sound from the app itself, small enough for a phone", async () => {
    for (const preset of BUILTIN_PRESETS) {
      const gif = await fetch(app.url + preset.gifUrl);
      expect(gif.status, preset.gifUrl).toBe(200);
      expect(gif.headers.get("Content-Type"), preset.gifUrl).toBe("image/gif");
      const gifBytes = Buffer.from(await gif.arrayBuffer());
      expect(gifBytes.subarray(0, 6).toString("latin1"), preset.gifUrl).toBe("GIF89a");
      expect(gifBytes.length, preset.gifUrl).toBeLessThan(40_000);

      const sound = await fetch(app.url + preset.soundUrl);
      expect(sound.status, preset.soundUrl).toBe(200);
      expect(sound.headers.get("Content-Type"), preset.soundUrl).toBe("audio/mpeg");
      expect((await sound.arrayBuffer()).byteLength, preset.soundUrl).toBeLessThan(20_000);
    }
  });
});
