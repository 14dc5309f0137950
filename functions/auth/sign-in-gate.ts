import { boundedQueue, type QueueLimits, type QueueStats } from "./bounded-queue.js";
import { HashingBusy, type HashLane } from "./hash-queue.js";

// Whole sign-ins in progress per process, per lane, before any of their work: a sign-in is a few
// table reads and writes (the throttles, the account) and a hash. Without this, 300 sign-ins at
// once put some 1,500 throttle writes in line for the database client's connections ahead of a
// real shopper's own, and she waits seconds though scrypt is bounded (bench/login-flood.ts).
// Past the line: the same 503 and words as a full hashing queue, before any throttle is touched.

// 4 at once keeps a flood's table traffic to a few requests' worth; 48 waiting (cost: a promise
// each) lets a rush of 50 shoppers signing in at one moment through, about a second or two behind.
const lanes: Record<HashLane, ReturnType<typeof boundedQueue>> = {
  shared: boundedQueue({ runningAtOnce: 4, waitingAtMost: 48 }, () => new HashingBusy()),
  "known-device": boundedQueue({ runningAtOnce: 4, waitingAtMost: 48 }, () => new HashingBusy()),
};

export function inSignInGate<T>(lane: HashLane, work: () => Promise<T>): Promise<T> {
  return lanes[lane].run(work);
}

export function signInGateStats(): Record<HashLane, QueueStats> {
  return { shared: lanes.shared.stats(), "known-device": lanes["known-device"].stats() };
}

/** For the benchmark's "before": Infinity lets every sign-in in at once. */
export function setSignInGateLimits(limits: QueueLimits, lane: HashLane = "shared"): void {
  lanes[lane].setLimits(limits);
}
