import { describe, expect, it } from "vitest";
import type { BasicInfoData } from "~/components/settings/basic-info/basic-info-tab";
import { getHostSettings, getMailSender } from "~/models/host-settings.server";
import { findUserById } from "~/models/user.server";
import { loader as photoLoader } from "~/routes/resources.profile-photo.$userId";
import { action, loader } from "~/routes/_workspace.settings/route";
import { EMAIL_TAKEN, PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE } from "~/schemas/host-settings";
import { readToast } from "~/services/account/toast.server";
import { createTestEvent } from "../support/events";
import { cookiesFrom, createHost, formRequest, getRequest, loadContext, settle, uniqueEmail } from "../support/factories";
import { signedInHost } from "../support/sessions";
import { loaderJson } from "../support/route-calls";
import { startAppForTests } from "../support/http-server";

type Reply = {
  intent: string;
  result: { status: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  toast: { title: string } | null;
};
interface Page {
  tab: string;
  saved: boolean;
  basicInfo: BasicInfoData;
  notifications: Record<string, boolean>;
  brand: { primary: string; accent: string };
}

// A 1x1 transparent PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

const load = (cookie: string, query = "") => loaderJson<Page>(loader, `/settings${query}`, cookie);

const post = (cookie: string, fields: Record<string, string>) =>
  settle(() => action({ request: formRequest("/settings", fields, { cookie }), params: {}, context: loadContext() }));

function multipart(cookie: string, fields: Record<string, string>, photo?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  form.set("intent", "basic-info");
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (photo) form.set("photo", new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }));
  const request = new Request("http://localhost/settings?tab=basic-info", { method: "POST", body: form, headers: { Cookie: cookie } });
  return settle(() => action({ request, params: {}, context: loadContext() }));
}

const basic = (fields: Record<string, string> = {}) => ({
  firstName: "Maya",
  lastName: "Lopez",
  email: uniqueEmail("maya"),
  capacityHours: "30",
  billableRate: "150.50",
  ...fields,
});

describe("/settings", () => {
  it("opens on basic info with the defaults, and each ?tab=", async () => {
    const { host, cookie } = await signedInHost();
    const page = await load(cookie);
    expect(page.tab).toBe("basic-info");
    expect(page.basicInfo).toEqual({
      firstName: host.firstName,
      lastName: host.lastName,
      email: host.email,
      capacityHours: 35,
      billableRateCents: null,
      photoUrl: null,
      postalAddress: null,
    });
    expect(page.brand).toEqual({ primary: "#3b82f6", accent: "#10b981" });
    for (const tab of ["integrations", "billing", "notifications", "security", "team", "branding", "developer"])
      expect((await load(cookie, `?tab=${tab}`)).tab).toBe(tab);
    expect((await load(cookie, "?tab=nope")).tab).toBe("basic-info");
  });

  it("redirects a signed-out visitor", async () => {
    const response = await settle(() => loader({ request: getRequest("/settings"), params: {}, context: loadContext() }));
    expect(response.status).toBe(302);
  });

  it("saves basic info (url-encoded and multipart) and redirects back with a toast", async () => {
    const { host, cookie } = await signedInHost();
    const fields = basic();
    const response = await post(cookie, { intent: "basic-info", ...fields });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/settings?tab=basic-info&saved=basic-info");
    expect((await readToast(getRequest("/", { cookie: cookiesFrom(response) }))).toast?.title).toBe("Settings Saved");
    const page = await load(cookie, "?tab=basic-info&saved=basic-info");
    expect(page.saved).toBe(true);
    expect(page.basicInfo).toMatchObject({ firstName: "Maya", lastName: "Lopez", email: fields.email, capacityHours: 30, billableRateCents: 15_050 });
    expect(await findUserById({ id: host.id })).toMatchObject({ firstName: "Maya", email: fields.email });

    const again = await multipart(cookie, basic({ billableRate: "", capacityHours: "40" }));
    expect(again.status).toBe(302);
    expect((await load(cookie)).basicInfo).toMatchObject({ capacityHours: 40, billableRateCents: null });
  });

  it.each([
    [{ firstName: "" }, "firstName", "First name is required"],
    [{ lastName: "x".repeat(51) }, "lastName", "Last name must be at most 50 characters"],
    [{ email: "not-an-email" }, "email", "Enter a valid email address"],
    [{ capacityHours: "33" }, "capacityHours", "Capacity must be 20, 25, 30, 35 or 40 hours per week"],
    [{ billableRate: "-5" }, "billableRate", "Billable rate must be a number of dollars, like 120 or 99.50"],
    [{ billableRate: "10000.01" }, "billableRate", "Billable rate must be at most $10,000 per hour"],
    [{ postalAddress: "x".repeat(301) }, "postalAddress", "Postal address must be at most 300 characters"],
    [{ postalAddress: "12 Main St\u0007" }, "postalAddress", "Postal address may only contain text and line breaks"],
  ])("refuses %j with a clear message and keeps what was typed", async (change, field, message) => {
    const { cookie } = await signedInHost();
    const response = await multipart(cookie, basic(change));
    expect(response.status).toBe(400);
    const body = (await response.json()) as Reply;
    expect(body.intent).toBe("basic-info");
    expect(body.result.error?.[field]).toEqual([message]);
    // conform leaves emptied fields out of what it sends back; the rest is kept as typed.
    expect(body.result.initialValue).toMatchObject({ lastName: "Lopez", ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== "")) });
  });

  it("saves the postal address for e-mail footers: line breaks kept as \\n, trimmed, emptied to none", async () => {
    const { host, cookie } = await signedInHost();
    const typed = "  Maya Lopez Studio\r\n12 Main Street\r\nSpringfield, IL 62701\n\n";
    expect((await multipart(cookie, basic({ postalAddress: typed }))).status).toBe(302);
    expect((await load(cookie)).basicInfo.postalAddress).toBe("Maya Lopez Studio\n12 Main Street\nSpringfield, IL 62701");

    // A browser counts a line break as one character, so 300 with CRLF breaks still fit.
    const full = `${"a".repeat(149)}\r\n${"b".repeat(150)}`;
    expect((await post(cookie, { intent: "basic-info", ...basic({ postalAddress: full }) })).status).toBe(302);
    expect((await getHostSettings({ userId: host.id })).postalAddress).toBe(`${"a".repeat(149)}\n${"b".repeat(150)}`);

    // A field far over the cap is refused with the length message; the saved address stays.
    const huge = await multipart(cookie, basic({ postalAddress: "z".repeat(6000) }));
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as Reply).result.error?.postalAddress).toEqual(["Postal address must be at most 300 characters"]);
    expect((await getHostSettings({ userId: host.id })).postalAddress).toBe(`${"a".repeat(149)}\n${"b".repeat(150)}`);

    expect((await multipart(cookie, basic({ postalAddress: " \r\n " }))).status).toBe(302);
    expect((await load(cookie)).basicInfo.postalAddress).toBeNull();
  });

  it("gives the delivery worker each host's sender: name, e-mail, postal address and colours", async () => {
    const { host, cookie } = await signedInHost();
    expect(await getMailSender({ hostId: host.id })).toEqual({
      name: `${host.firstName} ${host.lastName}`,
      email: host.email,
      postalAddress: null,
      brandPrimary: "#3b82f6",
      brandAccent: "#10b981",
    });
    const fields = basic({ firstName: "Maya", lastName: "Lopez", postalAddress: "1 Infinite Loop\nCupertino" });
    await multipart(cookie, fields);
    await post(cookie, { intent: "branding", brandPrimary: "#aa3300", brandAccent: "#0055ff" });
    const other = await createHost();
    expect(await getMailSender({ hostId: host.id })).toEqual({
      name: "Maya Lopez",
      email: fields.email,
      postalAddress: "1 Infinite Loop\nCupertino",
      brandPrimary: "#aa3300",
      brandAccent: "#0055ff",
    });
    expect(await getMailSender({ hostId: other.id })).toMatchObject({ email: other.email, postalAddress: null, brandPrimary: "#3b82f6" });
  });

  it("refuses an e-mail another account uses, whatever its case", async () => {
    const { cookie } = await signedInHost();
    const other = await createHost();
    const response = await post(cookie, { intent: "basic-info", ...basic({ email: ` ${other.email.toUpperCase()} ` }) });
    expect(response.status).toBe(409);
    expect(((await response.json()) as Reply).result.error?.email).toEqual([EMAIL_TAKEN]);
  });

  it("stores a PNG photo and serves it back, to its owner only", async () => {
    const { host, cookie } = await signedInHost();
    const response = await multipart(cookie, basic(), { bytes: PNG, name: "me.png", type: "image/png" });
    expect(response.status).toBe(302);
    const page = await load(cookie);
    expect(page.basicInfo.photoUrl).toMatch(new RegExp(`^/resources/profile-photo/${host.id}\\?v=`));
    const photo = await settle(() =>
      photoLoader({ request: getRequest(page.basicInfo.photoUrl ?? "", { cookie }), params: { userId: String(host.id) }, context: loadContext() }),
    );
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toBe("image/png");
    expect(photo.headers.get("Cache-Control")).toMatch(/^private/);
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);

    // Saving again without a new file keeps the photo.
    expect((await multipart(cookie, basic())).status).toBe(302);
    expect((await load(cookie)).basicInfo.photoUrl).toBe(page.basicInfo.photoUrl);

    const other = await signedInHost();
    const foreign = await settle(() =>
      photoLoader({
        request: getRequest(`/resources/profile-photo/${host.id}`, { cookie: other.cookie }),
        params: { userId: String(host.id) },
        context: loadContext(),
      }),
    );
    expect(foreign.status).toBe(404);
  });

  it("refuses a 2 MB photo and a non-image with clear messages", async () => {
    const { cookie } = await signedInHost();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await multipart(cookie, basic({ firstName: "Kept" }), { bytes: big, name: "big.png", type: "image/png" });
    expect(tooLarge.status).toBe(413);
    const tooLargeBody = (await tooLarge.json()) as Reply;
    expect(tooLargeBody.result.error?.photo).toEqual([PHOTO_TOO_LARGE]);

    // Without a declared length the part is still cut at 1 MB, and the other fields are kept.
    const streamed = await settle(() => {
      const form = new FormData();
      form.set("intent", "basic-info");
      for (const [k, v] of Object.entries(basic({ firstName: "Kept" }))) form.set(k, v);
      form.set("photo", new File([new Uint8Array(big)], "big.png", { type: "image/png" }));
      const encoded = new Response(form);
      const request = new Request("http://localhost/settings", {
        method: "POST",
        body: encoded.body,
        headers: { Cookie: cookie, "Content-Type": encoded.headers.get("Content-Type") ?? "" },
        duplex: "half",
      } as RequestInit);
      return action({ request, params: {}, context: loadContext() });
    });
    expect(streamed.status).toBe(413);
    const streamedBody = (await streamed.json()) as Reply;
    expect(streamedBody.result.error?.photo).toEqual([PHOTO_TOO_LARGE]);
    expect(streamedBody.result.initialValue).toMatchObject({ firstName: "Kept" });

    // A text file named .png is refused by its bytes.
    const fake = await multipart(cookie, basic(), { bytes: Buffer.from("hello, not an image"), name: "fake.png", type: "image/png" });
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as Reply).result.error?.photo).toEqual([PHOTO_NOT_IMAGE]);
    expect((await load(cookie)).basicInfo.photoUrl).toBeNull();
  });

  it("saves notification preferences", async () => {
    const { cookie } = await signedInHost();
    expect((await load(cookie, "?tab=notifications")).notifications).toEqual({
      notifyRegistrations: true,
      notifyDailySummary: false,
      notifyDeliveryFailures: true,
      notifyProductNews: false,
    });
    const response = await post(cookie, { intent: "notifications", notifyDailySummary: "on", notifyProductNews: "on" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/settings?tab=notifications&saved=notifications");
    expect((await readToast(getRequest("/", { cookie: cookiesFrom(response) }))).toast?.title).toBe("Notification Settings Saved");
    expect((await load(cookie, "?tab=notifications")).notifications).toEqual({
      notifyRegistrations: false,
      notifyDailySummary: true,
      notifyDeliveryFailures: false,
      notifyProductNews: true,
    });
  });

  it("saves brand colours and refuses what is not #rrggbb", async () => {
    const { cookie } = await signedInHost();
    const bad = await post(cookie, { intent: "branding", brandPrimary: "red", brandAccent: "#12345" });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as Reply;
    expect(body.result.error?.brandPrimary).toEqual(["Primary colour must be a colour like #3b82f6"]);
    expect(body.result.error?.brandAccent).toEqual(["Accent colour must be a colour like #3b82f6"]);
    expect(body.result.initialValue).toMatchObject({ brandPrimary: "red" });
    const ok = await post(cookie, { intent: "branding", brandPrimary: "#AA3300", brandAccent: "#0055ff" });
    expect(ok.status).toBe(302);
    expect((await load(cookie, "?tab=branding")).brand).toEqual({ primary: "#aa3300", accent: "#0055ff" });
  });

  it("keeps each host's settings apart", async () => {
    const a = await signedInHost();
    const b = await signedInHost();
    await post(a.cookie, { intent: "branding", brandPrimary: "#111111", brandAccent: "#222222" });
    await post(a.cookie, { intent: "notifications", notifyProductNews: "on" });
    const page = await load(b.cookie, "?tab=branding");
    expect(page.brand).toEqual({ primary: "#3b82f6", accent: "#10b981" });
    expect(page.notifications.notifyProductNews).toBe(false);
    expect(page.basicInfo.email).toBe(b.host.email);
  });

  it("answers an unknown form with a 400", async () => {
    const { cookie } = await signedInHost();
    expect((await post(cookie, { intent: "nope" })).status).toBe(400);
  });
});

describe("branding on public pages", () => {
  const app = startAppForTests();

  it("shows the host's colours on the registration and public event pages", async () => {
    const { host, cookie } = await signedInHost();
    await post(cookie, { intent: "branding", brandPrimary: "#aa3300", brandAccent: "#0055ff" });
    const event = await createTestEvent(host.id, { title: "Branded Webinar" });
    for (const path of [`/event-registration/${event.id}`, `/events/${event.id}`]) {
      const html = await (await fetch(`${app.url}${path}`)).text();
      expect(html, path).toContain("Branded Webinar");
      expect(html, path).toMatch(/--[\w-]+:#aa3300/);
      expect(html, path).toMatch(/--[\w-]+:#0055ff/);
    }
    const plain = await createTestEvent((await createHost()).id, { title: "Plain Webinar" });
    const html = await (await fetch(`${app.url}/event-registration/${plain.id}`)).text();
    expect(html).toMatch(/--[\w-]+:#3b82f6/);
  });
});
