import type { RegisterInput } from "../../shared/schemas/account.js";
import { inHashQueue } from "../auth/hash-queue.js";
import { hashPassword } from "../auth/password.js";
import { weakPasswordReason } from "../auth/password-policy.js";
import { EMAIL_TAKEN, toUser } from "../data/users.js";
import type { Repositories } from "../data/repositories.js";
import { badRequest, conflict } from "../errors.js";
import { recordAccountEvent } from "./account-events.js";
import type { Session } from "./login.js";
import { requestEmailVerification } from "./email-verification.js";
import { startSession } from "./sessions.js";

/**
 * Creates a shopper account and signs her in, so she carries on where she was without typing
 * her password again. Registration never makes an admin, whatever is sent.
 */
export async function registerShopper(repos: Repositories, jwtSecret: string, input: RegisterInput): Promise<Session> {
  // A cheap early answer for the common case; the create transaction still settles races.
  if (await repos.users.getByEmail(input.email)) throw conflict(EMAIL_TAKEN);
  const weak = await weakPasswordReason(input.password, input);
  if (weak) throw badRequest(weak);
  const passwordHash = await inHashQueue(() => hashPassword(input.password));
  const record = await repos.users.create({ name: input.name, email: input.email, passwordHash, role: "user", emailVerified: false, passwordChecked: true });
  await requestEmailVerification(repos, record);
  await recordAccountEvent(repos, { type: "user.registered", text: `${record.name} registered`, refs: { userId: record.id } });
  const token = await startSession(repos, jwtSecret, record);
  return { token, user: toUser(record) };
}
