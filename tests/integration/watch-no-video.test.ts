import { describe, expect, it } from "vitest";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { createTestEvent } from "../support/events";
import { postDashboard, toastOf } from "../support/event-dashboard";
import { signedInHost } from "../support/sessions";
import { startAppForTests } from "../support/http-server";

// This server has no video: the built-in ingest is off in tests and no outside server or Mux is
// configured. Go Live still opens the event, and everyone is told the truth about the picture.
const app = startAppForTests();

describe("Go Live on a server without video", () => {
  it("tells the host at Go Live, and shows viewers that the host is live without blaming their connection", async () => {
    const { host, cookie } = await signedInHost();
    const event = await createTestEvent(host.id, { title: "No Video Show", registrationRequired: false });
    const stream = await createStreamForHost({ hostId: host.id, title: "No Video Show", eventId: event.id });
    if (!stream) throw new Error("no stream");

    const live = await postDashboard(cookie, event.id, { intent: "go-live" });
    expect(await toastOf(live)).toMatchObject({
      title: "You are live",
      description: "No Video Show is now live, without video: this server can't show a picture yet, and viewers see a message saying so.",
    });

    const watch = await fetch(`${app.url}/watch/${stream.streamId}`, { redirect: "manual" });
    const html = await watch.text();
    expect(watch.status).toBe(200);
    expect(html).toContain("The host is live");
    expect(html).toContain("Video is not available on this server yet.");
    expect(html).not.toContain("<video");
    expect(html).not.toContain("check your connection");
  });
});
