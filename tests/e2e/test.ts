import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Playwright's test, with every browser context that a test opens itself (browser.newContext) and
 * leaves open closed when it ends. Playwright keeps such a context for the rest of the worker's run:
 * the accessibility specs left a live studio and a viewer playing the stream open, decoding video
 * beside every later test, and a later test's screenshot hung behind them.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
