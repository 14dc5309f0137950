// `npm run test:e2e`: the end-to-end files in lanes side by side, each lane its own Vitest
// process with its own shop (DynamoDB Local, emulators, server) started by its global setup, so
// no file sees another lane's data. The storefront is built once (E2E_STATIC_DIR), and each lane's
// shop renders its pages into a copy of its own (stack-global-setup.ts).
// Arguments are handed to Vitest; naming files (or any filter) runs them in one lane.
//   E2E_LANES=1 npm run test:e2e     one lane, as before
import { spawn } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { rendererDirOf } from "../../pages/build/build-storefront.js";
import { buildStorefront } from "./build-storefront.js";
import { lastDurations, splitIntoLanes } from "./e2e-lanes.js";
import { REPO_ROOT } from "./lambda-bundle.js";

const args = process.argv.slice(2);
const filtered = args.some((arg) => !arg.startsWith("-"));
const laneCount = filtered ? 1 : Number(process.env.E2E_LANES ?? Math.min(2, availableParallelism()));
if (!Number.isInteger(laneCount) || laneCount < 1) throw new Error(`E2E_LANES must be a whole number from 1, not "${process.env.E2E_LANES}"`);

const files = readdirSync(join(REPO_ROOT, "tests/e2e"))
  .filter((name) => name.endsWith(".test.ts"))
  .map((name) => `tests/e2e/${name}`);
const lanes = laneCount === 1 ? [filtered ? [] : files] : splitIntoLanes(files, laneCount, lastDurations(REPO_ROOT));

const staticDir = await buildStorefront();
const cleanUp = () => {
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(rendererDirOf(staticDir), { recursive: true, force: true });
};
process.once("SIGINT", () => {
  cleanUp();
  process.exit(130);
});

function runLane(laneFiles: string[], index: number): Promise<{ code: number; seconds: number }> {
  const started = Date.now();
  const tag = lanes.length > 1 ? `[lane ${index + 1}] ` : "";
  const child = spawn(join(REPO_ROOT, "node_modules/.bin/vitest"), ["run", "--project", "e2e", ...args, ...laneFiles], {
    cwd: REPO_ROOT,
    env: { ...process.env, E2E_STATIC_DIR: staticDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Line by line with the lane's tag, so two lanes' output stays readable side by side.
  createInterface({ input: child.stdout }).on("line", (line) => process.stdout.write(`${tag}${line}\n`));
  createInterface({ input: child.stderr }).on("line", (line) => process.stderr.write(`${tag}${line}\n`));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code: code ?? 1, seconds: (Date.now() - started) / 1000 })));
}

let results: Array<{ code: number; seconds: number }>;
try {
  results = await Promise.all(lanes.map(runLane));
} finally {
  cleanUp();
}
if (lanes.length > 1) {
  results.forEach(({ code, seconds }, index) => console.log(`lane ${index + 1}: ${lanes[index]!.length} files, ${seconds.toFixed(0)} s, ${code === 0 ? "passed" : "FAILED"}`));
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
