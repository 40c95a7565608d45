import { expect, test, type APIRequestContext, type Page } from "./test";
import { BUILTIN_PRESETS } from "../../app/components/overlays/builtin-presets";
import { deliverMuxWebhook, muxLiveStreamId } from "./mux";
import { createAccount, createStreamViaApi, newAccount, PUSHED, uniqueId } from "./support";
import { joinOnWatchPage } from "./viewer-link";

/** A host's live stream (fake Mux) and a registered viewer's page following it by push. */
async function liveStreamWithViewer(page: Page, request: APIRequestContext, label: string) {
  await createAccount(request, newAccount(label));
  const stream = await createStreamViaApi(request, `Overlays ${uniqueId()}`);
  await joinOnWatchPage(page, stream.streamId, `e2e-${label}-${uniqueId()}@example.com`, "Ona");
  await expect(page.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
  expect((await deliverMuxWebhook(request, "video.live_stream.active", await muxLiveStreamId(request, stream.streamKey))).status()).toBe(200);
  // The page went live by a pushed event: the live connection is open.
  await expect(page.getByRole("region", { name: /live video$/ })).toBeVisible();
  const post = async (type: string, config: Record<string, unknown>) => {
    const response = await request.post(`/api/streams/${stream.streamId}/overlays`, {
      data: { type, isActive: true, config: JSON.stringify(config) },
    });
    expect(response.status(), await response.text()).toBe(201);
    return Date.now();
  };
  return { post };
}

const secondsOnTimer = async (page: Page) => {
  const label = (await page.getByRole("timer").getAttribute("aria-label")) ?? "";
  const minutes = /(\d+) minute/.exec(label)?.[1] ?? "0";
  const seconds = /(\d+) second/.exec(label)?.[1] ?? "0";
  return Number(minutes) * 60 + Number(seconds);
};

test.describe("viewer overlays", () => {
  test("the host's countdown, alert, progress bar and celebration appear live on the viewer's player", async ({ page, request }) => {
    await page.addInitScript(() => {
      const played: { src: string; volume: number }[] = [];
      (window as unknown as { played: typeof played }).played = played;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        played.push({ src: this.currentSrc || this.src, volume: this.volume });
        return play.call(this);
      };
    });
    const { post } = await liveStreamWithViewer(page, request, "overlays");

    await post("countdown", { hours: 0, minutes: 0, seconds: 10, title: "Q&A starts in", position: "center" });
    const timer = page.getByRole("timer", { name: /^Q&A starts in: \d+ seconds? left$/ });
    await expect(timer).toBeVisible(PUSHED);
    await expect(timer).toContainText(/0:(10|09|08)/);

    const alertPosted = await post("alert", {
      title: "Thanks for the tip, Sam!",
      message: "You are awesome",
      duration: 2,
      style: "donation",
      position: "top-right",
    });
    const alert = page.getByText("Thanks for the tip, Sam!");
    await expect(alert).toBeVisible(PUSHED);

    await post("progressbar", { current: 40, total: 100, label: "Spots Filled", displayMode: "fraction", position: "bottom", width: "75%" });
    const progress = page.getByRole("progressbar", { name: "Spots Filled" });
    await expect(progress).toBeVisible(PUSHED);
    await expect(progress).toContainText("40 / 100");
    await expect(progress).toHaveAttribute("aria-valuenow", "40");

    const preset = BUILTIN_PRESETS[0];
    if (!preset) throw new Error("no built-in preset");
    await post("gif-sound", {
      firstName: "Ann",
      location: "Oslo",
      message: preset.message,
      gifUrl: preset.gifUrl,
      soundUrl: preset.soundUrl,
      duration: 8,
    });
    await expect(page.getByText(preset.message.replace("FIRSTNAME", "Ann"))).toBeVisible(PUSHED);
    // The sound was tried at half volume (the browser may refuse it; the page does not care).
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { played: { src: string; volume: number }[] }).played.filter((p) => p.src.endsWith(".mp3"))),
      )
      .toEqual([{ src: expect.stringContaining(preset.soundUrl), volume: 0.5 }]);

    // The alert goes after its 2 s and a 300 ms fade, not before.
    await expect(alert).toHaveCount(0, { timeout: 4_000 });
    expect(Date.now() - alertPosted).toBeGreaterThanOrEqual(1_900);

    const before = await secondsOnTimer(page);
    await page.waitForTimeout(1_500);
    const after = await secondsOnTimer(page);
    expect(after).toBeLessThan(before);
    // Progress bars stay until the host stops them.
    await expect(progress).toBeVisible();
  });

  test("on a 360 px phone every overlay stays inside the player frame", async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { post } = await liveStreamWithViewer(page, request, "overlays-phone");
    await post("countdown", { hours: 1, minutes: 0, seconds: 0, title: "Stream Starting Soon", position: "center", size: "large" });
    await post("alert", {
      title: "New purchase",
      message: "Maria bought the Pro course and joined the community",
      duration: 60,
      style: "purchase",
      position: "top-right",
      hasButton: true,
      buttonText: "See offer",
      buttonUrl: "https://example.com/offer",
    });
    await post("progressbar", { current: 40, total: 100, label: "Spots Filled", displayMode: "both", position: "bottom", width: "100%" });
    await post("gif-sound", { firstName: "Ann", location: "Oslo", duration: 60, position: "top-left", size: "large" });
    await expect(page.getByText("Ann from Oslo just enrolled!")).toBeVisible();
    await expect(page.getByRole("link", { name: "See offer" })).toHaveAttribute("rel", "noopener noreferrer");
    await page.waitForTimeout(800);

    const outside = await page.evaluate(() => {
      const frame = document.querySelector('[aria-label$=": live video"]')?.parentElement;
      const layer = frame?.querySelector('[aria-live="polite"]');
      if (!frame || !layer) return ["no frame or overlay layer"];
      const box = frame.getBoundingClientRect();
      const parts = [...layer.querySelectorAll("*")];
      return parts
        .map((part) => ({ part, rect: part.getBoundingClientRect() }))
        .filter(
          ({ rect }) =>
            rect.width > 0 &&
            (rect.left < box.left - 0.5 || rect.right > box.right + 0.5 || rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5),
        )
        .map(({ part, rect }) => `${part.tagName} "${part.textContent?.slice(0, 30)}" ${JSON.stringify(rect)} outside ${JSON.stringify(box)}`);
    });
    expect(outside).toEqual([]);
  });
});
