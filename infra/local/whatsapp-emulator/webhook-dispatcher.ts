import { createHmac, randomInt } from "node:crypto";
import { CallbackPoster, isLoopbackUrl } from "../callback-poster.js";
import type { WebhookRetryPolicy } from "./settings.js";

// Sends webhooks the way Meta does: POST, JSON written as Meta writes it (non-ASCII characters
// and "/" escaped, so only the raw body verifies), signed with the app secret in
// X-Hub-Signature-256, at least once, retried with backoff while the receiver does not answer 2xx.
// Every attempt is logged.

export type WebhookField = "messages" | "message_template_status_update" | "template_category_update";

export interface WebhookDelivery {
  field: WebhookField;
  url: string;
  /** 1 for the first copy; higher for the repeats that `duplicateStatuses` asks for. */
  copy: number;
  /** 1 for the first try of this copy; higher for retries. */
  attempt: number;
  /** The receiver's HTTP status, or null when there was no answer. */
  status: number | null;
  ok: boolean;
  error: string | null;
  at: string;
  body: string;
  /** The X-Hub-Signature-256 header sent: "sha256=<hex>". */
  signature: string;
}

export interface WebhookVerification {
  ok: boolean;
  /** The receiver's HTTP status, or null when there was no answer. */
  status: number | null;
  /** What it answered, which must be the challenge. */
  answer: string | null;
}

const RECEIVER_TIMEOUT_MS = 5_000;

/** The emulator only ever talks to this machine. */
export function assertLoopbackUrl(url: string): void {
  if (!isLoopbackUrl(url)) throw new Error(`The WhatsApp emulator only delivers webhooks to http(s) URLs on this machine, not ${url}`);
}

/** JSON as Meta's webhooks carry it: "\/" for "/", and \uXXXX for every character past ASCII. */
export function metaJson(payload: unknown): string {
  return JSON.stringify(payload)
    .replace(/\//g, "\\/")
    .replace(/[\u007f-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** "sha256=" and the hex HMAC-SHA256 of the raw body with the app secret. */
export function webhookSignature(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

export class WebhookDispatcher {
  readonly deliveries: WebhookDelivery[] = [];
  private url: string | undefined;
  private readonly poster = new CallbackPoster("whatsapp emulator");

  constructor(
    private readonly options: {
      appSecret: string;
      retry: () => WebhookRetryPolicy;
    },
  ) {}

  get webhookUrl(): string | undefined {
    return this.url;
  }

  setUrl(url: string | undefined): void {
    if (url !== undefined) assertLoopbackUrl(url);
    this.url = url;
  }

  /**
   * Sends one copy of a payload. `firstTry` settles when the first attempt is answered (true when
   * the receiver took it), so callers can keep an order; `done` when it was delivered or given up.
   * With no webhook URL nothing is sent and both settle at once.
   */
  send(field: WebhookField, payload: unknown, copy = 1): { firstTry: Promise<boolean>; done: Promise<void> } {
    const url = this.url;
    if (url === undefined || this.poster.signal.aborted) return { firstTry: Promise.resolve(false), done: Promise.resolve() };
    const body = metaJson(payload);
    const signed = { field, body, signature: webhookSignature(body, this.options.appSecret), copy };
    const firstTry = this.attempt(url, signed, 1);
    const done = firstTry.then(async (delivered) => {
      const { attempts, firstRetryDelayMs } = this.options.retry();
      if (!delivered) await this.poster.retry(attempts, firstRetryDelayMs, (attempt) => this.attempt(url, signed, attempt));
    });
    this.poster.track(done);
    return { firstTry, done };
  }

  /** Meta's check of a callback URL: GET with hub.mode, hub.verify_token and hub.challenge, which must come back. */
  async verify(verifyToken: string): Promise<WebhookVerification> {
    if (this.url === undefined) return { ok: false, status: null, answer: null };
    const challenge = String(randomInt(1_000_000_000, 2_000_000_000));
    const target = new URL(this.url);
    target.searchParams.set("hub.mode", "subscribe");
    target.searchParams.set("hub.challenge", challenge);
    target.searchParams.set("hub.verify_token", verifyToken);
    try {
      const response = await fetch(target, { signal: AbortSignal.any([this.poster.signal, AbortSignal.timeout(RECEIVER_TIMEOUT_MS)]) });
      const answer = await response.text();
      return { ok: response.status === 200 && answer.trim() === challenge, status: response.status, answer };
    } catch {
      return { ok: false, status: null, answer: null };
    }
  }

  /** Resolves once every delivery so far, retries included, has finished. */
  async settled(): Promise<void> {
    await this.poster.settled();
  }

  stop(): void {
    this.poster.stop();
  }

  private async attempt(url: string, signed: SignedCopy, attempt: number): Promise<boolean> {
    const outcome = await this.poster.post(url, {
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "facebookexternalua",
        "X-Hub-Signature-256": signed.signature,
        "X-Hub-Signature": `sha1=${createHmac("sha1", this.options.appSecret).update(signed.body).digest("hex")}`,
      },
      body: signed.body,
    });
    // Stopped: nothing more to send.
    if (!outcome) return true;
    this.deliveries.push({
      field: signed.field,
      url,
      copy: signed.copy,
      attempt,
      status: outcome.status,
      ok: outcome.ok,
      error: outcome.error,
      at: new Date().toISOString(),
      body: signed.body,
      signature: signed.signature,
    });
    return outcome.ok;
  }
}

interface SignedCopy {
  field: WebhookField;
  body: string;
  signature: string;
  copy: number;
}
