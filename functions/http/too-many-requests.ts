import { ShopError } from "../errors.js";

/** 429 with Retry-After in seconds and the wait in minutes in words the shopper reads. */
export function tooManyRequests(sentence: (wait: string) => string, resetsAt: Date, now: Date): ShopError {
  const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ShopError(429, sentence(`${minutes} minute${minutes === 1 ? "" : "s"}`), { "Retry-After": String(seconds) });
}
