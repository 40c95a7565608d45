import { describe, expect, it } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { CHAT_BURST, postHostMessage, postViewerMessage } from "~/services/room/chat/messages.server";
import { actOnViewer, moderate } from "~/services/room/chat/moderation.server";
import { db } from "~/utils/db.server";
import { uniqueEmail } from "../support/factories";
import { appCalls } from "../support/app-calls";
import { startAppForTests } from "../support/http-server";
import { hostWithStream } from "../support/streams";

const app = startAppForTests();
const { page } = appCalls(app);

/** A page as a browser without JavaScript gets it: HTML, redirects not followed. */

async function setup(eventFields?: Record<string, unknown>) {
  const { host, stream, rowId } = await hostWithStream("Chat page stream", eventFields);
  const viewer = async (firstName: string) => {
    const { viewer: v } = await registerViewer({ streamRowId: rowId, email: uniqueEmail(firstName.toLowerCase()), firstName });
    return { ...v, path: `/watch/${stream.streamId}/${v.uniqueId}` };
  };
  return { host, streamId: stream.streamId, rowId, viewer };
}

/** The chat log's HTML: from the log's opening tag to the form. */
function chatLog(html: string) {
  const start = html.indexOf('role="log"');
  expect(start, "the page has a chat log").toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("<form", start));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("the watch page's chat", () => {
  it("lists the chat as this viewer sees it: sticky first, the host marked, no removed or others' shadowbanned messages, no e-mails", async () => {
    const { host, streamId, viewer } = await setup();
    const vera = await viewer("Vera");
    const sam = await viewer("Sam");
    const otto = await viewer("Otto");

    await postViewerMessage({ streamId, uniqueId: vera.uniqueId, message: "First from Vera" });
    const welcome = await postHostMessage({ hostId: host.id, streamId, message: "Welcome, everyone!" });
    const gone = await postViewerMessage({ streamId, uniqueId: otto.uniqueId, message: "Buy cheap stuff here" });
    await moderate({ hostId: host.id, actorId: host.id, messageId: gone.id, action: "remove" });
    await actOnViewer({ hostId: host.id, actorId: host.id, viewerId: sam.id, streamId, action: "shadowban" });
    await postViewerMessage({ streamId, uniqueId: sam.uniqueId, message: "Sam talks to himself" });
    await postViewerMessage({ streamId, uniqueId: otto.uniqueId, message: "Latest from Otto" });
    await moderate({ hostId: host.id, actorId: host.id, messageId: welcome.id, action: "sticky" });

    const veraPage = await page(vera.path);
    expect(veraPage.status).toBe(200);
    expect(veraPage.html).toContain("Stream Offline");
    const log = chatLog(veraPage.html);
    expect(log).toContain('aria-live="polite"');
    expect(log).not.toContain("Buy cheap stuff here");
    expect(log).not.toContain("Sam talks to himself");
    expect(log).not.toContain("@example.com");
    // Sticky on top (the host's, marked 'Host'), then the rest oldest first: newest at the bottom.
    const order = ["Welcome, everyone!", "First from Vera", "Latest from Otto"].map((text) => log.indexOf(escapeHtml(text)));
    expect(order.every((i) => i > -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(log.slice(0, order[0])).toContain(">Host<");
    expect(log).toContain(">Vera<");
    expect(log).toContain(">Otto<");

    // The shadowbanned viewer still sees their own message.
    const samLog = chatLog((await page(sam.path)).html);
    expect(samLog).toContain("Sam talks to himself");

    // The form works without JavaScript: a labelled input posting intent=chat to this page.
    expect(veraPage.html).toMatch(/<form method="post"[^>]*>/);
    expect(veraPage.html).toContain('name="intent" value="chat"');
    expect(veraPage.html).toMatch(/<label for="chat-message"[^>]*>Chat message<\/label>/);
    expect(veraPage.html).toMatch(/<input[^>]*id="chat-message"[^>]*maxLength="500"|<input[^>]*maxLength="500"[^>]*id="chat-message"/i);
  });

  it("posts from the form without JavaScript, redirects back to the page, and lists the stored message", async () => {
    const { streamId, rowId, viewer } = await setup();
    const nora = await viewer("Nora");
    const sent = await page(nora.path, { form: { intent: "chat", message: "  Hello from a plain form  " } });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`${nora.path}#chat`);

    const stored = await db().selectFrom("chatMessages").selectAll().where("streamId", "=", rowId).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ message: "Hello from a plain form", viewerId: nora.id, status: "active" });

    const after = await page(nora.path);
    expect(chatLog(after.html)).toContain("Hello from a plain form");
    expect(chatLog(after.html)).toContain(">Nora<");
    // Another viewer sees it too.
    const other = await viewer("Olga");
    expect(chatLog((await page(other.path)).html)).toContain("Hello from a plain form");
    expect(streamId).toBeTruthy();
  });

  it("refuses a blank message (400) and one over 500 characters, inline, keeping the typed text", async () => {
    const { rowId, viewer } = await setup();
    const bea = await viewer("Bea");
    const blank = await page(bea.path, { form: { intent: "chat", message: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.html).toContain("Message cannot be empty");
    expect(blank.html).toContain('role="alert"');

    const long = `${"a".repeat(499)} and more`;
    const tooLong = await page(bea.path, { form: { intent: "chat", message: long } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.html).toContain("Message must be at most 500 characters");
    expect(tooLong.html).toContain(`value="${long}"`);
    expect(await db().selectFrom("chatMessages").selectAll().where("streamId", "=", rowId).execute()).toHaveLength(0);
  });

  it("refuses a removed (kicked) viewer with 403", async () => {
    const { host, streamId, rowId, viewer } = await setup();
    const kim = await viewer("Kim");
    await actOnViewer({ hostId: host.id, actorId: host.id, viewerId: kim.id, streamId, action: "kick" });
    const refused = await page(kim.path, { form: { intent: "chat", message: "Can I still talk?" } });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("removed");
    expect(await db().selectFrom("chatMessages").selectAll().where("streamId", "=", rowId).execute()).toHaveLength(0);
  });

  it("answers 429 with the message when a viewer posts too fast", async () => {
    const { viewer } = await setup();
    const fay = await viewer("Fay");
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof page>> | null = null;
    for (let i = 0; i <= CHAT_BURST + 1 && !limited; i += 1) {
      const result = await page(fay.path, { form: { intent: "chat", message: `Quick ${i}` } });
      statuses.push(result.status);
      if (result.status === 429) limited = result;
    }
    expect(statuses.slice(0, CHAT_BURST)).toEqual(Array(CHAT_BURST).fill(302));
    expect(limited?.status).toBe(429);
    expect(limited?.html).toContain("sending messages too fast");
    expect(Number(limited?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited?.html).toContain(`value="Quick ${CHAT_BURST}"`);
  });

  it("shows no chat when the event has chat turned off, and none behind the registration gate", async () => {
    const off = await setup({ enableChat: false });
    const olga = await off.viewer("Olga");
    const noChat = await page(olga.path);
    expect(noChat.status).toBe(200);
    expect(noChat.html).not.toContain('role="log"');

    const on = await setup();
    const gate = await page(`/watch/${on.streamId}`);
    expect(gate.html).toContain("Join Live Stream");
    expect(gate.html).not.toContain('role="log"');
  });
});
