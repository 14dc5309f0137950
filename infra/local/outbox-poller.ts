import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";

// Locally the outbox is drained by a poller in the shop's own process, every second: the same
// sender the cloud's mailer function runs from the table's stream and a one-minute schedule.

export interface OutboxPoller {
  stop(): Promise<void>;
}

export function startOutboxPoller(deps: OutboxDeps, intervalMs = 1000): OutboxPoller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let lastProblem = "";
  let lastProblemAt = 0;

  const tick = async () => {
    try {
      await drainOutbox(deps);
      lastProblem = "";
    } catch (error) {
      // A database that is down is reported once a minute, not every second.
      const problem = error instanceof Error ? error.message : String(error);
      if (problem !== lastProblem || Date.now() - lastProblemAt > 60_000) console.warn(`outbox: could not drain: ${problem}`);
      lastProblem = problem;
      lastProblemAt = Date.now();
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
