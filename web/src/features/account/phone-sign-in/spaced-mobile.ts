import type { CodeChannel } from "@shared/schemas/phone-sign-in.js";

/** "+91 98765 43210": a mobile's 10 digits as people write them, with no-break spaces so a narrow screen never splits it. */
export const spacedMobile = (digits: string) => `+91\u00a0${digits.slice(0, 5)}\u00a0${digits.slice(5)}`;

/** How a code travelled, as a sentence ends: "on WhatsApp", "by SMS". */
export const CHANNEL_WORDS: Readonly<Record<CodeChannel, string>> = { whatsapp: "on WhatsApp", sms: "by SMS" };
