import { randomBytes } from "node:crypto";

/**
 * A 24-character hex id: 8 characters of seconds since the epoch, then 16 random ones.
 * Sortable by creation and random at the end, so the spec's "last 6 characters" short ids differ.
 */
export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000).toString(16).padStart(8, "0");
  return seconds + randomBytes(8).toString("hex");
}

export function isId(value: string): boolean {
  return /^[0-9a-f]{24}$/.test(value);
}
