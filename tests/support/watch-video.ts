import type { Page } from "playwright-core";

/** Waits until the page's video has a picture and has started playing; returns when (ms since the epoch). */
export async function playingAt(page: Page, timeoutMs: number) {
  await page.waitForFunction(
    () => {
      const video = document.querySelector("video");
      return Boolean(video && video.videoWidth > 0 && video.currentTime > 0);
    },
    null,
    { timeout: timeoutMs, polling: 50 },
  );
  return Date.now();
}
