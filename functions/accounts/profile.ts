import type { ProfileUpdate } from "../../shared/schemas/account.js";
import type { UserFields } from "../../shared/schemas/user.js";
import type { Repositories } from "../data/repositories.js";
import { requestEmailVerification } from "./email-verification.js";
import { toUser, type UserChanges, type UserRecord } from "../data/users.js";

/** A shopper's change to their own profile; the schema has already refused every other field. */
export async function updateOwnProfile(repos: Repositories, account: UserRecord, update: ProfileUpdate): Promise<UserFields> {
  const changes: UserChanges = {};
  if (update.name !== undefined) changes.name = update.name;
  if (update.email !== undefined) changes.email = update.email;
  if (update.phone !== undefined) changes.phone = update.phone;
  if (update.address !== undefined) {
    // Only the address lines sent are replaced; the others stay as they were.
    const sent = Object.entries(update.address).filter(([, value]) => value !== undefined);
    changes.address = { ...account.address, ...Object.fromEntries(sent) };
  }
  const saved = await repos.users.update(account.id, changes);
  if (saved.email !== account.email) await requestEmailVerification(repos, saved);
  return toUser(saved);
}
