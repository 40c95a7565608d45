import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createEvent, getEvent, listEvents } from "~/models/event.server";
import { action as editAction } from "~/routes/_workspace.events.$eventId.edit";
import { action as newAction } from "~/routes/_workspace.events.new";
import { loader as coverLoader } from "~/routes/resources.event-cover.$eventId";
import { eventInputSchema } from "~/schemas/event";
import { COVER_MAX_BYTES, COVER_NOT_IMAGE, COVER_TOO_LARGE } from "~/schemas/event-cover";
import { utcToZonedLocal } from "~/utils/time-zones";
import { getRequest, loadContext, settle } from "../support/factories";
import { signedInHost } from "../support/sessions";

type FormReply = { result: { status: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } };

const nextWeek = () => utcToZonedLocal(new Date(Date.now() + 7 * 24 * 60 * 60_000), "America/New_York");

const fields = (title: string) => ({
  title,
  description: "Bring questions",
  category: "webinar",
  scheduledAt: nextWeek(),
  timezone: "ET",
  duration: "60",
  recordingLocation: "cloud",
  registrationRequired: "true",
});

function multipart(path: string, cookie: string, values: Record<string, string>, cover?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (cover) form.append("cover", new Blob([new Uint8Array(cover.bytes)], { type: cover.type }), cover.name);
  return new Request(new URL(path, "http://localhost:3000"), { method: "POST", body: form, headers: { Cookie: cookie } });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer();

const postNew = (request: Request) => settle(() => newAction({ request, params: {}, context: loadContext() }));
const postEdit = (request: Request, eventId: number) =>
  settle(() => editAction({ request, params: { eventId: String(eventId) }, context: loadContext() }));
const getCover = (url: string) => {
  const address = new URL(url, "http://localhost:3000");
  const eventId = address.pathname.split("/").pop()!;
  return settle(() => coverLoader({ request: getRequest(`${address.pathname}${address.search}`), params: { eventId }, context: loadContext() }));
};

describe("event covers on the create and edit forms", () => {
  it("resizes an uploaded image to the cover size and a thumbnail, served with long caching", async () => {
    const { host, cookie } = await signedInHost();
    const response = await postNew(
      multipart("/events/new", cookie, fields("Covered"), { bytes: await png(2400, 1600), name: "photo.png", type: "image/png" }),
    );
    expect(response.status).toBe(302);
    const eventId = Number((response.headers.get("Location") ?? "").split("=")[1]);
    const event = await getEvent({ hostId: host.id, eventId });
    expect(event?.coverImageUrl).toMatch(new RegExp(`^/resources/event-cover/${eventId}\\?v=[\\w-]+$`));

    const served = await getCover(event!.coverImageUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 1200, height: 630 });
    const thumb = await getCover(`${event!.coverImageUrl!}&size=thumb`);
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ width: 480, height: 252 });
  });

  it("refuses a file that is not a JPEG, PNG or WebP by its bytes, whatever its name, keeping what was typed", async () => {
    const { host, cookie } = await signedInHost();
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    for (const bytes of [gif, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")]) {
      const response = await postNew(multipart("/events/new", cookie, fields("Not a picture"), { bytes, name: "cover.png", type: "image/png" }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as FormReply;
      expect(body.result.error?.cover).toEqual([COVER_NOT_IMAGE]);
      expect(body.result.initialValue).toMatchObject({ title: "Not a picture", description: "Bring questions" });
    }
    // Right magic bytes, broken picture: still refused, never a 500.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    const response = await postNew(multipart("/events/new", cookie, fields("Broken"), { bytes: broken, name: "a.jpg", type: "image/jpeg" }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as FormReply).result.error?.cover).toEqual([COVER_NOT_IMAGE]);
    expect((await listEvents({ hostId: host.id })).length).toBe(0);
  });

  it("refuses a cover over 5 MB with 413 and the form's values kept", async () => {
    const { host, cookie } = await signedInHost();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(COVER_MAX_BYTES)]);
    const response = await postNew(multipart("/events/new", cookie, fields("Too big"), { bytes: big, name: "big.png", type: "image/png" }));
    expect(response.status).toBe(413);
    const body = (await response.json()) as FormReply;
    expect(body.result.error?.cover).toEqual([COVER_TOO_LARGE]);
    expect(body.result.initialValue).toMatchObject({ title: "Too big" });
    expect((await listEvents({ hostId: host.id })).length).toBe(0);
  });

  it("replaces and removes the cover on the edit form, and is a 404 for another host's event", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createEvent({ hostId: host.id, input: eventInputSchema.parse({ title: "Edited", scheduledAt: nextWeek() }) });
    const upload = { bytes: await png(800, 800), name: "square.png", type: "image/png" };
    expect((await postEdit(multipart(`/events/${event.id}/edit`, cookie, fields("Edited"), upload), event.id)).status).toBe(302);
    const url = (await getEvent({ hostId: host.id, eventId: event.id }))?.coverImageUrl;
    expect(url).toMatch(/^\/resources\/event-cover\//);
    expect(await sharp(Buffer.from(await (await getCover(url!)).arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });

    // Saving without a new file keeps the cover.
    expect((await postEdit(multipart(`/events/${event.id}/edit`, cookie, fields("Edited again")), event.id)).status).toBe(302);
    expect((await getEvent({ hostId: host.id, eventId: event.id }))?.coverImageUrl).toBe(url);

    const other = await signedInHost();
    const theirs = await postEdit(multipart(`/events/${event.id}/edit`, other.cookie, fields("Hijacked"), upload), event.id);
    expect(theirs.status).toBe(404);
    expect((await getEvent({ hostId: host.id, eventId: event.id }))?.coverImageUrl).toBe(url);

    const removed = await postEdit(multipart(`/events/${event.id}/edit`, cookie, { ...fields("Edited"), removeCover: "true" }), event.id);
    expect(removed.status).toBe(302);
    expect((await getEvent({ hostId: host.id, eventId: event.id }))?.coverImageUrl).not.toMatch(/^\/resources\//);
    expect((await getCover(url!)).status).toBe(404);
  });
});
