import { isStaffRole } from "../../shared/staff-permissions.js";
import { inHashQueue } from "../auth/hash-queue.js";
import { verifyPassword } from "../auth/password.js";
import type { OrderRecord } from "../data/orders.js";
import type { Repositories } from "../data/repositories.js";
import { transactWrite, labelled } from "../data/transact.js";
import { sessionVersionOf, type UserRecord } from "../data/users.js";
import { badRequest, conflict } from "../errors.js";
import { recordAccountEvent } from "./account-events.js";
import { loginName, loginThrottle } from "./login-throttle.js";
import { ordersOf } from "./my-data.js";

export const CLOSED_ACCOUNT = "closed-account";
export const ADMIN_CANNOT_CLOSE = "An admin account cannot be closed here. Ask the shop's owner to remove it.";
export const ORDER_ON_ITS_WAY = "You have an order on its way. You can close your account once it has been delivered or cancelled.";
export const ACCOUNT_CLOSED = "Your account has been closed and your personal details erased.";

const ERASED = "(erased)";
const FINISHED = new Set(["delivered", "cancelled", "refunded"]);

/** An order no longer linked to anyone: contact details erased; the state stays for GST's place of supply. */
function anonymised(order: OrderRecord, at: string): OrderRecord {
  return {
    ...order,
    userId: CLOSED_ACCOUNT,
    user: { _id: CLOSED_ACCOUNT, name: "Closed account", email: "" },
    shippingAddress: { ...order.shippingAddress, name: ERASED, email: "", phone: "", address: ERASED, city: ERASED, pincode: "" },
    notes: undefined,
    updatedAt: at,
  };
}

/**
 * Closes a shopper's own account (DPDP Act 2023, section 12): the password confirms it; orders are
 * unlinked and their contact details erased (the issued tax invoices and credit notes, which GST
 * law keeps for 8 years, stay as issued); then the account, its e-mail and its sessions go.
 */
export async function closeAccount(repos: Repositories, user: UserRecord, password: string, source: string): Promise<void> {
  if (isStaffRole(user.role)) throw badRequest(ADMIN_CANNOT_CLOSE);
  const throttle = loginThrottle(repos.throttle, repos.db.now);
  const name = loginName(user.email, sessionVersionOf(user));
  await throttle.take(name, source);
  if (!(await inHashQueue(() => verifyPassword(password, user.passwordHash)))) throw badRequest("Your password is not correct.");
  await throttle.succeeded(name, source);

  const orders = await ordersOf(repos, user.id);
  if (orders.some((order) => order.isPaid && !FINISHED.has(order.status))) throw conflict(ORDER_ON_ITS_WAY);
  const at = repos.db.now().toISOString();
  // One order at a time, each conditional on being unchanged: a retry after a failure carries on.
  for (const order of orders) {
    await transactWrite(repos.db, labelled("order", ...repos.orders.replaceActions(anonymised(order, at), order)));
  }
  await repos.users.remove(user.id);
  await recordAccountEvent(repos, { type: "user.closed_account", text: "A shopper closed their account", refs: {} });
}
