import { describe, expect, it } from "vitest";
import { findSuppression, suppressEmail } from "~/models/email-suppression.server";
import { action, loader } from "~/routes/_public.unsubscribe.$token";
import { unsubscribeToken } from "~/services/delivery/mail/unsubscribe.server";
import { createHost, formRequest, getRequest, loadContext, settle, uniqueEmail } from "../support/factories";
import { startAppForTests } from "../support/http-server";

const app = startAppForTests();

type Page = { state: "invalid" } | { state: "subscribed" | "unsubscribed"; hostName: string; email: string; changed: boolean; error: string | null };

/** A page's HTML with React's escaped apostrophes put back, to read as a visitor would. */
const pageText = async (response: Response) => (await response.text()).replaceAll("&#x27;", "'");

const open = (token: string) => settle(() => loader({ request: getRequest(`/unsubscribe/${token}`), params: { token }, context: loadContext() }));

const post = (token: string, fields: Record<string, string>) =>
  settle(() => action({ request: formRequest(`/unsubscribe/${token}`, fields), params: { token }, context: loadContext() }));

async function subscriber() {
  const host = await createHost({ firstName: "Hana", lastName: "Host" });
  const email = uniqueEmail("reader");
  return { host, email, token: unsubscribeToken({ hostId: host.id, email }) };
}

describe("/unsubscribe/{token}", () => {
  it("opening the link names the host and the address and unsubscribes nobody", async () => {
    const { host, email, token } = await subscriber();
    const response = await open(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ state: "subscribed", hostName: "Hana Host", email, changed: false, error: null });
    expect(await findSuppression({ hostId: host.id, email })).toBeNull();
  });

  it("the Unsubscribe button stops this host's mail to the address, only this host's, and the page says so", async () => {
    const { host, email, token } = await subscriber();
    const other = await createHost();
    const response = await post(token, { intent: "unsubscribe" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ state: "unsubscribed", hostName: "Hana Host", email, changed: true, error: null });
    expect(await findSuppression({ hostId: host.id, email: email.toUpperCase() })).toBe("unsubscribed");
    expect(await findSuppression({ hostId: other.id, email })).toBeNull();
    // Coming back later shows the same state; unsubscribing twice is harmless.
    expect(((await (await open(token)).json()) as Page).state).toBe("unsubscribed");
    expect((await post(token, { intent: "unsubscribe" })).status).toBe(200);
  });

  it("Resubscribe takes the unsubscribe back", async () => {
    const { host, email, token } = await subscriber();
    await post(token, { intent: "unsubscribe" });
    const response = await post(token, { intent: "resubscribe" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ state: "subscribed", hostName: "Hana Host", email, changed: true, error: null });
    expect(await findSuppression({ hostId: host.id, email })).toBeNull();
    expect(((await (await open(token)).json()) as Page).state).toBe("subscribed");
  });

  it("Resubscribe does not undo a bounce", async () => {
    const { host, email, token } = await subscriber();
    await suppressEmail({ hostId: null, email, reason: "bounced" });
    await post(token, { intent: "resubscribe" });
    expect(await findSuppression({ hostId: host.id, email })).toBe("bounced");
  });

  it("answers 404 with the invalid page for an altered, foreign or malformed token, and suppresses nothing", async () => {
    const { host, email, token } = await subscriber();
    const [body, mac] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify([host.id, "victim@example.com"])).toString("base64url")}.${mac}`;
    const deletedHost = unsubscribeToken({ hostId: 999_999_999, email });
    for (const bad of [forged, `${body}.${mac?.slice(1)}x`, "not-a-token", `${token}.extra`, deletedHost]) {
      const page = await open(bad);
      expect(page.status).toBe(404);
      expect(await page.json()).toEqual({ state: "invalid" });
      expect((await post(bad, { intent: "unsubscribe" })).status).toBe(404);
    }
    expect(await findSuppression({ hostId: host.id, email: "victim@example.com" })).toBeNull();
    expect(await findSuppression({ hostId: host.id, email })).toBeNull();
  });

  it("answers 400 for a post that is neither button, changing nothing", async () => {
    const { host, email, token } = await subscriber();
    const response = await post(token, { intent: "delete-everything" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("Choose Unsubscribe or Resubscribe.");
    expect(await findSuppression({ hostId: host.id, email })).toBeNull();
  });
});

describe("/unsubscribe/{token} over HTTP", () => {
  it.each([
    ["form-encoded", () => new URLSearchParams({ "List-Unsubscribe": "One-Click" })],
    [
      "multipart",
      () => {
        const form = new FormData();
        form.set("List-Unsubscribe", "One-Click");
        return form;
      },
    ],
  ])("unsubscribes on a mail provider's %s one-click POST without cookies or Origin (RFC 8058)", async (_label, body) => {
    const { host, email, token } = await subscriber();
    const response = await fetch(`${app.url}/unsubscribe/${token}`, { method: "POST", body: body(), redirect: "manual" });
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain("You're unsubscribed");
    expect(await findSuppression({ hostId: host.id, email })).toBe("unsubscribed");
  });

  it("serves the page unindexed, uncached, and without passing the link on to other sites", async () => {
    const { token } = await subscriber();
    const response = await fetch(`${app.url}/unsubscribe/${token}`);
    expect(response.status).toBe(200);
    // Helmet's site-wide policy comes first; browsers apply the last one they understand.
    expect(response.headers.get("Referrer-Policy")?.split(",").at(-1)?.trim()).toBe("same-origin");
    expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
    const html = await pageText(response);
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(html).toContain("Unsubscribe from Hana Host?");
  });

  it("answers a page, not an error, for an invalid link", async () => {
    const response = await fetch(`${app.url}/unsubscribe/nonsense`);
    expect(response.status).toBe(404);
    expect(await pageText(response)).toContain("This unsubscribe link is not valid");
  });
});
