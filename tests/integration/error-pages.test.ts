import { describe, expect, it } from "vitest";
import { createTestEvent } from "../support/events";
import { createHost } from "../support/factories";
import { signedInHost } from "../support/sessions";
import { appCalls } from "../support/app-calls";
import { startAppForTests } from "../support/http-server";

const app = startAppForTests();
const { page } = appCalls(app);

/** Another host's private event: not there for anybody else. */
async function strangersEvent() {
  const owner = await createHost();
  return createTestEvent(owner.id, { title: "Somebody else's private event", isPublic: false });
}

/** A 404 inside the host shell, with a way back to the dashboard, that shows nothing of `event`. */
function expectHostShell404(answer: { status: number; html: string }, event: { title: string }) {
  expect(answer.status).toBe(404);
  expect(answer.html).toContain("Page not found");
  expect(answer.html).toContain('aria-label="Main"');
  expect(answer.html).toContain("Create Event");
  expect(answer.html).toContain('href="/dashboard">Back to the dashboard</a>');
  expect(answer.html).not.toContain(event.title);
}

describe("a page that is not there keeps its area's chrome", () => {
  it("host area: another host's event is a 404 inside the host shell, with a way back to the dashboard", async () => {
    const event = await strangersEvent();
    const { cookie } = await signedInHost();
    const answer = await page(`/events/${event.id}`, { cookie });
    expectHostShell404(answer, event);
    expect(answer.type).toContain("text/html");
    expect(answer.html).toContain(">Sign out</button>");
  });

  it("host area, signed out: the same event is a 404 without the host's shell", async () => {
    const event = await strangersEvent();
    const answer = await page(`/events/${event.id}`);
    expect(answer.status).toBe(404);
    expect(answer.html).toContain("Page not found");
    expect(answer.html).not.toContain("Sign out");
    expect(answer.html).not.toContain("Create Event");
    expect(answer.html).toContain('href="/">Back to the home page</a>');
  });

  it("workspace: editing another host's event is a 404 inside the host shell", async () => {
    const event = await strangersEvent();
    const { cookie } = await signedInHost();
    const answer = await page(`/events/${event.id}/edit`, { cookie });
    expectHostShell404(answer, event);
  });

  it("public site: an unknown event's registration page is a 404 with a way home", async () => {
    for (const path of ["/event-registration/999999999", `/event-registration/${(await strangersEvent()).id}`]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(404);
      expect(answer.html, path).toContain("Page not found");
      expect(answer.html, path).toContain('href="/">Back to the home page</a>');
    }
  });

  it("a path no route matches still gets the bare page, with a way home", async () => {
    const answer = await page("/no/such/page");
    expect(answer.status).toBe(404);
    expect(answer.html).toContain("Page not found");
    expect(answer.html).toContain('href="/">Back to the home page</a>');
    expect(answer.html).not.toContain('aria-label="Footer"');
  });
});
