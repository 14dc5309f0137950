import type { ThrottleRepository } from "../data/throttle.js";
import { tooManyRequests } from "../http/too-many-requests.js";

// Sign-in attempts are counted before the password is checked, atomically, so 300 guesses sent at
// once meet the same limit as 300 sent one by one. Two limits: per e-mail and source address (a
// guesser elsewhere never locks the owner out of her own phone), and per source across e-mails
// (spraying one password over many accounts). A correct password clears the first and gives its
// attempt back to the second. The first is also keyed by the account's session version, so a
// password reset (which raises it) starts every source afresh: a reset link always gets the owner in.
export const MAX_FAILED_LOGINS = 5;
export const MAX_LOGINS_PER_SOURCE = 30;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/** The e-mail as typed and the account's session version (0 for an unknown e-mail). */
export const loginName = (email: string, sessionVersion: number) => `${email}#${sessionVersion}`;
const accountKey = (name: string, source: string) => `LOGIN#${name}#${source}`;
const sourceKey = (source: string) => `LOGIN_SOURCE#${source}`;

export const tooManyForEmail = (wait: string) => `Too many failed login attempts for this email. Please try again in ${wait}.`;
export const tooManyFromSource = (wait: string) => `Too many login attempts from your network. Please try again in ${wait}.`;

export function loginThrottle(throttle: ThrottleRepository, now: () => Date) {
  return {
    /** Takes one attempt at the account (loginName) from this source, or refuses with 429 and Retry-After. */
    async take(name: string, source: string, sourceExempt = false): Promise<void> {
      if (!sourceExempt) {
        const fromSource = await throttle.take(sourceKey(source), MAX_LOGINS_PER_SOURCE, LOGIN_WINDOW_SECONDS);
        if (!fromSource.allowed) throw tooManyRequests(tooManyFromSource, fromSource.resetsAt, now());
      }
      const forAccount = await throttle.take(accountKey(name, source), MAX_FAILED_LOGINS, LOGIN_WINDOW_SECONDS);
      if (!forAccount.allowed) throw tooManyRequests(tooManyForEmail, forAccount.resetsAt, now());
    },

    /** The password was right: this source's attempts at the account are forgotten. */
    async succeeded(name: string, source: string, sourceExempt = false): Promise<void> {
      await Promise.all([throttle.clear(accountKey(name, source)), sourceExempt ? undefined : throttle.giveBack(sourceKey(source))]);
    },
  };
}
