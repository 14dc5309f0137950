import { randomBytes } from "node:crypto";

/** A message's Sid: 32 hex characters, opaque (only compare them). */
export function smsSid(): string {
  return randomBytes(16).toString("hex");
}

// India keeps +05:30 all year, and the gateway writes its times there, without a zone.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The gateway's time format, "YYYY-MM-DD HH:mm:ss", in India's time. */
export function gatewayTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}
