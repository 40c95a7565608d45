import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { TEST_WORKERS } from "./tests/support/worker-database";

const alias = { "~": path.resolve(__dirname, "app") };

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias },
  test: {
    // Most of an integration file's time is spent waiting (databases, sockets, child apps), so
    // more files than cores run at once; each worker has its own database. One figure for both
    // projects: vitest runs projects with different worker counts only in separate groups.
    maxWorkers: TEST_WORKERS,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // *.postgres.test.ts need PostgreSQL: they run in the PostgreSQL pass only.
          exclude: process.env.TEST_DB === "postgres" ? [] : ["tests/integration/**/*.postgres.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-database.ts"],
          setupFiles: ["tests/support/test-env.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
