import { NUMBER_TAKEN, STAFF_USE_PASSWORD, type SignInCodeInput } from "@shared/schemas/phone-sign-in.js";
import type { UserFields } from "@shared/schemas/user.js";
import { isStaffRole } from "@shared/staff-permissions.js";
import type { Repositories } from "../../data/repositories.js";
import { signInPhoneRepository } from "../../data/sign-in-phones.js";
import { labelled } from "../../data/transact.js";
import { toUser } from "../../data/users.js";
import { ShopError, badRequest, conflict, notFound } from "../../errors.js";
import { spendSignInCode } from "./check-code.js";

// A signed-in shopper verifies a mobile and signs in with it from then on (issue 44). The number
// is claimed (UNIQUE#PHONE#) in the write that puts it on the account, so two accounts cannot both
// take it; a new number frees the old one in the same write. Staff keep e-mail and password.

export const ONLY_WAY_IN = "You sign in only with this number. Add a password and verify your e-mail first, or change the number instead.";

/** Refuses staff before a code is asked for. */
export async function refuseStaff(repos: Repositories, userId: string): Promise<void> {
  const account = await repos.users.get(userId);
  if (!account) throw notFound("User not found");
  if (isStaffRole(account.role)) throw new ShopError(403, STAFF_USE_PASSWORD);
}

export async function linkSignInPhone(repos: Repositories, codeKey: string, userId: string, input: SignInCodeInput): Promise<UserFields> {
  await refuseStaff(repos, userId);
  await spendSignInCode(repos, codeKey, input, { purpose: "link", userId });
  const phones = signInPhoneRepository(repos.db);
  const owner = await phones.ownerOf(input.phone);
  if (owner && owner !== userId) throw conflict(NUMBER_TAKEN);
  let updated;
  try {
    updated = await repos.users.update(userId, { signInPhone: input.phone }, (_next, current) => [
      ...labelled("sign-in-phone", phones.claimAction(input.phone, userId)),
      ...(current.signInPhone && current.signInPhone !== input.phone ? labelled("sign-in-phone-old", phones.releaseAction(current.signInPhone, userId)) : []),
    ]);
  } catch (error) {
    // Taken by another account between the read above and this write; any other conflict (the
    // account changed meanwhile) is the account's own to say.
    if (error instanceof ShopError && error.status === 409) {
      const holder = await phones.ownerOf(input.phone);
      if (holder && holder !== userId) throw conflict(NUMBER_TAKEN);
    }
    throw error;
  }
  return toUser(updated);
}

export async function unlinkSignInPhone(repos: Repositories, userId: string): Promise<UserFields> {
  const phones = signInPhoneRepository(repos.db);
  const account = await repos.users.get(userId);
  if (!account) throw notFound("User not found");
  if (!account.signInPhone) return toUser(account);
  // Her only way in until her e-mail is verified: taking it away would lock her out.
  if (account.phoneAccount) throw badRequest(ONLY_WAY_IN);
  const updated = await repos.users.update(userId, { signInPhone: undefined }, (_next, current) =>
    current.signInPhone ? labelled("sign-in-phone", phones.releaseAction(current.signInPhone, userId)) : [],
  );
  return toUser(updated);
}
