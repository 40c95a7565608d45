import { describe, expect, it } from "vitest";
import { toOutboxMessage } from "~/models/outbox.server";
import { registerViewer } from "~/models/viewer.server";
import { WS_CLOSE_FORBIDDEN } from "~/services/room/ws-bridge.server";
import { HOST_ONLY, HOST_OR_CO_HOST_ONLY } from "~/services/account/team-access.server";
import { INVITATION_USED, SIGN_IN_AS_INVITEE, SIGN_UP_AS_INVITEE } from "~/services/account/team.server";
import { db } from "~/utils/db.server";
import { appCalls } from "../support/app-calls";
import { createTestEvent } from "../support/events";
import { cookiesFrom, createHost, uniqueEmail } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { openEventStream } from "../support/sse";
import { connectSocket } from "../support/ws-client";
import { createTestStream } from "../support/streams";

// Issue 21, part 5: a host invites people by e-mail as moderators or co-hosts; a member acts on
// the host's events within their role (every host-only call is 403 for them), their messages
// carry a role badge, and taking them off the team closes their live connection at once.

const app = startAppForTests();
const { call, page } = appCalls(app);

async function invitationLink(email: string) {
  const row = await db()
    .selectFrom("outboxMessages")
    .selectAll()
    .where("kind", "=", "team_invitation")
    .where("toAddress", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!row) throw new Error(`no team invitation was mailed to ${email}`);
  return new URL(String(toOutboxMessage(row).payload.link)).pathname;
}

/** A host with an event and stream, a viewer who chatted, and a second account invited and joined with `role`. */
async function teamWith(role: "moderator" | "co-host") {
  const host = await createHost({ firstName: "Hana" });
  const hostCookie = await signInCookie(app.url, host);
  const event = await createTestEvent(host.id, { title: "Team night", enablePolls: true, enableQa: true });
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
  const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("vera"), firstName: "Vera" });
  const member = await createHost({ firstName: "Mo" });
  const memberCookie = await signInCookie(app.url, member);
  const invited = await call("POST", "/api/team", { cookie: hostCookie, body: { email: member.email.toUpperCase(), role } });
  expect(invited.status).toBe(201);
  const link = await invitationLink(member.email.toLowerCase());
  const joined = await page(link, { cookie: memberCookie, form: {} });
  expect(joined.status).toBe(302);
  expect(joined.headers.get("Location")).toBe("/events#team-events");
  const team = await call("GET", "/api/team", { cookie: hostCookie });
  const memberId = (team.body.members as { id: number; userId: number }[]).find((m) => m.userId === member.id)?.id;
  if (!memberId) throw new Error("not on the team");
  return { host, hostCookie, event, streamId: stream.streamId, rowId, viewer, member, memberCookie, memberId, link };
}

describe("team invitations", () => {
  it("invites by e-mail, lists the invitation, and the link joins once with the invitee's own account", async () => {
    const host = await createHost({ firstName: "Hana", lastName: "Host" });
    const cookie = await signInCookie(app.url, host);
    const invitee = await createHost({ firstName: "Ina" });
    const inviteeCookie = await signInCookie(app.url, invitee);
    const sent = await call("POST", "/api/team", { cookie, body: { email: invitee.email, role: "co-host" } });
    expect(sent).toMatchObject({ status: 201, body: { email: invitee.email.toLowerCase(), role: "co-host", expired: false } });
    const listed = await call("GET", "/api/team", { cookie });
    expect(listed.body).toMatchObject({ members: [], invitations: [{ email: invitee.email.toLowerCase(), role: "co-host" }] });

    const link = await invitationLink(invitee.email.toLowerCase());
    const signedOut = await page(link);
    expect(signedOut.status).toBe(200);
    expect(signedOut.html.replace(/<!-- -->/g, "")).toContain("Join Hana Host&#x27;s team");
    expect(signedOut.html).toContain(`/signin?redirectTo=${encodeURIComponent(link)}`);
    expect((await page(link, { cookie: inviteeCookie, form: {} })).status).toBe(302);

    const after = await call("GET", "/api/team", { cookie });
    expect(after.body).toMatchObject({ members: [{ userId: invitee.id, role: "co-host", email: invitee.email }], invitations: [] });
    expect((await call("GET", "/api/team", { cookie: inviteeCookie })).body).toMatchObject({
      memberships: [{ hostId: host.id, hostName: "Hana Host", role: "co-host" }],
    });

    const again = await page(link, { cookie: inviteeCookie, form: {} });
    expect(again.status).toBe(410);
    expect(again.html).toContain(INVITATION_USED);
  });

  it("refuses a bad address, the host's own, a member twice; revoked and expired links do not open", async () => {
    const host = await createHost();
    const cookie = await signInCookie(app.url, host);
    expect((await call("POST", "/api/team", { cookie, body: { email: "nope", role: "moderator" } })).status).toBe(400);
    expect((await call("POST", "/api/team", { cookie, body: { email: uniqueEmail("x"), role: "admin" } })).status).toBe(400);
    expect((await call("POST", "/api/team", { cookie, body: { email: host.email } })).status).toBe(400);
    expect((await call("POST", "/api/team", { body: { email: uniqueEmail("x") } })).status).toBe(401);

    const email = uniqueEmail("revoked");
    const sent = await call("POST", "/api/team", { cookie, body: { email } });
    const link = await invitationLink(email);
    expect((await call("DELETE", `/api/team/invitations/${String(sent.body.id)}`, { cookie })).status).toBe(200);
    expect((await call("DELETE", `/api/team/invitations/${String(sent.body.id)}`, { cookie })).status).toBe(404);
    expect((await page(link)).status).toBe(410);

    const late = uniqueEmail("late");
    await call("POST", "/api/team", { cookie, body: { email: late } });
    const lateLink = await invitationLink(late);
    await db().updateTable("teamInvitations").set({ expiresAt: "2020-01-01T00:00:00.000Z" }).where("email", "=", late).execute();
    const expired = await page(lateLink);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain("This invitation has expired");

    const other = await createHost();
    const otherCookie = await signInCookie(app.url, other);
    expect((await call("DELETE", `/api/team/invitations/${String(sent.body.id)}`, { cookie: otherCookie })).status).toBe(404);
    expect((await page("/team/join/not-a-real-token")).status).toBe(410);
  });
});

describe("an invitation bound to its e-mail", () => {
  it("is accepted only by the account with the invited address; anyone else is told whose it is and nothing changes", async () => {
    const host = await createHost({ firstName: "Hana" });
    const cookie = await signInCookie(app.url, host);
    const invitee = await createHost({ firstName: "Ina", email: uniqueEmail("jules") });
    const stranger = await createHost({ firstName: "Sam" });
    const strangerCookie = await signInCookie(app.url, stranger);
    expect((await call("POST", "/api/team", { cookie, body: { email: invitee.email, role: "co-host" } })).status).toBe(201);
    const link = await invitationLink(invitee.email);
    const whose = `This invitation is for j…@example.com. ${SIGN_IN_AS_INVITEE}`;

    const opened = await page(link, { cookie: strangerCookie });
    expect(opened.status).toBe(200);
    const textOf = (html: string) => html.replace(/<[^>]+>/g, "");
    expect(textOf(opened.html)).toContain(whose);
    expect(opened.html.replace(/<!-- -->/g, "")).not.toContain("Join as Sam");
    expect(opened.html).not.toContain(invitee.email);
    const refused = await page(link, { cookie: strangerCookie, form: {} });
    expect(refused.status).toBe(403);
    expect(textOf(refused.html)).toContain(whose);
    expect((await call("GET", "/api/team", { cookie })).body).toMatchObject({ members: [], invitations: [{ email: invitee.email }] });
    expect((await call("GET", "/api/team", { cookie: strangerCookie })).body).toMatchObject({ memberships: [] });

    const switched = await page(link, { cookie: strangerCookie, form: { intent: "switch-account" } });
    expect(switched.status).toBe(302);
    expect(switched.headers.get("Location")).toBe(link);
    expect((await call("GET", "/api/auth/me", { cookie: cookiesFrom(switched) })).status).toBe(401);

    const inviteeCookie = await signInCookie(app.url, invitee);
    expect((await page(link, { cookie: inviteeCookie })).html.replace(/<!-- -->/g, "")).toContain("Join as Ina");
    expect((await page(link, { cookie: inviteeCookie, form: {} })).status).toBe(302);
    expect((await call("GET", "/api/team", { cookie })).body).toMatchObject({ members: [{ userId: invitee.id, role: "co-host" }] });
  });

  it("lets a new invitee create an account from the invitation, the address prefilled, and join at once", async () => {
    const host = await createHost({ firstName: "Hana" });
    const cookie = await signInCookie(app.url, host);
    const email = uniqueEmail("newcomer");
    expect((await call("POST", "/api/team", { cookie, body: { email, role: "moderator" } })).status).toBe(201);
    const link = await invitationLink(email);
    const token = link.split("/").pop() ?? "";
    const signUpPath = `/signup?invitation=${token}`;

    const opened = await page(link);
    expect(opened.html).toContain(`href="${signUpPath}"`);
    const form = await page(signUpPath);
    expect(form.status).toBe(200);
    expect(form.html).toContain(`value="${email}"`);
    expect(form.html).toContain("Hana");
    const fields = { firstName: "Nell", lastName: "New", password: "a-long-password-1", confirmPassword: "a-long-password-1", agreeToTerms: "on" };

    const elsewhere = uniqueEmail("other");
    const refused = await page(signUpPath, { form: { ...fields, email: elsewhere, invitation: token } });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(`This invitation is for n…@example.com. ${SIGN_UP_AS_INVITEE}`);
    expect(await db().selectFrom("users").select("id").where("email", "=", elsewhere).executeTakeFirst()).toBeUndefined();

    const created = await page(signUpPath, { form: { ...fields, email, invitation: token } });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/events#team-events");
    expect((await call("GET", "/api/team", { cookie: cookiesFrom(created) })).body).toMatchObject({
      memberships: [{ hostId: host.id, role: "moderator" }],
    });
    expect((await call("GET", "/api/team", { cookie })).body).toMatchObject({ members: [{ email, role: "moderator" }], invitations: [] });
  });
});

describe("a moderator on the host's team", () => {
  it("moderates the host's chat, viewers, polls and overlays, and posts with a Moderator badge", async () => {
    const t = await teamWith("moderator");
    const posted = await call("POST", `/api/streams/${t.streamId}/chat`, {
      cookie: t.memberCookie,
      body: { message: "Welcome, I'm moderating today", isStreamer: true, viewerId: null },
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ isStreamer: true, staff: { name: "Mo", role: "moderator" } });

    const viewerPost = await db()
      .insertInto("chatMessages")
      .values({
        streamId: t.rowId,
        viewerId: t.viewer.id,
        message: "spam spam",
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const removed = await call("PATCH", `/api/chat/${viewerPost.id}/moderate`, { cookie: t.memberCookie, body: { action: "remove" } });
    expect(removed.status).toBe(200);
    const shadow = await call("PATCH", `/api/viewers/${t.viewer.id}/shadowban`, { cookie: t.memberCookie, body: { streamId: t.streamId } });
    expect(shadow.status).toBe(200);

    const poll = await call("POST", `/api/streams/${t.streamId}/polls`, {
      cookie: t.memberCookie,
      body: { question: "Ready?", options: ["Yes", "No"], multipleChoice: false, showResults: "live" },
    });
    expect(poll.status).toBe(201);
    expect((await call("PATCH", `/api/polls/${String(poll.body.id)}`, { cookie: t.memberCookie, body: { status: "open" } })).status).toBe(200);
    const overlay = await call("POST", `/api/streams/${t.streamId}/overlays`, {
      cookie: t.memberCookie,
      body: { type: "alert", config: { title: "Hi", message: "Welcome", duration: 5 } },
    });
    expect(overlay.status).toBe(201);

    const settings = await page(`/events/${t.event.id}/settings/${t.streamId}`, { cookie: t.memberCookie });
    expect(settings.status).toBe(200);
    expect(settings.html).toContain("Back to team events");
    expect(settings.html).not.toContain("Landing Page");
    expect(settings.html).not.toContain("Offers");
  });

  it("gets 403 for every host-only call: edit or delete the event, purchases, settings, the team, going live", async () => {
    const t = await teamWith("moderator");
    const c = { cookie: t.memberCookie };
    const refused = [
      await call("GET", `/api/events/${t.event.id}`, c),
      await call("PATCH", `/api/events/${t.event.id}`, { ...c, body: { title: "Mine now" } }),
      await call("DELETE", `/api/events/${t.event.id}`, c),
      await call("GET", `/api/events/${t.event.id}/purchases`, c),
      await call("GET", `/api/viewers/${t.viewer.id}/purchase-history`, c),
      await call("POST", `/api/streams/${t.streamId}/landing-page`, { ...c, body: { title: "Mine" } }),
      await call("PATCH", `/api/streams/${t.streamId}`, { ...c, body: { title: "Renamed" } }),
      await call("PATCH", `/api/streams/${t.streamId}`, { ...c, body: { isLive: true } }),
      await call("DELETE", `/api/team/${t.memberId}`, c),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 403]);
    expect(refused[0]?.body).toEqual({ error: HOST_ONLY });
    expect(refused[7]?.body).toMatchObject({ error: HOST_OR_CO_HOST_ONLY });
    const settingsForm = await page(`/events/${t.event.id}/settings/${t.streamId}?tab=landing`, {
      cookie: t.memberCookie,
      form: { intent: "landing-update" },
    });
    expect(settingsForm.status).toBe(403);

    // The stream key: a moderator never reads it (the JSON call, the pages they open) nor resets it.
    const { streamKey } = await db().selectFrom("streams").select("streamKey").where("streamId", "=", t.streamId).executeTakeFirstOrThrow();
    expect(streamKey).toBeTruthy();
    expect((await call("GET", `/api/streams/${t.streamId}`, c)).status).toBe(403);
    expect((await call("POST", `/api/streams/${t.streamId}/reset-key`, c)).status).toBe(403);
    for (const path of [`/events/${t.event.id}/settings/${t.streamId}`, `/events/${t.event.id}/stream`]) {
      expect((await page(path, c)).html, path).not.toContain(String(streamKey));
    }

    // Nothing changed.
    const event = await db().selectFrom("events").select("title").where("id", "=", t.event.id).executeTakeFirstOrThrow();
    expect(event.title).toBe("Team night");

    // A stranger still gets 404, as for anything not theirs.
    const stranger = await createHost();
    const strangerCookie = await signInCookie(app.url, stranger);
    expect((await call("PATCH", `/api/events/${t.event.id}`, { cookie: strangerCookie, body: { title: "x" } })).status).toBe(404);
    expect((await call("PATCH", `/api/chat/1/moderate`, { cookie: strangerCookie, body: { action: "remove" } })).status).toBe(404);
    expect((await page(`/events/${t.event.id}/settings/${t.streamId}`, { cookie: strangerCookie })).status).toBe(404);
  });

  it("a co-host also goes live and ends the stream, but cannot rename it", async () => {
    const t = await teamWith("co-host");
    const c = { cookie: t.memberCookie };
    expect((await call("PATCH", `/api/streams/${t.streamId}`, { ...c, body: { isLive: true } })).body).toMatchObject({ isLive: true });
    // A co-host may run the encoder, so reads the key; only the host resets it.
    const { streamKey } = await db().selectFrom("streams").select("streamKey").where("streamId", "=", t.streamId).executeTakeFirstOrThrow();
    expect((await call("GET", `/api/streams/${t.streamId}`, c)).body).toMatchObject({ streamKey });
    expect((await call("POST", `/api/streams/${t.streamId}/reset-key`, c)).status).toBe(403);
    expect((await call("PATCH", `/api/streams/${t.streamId}`, { ...c, body: { title: "Mine" } })).status).toBe(403);
    expect((await call("GET", `/api/events/${t.event.id}`, c)).status).toBe(403);

    // From Event Settings without JavaScript: Stop stream, then Go Live again.
    const settings = `/events/${t.event.id}/settings/${t.streamId}`;
    const stopped = await page(settings, { cookie: t.memberCookie, form: { intent: "end" } });
    expect(stopped.status).toBe(302);
    expect((await call("GET", `/api/streams/${t.streamId}`, c)).body).toMatchObject({ isLive: false });
    expect((await page(settings, { cookie: t.memberCookie })).html).toContain("Go Live");
    expect((await page(settings, { cookie: t.memberCookie, form: { intent: "go-live" } })).status).toBe(302);
    expect((await call("GET", `/api/streams/${t.streamId}`, c)).body).toMatchObject({ isLive: true });
  });

  it("a moderator cannot go live from Event Settings", async () => {
    const t = await teamWith("moderator");
    const settings = `/events/${t.event.id}/settings/${t.streamId}`;
    expect((await page(settings, { cookie: t.memberCookie })).html).not.toContain("Go Live");
    expect((await page(settings, { cookie: t.memberCookie, form: { intent: "go-live" } })).status).toBe(403);
    const stream = await db().selectFrom("streams").select("isLive").where("streamId", "=", t.streamId).executeTakeFirstOrThrow();
    expect(Boolean(stream.isLive)).toBe(false);
  });

  it("removing a member closes their live connection at once and ends their access", async () => {
    const t = await teamWith("moderator");
    const live = await openEventStream(`${app.url}/api/streams/${t.streamId}/events`, { Cookie: t.memberCookie });
    await live.next((event) => event.event === "stream_status");
    const removed = await call("DELETE", `/api/team/${t.memberId}`, { cookie: t.hostCookie });
    expect(removed.status).toBe(200);
    await live.next((event) => event.event === "team_member_removed").catch(() => undefined);
    await expect.poll(() => live.isEnded(), { timeout: 5_000 }).toBe(true);
    live.close();

    expect((await call("PATCH", `/api/viewers/${t.viewer.id}/kick`, { cookie: t.memberCookie, body: { streamId: t.streamId } })).status).toBe(404);
    expect((await page(`/events/${t.event.id}/settings/${t.streamId}`, { cookie: t.memberCookie })).status).toBe(404);
    expect((await call("DELETE", `/api/team/${t.memberId}`, { cookie: t.hostCookie })).status).toBe(404);
  });

  it("a member joins /ws as the streamer side, and removal closes that socket too", async () => {
    const t = await teamWith("moderator");
    const socket = await connectSocket(`${app.url.replace(/^http/, "ws")}/ws?streamId=${t.streamId}`, { headers: { Cookie: t.memberCookie } });
    await socket.next((m) => m.type === "connection_established");
    socket.send({ type: "join", streamId: t.streamId, role: "streamer" });
    expect(await socket.next((m) => m.type === "joined")).toEqual({ type: "joined", streamId: t.streamId, role: "streamer" });
    expect((await call("DELETE", `/api/team/${t.memberId}`, { cookie: t.hostCookie })).status).toBe(200);
    expect(await socket.closed).toEqual({ code: WS_CLOSE_FORBIDDEN, reason: "Removed from the host's team" });
  });

  it("the member's list of team events opens the host's Event Settings; the host's own list has none", async () => {
    const t = await teamWith("moderator");
    const events = await page("/events", { cookie: t.memberCookie });
    expect(events.html).toContain("Team events");
    expect(events.html).toContain(`/events/${t.event.id}/settings/${t.streamId}`);
    const hostEvents = await page("/events", { cookie: t.hostCookie });
    expect(hostEvents.html).not.toContain("Team events");
  });
});

describe("a team member's own screens", () => {
  it("leads a moderator from the event to its Event Settings, says host-only pages are the host's, and never calls them Admin", async () => {
    const t = await teamWith("moderator");
    const settings = `/events/${t.event.id}/settings/${t.streamId}`;
    const opened = await page(`/events/${t.event.id}`, { cookie: t.memberCookie });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe(settings);
    for (const path of [`/events/${t.event.id}/edit`, `/events/${t.event.id}/landing`]) {
      const refused = await page(path, { cookie: t.memberCookie });
      expect(refused.status, path).toBe(403);
      expect(refused.html).toContain("Only the host can edit this event");
      expect(refused.html).toContain('href="/events#team-events"');
      expect(refused.html).not.toContain("Page not found");
    }
    // Anyone else still learns nothing: the public page, and 404 for the host's pages.
    const stranger = await createHost();
    const strangerCookie = await signInCookie(app.url, stranger);
    expect((await page(`/events/${t.event.id}`, { cookie: strangerCookie })).status).toBe(200);
    expect((await page(`/events/${t.event.id}/edit`, { cookie: strangerCookie })).status).toBe(404);

    const dashboard = await page("/dashboard", { cookie: t.memberCookie });
    expect(dashboard.html).toMatch(/You&#x27;re on Hana [^<]*&#x27;s team: their events are under Team events/);
    expect(dashboard.html).not.toContain("get your first webinar ready");
    const ownSettings = await page("/settings", { cookie: t.memberCookie });
    expect(ownSettings.html).toMatch(/Moderator on Hana [^<]*&#x27;s team/);
    expect(ownSettings.html).not.toMatch(/>Admin</);
  });

  it("lets the host turn polls on from the Polls tab with one plain form; a moderator is told only the host can", async () => {
    const t = await teamWith("moderator");
    expect((await call("PATCH", `/api/events/${t.event.id}`, { cookie: t.hostCookie, body: { enablePolls: false } })).status).toBe(200);
    const tab = `/events/${t.event.id}/settings/${t.streamId}?tab=polls`;
    const asMember = await page(tab, { cookie: t.memberCookie });
    expect(asMember.html).toContain("Polls are off for this event: viewers see no poll until they are turned on. Only the host can turn them on.");
    expect(asMember.html).not.toContain("Turn on polls");
    expect((await page(tab, { cookie: t.memberCookie, form: { intent: "turn-on-polls" } })).status).toBe(403);
    expect((await call("GET", `/api/events/${t.event.id}`, { cookie: t.hostCookie })).body).toMatchObject({ enablePolls: false });

    const asHost = await page(tab, { cookie: t.hostCookie });
    expect(asHost.html).toMatch(/<button[^>]*name="intent"[^>]*value="turn-on-polls"[^>]*>Turn on polls<\/button>/);
    const turned = await page(tab, { cookie: t.hostCookie, form: { intent: "turn-on-polls" } });
    expect(turned.status).toBe(302);
    expect(turned.headers.get("Location")).toBe(tab);
    expect((await call("GET", `/api/events/${t.event.id}`, { cookie: t.hostCookie })).body).toMatchObject({ enablePolls: true });
    expect((await page(tab, { cookie: t.hostCookie })).html).not.toContain("Polls are off for this event");
  });
});
