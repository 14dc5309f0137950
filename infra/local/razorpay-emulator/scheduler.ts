// Work the emulator does on its own a while after a request (a UPI payment captured late):
// tracked so tests can wait for it and stopping the emulator cancels what has not run.

export class Scheduler {
  private readonly pending = new Map<NodeJS.Timeout, () => void>();
  private readonly running = new Set<Promise<void>>();

  /** Runs `work` after `delayMs`; a failure is logged, never thrown at the caller. */
  later(delayMs: number, work: () => void | Promise<void>): void {
    let resolveWait: () => void = () => undefined;
    const waited = new Promise<void>((resolve) => (resolveWait = resolve));
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      void Promise.resolve()
        .then(work)
        .catch((error: unknown) => console.error("razorpay emulator: scheduled work failed", error))
        .finally(resolveWait);
    }, delayMs);
    this.pending.set(timer, resolveWait);
    const tracked = waited.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  /** Resolves once everything scheduled so far has run (or was cancelled). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Cancels everything not yet run. */
  stop(): void {
    for (const [timer, release] of this.pending) {
      clearTimeout(timer);
      release();
    }
    this.pending.clear();
  }
}
