// A few at once and a short line behind them, per process; past the line, `busy()` is thrown at
// once, before any of the work starts. Used for password hashing (hash-queue.ts) and for whole
// sign-ins (sign-in-gate.ts).

export interface QueueLimits {
  runningAtOnce: number;
  waitingAtMost: number;
}

export interface QueueStats {
  /** Works started since the process began. */
  started: number;
  /** Works turned away since the process began. */
  refused: number;
  running: number;
  waiting: number;
}

export function boundedQueue(limits: QueueLimits, busy: () => Error) {
  let { runningAtOnce, waitingAtMost } = limits;
  let running = 0;
  let started = 0;
  let refused = 0;
  const waiting: Array<() => void> = [];

  return {
    /** Runs `work` when a slot is free; throws `busy()` when the line is already full. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= runningAtOnce) {
        if (waiting.length >= waitingAtMost) {
          refused++;
          throw busy();
        }
        await new Promise<void>((start) => waiting.push(start));
      } else {
        running++;
      }
      started++;
      try {
        return await work();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },

    stats: (): QueueStats => ({ started, refused, running, waiting: waiting.length }),

    setLimits(next: QueueLimits): void {
      ({ runningAtOnce, waitingAtMost } = next);
    },
  };
}

export type BoundedQueue = ReturnType<typeof boundedQueue>;
