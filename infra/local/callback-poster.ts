import { setTimeout as sleep } from "node:timers/promises";

// How the local emulators call the shop back (Razorpay's webhooks, Meta's, the SMS gateway's
// delivery reports): to this machine only, within the receiver's time, which covers reading the
// answer too; again with doubling waits while it does not answer 2xx; every call tracked, so a
// test can wait for all of them and stop() ends them. What is sent, signed and logged is each
// emulator's own.

const RECEIVER_TIMEOUT_MS = 5_000;

/** Whether a URL is http(s) on this machine: the emulators never call anywhere else. */
export function isLoopbackUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname;
  const loopback = host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  return loopback && (parsed.protocol === "http:" || parsed.protocol === "https:");
}

/** One call's outcome: the receiver's status (null when it did not answer) and why it failed. */
export interface PostOutcome {
  status: number | null;
  ok: boolean;
  error: string | null;
}

export class CallbackPoster {
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly stopping = new AbortController();

  /** `who` names the emulator in the log line of a call that failed for another reason than stopping. */
  constructor(private readonly who: string) {}

  /** Aborted once the emulator stops: its waits end with it. */
  get signal(): AbortSignal {
    return this.stopping.signal;
  }

  /**
   * POSTs `body` to `url`. Undefined when the call was ended (stop, or `signal`): there is nothing
   * to log then.
   */
  async post(url: string, request: { headers: Record<string, string>; body: string }, signal?: AbortSignal): Promise<PostOutcome | undefined> {
    const ending = signal ? AbortSignal.any([this.stopping.signal, signal]) : this.stopping.signal;
    if (ending.aborted) return undefined;
    try {
      const response = await fetch(url, { method: "POST", headers: request.headers, body: request.body, signal: AbortSignal.any([ending, AbortSignal.timeout(RECEIVER_TIMEOUT_MS)]) });
      await this.readAnswer(response, ending);
      return { status: response.status, ok: response.ok, error: response.ok ? null : `answered ${response.status}` };
    } catch (error) {
      if (ending.aborted) return undefined;
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      return { status: null, ok: false, error: `${error instanceof Error ? error.message : String(error)}${cause}` };
    }
  }

  /** Tries `attempt(2)`, `attempt(3)`… up to `attempts`, waiting `firstDelayMs`, then twice as long each time, until one is taken. */
  async retry(attempts: number, firstDelayMs: number, attempt: (number: number) => Promise<boolean>, signal?: AbortSignal): Promise<void> {
    const ending = signal ? AbortSignal.any([this.stopping.signal, signal]) : this.stopping.signal;
    for (let number = 2; number <= attempts; number += 1) {
      await sleep(firstDelayMs * 2 ** (number - 2), undefined, { signal: ending });
      if (await attempt(number)) return;
    }
  }

  /** Waits `ms`, unless the emulator stops first. */
  async wait(ms: number): Promise<void> {
    await sleep(ms, undefined, { signal: this.stopping.signal });
  }

  /** Keeps `work` among the calls settled() waits for. An ended wait is the end of it; anything else is a bug worth seeing. */
  track(work: Promise<unknown>): void {
    const tracked: Promise<unknown> = work
      .catch((error: unknown) => {
        const ended = this.stopping.signal.aborted || (error instanceof Error && error.name === "AbortError");
        if (!ended) console.error(`${this.who}: a call to the shop failed`, error);
      })
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** Resolves once every call so far, retries included, has finished. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  stop(): void {
    this.stopping.abort();
  }

  /**
   * Reads the answer's body (only its status counts) for no longer than the receiver's time and
   * the call's life: the shop answers from this same process, and under load a few of its bodies
   * (gzip-streamed) were seen never to end, which held the emulator's stop() for ever.
   */
  private async readAnswer(response: Response, ending: AbortSignal): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    let giveUp: () => void = () => undefined;
    const givenUp = new Promise<"given up">((resolve) => {
      giveUp = () => resolve("given up");
      timer = setTimeout(giveUp, RECEIVER_TIMEOUT_MS);
      ending.addEventListener("abort", giveUp, { once: true });
    });
    const read = response.arrayBuffer().then(
      () => "read" as const,
      () => "read" as const,
    );
    if ((await Promise.race([read, givenUp])) === "given up") void response.body?.cancel().catch(() => undefined);
    clearTimeout(timer);
    ending.removeEventListener("abort", giveUp);
  }
}
