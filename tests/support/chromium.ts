import fs from "node:fs";

/**
 * The Chromium the tests drive, both from Debian: its old headless shell (the same engine without
 * the browser around it) when installed, as `.ci/run` and `npm test` do, or else its full browser.
 * Each page load, form post and new context costs the shell a half to a third of the full
 * browser's time on this 2-core machine, and the end-to-end suite is mostly those.
 */
export const CHROMIUM_PATH = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => fs.existsSync(file)) ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"];
