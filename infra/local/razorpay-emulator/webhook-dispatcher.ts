import { setTimeout as sleep } from "node:timers/promises";
import { webhookEventId } from "./ids.js";
import type { EmulatorSettings } from "./settings.js";
import { webhookSignature } from "./signatures.js";
import type { WebhookEvent, WebhookEventName } from "./webhook-events.js";

// Sends webhook events the way Razorpay does: signed, after a short while, at least once,
// retried with backoff when the shop does not answer 2xx. Every attempt is logged.

export interface WebhookDelivery {
  eventId: string;
  event: WebhookEventName;
  url: string;
  /** 1 for the first copy of an event; higher for the duplicates that `duplicateWebhooks` asks for. */
  copy: number;
  /** 1 for the first try of this copy; higher for retries. */
  attempt: number;
  /** The HTTP status the receiver answered, or null when there was no answer. */
  status: number | null;
  ok: boolean;
  error: string | null;
  at: string;
  body: string;
  signature: string;
}

export interface WebhookRetryPolicy {
  /** Tries per copy of an event, the first included. */
  attempts: number;
  /** Wait before the first retry; each further retry waits twice as long. */
  firstRetryDelayMs: number;
}

interface SignedEvent {
  eventId: string;
  event: WebhookEventName;
  body: string;
  signature: string;
  copy: number;
}

const RECEIVER_TIMEOUT_MS = 5_000;

/** The emulator only ever talks to this machine. */
export function assertLoopbackUrl(url: string): void {
  const parsed = new URL(url);
  const host = parsed.hostname;
  const loopback = host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  if (!loopback || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
    throw new Error(`The Razorpay emulator only delivers webhooks to http(s) URLs on this machine, not ${url}`);
  }
}

/** A different order than the one given (when there are at least two), so "out of order" always shows. */
function outOfOrder<T>(items: T[]): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled.every((item, index) => item === items[index]) ? shuffled.reverse() : shuffled;
}

export class WebhookDispatcher {
  readonly deliveries: WebhookDelivery[] = [];
  private url: string | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly options: {
      webhookSecret: string;
      settings: () => Readonly<EmulatorSettings>;
      retry: WebhookRetryPolicy;
    },
  ) {}

  get webhookUrl(): string | undefined {
    return this.url;
  }

  setUrl(url: string | undefined): void {
    if (url !== undefined) assertLoopbackUrl(url);
    this.url = url;
  }

  /** Queues one batch of events (those raised by one action); returns at once. */
  publish(events: WebhookEvent[]): void {
    const url = this.url;
    if (url === undefined || this.stopping.signal.aborted || events.length === 0) return;
    const settings = this.options.settings();
    const signed = events.map((event) => {
      const body = JSON.stringify(event);
      return { eventId: webhookEventId(), event: event.event, body, signature: webhookSignature(body, this.options.webhookSecret) };
    });
    let copies: SignedEvent[] = [];
    for (let copy = 1; copy <= settings.duplicateWebhooks; copy += 1) {
      copies.push(...signed.map((event) => ({ ...event, copy })));
    }
    if (settings.shuffleWebhooks) copies = outOfOrder(copies);
    this.track(this.deliverBatch(url, copies, settings.webhookDelayMs));
  }

  /** Resolves once every queued delivery, retries included, has finished. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  stop(): void {
    this.stopping.abort();
  }

  private track(work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: unknown) => {
        // Stopping cancels the waits; anything else is a bug worth seeing.
        if (!this.stopping.signal.aborted) console.error("razorpay emulator: webhook delivery failed", error);
      })
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** First tries go out one after another, in the batch's order; retries run on their own. */
  private async deliverBatch(url: string, copies: SignedEvent[], delayMs: number): Promise<void> {
    await sleep(delayMs, undefined, { signal: this.stopping.signal });
    for (const copy of copies) {
      const delivered = await this.attempt(url, copy, 1);
      if (!delivered) this.track(this.retry(url, copy));
    }
  }

  private async retry(url: string, copy: SignedEvent): Promise<void> {
    const { attempts, firstRetryDelayMs } = this.options.retry;
    for (let attempt = 2; attempt <= attempts; attempt += 1) {
      await sleep(firstRetryDelayMs * 2 ** (attempt - 2), undefined, { signal: this.stopping.signal });
      if (await this.attempt(url, copy, attempt)) return;
    }
  }

  /**
   * Reads an answer's body (Razorpay goes by its status) for at most the receiver's time and no
   * longer than the emulator runs. Under load a few of the shop's bodies (gzip-streamed, in this
   * same process) were seen never to end, and neither the fetch's timeout nor stopping ended the
   * read, so the emulator's stop waited for ever.
   */
  private async readAnswer(response: Response): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    let stop = () => undefined as void;
    const givenUp = new Promise<"given up">((resolve) => {
      timer = setTimeout(() => resolve("given up"), RECEIVER_TIMEOUT_MS);
      stop = () => resolve("given up");
      this.stopping.signal.addEventListener("abort", stop, { once: true });
    });
    const read = response.arrayBuffer().then(() => "read" as const, () => "read" as const);
    if ((await Promise.race([read, givenUp])) === "given up") void response.body?.cancel().catch(() => undefined);
    clearTimeout(timer);
    this.stopping.signal.removeEventListener("abort", stop);
  }

  private async attempt(url: string, copy: SignedEvent, attempt: number): Promise<boolean> {
    if (this.stopping.signal.aborted) return true;
    const log = (status: number | null, error: string | null) =>
      this.deliveries.push({
        eventId: copy.eventId,
        event: copy.event,
        url,
        copy: copy.copy,
        attempt,
        status,
        ok: status !== null && status >= 200 && status < 300,
        error,
        at: new Date().toISOString(),
        body: copy.body,
        signature: copy.signature,
      });
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "Razorpay-Webhook/v1 (emulator)",
          "X-Razorpay-Signature": copy.signature,
          "x-razorpay-event-id": copy.eventId,
        },
        body: copy.body,
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(RECEIVER_TIMEOUT_MS)]),
      });
      await this.readAnswer(response);
      log(response.status, response.ok ? null : `answered ${response.status}`);
      return response.ok;
    } catch (error) {
      if (this.stopping.signal.aborted) return true;
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      log(null, `${error instanceof Error ? error.message : String(error)}${cause}`);
      return false;
    }
  }
}
