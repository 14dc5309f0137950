import { availableParallelism } from "node:os";
import { ShopError } from "../errors.js";
import { boundedQueue, type QueueLimits, type QueueStats } from "./bounded-queue.js";

// Password hashing (scrypt, about 50 ms of a core each) runs at most a few at a time per process,
// with a short line behind them. A flood is then turned away in milliseconds with 503 instead of
// taking every core and the thread pool from the shop's other requests, and instead of making
// everyone behind it wait seconds. Two lanes: "shared" for every sign-in, sign-up and password
// change, and "known-device" for sign-ins from a device the account has signed in on before
// (functions/auth/known-device.ts), so hashing in the shared lane never delays those.
// scrypt runs on libuv's thread pool (4 threads): at most 2 + 1 leaves one for files and DNS.
// In the cloud each Lambda instance serves one request at a time and never queues; the lanes
// matter on one process (locally, a container).

export type HashLane = "shared" | "known-device";

export const TOO_BUSY = "Too many sign-ins at once. Please try again in a moment.";

/** Nothing was started: the attempt is not held against anyone. */
export class HashingBusy extends ShopError {
  constructor() {
    super(503, TOO_BUSY, { "Retry-After": "2" });
  }
}

const lanes: Record<HashLane, ReturnType<typeof boundedQueue>> = {
  // One core left for everything else (the known-device lane's hash, the shop's other requests):
  // on 2 cores, 1 at once. 64 waiting is room for 50 sign-ups at once (the load test's), while
  // sign-ins reach it a few at a time (sign-in-gate.ts).
  shared: boundedQueue({ runningAtOnce: Math.max(1, Math.min(2, availableParallelism() - 1)), waitingAtMost: 64 }, () => new HashingBusy()),
  "known-device": boundedQueue({ runningAtOnce: 1, waitingAtMost: 8 }, () => new HashingBusy()),
};

/** For the benchmark's "before" (bench/login-flood.ts): Infinity runs every hash at once. */
export function setHashQueueLimits(limits: QueueLimits, lane: HashLane = "shared"): void {
  lanes[lane].setLimits(limits);
}

/** Per lane: hashes started and turned away since the process began, and the queue now. */
export function hashQueueStats(): Record<HashLane, QueueStats> {
  return { shared: lanes.shared.stats(), "known-device": lanes["known-device"].stats() };
}

/** Runs `work` when a slot in the lane is free; 503 with Retry-After when its line is already full. */
export function inHashQueue<T>(work: () => Promise<T>, lane: HashLane = "shared"): Promise<T> {
  return lanes[lane].run(work);
}
