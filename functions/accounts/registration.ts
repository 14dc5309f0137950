import type { RegisterInput } from "../../shared/schemas/account.js";
import type { User } from "../../shared/types.js";
import { inHashQueue } from "../auth/hash-queue.js";
import { hashPassword } from "../auth/password.js";
import { weakPasswordReason } from "../auth/password-policy.js";
import { EMAIL_TAKEN, toUser } from "../data/users.js";
import type { Repositories } from "../data/repositories.js";
import { badRequest, conflict } from "../errors.js";
import { recordAccountEvent } from "./account-events.js";

/** Creates a shopper account. Registration never makes an admin, whatever is sent. */
export async function registerShopper(repos: Repositories, input: RegisterInput): Promise<User> {
  // A cheap early answer for the common case; the create transaction still settles races.
  if (await repos.users.getByEmail(input.email)) throw conflict(EMAIL_TAKEN);
  const weak = weakPasswordReason(input.password, [input.email, input.name]);
  if (weak) throw badRequest(weak);
  const passwordHash = await inHashQueue(() => hashPassword(input.password));
  const record = await repos.users.create({
    name: input.name,
    email: input.email,
    passwordHash,
    role: "user",
  });
  await recordAccountEvent(repos, { type: "user.registered", text: `${record.name} registered`, refs: { userId: record.id } });
  return toUser(record);
}
