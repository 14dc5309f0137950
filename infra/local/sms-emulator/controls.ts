import * as z from "zod";
import { FAILURE_CODES } from "./delivery-codes.js";

// What tests (and a person on the control API) turn to make the gateway behave as on a bad day:
// the next send refused, the next message failing on the network, delivery reports late, twice or
// in reverse. A fault set for "the next" one is used once and then clears itself.

export type CallbackMode = "normal" | "late" | "twice" | "reversed";
export const CALLBACK_MODES: readonly CallbackMode[] = ["normal", "late", "twice", "reversed"];

export interface Timing {
  /** The wait before each of a message's statuses (sent, then delivered; or failed). */
  statusDelayMs: number;
  /** In `late` mode, how long after a message's last status its reports start to arrive. */
  lateByMs: number;
  /** The wait before a report's first retry; the second waits twice as long. */
  retryDelayMs: number;
}

export const DEFAULT_TIMING: Readonly<Timing> = Object.freeze({ statusDelayMs: 300, lateByMs: 5_000, retryDelayMs: 1_000 });

export const nextSendSchema = z.object({ status: z.union([z.literal(429), z.literal(500), z.literal(503)]) }).strict();

export const nextDeliverySchema = z
  .object({
    detailedStatusCode: z
      .number()
      .int()
      .refine((code) => FAILURE_CODES.includes(code), { message: `one of ${FAILURE_CODES.join(", ")}` }),
  })
  .strict();

export const callbacksSchema = z
  .object({
    mode: z.enum(CALLBACK_MODES as [CallbackMode, ...CallbackMode[]]),
    lateByMs: z.number().int().min(0).max(600_000).optional(),
  })
  .strict();

export class Controls {
  private nextSend: 429 | 500 | 503 | null = null;
  private nextDelivery: number | null = null;
  callbackMode: CallbackMode = "normal";
  timing: Timing;

  constructor(private readonly initialTiming: Readonly<Timing>) {
    this.timing = { ...initialTiming };
  }

  failNextSend(status: 429 | 500 | 503): void {
    this.nextSend = status;
  }

  failNextDelivery(code: number): void {
    this.nextDelivery = code;
  }

  setCallbackMode(mode: CallbackMode, lateByMs?: number): void {
    this.callbackMode = mode;
    if (lateByMs !== undefined) this.timing.lateByMs = lateByMs;
  }

  /** The status the send now being answered must fail with, if one was asked for. */
  takeNextSend(): 429 | 500 | 503 | null {
    const status = this.nextSend;
    this.nextSend = null;
    return status;
  }

  /** The failure code the message now accepted must end with, if one was asked for. */
  takeNextDelivery(): number | null {
    const code = this.nextDelivery;
    this.nextDelivery = null;
    return code;
  }

  get current() {
    return { nextSend: this.nextSend, nextDelivery: this.nextDelivery, callbackMode: this.callbackMode, timing: { ...this.timing } };
  }

  reset(): void {
    this.nextSend = null;
    this.nextDelivery = null;
    this.callbackMode = "normal";
    this.timing = { ...this.initialTiming };
  }
}
