import { CallbackPoster } from "../callback-poster.js";

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

export class CallbackDispatcher {
  readonly deliveries: CallbackDelivery[] = [];
  private readonly poster = new CallbackPoster("sms emulator");

  constructor(private readonly retryDelayMs: () => number) {}

  /**
   * Sends one copy of a report. `firstTry` settles when the first attempt is answered, so callers
   * keep their order; the retries run on their own. `signal` ends them early (a reset).
   */
  send(url: string, fields: Record<string, string>, copy: number, signal: AbortSignal): { firstTry: Promise<boolean>; done: Promise<void> } {
    const report = { url, body: new URLSearchParams(fields).toString(), sid: fields.SmsSid ?? "", status: fields.Status ?? "", copy };
    const firstTry = this.attempt(report, 1, signal);
    const done = firstTry.then(async (delivered) => {
      if (!delivered) await this.poster.retry(ATTEMPTS, this.retryDelayMs(), (attempt) => this.attempt(report, attempt, signal), signal);
    });
    this.poster.track(done);
    return { firstTry, done };
  }

  clear(): void {
    this.deliveries.length = 0;
  }

  /** Resolves once every report so far, retries included, was delivered or given up. */
  async settled(): Promise<void> {
    await this.poster.settled();
  }

  stop(): void {
    this.poster.stop();
  }

  private async attempt(report: { url: string; body: string; sid: string; status: string; copy: number }, attempt: number, signal: AbortSignal): Promise<boolean> {
    const outcome = await this.poster.post(report.url, { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: report.body }, signal);
    // Reset or stopped: nothing more to send.
    if (!outcome) return true;
    this.deliveries.push({
      sid: report.sid,
      url: report.url,
      status: report.status,
      copy: report.copy,
      attempt,
      answer: outcome.status,
      ok: outcome.ok,
      error: outcome.error,
      at: new Date().toISOString(),
      body: report.body,
    });
    return outcome.ok;
  }
}
