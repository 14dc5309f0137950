import { SignJWT, jwtVerify, errors } from "jose";
import type { Role } from "../../shared/types.js";

const ISSUER = "rangrez-shop";
const AUDIENCE = "rangrez-shop-api";
const ALGORITHM = "HS256";
export const SESSION_DAYS = 7;

export interface SessionClaims {
  /** The user's id. */
  sub: string;
  role: Role;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function issueToken(claims: SessionClaims, secret: string, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_DAYS * 24 * 3600)
    .sign(key(secret));
}

/**
 * The token's claims, or null when it is forged, expired, of another issuer or audience, or
 * signed with any algorithm but HS256 (so `alg: none` and key-confusion tricks fail).
 */
export async function verifyToken(token: string, secret: string, now: Date = new Date()): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALGORITHM],
      currentDate: now,
    });
    if (typeof payload.sub !== "string" || (payload.role !== "user" && payload.role !== "admin")) return null;
    return { sub: payload.sub, role: payload.role };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
