import { randomBytes } from "node:crypto";
import type { StaffInvitation } from "../../shared/schemas/staff.js";
import { isStaffRole } from "../../shared/staff-permissions.js";
import type { UserFields } from "../../shared/schemas/user.js";
import { inHashQueue } from "../auth/hash-queue.js";
import { hashPassword } from "../auth/password.js";
import { weakPasswordReason } from "../auth/password-policy.js";
import { auditActor } from "../data/audit-log.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, transactWrite, labelled } from "../data/transact.js";
import { NO_PASSWORD_YET, toUser, type UserRecord } from "../data/users.js";
import { badRequest, conflict } from "../errors.js";
import { staffInvited } from "../outbox/outbox-messages.js";
import { INVITATION_LINK_HOURS, linkOf } from "./account-link.js";

// The owner invites a helper by e-mail: the account is made at once with its role and no
// password (nothing can sign in to it), and a link, single use, 72 hours, lets its holder choose
// one. Inviting the same address again while the invitation is open sends a fresh link.

export { NO_PASSWORD_YET };

export const INVITATION_SENT = "Invitation sent. The link in the e-mail works for 72 hours.";
export const INVITATION_LINK_INVALID = "This invitation link is not valid or has expired. Please ask the shop's owner to invite you again.";
export const INVITATION_ACCEPTED = "Your password is set. Please sign in to the admin.";
export const ALREADY_HAS_ACCOUNT = "An account with this e-mail already exists. Change its role in the staff list instead.";

export const isInvitationPending = (user: Pick<UserRecord, "passwordHash">) => user.passwordHash === NO_PASSWORD_YET;

export async function inviteStaff(repos: Repositories, owner: UserRecord, invitation: StaffInvitation): Promise<UserFields> {
  const requestId = randomBytes(8).toString("hex");
  const linkActions = (userId: string) => [
    ...labelled("account-link", repos.accountLinks.requestAction("staff-invitation", userId, requestId, INVITATION_LINK_HOURS * 3600)),
    ...labelled("outbox", repos.outbox.enqueueAction(staffInvited(userId, requestId))),
    ...labelled("audit", repos.audit.recordAction(auditActor(owner), { entity: "staff", entityId: userId, action: "invite", after: { email: invitation.email, name: invitation.name, role: invitation.role } })),
  ];
  const existing = await repos.users.getByEmail(invitation.email);
  if (existing) {
    // Asked again for someone who has not accepted yet: a new link replaces the old one.
    if (!isInvitationPending(existing) || !isStaffRole(existing.role)) throw conflict(ALREADY_HAS_ACCOUNT);
    await transactWrite(repos.db, linkActions(existing.id));
    return toUser(existing);
  }
  const created = await repos.users.create({ name: invitation.name, email: invitation.email, passwordHash: NO_PASSWORD_YET, role: invitation.role }, (record) => linkActions(record.id));
  return toUser(created);
}

/** Sets the invited account's first password with a valid link and uses the link up. */
export async function acceptInvitation(repos: Repositories, token: string, password: string): Promise<void> {
  const link = await linkOf(repos, "staff-invitation", token);
  const account = link ? await repos.users.get(link.userId) : undefined;
  if (!link || !account || !account.isActive || !isStaffRole(account.role)) throw badRequest(INVITATION_LINK_INVALID);
  const weak = await weakPasswordReason(password, account);
  if (weak) throw badRequest(weak);
  const passwordHash = await inHashQueue(() => hashPassword(password));
  try {
    await transactWrite(repos.db, [...labelled("account-link", repos.accountLinks.useAction("staff-invitation", account.id, link.tokenHash)), ...labelled("user", repos.users.setPasswordAction(account.id, passwordHash))]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw badRequest(INVITATION_LINK_INVALID);
    throw error;
  }
}
