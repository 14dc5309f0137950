import type { RegisterInput } from "../../shared/schemas/account.js";
import { hashPassword } from "../auth/password.js";
import { issueToken } from "../auth/tokens.js";
import { EMAIL_TAKEN, toUser } from "../data/users.js";
import type { Repositories } from "../data/repositories.js";
import { conflict } from "../errors.js";
import { recordAccountEvent } from "./account-events.js";
import type { Session } from "./login.js";

/**
 * Creates a shopper account and signs her in, so she carries on where she was without typing
 * her password again. Registration never makes an admin, whatever is sent.
 */
export async function registerShopper(repos: Repositories, jwtSecret: string, input: RegisterInput): Promise<Session> {
  // A cheap early answer for the common case; the create transaction still settles races.
  if (await repos.users.getByEmail(input.email)) throw conflict(EMAIL_TAKEN);
  const record = await repos.users.create({
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: "user",
  });
  await recordAccountEvent(repos, { type: "user.registered", text: `${record.name} registered`, refs: { userId: record.id } });
  const token = await issueToken({ sub: record.id, role: record.role }, jwtSecret, repos.db.now());
  return { token, user: toUser(record) };
}
