import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createApiKey } from "~/models/api-key.server";
import { handoutDownloads } from "~/models/handout.server";
import { registerViewer } from "~/models/viewer.server";
import { db } from "~/utils/db.server";
import { createTestEvent } from "../support/events";
import { createHost, uniqueEmail, uniqueIp } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { appCalls } from "../support/app-calls";
import { openEventStream } from "../support/sse";
import { createTestStream } from "../support/streams";

// Issue 20, part 3: handouts. The host uploads PDF and image files (type by their bytes, at most
// 25 MB) or adds links; viewers admitted to the stream download them, counted; open watch pages
// get the list pushed as `handouts`.

const app = startAppForTests();
const { call, page } = appCalls(app);

const WRONG_TYPE = "Only PDF, PNG, JPEG, WebP and GIF files can be handouts.";
const TOO_LARGE = "Handouts can be at most 25 MB.";

/** A small but complete PDF (one empty page). */
function tinyPdf() {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A 1x1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

const handoutDir = () => path.resolve(process.env.DATA_DIR ?? "./data", "handouts");
const storedFiles = () => (fs.existsSync(handoutDir()) ? fs.readdirSync(handoutDir()).sort() : []);
const rowsOf = (eventId: number) => db().selectFrom("handouts").selectAll().where("eventId", "=", eventId).orderBy("id").execute();

async function setup({ registrationRequired = true } = {}) {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Handout night", registrationRequired });
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
  const register = async (firstName: string) =>
    (await registerViewer({ streamRowId: rowId, email: uniqueEmail(firstName.toLowerCase()), firstName })).viewer;
  return { host, event, streamId: stream.streamId, cookie: await signInCookie(app.url, host), register };
}

async function upload(
  eventId: number,
  file: { bytes: Buffer; name: string; type: string } | null,
  { cookie, authorization, title }: { cookie?: string; authorization?: string; title?: string },
) {
  const form = new FormData();
  if (title !== undefined) form.append("title", title);
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${app.url}/api/events/${eventId}/handouts`, {
    method: "POST",
    body: form,
    headers: { "X-Forwarded-For": uniqueIp(), ...(cookie ? { Cookie: cookie } : {}), ...(authorization ? { Authorization: authorization } : {}) },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

async function download(pathname: string, { cookie, method = "GET" }: { cookie?: string; method?: string } = {}) {
  const response = await fetch(app.url + pathname, {
    method,
    redirect: "manual",
    headers: { "X-Forwarded-For": uniqueIp(), ...(cookie ? { Cookie: cookie } : {}) },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const handoutPath = (streamId: string, handoutId: number, token?: string) =>
  `/watch/${streamId}/handouts/${handoutId}${token ? `?token=${token}` : ""}`;

describe("handouts", () => {
  it("uploads a PDF and a PNG; a viewer downloads each byte-identical, as an attachment of its type; the count goes up", async () => {
    const { event, streamId, cookie, register } = await setup();
    const pdf = tinyPdf();
    const created = await upload(event.id, { bytes: pdf, name: "../../Slides\u202Efdp.exe.pdf", type: "application/octet-stream" }, { cookie });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: "pdf", title: "Slidesfdp.exe", fileName: "Slidesfdp.exe.pdf", bytes: pdf.length, downloads: 0 });
    const image = await upload(event.id, { bytes: PNG, name: "chart.gif", type: "image/gif" }, { cookie, title: "The chart" });
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({ kind: "png", title: "The chart", fileName: "chart.png", bytes: PNG.length });

    const viewer = await register("Vera");
    const got = await download(handoutPath(streamId, created.body.id as number, viewer.uniqueId));
    expect(got.status).toBe(200);
    expect(got.bytes.equals(pdf)).toBe(true);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("content-disposition")).toBe(`attachment; filename="Slidesfdp.exe.pdf"; filename*=UTF-8''Slidesfdp.exe.pdf`);
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(got.headers.get("cache-control")).toContain("private");
    const png = await download(handoutPath(streamId, image.body.id as number, viewer.uniqueId));
    expect(png.bytes.equals(PNG)).toBe(true);
    expect(png.headers.get("content-type")).toBe("image/png");

    // HEAD answers the headers and is not a download; the host's own download is not counted.
    const head = await download(handoutPath(streamId, created.body.id as number, viewer.uniqueId), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(pdf.length));
    expect((await download(handoutPath(streamId, created.body.id as number), { cookie })).bytes.equals(pdf)).toBe(true);
    await download(handoutPath(streamId, created.body.id as number, viewer.uniqueId));
    const other = await register("Otto");
    await download(handoutPath(streamId, created.body.id as number, other.uniqueId));

    const listed = await call("GET", `/api/events/${event.id}/handouts`, { cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.map((h) => [h.title, h.downloads, h.distinctViewers])).toEqual([
      ["Slidesfdp.exe", 3, 2],
      ["The chart", 1, 1],
    ]);
    expect(await handoutDownloads({ eventId: event.id })).toEqual([
      { handoutId: created.body.id, title: "Slidesfdp.exe", kind: "pdf", downloads: 3, distinctViewers: 2 },
      { handoutId: image.body.id, title: "The chart", kind: "png", downloads: 1, distinctViewers: 1 },
    ]);
  });

  it("refuses a .pdf whose bytes are HTML or a program (415), a missing file (400) and a file over 25 MB (413), keeping nothing", async () => {
    const { event, cookie } = await setup();
    const before = storedFiles();
    const html = await upload(
      event.id,
      { bytes: Buffer.from("<html><script>alert(1)</script></html>"), name: "notes.pdf", type: "application/pdf" },
      { cookie },
    );
    expect(html).toEqual({ status: 415, body: { error: WRONG_TYPE, fieldErrors: { file: [WRONG_TYPE] } } });
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(200)]);
    expect((await upload(event.id, { bytes: exe, name: "slides.pdf", type: "application/pdf" }, { cookie })).status).toBe(415);
    expect((await upload(event.id, null, { cookie, title: "Nothing" })).status).toBe(400);
    const huge = Buffer.concat([tinyPdf(), Buffer.alloc(25 * 1024 * 1024)]);
    expect(await upload(event.id, { bytes: huge, name: "huge.pdf", type: "application/pdf" }, { cookie })).toEqual({
      status: 413,
      body: { error: TOO_LARGE, fieldErrors: { file: [TOO_LARGE] } },
    });
    const badTitle = await upload(event.id, { bytes: tinyPdf(), name: "a.pdf", type: "application/pdf" }, { cookie, title: "x".repeat(121) });
    expect(badTitle.status).toBe(400);
    expect(await rowsOf(event.id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it("adds links ({title, url}) that redirect through a counted address; a bad address is a 400", async () => {
    const { event, streamId, cookie, register } = await setup();
    const link = await call("POST", `/api/events/${event.id}/handouts`, { cookie, body: { title: "Workbook", url: "https://example.com/workbook" } });
    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({ kind: "link", title: "Workbook", url: "https://example.com/workbook", fileName: null, bytes: null });
    for (const body of [
      { title: "Bad", url: "javascript:alert(1)" },
      { title: "Bad", url: "ftp://example.com/x" },
      { title: "", url: "https://example.com" },
      { url: "https://example.com" },
    ]) {
      expect((await call("POST", `/api/events/${event.id}/handouts`, { cookie, body })).status).toBe(400);
    }
    const viewer = await register("Lina");
    const clicked = await download(handoutPath(streamId, link.body.id as number, viewer.uniqueId));
    expect(clicked.status).toBe(302);
    expect(clicked.headers.get("location")).toBe("https://example.com/workbook");
    expect(await handoutDownloads({ eventId: event.id })).toEqual([
      { handoutId: link.body.id, title: "Workbook", kind: "link", downloads: 1, distinctViewers: 1 },
    ]);
  });

  it("lets in only whom the stream admits: a stranger 401, a removed viewer 403, another event's handout 404; a visitor of an open event downloads", async () => {
    const { event, streamId, cookie, register } = await setup();
    const pdf = tinyPdf();
    const { body } = await upload(event.id, { bytes: pdf, name: "deck.pdf", type: "application/pdf" }, { cookie });
    const id = body.id as number;
    expect((await download(handoutPath(streamId, id))).status).toBe(401);
    const removed = await register("Rex");
    await db().updateTable("viewers").set({ isKicked: 1 }).where("id", "=", removed.id).execute();
    expect((await download(handoutPath(streamId, id, removed.uniqueId))).status).toBe(403);

    const open = await setup({ registrationRequired: false });
    const theirs = await upload(open.event.id, { bytes: PNG, name: "open.png", type: "image/png" }, { cookie: open.cookie });
    const visitor = await download(handoutPath(open.streamId, theirs.body.id as number));
    expect(visitor.status).toBe(200);
    expect(visitor.bytes.equals(PNG)).toBe(true);
    // This stream's viewer asking for the other event's handout, and the other way round.
    const viewer = await register("Vic");
    expect((await download(handoutPath(streamId, theirs.body.id as number, viewer.uniqueId))).status).toBe(404);
    expect((await download(handoutPath(open.streamId, id))).status).toBe(404);
    expect((await download(handoutPath(streamId, 999_999_999, viewer.uniqueId))).status).toBe(404);
    expect((await download(`/watch/${streamId}/handouts/abc?token=${viewer.uniqueId}`)).status).toBe(404);
    expect(await handoutDownloads({ eventId: open.event.id })).toMatchObject([{ downloads: 1, distinctViewers: 0 }]);
  });

  it("keeps each host to their own events and handouts (404), answers an API key, and removes a handout with its file (204)", async () => {
    const { event, host, streamId, cookie, register } = await setup();
    const stranger = await setup();
    const { body } = await upload(event.id, { bytes: tinyPdf(), name: "mine.pdf", type: "application/pdf" }, { cookie });
    const id = body.id as number;
    expect(storedFiles()).toHaveLength(new Set(storedFiles()).size);
    const filesWithIt = storedFiles();

    expect((await call("GET", `/api/events/${event.id}/handouts`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await upload(event.id, { bytes: tinyPdf(), name: "theirs.pdf", type: "application/pdf" }, { cookie: stranger.cookie })).status).toBe(404);
    expect(
      (await call("POST", `/api/events/${event.id}/handouts`, { cookie: stranger.cookie, body: { title: "x", url: "https://x.test" } })).status,
    ).toBe(404);
    expect((await call("DELETE", `/api/handouts/${id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call("GET", `/api/events/${event.id}/handouts`)).status).toBe(401);
    expect((await call("GET", `/api/events/abc/handouts`, { cookie })).status).toBe(404);
    expect(storedFiles()).toEqual(filesWithIt);

    const { secret } = await createApiKey({ userId: host.id, name: "Handouts key" });
    const byKey = await upload(event.id, { bytes: PNG, name: "key.png", type: "image/png" }, { authorization: `Bearer ${secret}` });
    expect(byKey.status).toBe(201);
    const listed = await fetch(`${app.url}/api/events/${event.id}/handouts`, { headers: { Authorization: `Bearer ${secret}` } });
    expect(((await listed.json()) as unknown[]).length).toBe(2);

    const removed = await fetch(`${app.url}/api/handouts/${id}`, { method: "DELETE", headers: { Cookie: cookie, "X-Forwarded-For": uniqueIp() } });
    expect(removed.status).toBe(204);
    expect(storedFiles()).toHaveLength(filesWithIt.length);
    expect((await rowsOf(event.id)).map((row) => row.id)).toEqual([byKey.body.id]);
    const viewer = await register("Dee");
    expect((await download(handoutPath(streamId, id, viewer.uniqueId))).status).toBe(404);
    expect((await call("DELETE", `/api/handouts/${id}`, { cookie })).status).toBe(404);
  });

  it("holds an event to 20 handouts (409)", async () => {
    const { event, cookie } = await setup();
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await call("POST", `/api/events/${event.id}/handouts`, { cookie, body: { title: `Link ${i}`, url: `https://example.com/${i}` } })).status,
      ).toBe(201);
    }
    const before = storedFiles();
    expect(
      (await call("POST", `/api/events/${event.id}/handouts`, { cookie, body: { title: "One more", url: "https://example.com/x" } })).status,
    ).toBe(409);
    expect((await upload(event.id, { bytes: tinyPdf(), name: "late.pdf", type: "application/pdf" }, { cookie })).status).toBe(409);
    expect(storedFiles()).toEqual(before);
    expect(await rowsOf(event.id)).toHaveLength(20);
  });

  it("pushes the event's list to open watch pages when the host adds or removes a handout", async () => {
    const { event, streamId, cookie, register } = await setup();
    const viewer = await register("Sam");
    const events = await openEventStream(`${app.url}/api/streams/${streamId}/events?token=${viewer.uniqueId}`);
    try {
      await events.next((e) => e.event === "stream_status");
      const { body } = await upload(event.id, { bytes: tinyPdf(), name: "live.pdf", type: "application/pdf" }, { cookie });
      const pushed = await events.next((e) => e.event === "handouts");
      expect(pushed.data).toEqual({
        handouts: [{ id: body.id, kind: "pdf", title: "live", fileName: "live.pdf", bytes: tinyPdf().length, url: null }],
      });
      expect((await call("DELETE", `/api/handouts/${body.id}`, { cookie })).status).toBe(204);
      expect((await events.next((e) => e.event === "handouts")).data).toEqual({ handouts: [] });
    } finally {
      events.close();
    }
  });

  it("shows the list on an admitted viewer's watch page (not on the registration gate) and on the host's Handouts tab", async () => {
    const { event, streamId, cookie, register } = await setup();
    await upload(event.id, { bytes: tinyPdf(), name: "Workbook.pdf", type: "application/pdf" }, { cookie });
    const viewer = await register("Pia");
    const watch = await page(`/watch/${streamId}/${viewer.uniqueId}`);
    expect(watch.status).toBe(200);
    expect(watch.html).toMatch(/<span class="visually-hidden">Download <\/span>Workbook<\/span> <span[^>]*>PDF, \d+ bytes<\/span>/);
    expect(watch.html).toContain(`download="Workbook.pdf"`);
    const gate = await page(`/watch/${streamId}`);
    expect(gate.html).not.toContain("Download Workbook");
    const tab = await page(`/events/${event.id}/settings/${streamId}?tab=handouts`, { cookie });
    expect(tab.status).toBe(200);
    expect(tab.html).toContain("Workbook");
    expect(tab.html).toContain("0 downloads");
  });

  it("takes the tab's forms without JavaScript: an upload, a wrong type answered inline, a link, a removal", async () => {
    const { event, streamId, cookie } = await setup();
    const settings = `/events/${event.id}/settings/${streamId}`;
    const post = async (file: { bytes: Buffer; name: string }) => {
      const form = new FormData();
      form.append("title", "");
      form.append("file", new Blob([new Uint8Array(file.bytes)]), file.name);
      const response = await fetch(`${app.url}${settings}?tab=handouts&upload=handout`, {
        method: "POST",
        redirect: "manual",
        body: form,
        headers: { Cookie: cookie, "X-Forwarded-For": uniqueIp(), "Sec-Fetch-Site": "same-origin" },
      });
      return { status: response.status, location: response.headers.get("location"), html: await response.text() };
    };
    const done = await post({ bytes: tinyPdf(), name: "Agenda.pdf" });
    expect(done.status).toBe(302);
    expect(done.location).toMatch(new RegExp(`^${settings}\\?tab=handouts#handout-\\d+$`));
    const refused = await post({ bytes: Buffer.from("just text"), name: "Agenda.pdf" });
    expect(refused.status).toBe(415);
    expect(refused.html).toContain(WRONG_TYPE);
    const link = await page(`${settings}?tab=handouts`, {
      cookie,
      form: { intent: "add-handout-link", title: "Replay notes", url: "https://example.com/notes" },
    });
    expect(link.status).toBe(302);
    const badLink = await page(`${settings}?tab=handouts`, { cookie, form: { intent: "add-handout-link", title: "Oops", url: "mailto:a@b.c" } });
    expect(badLink.status).toBe(400);
    expect(badLink.html).toContain("The link must be an https:// or http:// address");
    const rows = await rowsOf(event.id);
    expect(rows.map((row) => [row.kind, row.title])).toEqual([
      ["pdf", "Agenda"],
      ["link", "Replay notes"],
    ]);
    const gone = await page(`${settings}?tab=handouts`, { cookie, form: { intent: "remove-handout", handoutId: String(rows[0]!.id) } });
    expect(gone.status).toBe(302);
    expect((await rowsOf(event.id)).map((row) => row.title)).toEqual(["Replay notes"]);
  });

  it("removes the files of an event's handouts when the event is deleted", async () => {
    const { event, cookie } = await setup();
    const before = storedFiles();
    await upload(event.id, { bytes: tinyPdf(), name: "a.pdf", type: "application/pdf" }, { cookie });
    await upload(event.id, { bytes: PNG, name: "b.png", type: "image/png" }, { cookie });
    expect(storedFiles()).toHaveLength(before.length + 2);
    expect((await call("DELETE", `/api/events/${event.id}`, { cookie })).status).toBe(200);
    expect(storedFiles()).toEqual(before);
    expect(await rowsOf(event.id)).toEqual([]);
  });
});
