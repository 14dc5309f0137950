// `npm test`: types, lint and every tier, in two lanes side by side, so the run takes as long
// as its longer lane instead of the sum of all of them (vitest runs one file at a time on 2
// cores, and the e2e files share one shop, so they cannot be split among workers):
//   browser lane: the e2e files in Chromium against one local shop (npm run test:e2e)
//   server lane:  types, lint, then unit, integration (API, infra) and hardening
// Each line is printed with its lane's name. Failing types or lint stop both lanes; a failing
// test does not, so one run lists every failure.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

interface Step {
  label: string;
  command: string[];
  /** Types and lint: nothing else is worth waiting for when they fail. */
  stopsAll?: boolean;
}
interface Lane {
  name: string;
  steps: Step[];
}

const npmRun = (script: string, stopsAll = false): Step => ({ label: script, command: ["npm", "run", "--silent", script], stopsAll });

const LANES: Lane[] = [
  { name: "browser", steps: [npmRun("test:e2e")] },
  { name: "server ", steps: [npmRun("typecheck", true), npmRun("lint", true), npmRun("test:server")] },
];

const running = new Set<ChildProcess>();
let stopping = false;

function runStep(lane: Lane, step: Step): Promise<number> {
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command!, args, { stdio: ["ignore", "pipe", "pipe"], detached: true, env: process.env });
    running.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => process.stdout.write(`[${lane.name}] ${line}\n`));
    }
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function stopOthers() {
  stopping = true;
  // Each step leads a process group (its vitest, DynamoDB Local, Chromium): stop them all.
  for (const child of running) if (child.pid) process.kill(-child.pid, "SIGTERM");
}

async function runLane(lane: Lane): Promise<{ lane: string; failed?: string; seconds: number }> {
  const started = Date.now();
  for (const step of lane.steps) {
    if (stopping) return { lane: lane.name, failed: `${step.label} (not started)`, seconds: (Date.now() - started) / 1000 };
    const code = await runStep(lane, step);
    if (code !== 0) {
      if (step.stopsAll && !stopping) stopOthers();
      return { lane: lane.name, failed: step.label, seconds: (Date.now() - started) / 1000 };
    }
  }
  return { lane: lane.name, seconds: (Date.now() - started) / 1000 };
}

process.on("SIGINT", () => {
  stopOthers();
  process.exit(130);
});

const results = await Promise.all(LANES.map(runLane));
for (const result of results) {
  console.log(`${result.lane.trim()} lane: ${result.failed ? `FAILED at ${result.failed}` : "passed"} in ${Math.round(result.seconds)} s`);
}
process.exit(results.some((result) => result.failed) ? 1 : 0);
