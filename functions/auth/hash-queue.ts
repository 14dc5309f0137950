import { ShopError } from "../errors.js";

// Password hashing (scrypt, about 50 ms of a core each) runs at most a few at a time per process,
// with a short line behind them. A flood of sign-ins then waits or is turned away quickly instead
// of taking every core and the thread pool from the shop's other requests (product pages).
const RUNNING_AT_ONCE = 2;
const WAITING_AT_MOST = 32;

export const TOO_BUSY = "Too many sign-ins at once. Please try again in a moment.";

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when a slot is free; 503 with Retry-After when the line is already full. */
export async function inHashQueue<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RUNNING_AT_ONCE) {
    if (waiting.length >= WAITING_AT_MOST) throw new ShopError(503, TOO_BUSY, { "Retry-After": "2" });
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
