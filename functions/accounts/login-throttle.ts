import type { HashLane } from "../auth/hash-queue.js";
import type { ThrottleRepository } from "../data/throttle.js";
import { tooManyRequests } from "../http/too-many-requests.js";

// Sign-in attempts are counted before the password is hashed, atomically, so 300 guesses sent at
// once meet the same limits as 300 sent one by one, and a refused guess costs no scrypt. Limits:
// - per e-mail and source address (a guesser elsewhere never locks the owner out of her own phone),
//   keyed by the account's session version too, so a password reset starts every source afresh;
// - per source across e-mails (spraying one password over many accounts);
// - shop-wide, failed sign-ins from every source together: a botnet's 300 addresses each stay
//   under the per-source limit, so only a budget across them all keeps its guesses from scrypt.
// Taken narrowest first, so a guesser stopped by her own address's limit spends none of the
// shop-wide budget. A correct password clears the first and gives its attempt back to the others.
//
// A sign-in from a known device (functions/auth/known-device.ts) skips the per-source and
// shop-wide limits and hashes in a lane of its own, so a shopper on her usual phone gets in
// whatever a flood is doing. The lane has its own allowance per account, counting every sign-in
// through it (right or wrong): past it, the sign-in goes the ordinary way.
export const MAX_FAILED_LOGINS = 5;
export const MAX_LOGINS_PER_SOURCE = 30;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** A boutique sees a few failed sign-ins an hour; 50 in 5 minutes is a flood. */
export const MAX_FAILED_LOGINS_SHOPWIDE = 50;
export const SHOPWIDE_WINDOW_SECONDS = 5 * 60;
export const KNOWN_DEVICE_LOGINS = 10;

/** The e-mail as typed and the account's session version (0 for an unknown e-mail). */
export const loginName = (email: string, sessionVersion: number) => `${email}#${sessionVersion}`;
const accountKey = (name: string, source: string) => `LOGIN#${name}#${source}`;
const sourceKey = (source: string) => `LOGIN_SOURCE#${source}`;
/** The shop-wide budget's throttle key (the benchmark clears it between rounds). */
export const SHOPWIDE_KEY = "LOGIN_SHOPWIDE";
const knownDeviceKey = (accountId: string) => `LOGIN_KNOWN_DEVICE#${accountId}`;

export const tooManyForEmail = (wait: string) => `Too many failed login attempts for this email. Please try again in ${wait}.`;
export const tooManyFromSource = (wait: string) => `Too many login attempts from your network. Please try again in ${wait}.`;
export const tooManyShopwide = (wait: string) =>
  `Sign-ins from new devices are paused because of many failed attempts on the shop. Please try again in ${wait}.`;

export interface LoginAttemptOptions {
  /** A test harness's address: no per-source or shop-wide limit. */
  sourceExempt?: boolean;
  /** Through the known-device lane (its allowance taken by `takeKnownDevice`): per account and source only. */
  knownDevice?: string;
  /** Already signed in (change password, close account): the shop-wide budget is for strangers. */
  signedIn?: boolean;
}

/** What one attempt took, to give back when the password was right or never checked. */
export interface LoginAttempt {
  lane: HashLane;
  account: string;
  /** Given back when the password was right. */
  given: string[];
  /** The known-device lane's allowance, given back only when the password was never checked. */
  lanePass?: string;
}

export function loginThrottle(throttle: ThrottleRepository, now: () => Date) {
  async function takeOrRefuse(key: string, limit: number, windowSeconds: number, sentence: (wait: string) => string, remember = false): Promise<void> {
    const attempt = await throttle.take(key, limit, windowSeconds, { remember });
    if (!attempt.allowed) throw tooManyRequests(sentence, attempt.resetsAt, now());
  }

  return {
    /**
     * Refuses at once, without a round trip, when this process has already seen the shop-wide
     * budget spent: most of a flood is turned away here, before even the account is read.
     */
    refuseWhileShopwideSpent(options: LoginAttemptOptions = {}): void {
      if (options.sourceExempt || options.signedIn) return;
      const until = throttle.knownFull(SHOPWIDE_KEY);
      if (until) throw tooManyRequests(tooManyShopwide, until, now());
    },

    /** One sign-in through the known-device lane for this account, or false when its allowance is used up. */
    async takeKnownDevice(accountId: string): Promise<boolean> {
      return (await throttle.take(knownDeviceKey(accountId), KNOWN_DEVICE_LOGINS, LOGIN_WINDOW_SECONDS)).allowed;
    },

    /** Takes one attempt at the account (loginName) from this source, or refuses with 429 and Retry-After. */
    async take(name: string, source: string, options: LoginAttemptOptions = {}): Promise<LoginAttempt> {
      const account = accountKey(name, source);
      if (options.knownDevice) {
        await takeOrRefuse(account, MAX_FAILED_LOGINS, LOGIN_WINDOW_SECONDS, tooManyForEmail);
        return { lane: "known-device", account, given: [], lanePass: knownDeviceKey(options.knownDevice) };
      }
      const given: string[] = [];
      const taken: string[] = [];
      try {
        if (!options.sourceExempt) {
          await takeOrRefuse(sourceKey(source), MAX_LOGINS_PER_SOURCE, LOGIN_WINDOW_SECONDS, tooManyFromSource);
          taken.push(sourceKey(source));
          given.push(sourceKey(source));
        }
        await takeOrRefuse(account, MAX_FAILED_LOGINS, LOGIN_WINDOW_SECONDS, tooManyForEmail);
        taken.push(account);
        if (!options.sourceExempt && !options.signedIn) {
          await takeOrRefuse(SHOPWIDE_KEY, MAX_FAILED_LOGINS_SHOPWIDE, SHOPWIDE_WINDOW_SECONDS, tooManyShopwide, true);
          given.push(SHOPWIDE_KEY);
        }
      } catch (refused) {
        // A wider limit said no after narrower ones said yes: the password was never checked, so
        // those are given back (a flood must not use up a shopper's own five).
        await Promise.all(taken.map((key) => throttle.giveBack(key)));
        throw refused;
      }
      return { lane: "shared", account, given };
    },

    /** The password was right: this source's attempts at the account are forgotten, the others given back. */
    async succeeded(attempt: LoginAttempt): Promise<void> {
      await Promise.all([throttle.clear(attempt.account), ...attempt.given.map((key) => throttle.giveBack(key))]);
    },

    /** The hashing queue was full and the password never checked: the attempt is not held against anyone. */
    async notChecked(attempt: LoginAttempt): Promise<void> {
      const taken = [attempt.account, ...attempt.given, ...(attempt.lanePass ? [attempt.lanePass] : [])];
      await Promise.all(taken.map((key) => throttle.giveBack(key)));
    },
  };
}
