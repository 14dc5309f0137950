import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { hashPassword, verifyPassword } from "../../functions/auth/password.js";
import { weakPasswordReason } from "../../functions/auth/password-policy.js";
import type { Repositories } from "../../functions/data/repositories.js";
import { labelled, transactWrite } from "../../functions/data/transact.js";

// The local shop's owner password (issue 41). ADMIN_PASSWORD, when set, is used as given (scripts
// and CI) but must pass the shop's rule like any new password. Without it, one is made at the
// first start and kept beside the data, so every later start prints the same one that works.

export const OWNER_PASSWORD_FILE = "owner-password.txt";

export class WeakOwnerPasswordError extends Error {}

/** Four groups of five letters and digits: about 100 bits, and easy to copy from the terminal. */
export function generateOwnerPassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const letters = [...randomBytes(20)].map((byte) => alphabet[byte % alphabet.length]).join("");
  return letters.match(/.{5}/g)!.join("-");
}

/**
 * `given` is ADMIN_PASSWORD (or the stack's option); `keptIn` is the data folder (undefined for an
 * in-memory shop, whose password lives as long as it does).
 */
export async function ownerPassword(owner: { email: string; name: string }, given: string | undefined, keptIn: string | undefined): Promise<{ password: string; source: "ADMIN_PASSWORD" | "generated" }> {
  if (given !== undefined) {
    const weak = await weakPasswordReason(given, owner);
    if (weak) throw new WeakOwnerPasswordError(`ADMIN_PASSWORD is refused: ${weak}`);
    return { password: given, source: "ADMIN_PASSWORD" };
  }
  if (!keptIn) return { password: generateOwnerPassword(), source: "generated" };
  const file = join(keptIn, OWNER_PASSWORD_FILE);
  try {
    return { password: readFileSync(file, "utf8").trim(), source: "generated" };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const password = generateOwnerPassword();
  mkdirSync(dirname(file), { recursive: true });
  // Readable by its owner only; `flag: "wx"` so two starts at once cannot each write their own.
  try {
    writeFileSync(file, `${password}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return { password: readFileSync(file, "utf8").trim(), source: "generated" };
    throw error;
  }
  return { password, source: "generated" };
}

/** The fixed password every local shop's owner had before issue 41. */
const OLD_DEFAULT = "Admin@12345";

/**
 * A data folder seeded before issue 41 holds the owner with the old fixed password: she takes the
 * generated one, so the password printed is the one that works. A password she chose is kept.
 */
export async function retireOldDefault(repos: Repositories, email: string, password: string): Promise<boolean> {
  const owner = await repos.users.getByEmail(email);
  if (!owner || !(await verifyPassword(OLD_DEFAULT, owner.passwordHash))) return false;
  await transactWrite(repos.db, labelled("user", repos.users.setPasswordAction(owner.id, await hashPassword(password), owner.passwordHash)));
  return true;
}
