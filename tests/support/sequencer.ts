import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The integration files that take longest (measured in npm test's passes), in that order. Without
 * vitest's cache of past durations (a fresh checkout, as in CI) files run largest first, which put
 * the two fuzz shards (a few lines each, half a minute of requests each) last, side by side, with
 * the third worker idle.
 */
const LONGEST = [
  "fuzz-1.test.ts",
  "ingest.test.ts",
  "browser-broadcast.test.ts",
  "fuzz-2.test.ts",
  "backup-restore.test.ts",
  "chat-api.test.ts",
  "faults-kill.test.ts",
].map((name) => `/tests/integration/${name}`);

/** vitest's own order, but the longest files first so that no long one starts near the end. */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONGEST.length : index;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
