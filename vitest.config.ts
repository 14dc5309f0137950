import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores. The files of
// these projects wait on DynamoDB Local and sockets often enough that two workers there finish
// sooner (30 API files: 269 s with one, 190 s with two, 182 s with three, on a quiet 2 cores).
const WORKERS_BESIDE_THE_DATABASE = Math.max(2, availableParallelism() - 1);

// Five projects: pure units (and React components under jsdom), API tests against one
// DynamoDB Local per run, infra and bundle checks, end-to-end tests in Chromium, and hardening
// (load, faults, killed servers, the authorisation matrix) against whole running shops.
export default defineConfig({
  // The import aliases (@/, @shared/, @functions/) as tsconfig.json declares them.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          maxWorkers: WORKERS_BESIDE_THE_DATABASE,
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/support/unit-setup.ts"],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          maxWorkers: WORKERS_BESIDE_THE_DATABASE,
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/dynamo-global-setup.ts", "tests/support/s3-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "infra",
          maxWorkers: WORKERS_BESIDE_THE_DATABASE,
          include: ["tests/infra/**/*.test.ts"],
          globalSetup: ["tests/support/dynamo-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/stack-global-setup.ts"],
          // A failed test saves what its pages showed and names the screenshots in its failure.
          setupFiles: ["tests/support/e2e-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // expect.poll waits for what the page shows; Vitest's 1 s default is a clock, not a
          // shopper's patience, and a loaded CI machine takes longer to draw a search's results.
          expect: { poll: { timeout: 15_000 } },
          // One browser and one shop: a lane's files run one after another. `npm run test:e2e`
          // runs lanes side by side, each with its own shop (tests/support/e2e-runner.ts).
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "hardening",
          include: ["tests/hardening/**/*.test.ts"],
          globalSetup: ["tests/support/dynamo-global-setup.ts", "tests/support/s3-global-setup.ts"],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // Load, faults and killed servers: one file at a time, so they do not fight for the cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
