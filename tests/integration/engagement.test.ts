import { describe, expect, it } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { appCalls } from "../support/app-calls";
import { createTestEvent } from "../support/events";
import { createHost, uniqueEmail } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { createTestStream } from "../support/streams";

// Issue 20, part 8: questions asked and answered, poll results and handout downloads on the
// event's Analytics tab and in its CSV, counted from what viewers did through the calls.

const app = startAppForTests();
const { call, page } = appCalls(app);

async function roomWithActivity() {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Engaged Room", enableQa: true, enablePolls: true });
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
  const streamId = stream.streamId;
  const viewers = await Promise.all(
    ["Ann", "Ben", "Cy"].map(async (name) => (await registerViewer({ streamRowId: rowId, email: uniqueEmail(name), firstName: name })).viewer),
  );
  const cookie = await signInCookie(app.url, host);

  const asked = await Promise.all(
    viewers
      .slice(0, 2)
      .map((viewer, i) =>
        call("POST", `/api/streams/${streamId}/questions`, { body: { viewerId: viewer.id, text: `Question ${i + 1}?`, token: viewer.uniqueId } }),
      ),
  );
  expect(asked.map((answer) => answer.status)).toEqual([201, 201]);
  const answered = await call("PATCH", `/api/questions/${String(asked[0]?.body.id)}`, { body: { status: "answered" }, cookie });
  expect(answered.status).toBe(200);

  const poll = await call("POST", `/api/streams/${streamId}/polls`, {
    body: { question: "Which plan fits you?", options: ["Starter", "Pro"], multipleChoice: false, showResults: "live" },
    cookie,
  });
  expect(poll.status).toBe(201);
  const pollId = String(poll.body.id);
  expect((await call("PATCH", `/api/polls/${pollId}`, { body: { status: "open" }, cookie })).status).toBe(200);
  const [starter, pro] = (poll.body.options as { id: number }[]).map((option) => option.id);
  const ballots: [number, number | undefined][] = [
    [0, starter],
    [1, pro],
    [2, pro],
  ];
  for (const [index, optionId] of ballots) {
    const viewer = viewers[index];
    if (!viewer) throw new Error("no viewer");
    expect(
      (await call("POST", `/api/polls/${pollId}/vote`, { body: { viewerId: viewer.id, optionIds: [optionId], token: viewer.uniqueId } })).status,
    ).toBe(200);
  }

  const handout = await call("POST", `/api/events/${event.id}/handouts`, {
    body: { title: "Workbook", url: "https://example.com/workbook" },
    cookie,
  });
  expect(handout.status).toBe(201);
  for (const viewer of viewers.slice(0, 2)) {
    const opened = await fetch(`${app.url}/watch/${streamId}/handouts/${String(handout.body.id)}?token=${viewer.uniqueId}`, { redirect: "manual" });
    expect(opened.status).toBe(302);
  }
  return { host, event, cookie };
}

describe("the event's engagement figures", () => {
  it("show on the Analytics tab and in the CSV: questions asked and answered, each poll's results, handout downloads", async () => {
    const { event, cookie } = await roomWithActivity();
    const tab = await page(`/events/${event.id}?tab=analytics`, { cookie });
    expect(tab.status).toBe(200);
    const text = tab.html.replace(/<!-- -->/g, "");
    expect(text).toMatch(/Questions asked<\/dt><dd[^>]*>2</);
    expect(text).toMatch(/Questions answered<\/dt><dd[^>]*>1</);
    expect(text).toMatch(/Handout downloads<\/dt><dd[^>]*>2</);
    expect(text).toContain("Which plan fits you?");
    expect(text).toContain("33% (1)");
    expect(text).toContain("67% (2)");

    const csv = await fetch(`${app.url}/events/${event.id}/engagement.csv`, { headers: { Cookie: cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toBe(`attachment; filename="event-${event.id}-engagement.csv"`);
    expect((await csv.text()).split("\r\n")).toEqual([
      "Questions asked,Questions answered",
      "2,1",
      "",
      "Poll,Status,Choice,Option,Votes,Share of voters (%),Voters",
      "Which plan fits you?,open,single,Starter,1,33,3",
      "Which plan fits you?,open,single,Pro,2,67,3",
      "",
      "Handout,Kind,Downloads,Viewers who downloaded",
      "Workbook,link,2,2",
      "",
    ]);
  });

  it("are the host's own: another host's event is a 404, and signed out goes to sign in", async () => {
    const { event } = await roomWithActivity();
    const other = await createHost();
    const otherCookie = await signInCookie(app.url, other);
    expect((await fetch(`${app.url}/events/${event.id}/engagement.csv`, { headers: { Cookie: otherCookie } })).status).toBe(404);
    expect((await fetch(`${app.url}/events/999999999/engagement.csv`, { headers: { Cookie: otherCookie } })).status).toBe(404);
    expect((await fetch(`${app.url}/events/abc/engagement.csv`, { headers: { Cookie: otherCookie } })).status).toBe(404);
    const signedOut = await fetch(`${app.url}/events/${event.id}/engagement.csv`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
  });
});
