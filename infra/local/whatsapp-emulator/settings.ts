import * as z from "zod";
import { waIdOf } from "./phone-numbers.js";

// Knobs that tests (and a person on the control API) turn to make the emulator behave like Meta
// on a bad day: slow, repeated or shuffled statuses, numbers that never get a message, throttling.

export interface FailNext {
  /** The HTTP status the next `count` sends answer with. */
  status: 429 | 500 | 503;
  /** Meta's error code in the answer; by status when omitted: 130429, 131000, 2. */
  code?: number;
  count: number;
}

export interface WebhookRetryPolicy {
  /** Tries per copy of a webhook, the first included. */
  attempts: number;
  /** Wait before the first retry; each further retry waits twice as long. */
  firstRetryDelayMs: number;
}

export interface EmulatorSettings {
  /** The wait before each status of a message (sent, delivered, read), one after another. */
  statusDelayMs: number;
  /** How many times each status webhook is delivered (1 = once). */
  duplicateStatuses: number;
  /** Deliver a message's statuses in another order than they happened (read before sent...). */
  shuffleStatuses: boolean;
  /** The recipient "reads" each delivered message, so a `read` status follows. */
  readReceipts: boolean;
  /** Numbers (wa_id digits) not on WhatsApp: sends are accepted, then fail with 131026. */
  undeliverable: string[];
  /** Numbers at Meta's per-person marketing limit: MARKETING templates fail with 131049. */
  marketingLimited: string[];
  /** Throughput: at most this many accepted sends in any second; past it 429 with 130429. */
  messagesPerSecond: number | null;
  /** The next `count` sends fail with this status (and code), then sending works again. */
  failNext: FailNext | null;
  webhookRetry: WebhookRetryPolicy;
}

export const DEFAULT_SETTINGS: Readonly<EmulatorSettings> = Object.freeze({
  statusDelayMs: 150,
  duplicateStatuses: 1,
  shuffleStatuses: false,
  readReceipts: true,
  undeliverable: [],
  marketingLimited: [],
  messagesPerSecond: null,
  failNext: null,
  webhookRetry: { attempts: 4, firstRetryDelayMs: 200 },
});

const numbers = z.array(z.string().min(1).max(40).transform((number) => waIdOf(number)));

export const settingsPatchSchema = z
  .object({
    statusDelayMs: z.number().int().min(0).max(600_000),
    // true is read as "twice", false as "once".
    duplicateStatuses: z.union([z.number().int().min(1).max(10), z.boolean().transform((twice) => (twice ? 2 : 1))]),
    shuffleStatuses: z.boolean(),
    readReceipts: z.boolean(),
    undeliverable: numbers,
    marketingLimited: numbers,
    messagesPerSecond: z.number().int().min(1).max(10_000).nullable(),
    failNext: z
      .object({
        status: z.union([z.literal(429), z.literal(500), z.literal(503)]),
        code: z.number().int().positive().optional(),
        count: z.number().int().min(1).max(1_000),
      })
      .strict()
      .nullable(),
    webhookRetry: z.object({ attempts: z.number().int().min(1).max(20), firstRetryDelayMs: z.number().int().min(0).max(600_000) }).strict(),
  })
  .partial()
  .strict();

export type SettingsPatch = z.input<typeof settingsPatchSchema>;

const copy = (settings: EmulatorSettings): EmulatorSettings => ({
  ...settings,
  undeliverable: [...settings.undeliverable],
  marketingLimited: [...settings.marketingLimited],
  failNext: settings.failNext && { ...settings.failNext },
  webhookRetry: { ...settings.webhookRetry },
});

export class SettingsStore {
  private settings: EmulatorSettings = copy(DEFAULT_SETTINGS);
  /** Goes up whenever messagesPerSecond is set: a new limit counts the sends from then on. */
  throughputEpoch = 0;

  get current(): Readonly<EmulatorSettings> {
    return copy(this.settings);
  }

  /** Validates and applies a partial change; throws a ZodError on a bad value. */
  update(patch: SettingsPatch): EmulatorSettings {
    const changes = Object.entries(settingsPatchSchema.parse(patch)).filter(([, value]) => value !== undefined);
    if (changes.some(([key]) => key === "messagesPerSecond")) this.throughputEpoch += 1;
    this.settings = { ...this.settings, ...Object.fromEntries(changes) };
    return copy(this.settings);
  }

  reset(): EmulatorSettings {
    this.throughputEpoch += 1;
    this.settings = copy(DEFAULT_SETTINGS);
    return copy(this.settings);
  }

  /**
   * Counts one send against `failNext`: the fault to answer with, or null when none is due.
   * The count goes down by one; at zero the fault clears itself.
   */
  takeFault(): FailNext | null {
    const fault = this.settings.failNext;
    if (!fault) return null;
    this.settings = { ...this.settings, failNext: fault.count > 1 ? { ...fault, count: fault.count - 1 } : null };
    return { ...fault };
  }
}
