import type { Server } from "node:http";
import express from "express";
import type { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { chatPostRoute } from "~/ahead-of-remix/chat-post.server";
import { db } from "~/utils/db.server";
import { withClockAhead } from "../support/clock";
import { cookiesFrom, uniqueEmail, uniqueIp } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { openEventStream } from "../support/sse";
import { hostWithStream } from "../support/streams";

const app = startAppForTests();

interface Message {
  id: number;
  message: string;
  status: string;
  stickyOrder: number | null;
  timestamp: string;
  isStreamer: boolean;
  viewer: { id: number; firstName: string; email?: string } | null;
}

async function call(
  method: string,
  path: string,
  { body, raw, cookie, contentType }: { body?: unknown; raw?: string; cookie?: string; contentType?: string } = {},
) {
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  const response = await fetch(app.url + path, {
    method,
    redirect: "manual",
    headers: {
      ...(payload === undefined ? {} : { "Content-Type": contentType ?? "application/json" }),
      ...(cookie ? { Cookie: cookie } : {}),
      "X-Forwarded-For": uniqueIp(),
    },
    body: payload,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown, headers: response.headers };
}

const errorOf = (result: { body: unknown }) => String((result.body as { error?: unknown }).error);

async function setup(eventFields?: Record<string, unknown>) {
  const { host, stream, rowId } = await hostWithStream("Chat stream", eventFields);
  const viewer = async (firstName = "Vic") =>
    (await registerViewer({ streamRowId: rowId, email: uniqueEmail(firstName.toLowerCase()), firstName })).viewer;
  const cookie = await signInCookie(app.url, host);
  return { host, cookie, stream, streamId: stream.streamId, rowId, viewer };
}

const chatPath = (streamId: string, token?: string) => `/api/streams/${streamId}/chat${token ? `?token=${token}` : ""}`;
const eventsUrl = (streamId: string, token?: string) => `${app.url}/api/streams/${streamId}/events${token ? `?token=${token}` : ""}`;

async function storedMessages(rowId: number) {
  return db().selectFrom("chatMessages").selectAll().where("streamId", "=", rowId).orderBy("id").execute();
}

async function post(streamId: string, viewer: { id: number; uniqueId: string }, message: unknown) {
  return call("POST", chatPath(streamId), { body: { viewerId: viewer.id, message, token: viewer.uniqueId } });
}

describe("POST /api/streams/{streamId}/chat", () => {
  it("stores a viewer's message, answers 201 with it, pushes it without the e-mail and lists it", async () => {
    const { streamId, cookie, viewer } = await setup();
    const vera = await viewer("Vera");
    const otto = await viewer("Otto");
    const ottoEvents = await openEventStream(eventsUrl(streamId, otto.uniqueId));
    const hostEvents = await openEventStream(eventsUrl(streamId), { Cookie: cookie });
    try {
      await ottoEvents.next((e) => e.event === "stream_status");
      await hostEvents.next((e) => e.event === "stream_status");

      const sent = await post(streamId, vera, "  Hello everyone!  ");
      expect(sent.status).toBe(201);
      const message = sent.body as Message;
      expect(message).toMatchObject({
        message: "Hello everyone!",
        status: "active",
        stickyOrder: null,
        isStreamer: false,
        viewer: { id: vera.id, firstName: "Vera" },
      });
      expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);

      const pushed = await ottoEvents.next((e) => e.event === "chat_message");
      expect(pushed.id).toMatch(/^\d+$/);
      expect(pushed.data).toEqual({ ...message, viewer: { id: vera.id, firstName: "Vera" } });
      expect(JSON.stringify(pushed.data)).not.toContain("@");
      expect((await hostEvents.next((e) => e.event === "chat_message")).data).toMatchObject({ id: message.id });

      const listed = await call("GET", chatPath(streamId, otto.uniqueId));
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([{ ...message, viewer: { id: vera.id, firstName: "Vera" } }]);
      const hostList = await call("GET", chatPath(streamId), { cookie });
      expect(hostList.body).toEqual([{ ...message, viewer: { id: vera.id, firstName: "Vera", email: vera.email } }]);
    } finally {
      ottoEvents.close();
      hostEvents.close();
    }
  });

  it("accepts the viewer cookie set by the personal link, and ?token=", async () => {
    const { streamId, viewer, rowId } = await setup();
    const vera = await viewer("Vera");
    const opened = await fetch(`${app.url}/api/streams/watch/${streamId}/${vera.uniqueId}`);
    const viewerCookie = cookiesFrom(opened);
    expect(viewerCookie).toMatch(/^__viewer=/);
    const byCookie = await call("POST", chatPath(streamId), { body: { viewerId: vera.id, message: "by cookie" }, cookie: viewerCookie });
    expect(byCookie.status).toBe(201);
    const byQuery = await call("POST", chatPath(streamId, vera.uniqueId), { body: { viewerId: vera.id, message: "by query" } });
    expect(byQuery.status).toBe(201);
    expect((await call("GET", chatPath(streamId), { cookie: viewerCookie })).status).toBe(200);
    expect((await storedMessages(rowId)).map((m) => m.message)).toEqual(["by cookie", "by query"]);
  });

  it("refuses another viewer's id, a missing or unknown link, and stores nothing", async () => {
    const { streamId, rowId, viewer } = await setup();
    const [vera, otto] = [await viewer("Vera"), await viewer("Otto")];

    const impersonating = await call("POST", chatPath(streamId), { body: { viewerId: otto.id, message: "I am Otto", token: vera.uniqueId } });
    expect(impersonating.status).toBe(403);
    expect(errorOf(impersonating)).toMatch(/Authentication Error/);

    const anonymous = await call("POST", chatPath(streamId), { body: { viewerId: vera.id, message: "no link" } });
    expect(anonymous.status).toBe(401);
    const unknown = await call("POST", chatPath(streamId), {
      body: { viewerId: vera.id, message: "bad link", token: "not-a-real-token-000000000000" },
    });
    expect(unknown.status).toBe(403);
    expect(errorOf(unknown)).toMatch(/Authentication Error/);
    const streamer = await call("POST", chatPath(streamId), { body: { viewerId: null, isStreamer: true, message: "I am the host" } });
    expect(streamer.status).toBe(401);

    // A viewer's link of another stream does not work here.
    const other = await setup();
    const stranger = await other.viewer("Stranger");
    expect((await post(streamId, stranger, "wrong stream")).status).toBe(403);
    // Another host cannot post as this stream's streamer.
    const foreignHost = await call("POST", chatPath(streamId), {
      body: { viewerId: null, isStreamer: true, message: "hijack" },
      cookie: other.cookie,
    });
    expect(foreignHost.status).toBe(403);

    expect(
      (await call("POST", chatPath("sNoSuchStream000000000"), { body: { viewerId: vera.id, message: "hi", token: vera.uniqueId } })).status,
    ).toBe(404);
    expect(await storedMessages(rowId)).toEqual([]);
  });

  it("refuses bad messages with 400 and the spec's texts, storing nothing", async () => {
    const { streamId, rowId, viewer } = await setup();
    const vera = await viewer("Vera");
    const base = { viewerId: vera.id, token: vera.uniqueId };
    const cases: [unknown, RegExp][] = [
      [{ ...base, message: "" }, /^Message cannot be empty$/],
      [{ ...base, message: "   \n\t " }, /^Message cannot be empty$/],
      [{ ...base }, /^Message cannot be empty$/],
      [{ ...base, message: "x".repeat(501) }, /^Message must be at most 500 characters$/],
      [{ ...base, message: 42 }, /^Message must be text$/],
      [{ ...base, message: ["a"] }, /^Message must be text$/],
      [{ ...base, message: "hi", viewerId: "7" }, /viewerId/],
      [{ ...base, message: "hi", isStreamer: "yes" }, /isStreamer/],
      [[1, 2], /JSON object/],
      [null, /JSON object/],
    ];
    for (const [body, error] of cases) {
      const result = await call("POST", chatPath(streamId), { body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(result), JSON.stringify(body)).toMatch(error);
    }
    for (const [raw, contentType] of [
      ['{"message": "hi', "application/json"],
      ["", "application/json"],
      ["message=hi", "application/x-www-form-urlencoded"],
    ] as const) {
      const result = await call("POST", chatPath(streamId), { raw, contentType });
      expect(result.status, raw).toBe(400);
      expect(typeof errorOf(result)).toBe("string");
    }
    expect((await post(streamId, vera, "x".repeat(500))).status).toBe(201);
    expect((await storedMessages(rowId)).map((m) => m.message.length)).toEqual([500]);
  });

  it("limits each viewer to a short burst (429 with Retry-After) and never limits the host", async () => {
    const { streamId, cookie, rowId, viewer } = await setup();
    const [vera, otto] = [await viewer("Vera"), await viewer("Otto")];
    const results = [];
    for (let i = 0; i < 8; i += 1) results.push(await post(streamId, vera, `burst ${i}`));
    const statuses = results.map((r) => r.status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    const limited = results[5];
    expect(errorOf(limited as { body: unknown })).toBe("You're sending messages too fast. Wait a moment and try again.");
    expect(Number(limited?.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    // Another viewer has their own allowance.
    expect((await post(streamId, otto, "my turn")).status).toBe(201);

    const host = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("POST", chatPath(streamId), { body: { viewerId: null, isStreamer: true, message: `host ${i}` }, cookie }),
      ),
    );
    expect(host.map((r) => r.status)).toEqual(Array(30).fill(201));
    expect((host[0]?.body as Message).isStreamer).toBe(true);
    expect((host[0]?.body as Message).viewer).toBeNull();
    expect(await storedMessages(rowId)).toHaveLength(5 + 1 + 30);
  });

  it("commits many concurrent messages, each acknowledged with its own id, in order", async () => {
    const { streamId, cookie, rowId, viewer } = await setup();
    const viewers = await Promise.all(Array.from({ length: 40 }, (_, i) => viewer(`Crowd${i}`)));
    const hostEvents = await openEventStream(eventsUrl(streamId), { Cookie: cookie });
    try {
      await hostEvents.next((e) => e.event === "stream_status");
      const results = await Promise.all(viewers.map((v, i) => post(streamId, v, `crowd ${i}`)));
      expect(results.map((r) => r.status)).toEqual(Array(40).fill(201));
      const ids = results.map((r) => (r.body as Message).id);
      expect(new Set(ids).size).toBe(40);
      const stored = await storedMessages(rowId);
      expect(stored.map((m) => m.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      for (const [i, r] of results.entries()) expect(stored.find((m) => m.id === (r.body as Message).id)?.message).toBe(`crowd ${i}`);
      const pushed: number[] = [];
      while (pushed.length < 40) pushed.push(((await hostEvents.next((e) => e.event === "chat_message")).data as Message).id);
      expect(pushed).toEqual([...pushed].sort((a, b) => a - b));
    } finally {
      hostEvents.close();
    }
  });

  it("stores each committed batch's chat_message events with one statement, in message order, and pushes each once", async () => {
    const { streamId, cookie, rowId, viewer } = await setup();
    const [first, muted, ...others] = await Promise.all(Array.from({ length: 40 }, (_, i) => viewer(`Batch${i}`)));
    if (!first || !muted) throw new Error("no viewers");
    const viewers = [first, muted, ...others];
    expect((await call("PATCH", `/api/viewers/${muted.id}/shadowban`, { body: { streamId }, cookie })).status).toBe(200);
    const hostEvents = await openEventStream(eventsUrl(streamId), { Cookie: cookie });
    const firstEvents = await openEventStream(eventsUrl(streamId, first.uniqueId));
    // The first INSERT is held a moment so that the other POSTs queue behind it: on one box
    // SQLite stores each message before the next request is even read.
    const executor = db().getExecutor();
    const execute = executor.executeQuery.bind(executor);
    let held = false;
    const statements = vi.spyOn(executor, "executeQuery").mockImplementation(async (query: CompiledQuery) => {
      if (!held && query.sql.startsWith('insert into "chat_messages"')) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return execute(query);
    });
    try {
      await hostEvents.next((e) => e.event === "stream_status");
      await firstEvents.next((e) => e.event === "stream_status");
      const results = await Promise.all(viewers.map((v, i) => post(streamId, v, `batch ${i}`)));
      expect(results.map((r) => r.status)).toEqual(Array(40).fill(201));
      const sent = results.map((r) => r.body as Message);

      // The texts each INSERT carried, statement by statement, row by row.
      const inserted = (table: string, text: (parameter: string) => string | null) =>
        statements.mock.calls
          .filter(([query]) => query.sql.startsWith(`insert into "${table}"`))
          .map(([query]) => query.parameters.flatMap((parameter) => (typeof parameter === "string" ? (text(parameter) ?? []) : [])))
          .filter((texts) => texts.length > 0);
      const batches = inserted("chat_messages", (parameter) => (/^batch \d+$/.test(parameter) ? parameter : null));
      const eventBatches = inserted("live_events", (parameter) =>
        parameter.startsWith("{") ? ((JSON.parse(parameter) as { message?: string }).message ?? null) : null,
      );
      expect(batches.flat().sort()).toEqual(sent.map((m) => m.message).sort());
      expect(batches.some((batch) => batch.length > 1)).toBe(true);
      expect(eventBatches).toEqual(batches);

      const stored = await db()
        .selectFrom("liveEvents")
        .selectAll()
        .where("streamId", "=", rowId)
        .where("type", "=", "chat_message")
        .orderBy("id")
        .execute();
      const storedMessages = stored.map((event) => JSON.parse(event.payload) as Message);
      expect(storedMessages.map((m) => m.id)).toEqual(sent.map((m) => m.id).sort((a, b) => a - b));
      expect(
        stored.filter((event) => event.viewerId !== null).map((event) => [event.viewerId, (JSON.parse(event.payload) as Message).message]),
      ).toEqual([[muted.id, "batch 1"]]);

      const pushed = [];
      while (pushed.length < 40) pushed.push(await hostEvents.next((e) => e.event === "chat_message"));
      expect(pushed.map((e) => Number(e.id))).toEqual(stored.map((event) => event.id));
      expect(pushed.map((e) => e.data)).toEqual(storedMessages);
      const seenByFirst = [];
      while (seenByFirst.length < 39) seenByFirst.push(await firstEvents.next((e) => e.event === "chat_message"));
      expect(seenByFirst.map((e) => Number(e.id))).toEqual(stored.filter((event) => event.viewerId === null).map((event) => event.id));
      await expect(hostEvents.next((e) => e.event === "chat_message", 300)).rejects.toThrow("no matching event");
      await expect(firstEvents.next((e) => e.event === "chat_message", 300)).rejects.toThrow("no matching event");
    } finally {
      statements.mockRestore();
      hostEvents.close();
      firstEvents.close();
    }
  });

  it("refuses a kicked viewer with 'removed' after the host kicks them, and tells only them", async () => {
    const { streamId, cookie, rowId, viewer } = await setup();
    const [kim, otto] = [await viewer("Kim"), await viewer("Otto")];
    const kimEvents = await openEventStream(eventsUrl(streamId, kim.uniqueId));
    const ottoEvents = await openEventStream(eventsUrl(streamId, otto.uniqueId));
    try {
      await kimEvents.next((e) => e.event === "stream_status");
      await ottoEvents.next((e) => e.event === "stream_status");
      const kicked = await call("PATCH", `/api/viewers/${kim.id}/kick`, { body: { streamId }, cookie });
      expect(kicked.status).toBe(200);
      expect(kicked.body).toMatchObject({ viewer: { id: kim.id, isKicked: true, isShadowbanned: false } });
      expect((await kimEvents.next((e) => e.event === "viewer_kick")).data).toEqual({ viewerId: kim.id });
      await call("POST", chatPath(streamId), { body: { viewerId: null, isStreamer: true, message: "after the kick" }, cookie });
      await ottoEvents.next((e) => e.event === "chat_message");
      expect(ottoEvents.events.some((e) => e.event === "viewer_kick")).toBe(false);
    } finally {
      kimEvents.close();
      ottoEvents.close();
    }
    const refused = await post(streamId, kim, "let me back");
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toContain("removed");
    expect(errorOf(refused)).toBe("You have been removed from this stream chat");
    expect((await call("GET", chatPath(streamId, kim.uniqueId))).status).toBe(403);
    expect((await storedMessages(rowId)).map((m) => m.message)).toEqual(["after the kick"]);
  });
});

describe("GET /api/streams/{streamId}/chat and moderation", () => {
  it("lists sticky messages first by sticky order, then the rest oldest first, never removed ones", async () => {
    const { streamId, cookie, viewer } = await setup();
    const vera = await viewer("Vera");
    const ids: number[] = [];
    for (const text of ["one", "two", "three", "four", "five"]) ids.push(((await post(streamId, vera, text)).body as Message).id);
    const [one, two, three, four, five] = ids as [number, number, number, number, number];
    const veraEvents = await openEventStream(eventsUrl(streamId, vera.uniqueId));
    try {
      await veraEvents.next((e) => e.event === "stream_status");
      const moderate = (id: number, action: string) => call("PATCH", `/api/chat/${id}/moderate`, { body: { action }, cookie });

      const stuck = await moderate(four, "sticky");
      expect(stuck.status).toBe(200);
      expect(stuck.body).toMatchObject({ id: four, status: "sticky", stickyOrder: 1, viewer: { email: vera.email } });
      expect((await veraEvents.next((e) => e.event === "message_updated")).data).toEqual({
        ...(stuck.body as Message),
        viewer: { id: vera.id, firstName: "Vera" },
      });
      expect(((await moderate(two, "sticky")).body as Message).stickyOrder).toBe(2);
      expect(((await moderate(five, "sticky")).body as Message).stickyOrder).toBe(3);
      expect((await moderate(five, "unsticky")).body as Message).toMatchObject({ status: "active", stickyOrder: null });
      expect(
        (await veraEvents.next((e) => e.event === "message_updated" && (e.data as Message).id === five && (e.data as Message).status === "active"))
          .data,
      ).toBeTruthy();

      const removed = await moderate(three, "remove");
      expect(removed.status).toBe(200);
      expect((await veraEvents.next((e) => e.event === "chat_deletion")).data).toEqual({ messageId: three });
      expect((await veraEvents.next((e) => e.event === "chat_moderation")).data).toEqual({ messageId: three, action: "remove" });
      expect((await moderate(three, "sticky")).status).toBe(409);
      expect((await moderate(three, "remove")).status).toBe(200);

      const expected = [four, two, one, five];
      const viewerList = (await call("GET", chatPath(streamId, vera.uniqueId))).body as Message[];
      expect(viewerList.map((m) => m.id)).toEqual(expected);
      expect(viewerList.map((m) => [m.status, m.stickyOrder])).toEqual([
        ["sticky", 1],
        ["sticky", 2],
        ["active", null],
        ["active", null],
      ]);
      expect(((await call("GET", chatPath(streamId), { cookie })).body as Message[]).map((m) => m.id)).toEqual(expected);
    } finally {
      veraEvents.close();
    }
  });

  it("moderation is the stream host's only: 401 signed out, 404 for another host's or unknown message, 400 for bad actions", async () => {
    const { streamId, cookie, viewer } = await setup();
    const vera = await viewer("Vera");
    const message = (await post(streamId, vera, "mine")).body as Message;
    const other = await setup();

    expect((await call("PATCH", `/api/chat/${message.id}/moderate`, { body: { action: "remove" } })).status).toBe(401);
    const foreign = await call("PATCH", `/api/chat/${message.id}/moderate`, { body: { action: "remove" }, cookie: other.cookie });
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign)).toBe("Message not found");
    expect((await call("PATCH", "/api/chat/999999999/moderate", { body: { action: "remove" }, cookie })).status).toBe(404);
    expect((await call("PATCH", "/api/chat/abc/moderate", { body: { action: "remove" }, cookie })).status).toBe(404);
    expect((await call("PATCH", "/api/chat/99999999999999999999/moderate", { body: { action: "remove" }, cookie })).status).toBe(404);
    const bad = await call("PATCH", `/api/chat/${message.id}/moderate`, { body: { action: "pin" }, cookie });
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toMatch(/sticky, unsticky, remove/);
    expect((await call("POST", `/api/chat/${message.id}/moderate`, { body: { action: "remove" }, cookie })).status).toBe(405);
    expect((await call("GET", `/api/chat/${message.id}/moderate`, { cookie })).status).toBe(405);

    // Nothing changed for the real host's viewers.
    expect(((await call("GET", chatPath(streamId, vera.uniqueId))).body as Message[]).map((m) => m.id)).toEqual([message.id]);
  });

  it("shows a shadowbanned viewer's messages to them and the host only, live and in the list", async () => {
    const { streamId, cookie, viewer } = await setup({ registrationRequired: false });
    const [sam, otto] = [await viewer("Sam"), await viewer("Otto")];
    const before = (await post(streamId, sam, "before the ban")).body as Message;
    const samEvents = await openEventStream(eventsUrl(streamId, sam.uniqueId));
    const ottoEvents = await openEventStream(eventsUrl(streamId, otto.uniqueId));
    const hostEvents = await openEventStream(eventsUrl(streamId), { Cookie: cookie });
    try {
      for (const s of [samEvents, ottoEvents, hostEvents]) await s.next((e) => e.event === "stream_status");
      const banned = await call("PATCH", `/api/viewers/${sam.id}/shadowban`, { body: { streamId }, cookie });
      expect(banned.status).toBe(200);
      expect(banned.body).toMatchObject({ viewer: { id: sam.id, isShadowbanned: true, isKicked: false } });
      expect((await samEvents.next((e) => e.event === "viewer_shadowban")).data).toEqual({ viewerId: sam.id });
      expect((await hostEvents.next((e) => e.event === "viewer_shadowban")).data).toEqual({ viewerId: sam.id });

      const hidden = await post(streamId, sam, "can anyone hear me?");
      expect(hidden.status).toBe(201);
      const hiddenId = (hidden.body as Message).id;
      const visible = (await post(streamId, otto, "Otto here")).body as Message;

      expect((await samEvents.next((e) => e.event === "chat_message")).data).toMatchObject({ id: hiddenId });
      expect((await hostEvents.next((e) => e.event === "chat_message")).data).toMatchObject({ id: hiddenId });
      expect((await ottoEvents.next((e) => e.event === "chat_message")).data).toMatchObject({ id: visible.id });
      expect(ottoEvents.events.some((e) => e.event === "chat_message" && (e.data as Message).id === hiddenId)).toBe(false);
      expect(ottoEvents.events.some((e) => e.event === "viewer_shadowban")).toBe(false);

      const ids = async (path: string, c?: string) => ((await call("GET", path, { cookie: c })).body as Message[]).map((m) => m.id);
      expect(await ids(chatPath(streamId, sam.uniqueId))).toEqual([before.id, hiddenId, visible.id]);
      expect(await ids(chatPath(streamId), cookie)).toEqual([before.id, hiddenId, visible.id]);
      expect(await ids(chatPath(streamId, otto.uniqueId))).toEqual([visible.id]);
      // Anyone may read an open event's chat, without the shadowbanned viewer's messages.
      expect(await ids(chatPath(streamId))).toEqual([visible.id]);
    } finally {
      for (const s of [samEvents, ottoEvents, hostEvents]) s.close();
    }
  });

  it("reads require registration unless the event is open", async () => {
    const { streamId } = await setup();
    const anonymous = await call("GET", chatPath(streamId));
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous)).toMatch(/Register/);
    expect((await call("GET", chatPath("sNoSuchStream000000000"))).status).toBe(404);
    expect((await call("DELETE", chatPath(streamId))).status).toBe(405);
  });
});

describe("PATCH /api/viewers/{viewerId}/{action}", () => {
  it("is the host's only, 404 for a viewer not on that stream or not theirs, 400 for an unknown action", async () => {
    const { streamId, cookie, viewer } = await setup();
    const vera = await viewer("Vera");
    const other = await setup();
    const foreignViewer = await other.viewer("Foreign");

    expect((await call("PATCH", `/api/viewers/${vera.id}/kick`, { body: { streamId } })).status).toBe(401);
    expect((await call("PATCH", `/api/viewers/${vera.id}/kick`, { body: { streamId }, cookie: other.cookie })).status).toBe(404);
    expect((await call("PATCH", `/api/viewers/${vera.id}/kick`, { body: { streamId: other.streamId }, cookie: other.cookie })).status).toBe(404);
    expect((await call("PATCH", `/api/viewers/${foreignViewer.id}/kick`, { body: { streamId }, cookie })).status).toBe(404);
    expect((await call("PATCH", `/api/viewers/${vera.id}/kick`, { body: { streamId: other.streamId }, cookie })).status).toBe(404);
    expect((await call("PATCH", `/api/viewers/999999999/kick`, { body: { streamId }, cookie })).status).toBe(404);
    const unknown = await call("PATCH", `/api/viewers/${vera.id}/ban`, { body: { streamId }, cookie });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown)).toMatch(/shadowban, unshadowban, kick, readmit, timeout, untimeout/);
    expect((await call("PATCH", `/api/viewers/${vera.id}/kick`, { body: {}, cookie })).status).toBe(400);
    expect((await call("POST", `/api/viewers/${vera.id}/kick`, { body: { streamId }, cookie })).status).toBe(405);

    const row = await db().selectFrom("viewers").select(["isKicked", "isShadowbanned"]).where("id", "=", vera.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ isKicked: 0, isShadowbanned: 0 });
    // The static route beside it still answers.
    const list = await call("GET", `/api/viewers/stream/${streamId}`, { cookie });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
  });
});

describe("GET /api/viewers/{viewerId}/purchase-history", () => {
  it("sums the host's purchases by the viewer or their e-mail, per source", async () => {
    const { host, streamId, rowId, cookie, viewer } = await setup();
    const vera = await viewer("Vera");
    const email = vera.email.toLowerCase();
    const other = await setup();
    const purchase = (
      fields: Partial<{
        hostId: number;
        streamId: number;
        viewerId: number | null;
        emailNormalized: string;
        productName: string;
        amountCents: number;
        source: "stripe" | "paypal" | "activecampaign" | "manual";
        purchasedAt: string;
      }>,
    ) =>
      db()
        .insertInto("purchases")
        .values({
          hostId: host.id,
          streamId: rowId,
          viewerId: null,
          emailNormalized: email,
          productName: "Course",
          amountCents: 1000,
          source: "stripe",
          purchasedAt: "2025-01-01T10:00:00.000Z",
          ...fields,
        })
        .execute();
    await purchase({ viewerId: vera.id, productName: "Course", amountCents: 19_700, source: "stripe", purchasedAt: "2025-03-01T10:00:00.000Z" });
    await purchase({ productName: "Coaching", amountCents: 50_000, source: "stripe", purchasedAt: "2025-05-02T09:30:00.000Z" });
    await purchase({ productName: "Workbook", amountCents: 2_500, source: "paypal", purchasedAt: "2025-04-01T10:00:00.000Z" });
    await purchase({
      viewerId: vera.id,
      emailNormalized: "old-address@example.com",
      productName: "Course",
      amountCents: 9_700,
      source: "activecampaign",
      purchasedAt: "2024-12-01T10:00:00.000Z",
    });
    await purchase({ productName: "Bonus", amountCents: 100, source: "manual", purchasedAt: "2025-02-01T10:00:00.000Z" });
    // Not hers: someone else, and another host's sale to her.
    await purchase({ emailNormalized: "someone-else@example.com", amountCents: 99_999 });
    await purchase({ hostId: other.host.id, streamId: other.rowId, amountCents: 88_888, purchasedAt: "2026-01-01T00:00:00.000Z" });

    const history = await call("GET", `/api/viewers/${vera.id}/purchase-history`, { cookie });
    expect(history.status).toBe(200);
    expect(history.body).toEqual({
      totalValue: 19_700 + 50_000 + 2_500 + 9_700 + 100,
      lastPurchaseDate: "2025-05-02T09:30:00.000Z",
      productNames: ["Coaching", "Workbook", "Course", "Bonus"],
      cached: false,
      sources: {
        activeCampaign: { totalValue: 9_700 },
        stripe: { totalValue: 69_700, purchaseCount: 2 },
        paypal: { totalValue: 2_500, purchaseCount: 1 },
      },
      purchases: expect.any(Array),
      totals: [{ currency: "USD", cents: 19_700 + 50_000 + 2_500 + 9_700 + 100 }],
      currency: "USD",
    });
    expect((history.body as { purchases: { productName: string }[] }).purchases.map((p) => p.productName)).toEqual([
      "Coaching",
      "Workbook",
      "Course",
      "Bonus",
      "Course",
    ]);

    const otto = await viewer("Otto");
    const empty = await call("GET", `/api/viewers/${otto.id}/purchase-history`, { cookie });
    expect(empty.body).toEqual({
      totalValue: 0,
      lastPurchaseDate: null,
      productNames: [],
      cached: false,
      sources: { activeCampaign: { totalValue: 0 }, stripe: { totalValue: 0, purchaseCount: 0 }, paypal: { totalValue: 0, purchaseCount: 0 } },
      purchases: [],
      totals: [],
      currency: "USD",
    });

    expect((await call("GET", `/api/viewers/${vera.id}/purchase-history`)).status).toBe(401);
    expect((await call("GET", `/api/viewers/${vera.id}/purchase-history`, { cookie: other.cookie })).status).toBe(404);
    expect((await call("GET", "/api/viewers/abc/purchase-history", { cookie })).status).toBe(404);
    expect((await call("PATCH", `/api/viewers/${vera.id}/purchase-history`, { body: { streamId }, cookie })).status).toBe(405);
  });
});

describe("POST /api/streams/{streamId}/hearts", () => {
  it("counts and pushes hearts, dropping those sent too fast with 429", async () => {
    const { streamId, rowId, cookie, viewer } = await setup();
    const vera = await viewer("Vera");
    const hostEvents = await openEventStream(eventsUrl(streamId), { Cookie: cookie });
    try {
      await hostEvents.next((e) => e.event === "stream_status");
      // Eight at once (one with the token in its body), the clock held still: the bucket (a token
      // every 0.4 s) cannot refill between them, however slow the machine. On PostgreSQL it refills
      // by the database's clock, which only sending them together keeps from moving much.
      const answers = await withClockAhead(0, () =>
        Promise.all([
          ...Array.from({ length: 7 }, () => call("POST", `/api/streams/${streamId}/hearts?token=${vera.uniqueId}`)),
          call("POST", `/api/streams/${streamId}/hearts`, { body: { token: vera.uniqueId } }),
        ]),
      );
      expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
      expect((await hostEvents.next((e) => e.event === "heart")).data).toEqual({ count: 1 });
      for (const refused of answers.filter((answer) => answer.status === 429)) {
        expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
      }
    } finally {
      hostEvents.close();
    }
    const counted = await db().selectFrom("streamHearts").select("viewerId").where("streamId", "=", rowId).execute();
    expect(counted).toEqual(Array(5).fill({ viewerId: vera.id }));
    const accepted = await call("POST", `/api/streams/${streamId}/hearts`, { body: { token: (await viewer("Otto")).uniqueId } });
    expect(accepted).toMatchObject({ status: 202, body: { accepted: true } });

    expect((await call("POST", `/api/streams/${streamId}/hearts`)).status).toBe(401);
    expect((await call("GET", `/api/streams/${streamId}/hearts`)).status).toBe(405);
    expect((await call("POST", "/api/streams/sNoSuchStream000000000/hearts")).status).toBe(404);
  });

  it("lets anyone send hearts to an open event", async () => {
    const { streamId } = await setup({ registrationRequired: false });
    expect((await call("POST", `/api/streams/${streamId}/hearts`)).status).toBe(202);
  });
});

describe("POST /api/streams/{streamId}/chat on the Express fast path (chatPostRoute)", () => {
  const fast = { url: "", server: undefined as Server | undefined };
  beforeAll(async () => {
    const server = express().post("/api/streams/:streamId/chat", chatPostRoute()).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    fast.server = server;
    fast.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    fast.server?.closeAllConnections();
    await new Promise((resolve) => fast.server?.close(resolve));
  });

  const send = async (streamId: string, body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) => {
    const response = await fetch(`${fast.url}/api/streams/${streamId}/chat`, { method: "POST", headers, body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
  };

  it("answers like the Remix route: 201, 400, 403, 404, 413 and 429", async () => {
    const { streamId, rowId, cookie, viewer } = await setup();
    const [vera, otto] = [await viewer("Vera"), await viewer("Otto")];
    const sent = await send(streamId, JSON.stringify({ viewerId: vera.id, token: vera.uniqueId, message: " fast " }));
    expect(sent.status).toBe(201);
    expect(sent.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(sent.body).toMatchObject({
      message: "fast",
      isStreamer: false,
      status: "active",
      viewer: { id: vera.id, firstName: "Vera", email: vera.email },
    });

    expect((await send(streamId, '{"message": ')).body.error).toBe("The body is not valid JSON.");
    expect((await send(streamId, "message=hi", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(400);
    const blank = await send(streamId, JSON.stringify({ viewerId: vera.id, token: vera.uniqueId, message: "  " }));
    expect(blank).toMatchObject({ status: 400, body: { error: "Message cannot be empty" } });
    expect((await send(streamId, JSON.stringify({ message: "x".repeat(20_000) }))).status).toBe(413);
    const impersonating = await send(streamId, JSON.stringify({ viewerId: otto.id, token: vera.uniqueId, message: "as Otto" }));
    expect(impersonating.status).toBe(403);
    expect(String(impersonating.body.error)).toMatch(/Authentication Error/);
    expect((await send("sNoSuchStream000000000", JSON.stringify({ viewerId: vera.id, token: vera.uniqueId, message: "hi" }))).status).toBe(404);
    expect((await send(streamId, JSON.stringify({ message: "who am I" }))).status).toBe(401);

    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i < 6; i += 1) {
      const result = await send(streamId, JSON.stringify({ viewerId: otto.id, token: otto.uniqueId, message: `burst ${i}` }));
      statuses.push(result.status);
      if (result.status === 429) limited = result;
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(limited?.body.error).toBe("You're sending messages too fast. Wait a moment and try again.");
    expect(Number(limited?.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);

    const streamer = await send(streamId, JSON.stringify({ viewerId: null, isStreamer: true, message: "host here" }), {
      "Content-Type": "application/json",
      Cookie: cookie,
    });
    expect(streamer).toMatchObject({ status: 201, body: { isStreamer: true, viewer: null } });
    expect((await storedMessages(rowId)).map((m) => m.message)).toEqual(["fast", "burst 0", "burst 1", "burst 2", "burst 3", "burst 4", "host here"]);
  });
});
