import { SignJWT, jwtVerify, errors } from "jose";
import type { Role } from "../../shared/schemas/user.js";

const ISSUER = "rangrez-shop";
const AUDIENCE = "rangrez-shop-api";
const ALGORITHM = "HS256";
/** How long a sign-in lasts; the stored session it names can be ended sooner (logout, a new password). */
export const SESSION_DAYS = 30;
/** Clocks differ a little; a token issued further ahead than this is refused. */
const CLOCK_SKEW_SECONDS = 60;

export interface SessionClaims {
  /** The user's id. */
  sub: string;
  role: Role;
  /** The stored session (functions/data/sessions.ts) the token stands for. */
  sid: string;
  /** The user's session version when it was issued: a password change or a demotion raises it. */
  sv: number;
}

const ROLES: readonly Role[] = ["user", "admin", "owner", "manager", "staff"];

const key = (secret: string) => new TextEncoder().encode(secret);

export async function issueToken(claims: SessionClaims, secret: string, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sid, sv: claims.sv })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_DAYS * 24 * 3600)
    .sign(key(secret));
}

/**
 * Tokens whose signature and claims were checked, so a burst of calls with one token (300
 * dashboards at once) checks its HMAC once. Only valid tokens are kept, each with its secret and
 * times: a hit is still refused once expired, and never counts under another secret. Bounded; the
 * oldest goes first.
 */
const checked = new Map<string, { secret: string; claims: SessionClaims; exp: number; iat: number }>();
const CHECKED_KEPT = 1000;

const inTime = (entry: { exp: number; iat: number }, now: Date) => {
  const seconds = Math.floor(now.getTime() / 1000);
  return entry.exp > seconds && entry.iat <= seconds + CLOCK_SKEW_SECONDS;
};

/**
 * The token's claims, or null when it is forged, expired, without an expiry, issued in the
 * future, of another issuer or audience, without a session, or signed with any algorithm but
 * HS256 (so `alg: none` and key-confusion tricks fail).
 */
export async function verifyToken(token: string, secret: string, now: Date = new Date()): Promise<SessionClaims | null> {
  const known = checked.get(token);
  if (known && known.secret === secret) return inTime(known, now) ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ["exp", "iat", "sub"],
    });
    if (typeof payload.sub !== "string" || !ROLES.includes(payload.role as Role)) return null;
    if (typeof payload.sid !== "string" || payload.sid === "" || typeof payload.sv !== "number" || !Number.isInteger(payload.sv)) return null;
    const entry = { secret, claims: { sub: payload.sub, role: payload.role as Role, sid: payload.sid, sv: payload.sv }, exp: payload.exp!, iat: payload.iat! };
    if (!inTime(entry, now)) return null;
    // Ours never carry "not before"; one that does is checked again each time.
    if (payload.nbf === undefined) {
      if (checked.size >= CHECKED_KEPT) checked.delete(checked.keys().next().value!);
      checked.set(token, entry);
    }
    return entry.claims;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
