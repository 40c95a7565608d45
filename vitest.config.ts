import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { POSTGRES_PASS } from "./tests/postgres-pass";
import LongestFirstSequencer from "./tests/support/sequencer";
import { TEST_WORKERS } from "./tests/support/worker-database";

const alias = { "~": path.resolve(__dirname, "app"), "@remix-run/css-bundle": path.resolve(__dirname, "tests/support/css-bundle.ts") };

export default defineConfig({
  // Tests need a style file's class names, never its CSS: "transform" mode runs each .css.ts as
  // plain code instead of compiling it to CSS first (a fifth less time for a file that imports a
  // route or a component).
  plugins: [vanillaExtractPlugin({ unstable_mode: "transform" })],
  resolve: { alias },
  test: {
    // Most of an integration file's time is spent waiting (databases, sockets, child apps), so
    // more files than cores run at once; each worker has its own database. One figure for both
    // projects: vitest runs projects with different worker counts only in separate groups.
    maxWorkers: TEST_WORKERS,
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache): npm test's
    // PostgreSQL pass, a second vitest run, then reuses the first pass's transforms.
    experimental: { fsModuleCache: true },
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          // `npm test`'s PostgreSQL pass (POSTGRES_PASS=1) runs the files that reach dialect-specific code.
          include: process.env.POSTGRES_PASS ? POSTGRES_PASS : ["tests/integration/**/*.test.ts"],
          // *.postgres.test.ts need PostgreSQL: they run in the PostgreSQL pass only.
          exclude: process.env.TEST_DB === "postgres" ? [] : ["tests/integration/**/*.postgres.test.ts"],
          environment: "node",
          // A worker's files share one copy of the app's modules, as a server process does: importing
          // the app anew for every file was two fifths of the pass's time. test-env.ts gives each file
          // the worker's first environment and a fresh configuration, database and cookies.
          isolate: false,
          globalSetup: ["tests/support/global-database.ts"],
          // api-reply-check.ts holds every JSON reply under /api/ to the OpenAPI document.
          setupFiles: [
            "tests/support/test-env.ts",
            "tests/support/api-reply-check.ts",
            ...(process.env.CODE_REACH ? ["tests/support/code-reach.ts"] : []),
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
