import { randomBytes, timingSafeEqual } from "node:crypto";
import { hashLinkSecret, type AccountLink, type AccountLinkKind } from "../data/account-links.js";
import type { Repositories } from "../data/repositories.js";

/** How long a password-reset link works. */
export const RESET_LINK_MINUTES = 30;
/** How long a staff invitation's link works. */
export const INVITATION_LINK_HOURS = 72;
/** How long the link that finishes a sign-up works. */
export const SIGNUP_LINK_HOURS = 48;
/** How long a link to verify an address works. */
export const VERIFY_LINK_HOURS = 48;

/** The link's token: the account's id and a secret, so the request is found without a scan. */
export function linkToken(userId: string, secret: string): string {
  return `${userId}.${secret}`;
}

/** Made by the sender as it writes the e-mail, stored only hashed; undefined when a newer request replaced this one. */
export async function makeLinkSecret(repos: Repositories, kind: AccountLinkKind, userId: string, requestId: string): Promise<string | undefined> {
  const secret = randomBytes(32).toString("base64url");
  return (await repos.accountLinks.setSecret(kind, userId, requestId, secret)) ? secret : undefined;
}

/** The open link a token names, if the token is its secret (compared in constant time). */
export async function linkOf(repos: Repositories, kind: AccountLinkKind, token: string): Promise<(AccountLink & { tokenHash: string }) | undefined> {
  const match = /^([0-9a-f]{24})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const link = await repos.accountLinks.get(kind, match[1]!);
  const presented = Buffer.from(hashLinkSecret(match[2]!), "hex");
  const stored = link?.tokenHash ? Buffer.from(link.tokenHash, "hex") : Buffer.alloc(presented.length);
  return link?.tokenHash && timingSafeEqual(presented, stored) ? (link as AccountLink & { tokenHash: string }) : undefined;
}
