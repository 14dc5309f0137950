import * as z from "zod";

// Knobs that tests turn to make the emulator behave like Razorpay on a bad day.

export interface EmulatorSettings {
  /** Checkout never calls the page's handler, so only the webhook can confirm the payment. */
  withholdCallback: boolean;
  /** Wait before the first delivery of each batch of webhook events. */
  webhookDelayMs: number;
  /** How many times each webhook event is delivered (1 = once). */
  duplicateWebhooks: number;
  /** Deliver the events of one batch in a different order than they happened. */
  shuffleWebhooks: boolean;
  /** How long after its authorisation a UPI payment made with late@razorpay is captured. */
  lateCaptureDelayMs: number;
  /** `GET /v1/payments/:id` hangs past the client's timeout or answers 500 until cleared. */
  failFetchPayment: "timeout" | "500" | null;
}

export const DEFAULT_SETTINGS: Readonly<EmulatorSettings> = Object.freeze({
  withholdCallback: false,
  webhookDelayMs: 50,
  duplicateWebhooks: 1,
  shuffleWebhooks: false,
  lateCaptureDelayMs: 5_000,
  failFetchPayment: null,
});

export const settingsPatchSchema = z
  .object({
    withholdCallback: z.boolean(),
    webhookDelayMs: z.number().int().min(0).max(600_000),
    // true is read as "twice", false as "once".
    duplicateWebhooks: z.union([z.number().int().min(1).max(10), z.boolean().transform((twice) => (twice ? 2 : 1))]),
    shuffleWebhooks: z.boolean(),
    lateCaptureDelayMs: z.number().int().min(0).max(600_000),
    failFetchPayment: z.enum(["timeout", "500"]).nullable(),
  })
  .partial()
  .strict();

export type SettingsPatch = z.input<typeof settingsPatchSchema>;

export class SettingsStore {
  private settings: EmulatorSettings = { ...DEFAULT_SETTINGS };

  get current(): Readonly<EmulatorSettings> {
    return { ...this.settings };
  }

  /** Validates and applies a partial change; throws a ZodError on a bad value. */
  update(patch: SettingsPatch): EmulatorSettings {
    const changes = Object.entries(settingsPatchSchema.parse(patch)).filter(([, value]) => value !== undefined);
    this.settings = { ...this.settings, ...Object.fromEntries(changes) };
    return { ...this.settings };
  }

  reset(): EmulatorSettings {
    this.settings = { ...DEFAULT_SETTINGS };
    return { ...this.settings };
  }
}
