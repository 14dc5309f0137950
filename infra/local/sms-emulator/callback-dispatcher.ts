import { setTimeout as sleep } from "node:timers/promises";

// Delivery reports the way the gateway sends them: POST, form-urlencoded, to the send's
// StatusCallback, retried twice more (waiting longer each time) while the receiver does not
// answer 2xx. Every attempt is logged, so tests see what the shop was told and what it answered.

export interface CallbackDelivery {
  /** The message the report is about. */
  sid: string;
  url: string;
  /** The report's Status (sent, delivered, failed…). */
  status: string;
  /** 1 for the first copy; 2 for the repeat that `twice` asks for. */
  copy: number;
  /** 1 for the first try of this copy; 2 and 3 for the retries. */
  attempt: number;
  /** The receiver's HTTP status, or null when there was no answer. */
  answer: number | null;
  ok: boolean;
  error: string | null;
  at: string;
  /** The form as sent. */
  body: string;
}

/** One try and at most two retries. */
const ATTEMPTS = 3;
const RECEIVER_TIMEOUT_MS = 5_000;

/** The emulator only ever calls this machine. */
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

export class CallbackDispatcher {
  readonly deliveries: CallbackDelivery[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly stopping = new AbortController();

  constructor(private readonly retryDelayMs: () => number) {}

  /**
   * Sends one copy of a report. `firstTry` settles when the first attempt is answered, so callers
   * keep their order; the retries run on their own. `signal` ends them early (a reset).
   */
  send(url: string, fields: Record<string, string>, copy: number, signal: AbortSignal): { firstTry: Promise<boolean>; done: Promise<void> } {
    const report = { url, body: new URLSearchParams(fields).toString(), sid: fields.SmsSid ?? "", status: fields.Status ?? "", copy };
    const ending = AbortSignal.any([this.stopping.signal, signal]);
    const firstTry = this.attempt(report, 1, ending);
    const done = firstTry.then(async (delivered) => {
      for (let attempt = 2; !delivered && attempt <= ATTEMPTS; attempt += 1) {
        await sleep(this.retryDelayMs() * 2 ** (attempt - 2), undefined, { signal: ending });
        delivered = await this.attempt(report, attempt, ending);
      }
    });
    this.track(done);
    return { firstTry, done };
  }

  clear(): void {
    this.deliveries.length = 0;
  }

  /** Resolves once every report so far, retries included, was delivered or given up. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  stop(): void {
    this.stopping.abort();
  }

  private track(work: Promise<unknown>): void {
    // An abort (reset, stop) ends a retry's wait: that is the end of it, not a failure.
    const tracked: Promise<unknown> = work.catch(() => undefined).finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  private async attempt(report: { url: string; body: string; sid: string; status: string; copy: number }, attempt: number, ending: AbortSignal): Promise<boolean> {
    if (ending.aborted) return true;
    const log = (answer: number | null, error: string | null) =>
      this.deliveries.push({
        sid: report.sid,
        url: report.url,
        status: report.status,
        copy: report.copy,
        attempt,
        answer,
        ok: answer !== null && answer >= 200 && answer < 300,
        error,
        at: new Date().toISOString(),
        body: report.body,
      });
    try {
      // The timeout covers reading the answer too: only its status counts, and a body that never
      // ends must not hold stop().
      const response = await fetch(report.url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: report.body,
        signal: AbortSignal.any([ending, AbortSignal.timeout(RECEIVER_TIMEOUT_MS)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      log(response.status, response.ok ? null : `answered ${response.status}`);
      return response.ok;
    } catch (error) {
      if (ending.aborted) return true;
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      log(null, `${error instanceof Error ? error.message : String(error)}${cause}`);
      return false;
    }
  }
}
