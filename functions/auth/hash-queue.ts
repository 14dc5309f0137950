import { ShopError } from "../errors.js";

// Password hashing (scrypt, about 50 ms of a core each) runs at most a few at a time per process,
// with a short line behind them. A flood of sign-ins then waits or is turned away quickly instead
// of taking every core and the thread pool from the shop's other requests (product pages).
let runningAtOnce = 2;
// In the cloud each Lambda instance serves one request at a time and never queues; on one
// process (locally, a container) a burst waits its turn rather than being turned away.
let waitingAtMost = 256;

/** For the benchmark's "before" (bench/login-flood.ts): Infinity runs every hash at once. */
export function setHashQueueLimits(limits: { runningAtOnce: number; waitingAtMost: number }): void {
  runningAtOnce = limits.runningAtOnce;
  waitingAtMost = limits.waitingAtMost;
}

export const TOO_BUSY = "Too many sign-ins at once. Please try again in a moment.";

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when a slot is free; 503 with Retry-After when the line is already full. */
export async function inHashQueue<T>(work: () => Promise<T>): Promise<T> {
  if (running >= runningAtOnce) {
    if (waiting.length >= waitingAtMost) throw new ShopError(503, TOO_BUSY, { "Retry-After": "2" });
    await new Promise<void>((start) => waiting.push(start));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
