import { describe, expect, it } from "vitest";
import { MISSING_INFORMATION } from "~/components/audience/invite-schema";
import { listInvitations } from "~/models/invitation.server";
import { listOutboxMessages } from "~/models/outbox.server";
import { registerForEvent } from "~/models/registration.server";
import { loader as exportLoader } from "~/routes/audience.export[.csv]";
import { action, loader } from "~/routes/_workspace.audience";
import { INVALID_EMAIL } from "~/schemas/event";
import { db } from "~/utils/db.server";
import { createTestEvent, registrationInput } from "../support/events";
import { createHost, formRequest, getRequest, loadContext, settle, uniqueEmail, uniqueIp } from "../support/factories";
import { signedInHost } from "../support/sessions";
import { loaderJson } from "../support/route-calls";

interface Page {
  filters: { q: string; eventId: number | null; type: string };
  query: string;
  events: { id: number; title: string; status: string }[];
  summary: { totalRegistrations: number; uniqueAttendees: number; lastSevenDays: number; returningAttendees: number };
  total: number;
  rows: {
    id: number;
    name: string;
    email: string;
    avatar: string;
    eventTitle: string;
    registeredLabel: string;
    zone: string;
    jobTitle: string | null;
    customerType: string;
  }[];
}

interface Reply {
  result: { status?: string; error?: Record<string, string[] | null> };
  sentTo: string | null;
  toast: { title: string; description?: string } | null;
}

async function register(eventId: number, fields: Record<string, unknown>) {
  const result = await registerForEvent({ eventId, input: registrationInput(fields), ip: uniqueIp() });
  if (result.status !== "created" && result.status !== "existing") throw new Error(result.status);
  return result.registration;
}

const loadPage = (cookie: string, query = "") => loaderJson<Page>(loader, `/audience${query}`, cookie);

const invite = (cookie: string, fields: Record<string, string>) =>
  settle(() => action({ request: formRequest("/audience", fields, { cookie }), params: {}, context: loadContext() }));

const exportCsv = (cookie: string, query = "") =>
  settle(() => exportLoader({ request: getRequest(`/audience/export.csv${query}`, { cookie }), params: {}, context: loadContext() }));

/** A host with two events and three registrations (one person twice). */
async function audience() {
  const { host, cookie } = await signedInHost();
  const launch = await createTestEvent(host.id, { title: "Launch Webinar" });
  const deep = await createTestEvent(host.id, { title: "Deep Dive" });
  const ada = uniqueEmail("ada");
  await register(launch.id, { firstName: "Ada", lastName: "Lovelace", email: ada, jobTitle: "Engineer", company: "Analytical" });
  await register(launch.id, { firstName: "Grace", lastName: "Hopper", email: uniqueEmail("grace"), jobTitle: "Admiral" });
  await register(deep.id, { firstName: "Ada", lastName: "Lovelace", email: ada.toUpperCase() });
  return { host, cookie, launch, deep, ada };
}

describe("/audience", () => {
  it("sends signed-out visitors home", async () => {
    const response = await settle(() => loader({ request: getRequest("/audience"), params: {}, context: loadContext() }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("lists the host's registrations newest first with honest summary figures", async () => {
    const { cookie, ada } = await audience();
    const page = await loadPage(cookie);
    expect(page.summary).toEqual({ totalRegistrations: 3, uniqueAttendees: 2, lastSevenDays: 3, returningAttendees: 1 });
    expect(page.rows.map((row) => row.eventTitle)).toEqual(["Deep Dive", "Launch Webinar", "Launch Webinar"]);
    expect(page.rows[0]).toMatchObject({ name: "Ada Lovelace", avatar: "AL", email: ada.toUpperCase(), customerType: "returning" });
    expect(page.rows[2]).toMatchObject({ jobTitle: "Engineer", customerType: "new" });
    // In the event's zone, named by its abbreviation, as every time a host reads.
    expect(page.rows[0]?.registeredLabel).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/);
    expect(page.rows[0]?.zone).toMatch(/^E[SD]T$/);
  });

  it("filters by search, event and type through the URL", async () => {
    const { cookie, launch } = await audience();
    expect((await loadPage(cookie, "?q=grace")).rows.map((r) => r.name)).toEqual(["Grace Hopper"]);
    expect((await loadPage(cookie, "?q=HOPPER")).total).toBe(1);
    const byEvent = await loadPage(cookie, `?eventId=${launch.id}`);
    expect(byEvent.rows.map((r) => r.eventTitle)).toEqual(["Launch Webinar", "Launch Webinar"]);
    expect(byEvent.query).toBe(`?eventId=${launch.id}`);
    expect((await loadPage(cookie, "?type=returning")).rows.map((r) => r.name)).toEqual(["Ada Lovelace"]);
    expect((await loadPage(cookie, "?type=vip")).rows).toEqual([]);
    // "lovelace" cannot occur in the random hex of the other test e-mails ("ada" can).
    const combined = await loadPage(cookie, `?q=lovelace&eventId=${launch.id}&type=new`);
    expect(combined.rows.map((r) => r.eventTitle)).toEqual(["Launch Webinar"]);
    expect(combined.summary.totalRegistrations).toBe(3);
  });

  it("ignores malformed filters instead of failing", async () => {
    const { cookie } = await audience();
    const page = await loadPage(cookie, "?eventId=abc&type=bogus&q=%00");
    expect(page.filters).toEqual({ q: "", eventId: null, type: "all" });
    expect(page.total).toBe(3);
  });

  it("never shows another host's registrations", async () => {
    await audience();
    const { cookie } = await signedInHost();
    const page = await loadPage(cookie);
    expect(page).toMatchObject({ total: 0, rows: [], events: [] });
    expect(page.summary.totalRegistrations).toBe(0);
  });
});

describe("/audience invite action", () => {
  it("invites a viewer to the host's event and queues the e-mail with the registration link", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, { title: "Launch Webinar" });
    const email = uniqueEmail("viewer");
    const response = await invite(cookie, { email: ` ${email} `, eventId: String(event.id) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Reply;
    expect(body.toast?.title).toBe("Invitation Sent!");
    expect(body.toast?.description).toContain("check their e-mail");
    expect(body.sentTo).toBe(email);
    const [invitation] = await listInvitations({ hostId: host.id, eventId: event.id });
    expect(invitation).toMatchObject({ email, title: "Launch Webinar" });
    const [mail] = await listOutboxMessages({ hostId: host.id, kind: "invitation" });
    expect(mail?.toAddress).toBe(email);
    expect(String(mail?.payload.link)).toMatch(new RegExp(`^http://localhost/event-registration/${event.id}\\?invited=true&email=`));
  });

  it("refuses an invalid e-mail inline", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id);
    const response = await invite(cookie, { email: "not-an-email", eventId: String(event.id) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Reply;
    expect(body.result.error?.email).toEqual([INVALID_EMAIL]);
    expect(body.toast?.title).toBe("Invalid Email");
    expect(await listInvitations({ hostId: host.id })).toEqual([]);
  });

  it.each([[{ email: "", eventId: "" }], [{ email: "viewer@example.com", eventId: "" }], [{ email: "", eventId: "1" }]])(
    "asks for the missing information (%j)",
    async (fields) => {
      const { cookie } = await signedInHost();
      const response = await invite(cookie, fields);
      expect(response.status).toBe(400);
      const body = (await response.json()) as Reply;
      expect(body.result.error?.[""]).toEqual([MISSING_INFORMATION]);
      expect(body.toast?.title).toBe("Missing Information");
    },
  );

  it("refuses another host's event with the server's message", async () => {
    const other = await createHost();
    const theirs = await createTestEvent(other.id);
    const { cookie } = await signedInHost();
    const response = await invite(cookie, { email: uniqueEmail("viewer"), eventId: String(theirs.id) });
    expect(response.status).toBe(404);
    const body = (await response.json()) as Reply;
    expect(body.toast).toMatchObject({ title: "Error Sending Invitation", description: "Event not found. Choose one of your events." });
    expect(body.result.error?.[""]).toEqual(["Event not found. Choose one of your events."]);
    expect(await listInvitations({ hostId: other.id })).toEqual([]);
  });

  it("sends signed-out posts home", async () => {
    const response = await invite("", { email: "viewer@example.com", eventId: "1" });
    expect(response.status).toBe(302);
  });
});

describe("/audience/export.csv", () => {
  it("downloads the host's registrations as CSV", async () => {
    const { cookie, ada } = await audience();
    const response = await exportCsv(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="audience-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await response.text();
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "Attendee name,Email,Webinar,Registered at,Time zone,Company,Job title,Type,Lifetime value USD,Purchases,Net revenue,Last purchase",
    );
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe("");
    expect(lines[3]).toMatch(
      new RegExp(
        `^Ada Lovelace,${ada},Launch Webinar,\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z,America/New_York,Analytical,Engineer,New,0\\.00,0,,$`,
      ),
    );
    expect(lines[1]).toContain(",Returning,");
  });

  it("exports only the filtered rows", async () => {
    const { cookie } = await audience();
    const text = await (await exportCsv(cookie, "?q=grace")).text();
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(text).toContain("Grace Hopper");
    expect(text).not.toContain("Ada Lovelace");
  });

  it("quotes and neutralises dangerous cells", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, { title: 'Q&A, "live"' });
    await register(event.id, { firstName: '=HYPERLINK("http://evil")', lastName: "Smith", company: "@corp", jobTitle: "+boss", questions: "x" });
    // Forms refuse a line break in a company now; a row stored before that rule must still export safely.
    const stored = await register(event.id, { firstName: "Line", lastName: "Break", company: "Acme, Inc" });
    await db().updateTable("registrations").set({ company: "Acme,\nInc" }).where("id", "=", stored.id).execute();
    const text = await (await exportCsv(cookie)).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"") Smith"`);
    expect(text).toContain(`"Q&A, ""live"""`);
    expect(text).toContain(",'@corp,'+boss,");
    expect(text).toContain(`"Acme,\nInc"`);
  });

  it("exports the stored lifetime value in dollars", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id);
    const registration = await register(event.id, { firstName: "Vera", lastName: "Vip" });
    await db().updateTable("registrations").set({ customerType: "vip", lifetimeValueCents: 123456 }).where("id", "=", registration.id).execute();
    const text = await (await exportCsv(cookie, "?type=vip")).text();
    expect(text).toMatch(/Vera Vip,.*,VIP,1234\.56,0,,\r\n$/);
  });

  it("is scoped to the signed-in host and refuses signed-out visitors", async () => {
    await audience();
    const { cookie } = await signedInHost();
    expect(await (await exportCsv(cookie)).text()).toBe(
      "Attendee name,Email,Webinar,Registered at,Time zone,Company,Job title,Type,Lifetime value USD,Purchases,Net revenue,Last purchase\r\n",
    );
    const anonymous = await exportCsv("");
    expect(anonymous.status).toBe(302);
  });
});
