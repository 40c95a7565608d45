import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { googleCalendarLink, icsFile, outlookCalendarLink, type CalendarEntry } from "~/utils/calendar";
import { renderMail } from "~/services/delivery/mail/mail-layout";
import { readableTextOn } from "~/utils/colour";
import { headerSafe, isPermanentMailError } from "~/services/delivery/mail/transport.server";
import { isE164 } from "~/services/delivery/sms.server";
import { expectEach } from "../support/cases";

const entry: CalendarEntry = {
  uid: "event-7-registration-9@showup.test",
  title: "Pricing, Positioning; and \\ Pipelines — a very long title that goes on well past seventy-five octets: ✓✓✓",
  description: "Line one\nLine two, with a comma",
  url: "https://showup.test/watch/7/abc",
  startsAt: "2031-03-10T15:00:00.000Z",
  durationMinutes: 45,
  organizerName: 'Grace "Amazing" Hopper',
  organizerEmail: "grace@example.com",
  now: new Date("2031-01-01T00:00:00.000Z"),
};

describe("calendar file", () => {
  it("is valid iCalendar that any calendar reads back to the same event", () => {
    const text = icsFile(entry);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(text.endsWith("\r\n")).toBe(true);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent") ?? undefined);
    expect(event.summary).toBe(entry.title);
    expect(event.description).toBe("Line one\nLine two, with a comma\n\nJoin: https://showup.test/watch/7/abc");
    expect(event.startDate.toJSDate().toISOString()).toBe("2031-03-10T15:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2031-03-10T15:45:00.000Z");
    expect(event.organizer).toBe("mailto:grace@example.com");
    expect(text).toContain('ORGANIZER;CN="Grace Amazing Hopper"');
  });

  it("links open Google and Outlook with the same times", () => {
    const google = new URL(googleCalendarLink(entry));
    expect(google.searchParams.get("dates")).toBe("20310310T150000Z/20310310T154500Z");
    expect(google.searchParams.get("text")).toBe(entry.title);
    const outlook = new URL(outlookCalendarLink(entry));
    expect(outlook.searchParams.get("startdt")).toBe("2031-03-10T15:00:00.000Z");
    expect(outlook.searchParams.get("enddt")).toBe("2031-03-10T15:45:00.000Z");
  });
});

describe("mail safety", () => {
  it("strips line breaks from anything that reaches a header", () => {
    expect(headerSafe("Launch\r\nBcc: victim@example.com")).toBe("Launch Bcc: victim@example.com");
    expect(headerSafe("A\u2028B\nC")).toBe("A B C");
  });

  it("tells a bounce (5xx) from a failure worth retrying", () => {
    expect(isPermanentMailError(Object.assign(new Error("no such user"), { responseCode: 550 }))).toBe(true);
    expect(isPermanentMailError(Object.assign(new Error("busy"), { responseCode: 451 }))).toBe(false);
    expect(isPermanentMailError(Object.assign(new Error("refused"), { code: "ECONNREFUSED" }))).toBe(false);
  });

  it("accepts only international phone numbers for texts", () => {
    expect(isE164("+15551234567")).toBe(true);
    expect(isE164("5551234567")).toBe(false);
    expect(isE164("+0123456789")).toBe(false);
  });
});

describe("mail layout", () => {
  it("puts readable text on the brand colour", () => {
    expectEach(readableTextOn, [
      ["#1e3a8a", "#ffffff"],
      ["#fde047", "#111827"],
      // The default host brand: white on it is 3.7:1, under WCAG's 4.5:1 for text.
      ["#3b82f6", "#111827"],
      ["#4f46e5", "#ffffff"],
    ]);
  });

  it("renders the same words as HTML and plain text, with the host's footer", async () => {
    const { html, text } = await renderMail({
      body: {
        preview: "Soon",
        heading: "See you <soon>",
        paragraphs: ["Bring a pen & paper."],
        action: { label: "Join", href: "https://showup.test/w?a=1&b=2" },
      },
      sender: { name: "Ida", email: "ida@example.com", postalAddress: "1 Main St\nTown", brandPrimary: "#0f766e", brandAccent: "#f59e0b" },
      footer: { reason: "You registered.", unsubscribeUrl: "https://showup.test/unsubscribe/t" },
    });
    expect(html).toContain("See you &lt;soon&gt;");
    expect(html).toContain('href="https://showup.test/w?a=1&amp;b=2"');
    expect(html).toContain("background-color:#0f766e");
    expect(text).toBe(
      "See you <soon>\n\nBring a pen & paper.\n\nJoin: https://showup.test/w?a=1&b=2\n\n--\nYou registered.\nIda <ida@example.com>\n1 Main St\nTown\nUnsubscribe: https://showup.test/unsubscribe/t\n",
    );
  });
});
