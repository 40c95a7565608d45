import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(__dirname, "app") };

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias },
  test: {
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
