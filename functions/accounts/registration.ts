import type { RegisterInput } from "../../shared/schemas/account.js";
import type { User } from "../../shared/types.js";
import { hashPassword } from "../auth/password.js";
import { EMAIL_TAKEN, toUser } from "../data/users.js";
import type { Repositories } from "../data/repositories.js";
import { conflict } from "../errors.js";
import { recordAccountEvent } from "./account-events.js";

/** Creates a shopper account. Registration never makes an admin, whatever is sent. */
export async function registerShopper(repos: Repositories, input: RegisterInput): Promise<User> {
  // A cheap early answer for the common case; the create transaction still settles races.
  if (await repos.users.getByEmail(input.email)) throw conflict(EMAIL_TAKEN);
  const record = await repos.users.create({
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: "user",
  });
  await recordAccountEvent(repos, { type: "user.registered", text: `${record.name} registered`, refs: { userId: record.id } });
  return toUser(record);
}
