import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): after a correct
// password the browser is given a token, signed by the shop, naming the account. A later sign-in
// to that account presenting it is from a device that has known the password before, so a flood
// of guesses from elsewhere (the shop-wide budget, the per-address limit) does not stand in its way
// (functions/accounts/login-throttle.ts). It is only a lane: the password is still checked, and
// a stolen token lets nobody in. Sent in the login body rather than as a cookie because the
// CDN forwards no cookies to the API (infra/cloud/router.ts).

const LIFETIME_DAYS = 180;

/** A key of its own, derived from the shop's secret, so a device token can never pass as a session JWT. */
const keyOf = (secret: string) => createHmac("sha256", secret).update("rangrez known-device token v1").digest();
const sign = (secret: string, payload: string) => createHmac("sha256", keyOf(secret)).update(payload).digest("base64url");

interface Payload {
  /** The account's id. */
  u: string;
  /** When the token stops naming it (seconds since 1970). */
  e: number;
  /** Random, so no two tokens are alike. */
  n: string;
}

/** A new token for this device and account, given with every successful sign-in. */
export function knownDeviceToken(secret: string, accountId: string, now: Date): string {
  const payload: Payload = { u: accountId, e: Math.floor(now.getTime() / 1000) + LIFETIME_DAYS * 86_400, n: randomBytes(9).toString("base64url") };
  const encoded = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${encoded}.${sign(secret, encoded)}`;
}

/** The account a token names, if the shop signed it and it has not expired; anything else names none. */
export function accountOfDevice(secret: string, token: string | undefined, now: Date): string | undefined {
  if (!token) return undefined;
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, encoded));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as Partial<Payload>;
    if (typeof payload.u !== "string" || typeof payload.e !== "number" || payload.e * 1000 <= now.getTime()) return undefined;
    return payload.u;
  } catch {
    return undefined;
  }
}
