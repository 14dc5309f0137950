import type { ThrottleRepository } from "../data/throttle.js";
import { ShopError } from "../errors.js";

// Failed logins are counted per e-mail (known or not, so probing is slowed too): five failures
// in a 15-minute window lock that e-mail out until the window ends; a success clears it.
export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

const throttleKey = (email: string) => `LOGIN#${email}`;

export function loginThrottle(throttle: ThrottleRepository, now: () => Date) {
  return {
    /** Refuses with 429 and Retry-After while the e-mail is locked out; returns the failures so far. */
    async check(email: string): Promise<number> {
      const { count, resetsAt } = await throttle.failures(throttleKey(email));
      if (count < MAX_FAILED_LOGINS || !resetsAt) return count;
      const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now().getTime()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new ShopError(
        429,
        `Too many failed login attempts for this email. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        { "Retry-After": String(seconds) },
      );
    },

    async recordFailure(email: string): Promise<void> {
      await throttle.recordFailure(throttleKey(email), FAILED_LOGIN_WINDOW_SECONDS);
    },

    async clear(email: string): Promise<void> {
      await throttle.clear(throttleKey(email));
    },
  };
}
