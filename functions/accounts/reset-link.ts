import { randomBytes } from "node:crypto";
import type { Repositories } from "../data/repositories.js";

/** How long a password-reset link works. */
export const RESET_LINK_MINUTES = 30;

/** The link's token: the account's id and a secret, so the request is found without a scan. */
export function resetToken(userId: string, secret: string): string {
  return `${userId}.${secret}`;
}

/** Made by the sender as it writes the e-mail, stored only hashed; undefined when a newer request replaced this one. */
export async function makeResetSecret(repos: Repositories, userId: string, requestId: string): Promise<string | undefined> {
  const secret = randomBytes(32).toString("base64url");
  return (await repos.passwordResets.setSecret(userId, requestId, secret)) ? secret : undefined;
}
