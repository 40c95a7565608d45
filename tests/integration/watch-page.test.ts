import { describe, expect, it, vi } from "vitest";
import { db } from "~/utils/db.server";
import { createStreamForHost, updateStreamForHost } from "~/services/hosting/streams.server";
import { createTestEvent, registerTestRegistrant } from "../support/events";
import { cookiesFrom, createHost, uniqueEmail } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { appCalls } from "../support/app-calls";
import { viewerLinkFromMail, viewerLinkMails } from "../support/viewer-links";
import { hostWithStream } from "../support/streams";

// An outside video server plays these streams (tests/integration/watch-no-video.test.ts: none).
vi.hoisted(() => {
  process.env.PLAYBACK_URL_TEMPLATE = "https://video.example.com/{playbackId}.m3u8";
});

const app = startAppForTests();
const { page } = appCalls(app);

/** A page as a browser without JavaScript gets it: HTML, redirects not followed. */

const streamFor = (eventFields?: Record<string, unknown>) => hostWithStream("Page test stream", eventFields);

describe("the watch page without JavaScript", () => {
  it("shows the registration gate, takes a new registrant into the room at once, and tells a known e-mail its link went to the inbox", async () => {
    const { stream } = await streamFor();
    for (const path of [`/watch/${stream.streamId}`, `/viewer/${stream.streamId}`]) {
      const gate = await page(path);
      expect(gate.status).toBe(200);
      expect(gate.html).toContain("Join Live Stream");
      expect(gate.html).not.toContain("<video");
    }

    const missing = await page(`/watch/${stream.streamId}`, { form: { email: "", firstName: "" } });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain("Email and first name are required");

    const email = uniqueEmail("page");
    const joined = await page(`/watch/${stream.streamId}`, { form: { email, firstName: "Nora", phone: "" } });
    // A new registrant goes straight to their personal link, remembered in this browser.
    expect(joined.status).toBe(302);
    const personal = joined.headers.get("Location") ?? "";
    expect(personal).toMatch(new RegExp(`^/watch/${stream.streamId}/[A-Za-z0-9_-]{32,}$`));
    const cookie = cookiesFrom(joined);
    expect(cookie).toMatch(/__viewer=/);
    expect(await viewerLinkFromMail(email)).toBe(personal);
    const watch = await page(personal, { cookie });
    expect(watch.status).toBe(200);
    expect(watch.html).toContain("Stream Offline");
    expect(watch.html).toContain("Watching as <strong>Nora</strong>");
    expect(watch.html).not.toContain("Join Live Stream");

    const back = await page(`/watch/${stream.streamId}`, { cookie });
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe(personal);

    // The same e-mail again, from a browser without the cookie: the link goes to the e-mail only.
    const again = await page(`/watch/${stream.streamId}`, { form: { email: email.toUpperCase(), firstName: "Nora" } });
    expect(again.status).toBe(200);
    expect(again.headers.get("Location")).toBeNull();
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(again.html).toContain("Check your inbox");
    expect(again.html).toContain(
      `${email.toUpperCase()} is already registered for this stream. We&#x27;ve sent its personal link there: open it to join.`,
    );
    expect(again.html).not.toContain(personal);
    expect(again.html).toContain("Send it again");
    expect(again.html).toContain(`href="/watch/${stream.streamId}"`);
    expect(again.html).toContain("Use another e-mail");
    expect(again.html).not.toContain("Join Live Stream");
    // "Send it again" posts the same fields back.
    expect(again.html).toMatch(new RegExp(`<input type="hidden" name="email" value="${email.toUpperCase()}"`));
    expect(again.html).toMatch(/<input type="hidden" name="firstName" value="Nora"/);
    expect(await viewerLinkMails(email)).toHaveLength(1);
  });

  it("sends the link by e-mail only, and says so, when the event confirms addresses first", async () => {
    const { stream } = await streamFor({ requireAuthentication: true });
    const email = uniqueEmail("confirm");
    const joined = await page(`/watch/${stream.streamId}`, { form: { email, firstName: "Nora", phone: "" } });
    expect(joined.status).toBe(200);
    expect(joined.headers.getSetCookie()).toEqual([]);
    expect(joined.html).toContain("Check your inbox");
    expect(joined.html).toContain(`We&#x27;ve sent your personal link to ${email}. Open it to join.`);
    expect(await viewerLinkMails(email)).toHaveLength(1);
  });

  it("gives a registrant their calendar file with their personal link, and 404 for a link that is not one", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { title: "Calendar Webinar", durationMinutes: 60 });
    const registration = await registerTestRegistrant(event.id, { email: uniqueEmail("cal") });
    const path = `/watch/${event.id}/${registration.accessToken}`;
    const file = await page(`${path}/calendar.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(file.html).toContain("SUMMARY:Calendar Webinar");
    expect(file.html.replace(/\r\n /g, "")).toMatch(new RegExp(`\r\nURL:http://localhost(:\\d+)?${path}\r\n`));
    expect(file.html).toContain(`UID:event-${event.id}-registration-${registration.id}@localhost`);
    expect((await page(`/watch/${event.id}/not-a-registrant-token/calendar.ics`)).status).toBe(404);
    expect((await page(`/watch/abc/${registration.accessToken}/calendar.ics`)).status).toBe(404);
  });

  it("renders the player frame with the stream when live, and a plain video with no spinner for browsers without JavaScript", async () => {
    const { host, stream } = await streamFor();
    const email = uniqueEmail("live");
    await page(`/watch/${stream.streamId}`, { form: { email, firstName: "Lia" } });
    const personal = await viewerLinkFromMail(email);
    await updateStreamForHost({ hostId: host.id, streamId: stream.streamId, patch: { isLive: true } });
    const live = await page(personal);
    expect(live.html).not.toContain("Stream Offline");
    expect(live.html).toContain(`${stream.playbackId}.m3u8`);
    expect(live.html).toMatch(/<noscript><video[^>]+src="[^"]+\.m3u8"/);
    // No spinner over the browser's own player: without JavaScript nothing would ever take it away.
    expect(live.html).not.toContain("Loading stream…");
  });

  it("sends a registrant's event link to their personal link once the event has a stream", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id);
    const registration = await registerTestRegistrant(event.id, { firstName: "Rex" }, { origin: "http://localhost" });
    const link = `/watch/${event.id}/${registration.accessToken}`;

    const early = await page(link);
    expect(early.status).toBe(200);
    expect(early.html).toContain("Stream Offline");

    const stream = await createStreamForHost({ hostId: host.id, title: "Event stream", eventId: event.id });
    const ready = await page(link);
    expect(ready.status).toBe(302);
    expect(ready.headers.get("Location")).toMatch(new RegExp(`^/watch/${stream?.streamId}/`));
    const watch = await page(ready.headers.get("Location") ?? "", { cookie: cookiesFrom(ready) });
    expect(watch.html).toContain("Watching as <strong>Rex</strong>");
  });

  it("shows the start in the zone the viewer registered with, and in the event's zone to a visitor", async () => {
    const host = await createHost();
    const event = await createTestEvent(host.id, { timezone: "America/New_York" }, "2031-05-06T15:00:00.000Z");
    const stream = await createStreamForHost({ hostId: host.id, title: "Zone stream", eventId: event.id });
    const registration = await registerTestRegistrant(event.id, { firstName: "Zoe", timezone: "Europe/Paris" }, { origin: "http://localhost" });
    const opened = await page(`/watch/${event.id}/${registration.accessToken}`);
    const watch = await page(opened.headers.get("Location") ?? "", { cookie: cookiesFrom(opened) });
    expect(watch.html).toContain("Watching as <strong>Zoe</strong>");
    expect(watch.html).toContain("May 6, 2031, 5:00 PM CEST");
    expect(watch.html).not.toContain("11:00 AM EDT");

    const visitor = await page(`/watch/${stream?.streamId}`);
    expect(visitor.html).not.toContain("5:00 PM CEST");
  });

  it("explains unknown links (404) and removed viewers (403) on the page", async () => {
    const { stream } = await streamFor();
    const unknownStream = await page("/watch/sNoSuchStream00000000");
    expect(unknownStream.status).toBe(404);
    expect(unknownStream.html).toContain("Stream not found");
    const unknownLink = await page(`/watch/${stream.streamId}/not-a-link`);
    expect(unknownLink.status).toBe(404);
    expect(unknownLink.html).toContain("This watch link is not valid");
    // The stream exists: the page names the link as the problem and leads back to registering.
    expect(unknownLink.html).toContain("This link is not valid</h1>");
    expect(unknownLink.html).toMatch(new RegExp(`<a [^>]*href="/watch/${stream.streamId}"[^>]*>Register again</a>`));
    expect(unknownStream.html).not.toContain("Register again");
    expect(unknownStream.html).toContain("Check the address, or open the link from your e-mail again.");
    // A registrant's event link that is not valid leads to the event's registration page.
    const { event } = await streamFor({ title: "Link clinic" });
    const unknownEventLink = await page(`/watch/${event!.id}/not-a-link`);
    expect(unknownEventLink.status).toBe(404);
    expect(unknownEventLink.html).toMatch(new RegExp(`<a [^>]*href="/event-registration/${event!.id}"[^>]*>Register again</a>`));

    const email = uniqueEmail("kick");
    await page(`/watch/${stream.streamId}`, { form: { email, firstName: "Kai" } });
    const personal = await viewerLinkFromMail(email);
    await db()
      .updateTable("viewers")
      .set({ isKicked: 1 })
      .where("uniqueId", "=", personal.split("/").pop() ?? "")
      .execute();
    const removed = await page(personal);
    expect(removed.status).toBe(403);
    expect(removed.html).toContain("You have been removed from this stream");
  });
});
