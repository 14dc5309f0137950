import { createHmac, randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
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
  const parsed = new URL(url);
  const host = parsed.hostname;
  const loopback = host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  if (!loopback || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
    throw new Error(`The WhatsApp emulator only delivers webhooks to http(s) URLs on this machine, not ${url}`);
  }
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
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly stopping = new AbortController();

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
    if (url === undefined || this.stopping.signal.aborted) return { firstTry: Promise.resolve(false), done: Promise.resolve() };
    const body = metaJson(payload);
    const signed = { field, body, signature: webhookSignature(body, this.options.appSecret), copy };
    const firstTry = this.attempt(url, signed, 1);
    const done = firstTry.then(async (delivered) => {
      if (!delivered) await this.retry(url, signed);
    });
    this.track(done);
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
      const response = await fetch(target, { signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(RECEIVER_TIMEOUT_MS)]) });
      const answer = await response.text();
      return { ok: response.status === 200 && answer.trim() === challenge, status: response.status, answer };
    } catch {
      return { ok: false, status: null, answer: null };
    }
  }

  /** Resolves once every delivery so far, retries included, has finished. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  stop(): void {
    this.stopping.abort();
  }

  private track(work: Promise<unknown>): void {
    const tracked: Promise<unknown> = work
      .catch((error: unknown) => {
        if (!this.stopping.signal.aborted) console.error("whatsapp emulator: webhook delivery failed", error);
      })
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  private async retry(url: string, signed: SignedCopy): Promise<void> {
    const { attempts, firstRetryDelayMs } = this.options.retry();
    for (let attempt = 2; attempt <= attempts; attempt += 1) {
      await sleep(firstRetryDelayMs * 2 ** (attempt - 2), undefined, { signal: this.stopping.signal });
      if (await this.attempt(url, signed, attempt)) return;
    }
  }

  /**
   * Reads the answer's body (only its status counts) for no longer than the receiver's time and
   * the emulator's life: the shop answers from this same process, and a body that never ends
   * (seen with the Razorpay emulator's, under load) must not hold stop() for ever.
   */
  private async readAnswer(response: Response): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    let giveUp: () => void = () => undefined;
    const givenUp = new Promise<"given up">((resolve) => {
      giveUp = () => resolve("given up");
      timer = setTimeout(giveUp, RECEIVER_TIMEOUT_MS);
      this.stopping.signal.addEventListener("abort", giveUp, { once: true });
    });
    const read = response.arrayBuffer().then(
      () => "read" as const,
      () => "read" as const,
    );
    if ((await Promise.race([read, givenUp])) === "given up") void response.body?.cancel().catch(() => undefined);
    clearTimeout(timer);
    this.stopping.signal.removeEventListener("abort", giveUp);
  }

  private async attempt(url: string, signed: SignedCopy, attempt: number): Promise<boolean> {
    if (this.stopping.signal.aborted) return true;
    const log = (status: number | null, error: string | null) =>
      this.deliveries.push({
        field: signed.field,
        url,
        copy: signed.copy,
        attempt,
        status,
        ok: status !== null && status >= 200 && status < 300,
        error,
        at: new Date().toISOString(),
        body: signed.body,
        signature: signed.signature,
      });
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "facebookexternalua",
          "X-Hub-Signature-256": signed.signature,
          "X-Hub-Signature": `sha1=${createHmac("sha1", this.options.appSecret).update(signed.body).digest("hex")}`,
        },
        body: signed.body,
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

interface SignedCopy {
  field: WebhookField;
  body: string;
  signature: string;
  copy: number;
}
