import { CallbackPoster, isLoopbackUrl } from "../callback-poster.js";
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

/** The emulator only ever talks to this machine. */
export function assertLoopbackUrl(url: string): void {
  if (!isLoopbackUrl(url)) throw new Error(`The Razorpay emulator only delivers webhooks to http(s) URLs on this machine, not ${url}`);
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
  private readonly poster = new CallbackPoster("razorpay emulator");

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
    if (url === undefined || this.poster.signal.aborted || events.length === 0) return;
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
    this.poster.track(this.deliverBatch(url, copies, settings.webhookDelayMs));
  }

  /** Resolves once every queued delivery, retries included, has finished. */
  async settled(): Promise<void> {
    await this.poster.settled();
  }

  stop(): void {
    this.poster.stop();
  }

  /** First tries go out one after another, in the batch's order; retries run on their own. */
  private async deliverBatch(url: string, copies: SignedEvent[], delayMs: number): Promise<void> {
    await this.poster.wait(delayMs);
    const { attempts, firstRetryDelayMs } = this.options.retry;
    for (const copy of copies) {
      const delivered = await this.attempt(url, copy, 1);
      if (!delivered) this.poster.track(this.poster.retry(attempts, firstRetryDelayMs, (attempt) => this.attempt(url, copy, attempt)));
    }
  }

  private async attempt(url: string, copy: SignedEvent, attempt: number): Promise<boolean> {
    const outcome = await this.poster.post(url, {
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "Razorpay-Webhook/v1 (emulator)",
        "X-Razorpay-Signature": copy.signature,
        "x-razorpay-event-id": copy.eventId,
      },
      body: copy.body,
    });
    // Stopped: nothing more to send.
    if (!outcome) return true;
    this.deliveries.push({
      eventId: copy.eventId,
      event: copy.event,
      url,
      copy: copy.copy,
      attempt,
      status: outcome.status,
      ok: outcome.ok,
      error: outcome.error,
      at: new Date().toISOString(),
      body: copy.body,
      signature: copy.signature,
    });
    return outcome.ok;
  }
}
