/**
 * Unit and service tests: `npm run test:unit` (vitest run -c tests/vitest.config.ts).
 *
 * Databases: tests/setup/global-database.ts migrates ONE base database (tests/.tmp/base.db) per run;
 * tests/setup/worker-database.ts gives every test process its own copy of it and points
 * DATABASE_URL there before any app module loads. tests/setup/db.ts has resetDatabase().
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export default defineConfig({
  root,
  resolve: {
    // The app imports "~/lib/..." (tsconfig paths).
    alias: { "~": path.join(root, "app") },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "prisma/**/*.test.ts", "tests/unit/**/*.test.ts"],
    exclude: ["**/node_modules/**", "app/generated/**", "build/**", "tests/.tmp/**"],
    environment: "node",
    // One child process per test file (isolate is on): each gets its own database copy. As many at
    // once as the machine has cores (vitest's default leaves one idle: one at a time on 2 cores).
    pool: "forks",
    maxWorkers: os.availableParallelism(),
    // Service tests run real SQLite and the builders; 20 s leaves room for two at a time on 2 busy
    // cores (the default 5 s failed list tests that build a dozen members there).
    testTimeout: 20_000,
    globalSetup: [path.join(root, "tests/setup/global-database.ts")],
    setupFiles: [path.join(root, "tests/setup/worker-database.ts")],
  },
});
