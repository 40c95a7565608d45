import { describe, expect, it } from "vitest";
import { normalizeEmail } from "~/models/user.server";
import { registerViewer } from "~/models/viewer.server";
import { action, loader } from "~/routes/_host.events.$eventId.settings.$streamId/route";
import { loader as profileLoader } from "~/routes/resources.viewer-profile.$viewerId";
import { listChatForHost, postHostMessage, postViewerMessage } from "~/services/room/chat/messages.server";
import { moderate } from "~/services/room/chat/moderation.server";
import type { ChatMessage } from "~/contracts/live-events";
import { db } from "~/utils/db.server";
import { readToast } from "~/services/account/toast.server";
import { createTestEvent } from "../support/events";
import { cookiesFrom, formRequest, getRequest, loadContext, settle, uniqueEmail } from "../support/factories";
import { signedInHost } from "../support/sessions";
import { unreadableFormRequest } from "../support/route-calls";
import { startAppForTests } from "../support/http-server";
import { expectContainsAll } from "../support/cases";
import { createTestStream } from "../support/streams";

const app = startAppForTests();

interface SettingsPage {
  event: { id: number; title: string; timezone: string; waitingRoom: boolean };
  stream: { streamId: string; title: string; isLive: boolean; chatOpen: boolean; roomOpen: boolean; slowModeSeconds: number };
  messages: ChatMessage[];
  viewerCount: number;
  hostName: string;
  profile:
    | null
    | { found: false; error: string }
    | {
        found: true;
        viewer: { id: number; firstName: string; email: string };
        history: {
          totalValue: number;
          lastPurchaseDate: string | null;
          productNames: string[];
          sources: {
            stripe: { totalValue: number; purchaseCount: number };
            paypal: { totalValue: number; purchaseCount: number };
            activeCampaign: { totalValue: number };
          };
        };
      };
}

interface ActionAnswer {
  intent: string | null;
  result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, string> | null };
  toast: { title: string; description?: string; variant?: string } | null;
}

async function streamFor(hostId: number, eventId: number | null, title = "Main stage") {
  const { stream, rowId } = await createTestStream({ hostId, title, eventId });
  return { streamId: stream.streamId, rowId };
}

async function setup() {
  const { host, cookie } = await signedInHost();
  const event = await createTestEvent(host.id, { title: "Chat Settings Webinar" });
  const { streamId, rowId } = await streamFor(host.id, event.id);
  const viewer = async (firstName: string) =>
    (await registerViewer({ streamRowId: rowId, email: uniqueEmail(firstName.toLowerCase()), firstName })).viewer;
  const say = (v: { uniqueId: string }, message: string) => postViewerMessage({ streamId, uniqueId: v.uniqueId, message });
  return { host, cookie, event, streamId, rowId, viewer, say, path: `/events/${event.id}/settings/${streamId}` };
}

const params = (eventId: number | string, streamId: string) => ({ eventId: String(eventId), streamId });

const load = (cookie: string, eventId: number | string, streamId: string, query = "") =>
  settle(() =>
    loader({
      request: getRequest(`/events/${eventId}/settings/${streamId}${query}`, { cookie }),
      params: params(eventId, streamId),
      context: loadContext(),
    }),
  );

async function loadOk(cookie: string, eventId: number, streamId: string, query = "") {
  const response = await load(cookie, eventId, streamId, query);
  expect(response.status).toBe(200);
  return (await response.json()) as SettingsPage;
}

const post = (cookie: string, eventId: number | string, streamId: string, fields: Record<string, string>, query = "") =>
  settle(() =>
    action({
      request: formRequest(`/events/${eventId}/settings/${streamId}${query}`, fields, { cookie }),
      params: params(eventId, streamId),
      context: loadContext(),
    }),
  );

const toastOf = async (response: Response) => (await readToast(getRequest("/", { cookie: cookiesFrom(response) }))).toast;

/** The Customer Profile dialog's data for a viewer, in `cookie`'s session (none: signed out). */
const profileData = (viewerId: number, cookie?: string) =>
  settle(() =>
    profileLoader({
      request: getRequest(`/resources/viewer-profile/${viewerId}`, { cookie }),
      params: { viewerId: String(viewerId) },
      context: loadContext(),
    }),
  );

/** The Customer Profile panel of the settings page at `path` with `?profile=` the viewer, as rendered without JavaScript. */
async function profilePanel(cookie: string, path: string, viewerId: number) {
  const html = await (await fetch(`${app.url}${path}?profile=${viewerId}`, { headers: { Cookie: cookie } })).text();
  return html.slice(html.indexOf('id="customer-profile"'));
}

async function viewerFlags(viewerId: number) {
  const row = await db().selectFrom("viewers").select(["isKicked", "isShadowbanned"]).where("id", "=", viewerId).executeTakeFirstOrThrow();
  return { isKicked: Boolean(row.isKicked), isShadowbanned: Boolean(row.isShadowbanned) };
}

describe("Event Settings screen: loader", () => {
  it("shows the owner the event, the stream and its chat with pinned messages first, with the chatters' e-mails", async () => {
    const { host, cookie, event, streamId, viewer, say } = await setup();
    const vera = await viewer("Vera");
    const otto = await viewer("Otto");
    const first = await say(vera, "Hello from Vera");
    const second = await say(otto, "Otto here");
    const fromHost = await postHostMessage({ hostId: host.id, streamId, message: "Welcome, everyone!" });
    await moderate({ hostId: host.id, actorId: host.id, messageId: second.id, action: "sticky" });
    await moderate({ hostId: host.id, actorId: host.id, messageId: first.id, action: "sticky" });

    const page = await loadOk(cookie, event.id, streamId);
    expect(page.event).toEqual({ id: event.id, title: "Chat Settings Webinar", timezone: event.timezone, waitingRoom: false });
    expect(page.stream).toEqual({ streamId, title: "Main stage", isLive: false, chatOpen: true, roomOpen: false, slowModeSeconds: 0 });
    expect(page.hostName).toBe("Hana");
    expect(page.viewerCount).toBe(0);
    expect(page.profile).toBeNull();
    expect(page.messages.map((m) => [m.id, m.status, m.stickyOrder])).toEqual([
      [second.id, "sticky", 1],
      [first.id, "sticky", 2],
      [fromHost.id, "active", null],
    ]);
    expect(page.messages[0]?.viewer).toEqual({ id: otto.id, firstName: "Otto", email: otto.email });
    expect(page.messages[2]).toMatchObject({ isStreamer: true, viewer: null, message: "Welcome, everyone!" });
  });

  it("is a 404 for another host's event, a stream of another event, another host's stream and a malformed id; signed out goes to /", async () => {
    const { host, cookie, event, streamId } = await setup();
    const other = await signedInHost({ firstName: "Olga" });
    expect((await load(other.cookie, event.id, streamId)).status).toBe(404);

    const secondEvent = await createTestEvent(host.id, { title: "Second event" });
    const { streamId: secondStream } = await streamFor(host.id, secondEvent.id);
    expect((await load(cookie, event.id, secondStream)).status).toBe(404);
    const { streamId: looseStream } = await streamFor(host.id, null);
    expect((await load(cookie, event.id, looseStream)).status).toBe(404);

    const othersEvent = await createTestEvent(other.host.id, { title: "Olga's event" });
    const { streamId: othersStream } = await streamFor(other.host.id, othersEvent.id);
    expect((await load(cookie, othersEvent.id, othersStream)).status).toBe(404);
    expect((await load(cookie, event.id, othersStream)).status).toBe(404);

    expect((await load(cookie, event.id, "not a stream!")).status).toBe(404);
    expect((await load(cookie, "abc", streamId)).status).toBe(404);
    expect((await post(other.cookie, event.id, streamId, { intent: "send", message: "Hi" })).status).toBe(404);

    const signedOut = await load("", event.id, streamId);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/");
  });
});

describe("Event Settings screen: chat actions", () => {
  it("sends as the streamer and redirects back to the chat", async () => {
    const { host, cookie, event, streamId, path } = await setup();
    const sent = await post(cookie, event.id, streamId, { intent: "send", message: "  We start in five minutes  " });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`${path}#chat`);
    const list = await listChatForHost({ hostId: host.id, streamId });
    expect(list).toEqual([expect.objectContaining({ message: "We start in five minutes", isStreamer: true, viewer: null, status: "active" })]);
  });

  it("pins, unpins and removes a message, each with its toast, keeping an open profile in the address", async () => {
    const { host, cookie, event, streamId, viewer, say, path } = await setup();
    const vera = await viewer("Vera");
    const message = await say(vera, "Can I get the replay?");
    const fields = (intent: string) => ({ intent, messageId: String(message.id) });

    const pinned = await post(cookie, event.id, streamId, fields("sticky"), `?profile=${vera.id}`);
    expect(pinned.status).toBe(302);
    expect(pinned.headers.get("Location")).toBe(`${path}?profile=${vera.id}#chat`);
    expect(await toastOf(pinned)).toMatchObject({ title: "Message pinned" });
    expect((await listChatForHost({ hostId: host.id, streamId }))[0]).toMatchObject({ id: message.id, status: "sticky", stickyOrder: 1 });

    const unpinned = await post(cookie, event.id, streamId, fields("unsticky"));
    expect(await toastOf(unpinned)).toMatchObject({ title: "Message unpinned" });
    expect((await listChatForHost({ hostId: host.id, streamId }))[0]).toMatchObject({ id: message.id, status: "active", stickyOrder: null });

    const removed = await post(cookie, event.id, streamId, fields("remove"));
    expect(removed.status).toBe(302);
    expect(await toastOf(removed)).toMatchObject({ title: "Message removed" });
    expect(await listChatForHost({ hostId: host.id, streamId })).toEqual([]);
    const stored = await db().selectFrom("chatMessages").select("status").where("id", "=", message.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe("removed");
  });

  it("shadowbans and kicks a viewer of the stream", async () => {
    const { cookie, event, streamId, viewer } = await setup();
    const vera = await viewer("Vera");
    const otto = await viewer("Otto");

    const banned = await post(cookie, event.id, streamId, { intent: "shadowban", viewerId: String(vera.id) });
    expect(banned.status).toBe(302);
    expect(await toastOf(banned)).toMatchObject({ title: "Vera was shadowbanned" });
    expect(await viewerFlags(vera.id)).toEqual({ isKicked: false, isShadowbanned: true });

    const kicked = await post(cookie, event.id, streamId, { intent: "kick", viewerId: String(otto.id) });
    expect(kicked.status).toBe(302);
    expect(await toastOf(kicked)).toMatchObject({ title: "Otto was kicked" });
    expect(await viewerFlags(otto.id)).toEqual({ isKicked: true, isShadowbanned: false });
  });

  it("answers a fetcher with JSON instead of a redirect", async () => {
    const { host, cookie, event, streamId, viewer, say } = await setup();
    const vera = await viewer("Vera");
    const message = await say(vera, "Pin me");
    const pinned = await post(cookie, event.id, streamId, { intent: "sticky", messageId: String(message.id), respond: "fetcher" });
    expect(pinned.status).toBe(200);
    expect(await pinned.json()).toEqual({
      intent: "sticky",
      result: { status: "success", initialValue: null },
      toast: { title: "Message pinned", description: "It stays at the top of the chat." },
    });

    const sent = await post(cookie, event.id, streamId, { intent: "send", message: "Thanks!", respond: "fetcher" });
    expect(await sent.json()).toEqual({ intent: "send", result: { status: "success", initialValue: null }, toast: null });
    expect((await listChatForHost({ hostId: host.id, streamId })).map((m) => m.message)).toEqual(["Pin me", "Thanks!"]);

    const failed = await post(cookie, event.id, streamId, { intent: "remove", messageId: "999999999", respond: "fetcher" });
    expect(failed.status).toBe(404);
    expect(((await failed.json()) as ActionAnswer).toast).toEqual({
      title: "Error",
      description: "Failed to moderate message",
      variant: "destructive",
    });
  });

  it("answers bad input with the spec's texts inline, never a 500", async () => {
    const { host, cookie, event, streamId, viewer, say } = await setup();
    const vera = await viewer("Vera");
    const message = await say(vera, "Soon removed");
    await moderate({ hostId: host.id, actorId: host.id, messageId: message.id, action: "remove" });
    const other = await setup();
    const stranger = await other.viewer("Stan");

    const cases: { fields: Record<string, string>; status: number; error: string; toast: string }[] = [
      {
        fields: { intent: "send", message: "   " },
        status: 400,
        error: "Failed to send message: Message cannot be empty",
        toast: "Failed to send message",
      },
      { fields: { intent: "send" }, status: 400, error: "Failed to send message: Message cannot be empty", toast: "Failed to send message" },
      {
        fields: { intent: "send", message: "x".repeat(501) },
        status: 400,
        error: "Failed to send message: Message must be at most 500 characters",
        toast: "Failed to send message",
      },
      {
        fields: { intent: "sticky", messageId: "abc" },
        status: 404,
        error: "Failed to moderate message: Message not found",
        toast: "Failed to moderate message",
      },
      {
        fields: { intent: "remove", messageId: "2147483647" },
        status: 404,
        error: "Failed to moderate message: Message not found",
        toast: "Failed to moderate message",
      },
      {
        fields: { intent: "sticky", messageId: String(message.id) },
        status: 409,
        error: "Failed to moderate message: This message has been removed.",
        toast: "Failed to moderate message",
      },
      {
        fields: { intent: "kick", viewerId: String(stranger.id) },
        status: 404,
        error: "Failed to moderate viewer: Viewer not found",
        toast: "Failed to moderate viewer",
      },
      {
        fields: { intent: "shadowban", viewerId: "-1" },
        status: 404,
        error: "Failed to moderate viewer: Viewer not found",
        toast: "Failed to moderate viewer",
      },
      {
        fields: { intent: "explode" },
        status: 400,
        error: "Unknown action. Reload the page and try again.",
        toast: "Unknown action. Reload the page and try again.",
      },
    ];
    for (const { fields, status, error, toast } of cases) {
      const response = await post(cookie, event.id, streamId, fields);
      expect(response.status, JSON.stringify(fields)).toBe(status);
      const body = (await response.json()) as ActionAnswer;
      expect(body.result.status).toBe("error");
      expect(body.result.error?.[""]).toEqual([error]);
      expect(body.toast).toEqual({ title: "Error", description: toast, variant: "destructive" });
    }
    const tooLong = (await (await post(cookie, event.id, streamId, { intent: "send", message: "y".repeat(501) })).json()) as ActionAnswer;
    expect(tooLong.result.initialValue?.message).toBe("y".repeat(501));
    expect(await viewerFlags(stranger.id)).toEqual({ isKicked: false, isShadowbanned: false });
    expect(await listChatForHost({ hostId: host.id, streamId })).toEqual([]);

    const unreadable = await settle(() =>
      action({
        request: unreadableFormRequest(`/events/${event.id}/settings/${streamId}`, { cookie }),
        params: params(event.id, streamId),
        context: loadContext(),
      }),
    );
    expect(unreadable.status).toBe(400);
  });
});

describe("Event Settings screen: Customer Profile", () => {
  async function seedPurchases(
    hostId: number,
    viewer: { id: number; email: string },
    rows: { source: "stripe" | "paypal" | "activecampaign" | "manual"; cents: number; product: string; at: string }[],
  ) {
    await db()
      .insertInto("purchases")
      .values(
        rows.map((row) => ({
          hostId,
          viewerId: row.source === "activecampaign" ? null : viewer.id,
          emailNormalized: normalizeEmail(viewer.email),
          productName: row.product,
          amountCents: row.cents,
          source: row.source,
          purchasedAt: row.at,
        })),
      )
      .execute();
  }

  it("?profile= carries the chatter's purchase history, rendered as a panel without JavaScript", async () => {
    const { host, cookie, event, streamId, viewer, say, path } = await setup();
    const vera = await viewer("Vera");
    await say(vera, "I bought the course");
    await seedPurchases(host.id, vera, [
      { source: "stripe", cents: 4900, product: "Starter Course", at: "2026-01-10T15:00:00.000Z" },
      { source: "stripe", cents: 19700, product: "Coaching Call", at: "2026-03-03T18:30:00.000Z" },
      { source: "paypal", cents: 2500, product: "Workbook", at: "2025-12-01T12:00:00.000Z" },
      { source: "activecampaign", cents: 10000, product: "Mastermind", at: "2026-02-14T09:00:00.000Z" },
    ]);

    const page = await loadOk(cookie, event.id, streamId, `?profile=${vera.id}`);
    expect(page.profile).toMatchObject({
      found: true,
      viewer: { id: vera.id, firstName: "Vera", email: vera.email },
      history: {
        totalValue: 37100,
        lastPurchaseDate: "2026-03-03T18:30:00.000Z",
        productNames: ["Coaching Call", "Mastermind", "Starter Course", "Workbook"],
        sources: {
          stripe: { totalValue: 24600, purchaseCount: 2 },
          paypal: { totalValue: 2500, purchaseCount: 1 },
          activeCampaign: { totalValue: 10000 },
        },
      },
    });

    const panel = await profilePanel(cookie, path, vera.id);
    expectContainsAll(panel, ["Customer Profile", vera.email, "$371.00", "Mar 3, 2026", "Coaching Call", "$246.00"]);
    expect(panel).not.toContain("No purchases found");

    const dialogData = await profileData(vera.id, cookie);
    expect(dialogData.status).toBe(200);
    expect(await dialogData.json()).toMatchObject({ viewer: { id: vera.id, email: vera.email }, history: { totalValue: 37100 } });
  });

  it("says 'No purchases found' and 'Never' without purchases, 'Unknown' for an unreadable date; another host's viewer is not found", async () => {
    const { host, cookie, event, streamId, viewer, path } = await setup();
    const otto = await viewer("Otto");
    const page = await loadOk(cookie, event.id, streamId, `?profile=${otto.id}`);
    expect(page.profile).toMatchObject({ found: true, history: { totalValue: 0, lastPurchaseDate: null, productNames: [] } });
    const panel = await profilePanel(cookie, path, otto.id);
    expect(panel).toContain("No purchases found");
    expect(panel).toContain("Never");
    expect(panel).toContain("$0.00");

    const lena = await viewer("Lena");
    await db()
      .insertInto("purchases")
      .values({
        hostId: host.id,
        viewerId: lena.id,
        emailNormalized: normalizeEmail(lena.email),
        productName: "Old import",
        amountCents: 1999,
        source: "manual",
        purchasedAt: "last spring",
      })
      .execute();
    const unknownPanel = await profilePanel(cookie, path, lena.id);
    expect(unknownPanel).toContain("Unknown");
    expect(unknownPanel).toContain("$19.99");
    expect(unknownPanel).toContain("Old import");

    const other = await setup();
    const stranger = await other.viewer("Stan");
    expect((await loadOk(cookie, event.id, streamId, `?profile=${stranger.id}`)).profile).toEqual({ found: false, error: "Viewer not found" });
    expect((await loadOk(cookie, event.id, streamId, "?profile=abc")).profile).toEqual({ found: false, error: "Viewer not found" });
    const refused = await profileData(stranger.id, cookie);
    expect(refused.status).toBe(404);
    const signedOut = await profileData(otto.id);
    expect(signedOut.status).toBe(401);
  });
});
