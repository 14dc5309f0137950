import type { CodeChannel } from "@shared/schemas/phone-sign-in.js";

/** A code the server said is on its way: to which number, how, and for how long it works. */
export interface SentCode {
  /** The 10 digits. */
  phone: string;
  channel: CodeChannel;
  validForMinutes: number;
  /** Sent again: the earlier code no longer works. */
  again: boolean;
}
