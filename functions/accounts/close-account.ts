import { formatPaise, toPaise } from "../../shared/money.js";
import { isStaffRole } from "../../shared/staff-permissions.js";
import { inHashQueue } from "../auth/hash-queue.js";
import { verifyPassword } from "../auth/password.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction } from "../data/transact.js";
import { sessionVersionOf, type UserRecord } from "../data/users.js";
import { badRequest, conflict, ShopError } from "../errors.js";
import { accountClosed } from "../outbox/outbox-messages.js";
import { recordAccountEvent } from "./account-events.js";
import { closureBlockers, confirmForfeit, forfeitChanged } from "./closure-blockers.js";
import { detachedOrder, detachedPayment, detachedReturn } from "./detach-records.js";
import { loginName, loginThrottle } from "./login-throttle.js";
import { keptAfterClosing, type KeptAfterClosing } from "./personal-data/erasure-words.js";
import { ordersOf } from "./orders-of.js";

export { CLOSED_ACCOUNT } from "./detach-records.js";
export const ADMIN_CANNOT_CLOSE = "An admin account cannot be closed here. Ask the shop's owner to remove it.";
export const ACCOUNT_CLOSED = "Your account has been closed and your personal details erased.";

/** The closure's answer: closed, with the credit given up; or refused, with why and what she holds (a 409). */
export type AccountClosure = { closed: true; forfeitedPaise: number; kept: KeptAfterClosing[] } | { closed: false; refused: string; balancePaise: number };

export interface CloseRequest {
  password?: string;
  /** For an account made with a mobile alone: the code sent to her sign-in number, and the key its hash is under. */
  code?: string;
  signInCodeKey: string;
  /** She confirms giving up her store credit; needed whenever she holds some. */
  confirmForfeitStoreCredit?: boolean;
  /** The balance she was shown (rupees): if given, it must still be the balance. */
  confirmedBalance?: number;
}

/** The answer's message: what was done, and what she gave up. */
export const closedMessage = (forfeitedPaise: number) =>
  forfeitedPaise > 0 ? `${ACCOUNT_CLOSED} ${formatPaise(forfeitedPaise)} of store credit was given up with it.` : ACCOUNT_CLOSED;

/**
 * Items the final transaction may carry besides the account's own deletions (about a dozen) and
 * the forfeit, audit and e-mail (five): DynamoDB takes 100 actions in one transaction.
 */
const DETACH_BUDGET = 75;

/** Two tries: a record changed meanwhile (a payment's webhook, a courier scan) is read again once. */
const TRIES = 2;

/**
 * Closes a shopper's own account (DPDP Act 2023, section 12), as the personal-data registry says
 * for each kind (personal-data/registry.ts); the answer lists what is kept, why and how long. The password confirms it. An order
 * on its way, an open return or a checkout being paid keeps the account open (closure-blockers.ts);
 * store credit is given up only when she confirms it (`confirmForfeitStoreCredit`), and then as a
 * `forfeited` ledger entry of exactly the balance read, with its audit entry (issue 39). Her orders,
 * their payments and her finished returns are detached from her (detach-records.ts) while the tax
 * invoices and credit notes, which GST law keeps for 8 years, stay as issued; then the account, its
 * e-mail and its sessions go, and the e-mail confirming it names the credit given up.
 *
 * All of that is one transaction when it fits (almost always: 75 orders, payments and returns):
 * nothing is half done. A longer history detaches its older records first, each order with its
 * payment, and a failure after that leaves them detached and the account open for her to retry.
 */
export async function closeAccount(repos: Repositories, user: UserRecord, request: CloseRequest, source: string): Promise<AccountClosure> {
  if (isStaffRole(user.role)) throw badRequest(ADMIN_CANNOT_CLOSE);
  await confirmedByHer(repos, user, request, source);

  let firstBalance: number | undefined;
  for (let attempt = 1; ; attempt++) {
    const [orders, returns, balancePaise] = await Promise.all([ordersOf(repos, user.id), repos.returns.byUser(user.id), repos.storeCredit.balance(user.id)]);
    const blocked = closureBlockers(orders, returns, balancePaise);
    if (blocked) return { closed: false, refused: blocked, balancePaise };
    // She confirms an amount, never "whatever is there": the one she was shown when she says which,
    // and credit that arrived since this request first read the balance asks again.
    firstBalance ??= balancePaise;
    if (request.confirmedBalance !== undefined && toPaise(request.confirmedBalance) !== balancePaise) {
      return { closed: false, refused: forfeitChanged(toPaise(request.confirmedBalance), balancePaise), balancePaise };
    }
    if (balancePaise > 0 && (!request.confirmForfeitStoreCredit || balancePaise !== firstBalance)) return { closed: false, refused: confirmForfeit(balancePaise), balancePaise };

    const at = repos.db.now().toISOString();
    // The registry's kinds kept outside the account's partition (alerts, reviews, made-to-measure
    // work) are erased first, each step safe to repeat; loaded on first use (the API's cold start).
    const { PERSONAL_DATA } = await import("./personal-data/registry.js");
    for (const kind of PERSONAL_DATA) if ("step" in kind.erasure && kind.erasure.step) await kind.erasure.step({ repos, user, orders, at });
    const payments = new Map((await Promise.all(orders.map((order) => (order.paymentId ? repos.payments.get(order.paymentId) : undefined)))).flatMap((p) => (p ? [[p.orderId, p] as const] : [])));
    // Each group is written together: an order with its payment, or a return.
    const groups: LabelledAction[][] = [
      ...returns.map((record) => labelled("detach", repos.returns.replaceAction(detachedReturn(record, user.name, at), record))),
      ...orders.map((order) => {
        const payment = payments.get(order.id);
        return labelled("detach", ...repos.orders.replaceActions(detachedOrder(order, user.name, at), order), ...(payment ? [repos.payments.replaceAction(detachedPayment(payment, user.name, at), payment)] : []));
      }),
    ];
    const alongside: LabelledAction[] = [];
    while (groups.length > 0 && alongside.length + groups[0]!.length <= DETACH_BUDGET) alongside.push(...groups.shift()!);

    const forfeit = repos.storeCredit.forfeitActions(user.id, balancePaise, { kind: "forfeited", ref: "account-closed", by: "The shopper, closing her account" });
    const audit =
      balancePaise > 0
        ? labelled(
            "audit",
            repos.audit.recordAction(
              { id: user.id, name: "Shopper (account closed)", role: user.role },
              { entity: "store-credit", entityId: user.id, action: "forfeit", before: { balancePaise }, after: { balancePaise: 0, reason: "The shopper closed her account" } },
            ),
          )
        : [];
    const letter = labelled("outbox", repos.outbox.enqueueAction(accountClosed(user.id, { email: user.email, name: user.name, forfeitedPaise: balancePaise })));
    try {
      // Too long a history for one transaction: what did not fit goes first, each group on its own.
      for (const group of groups) await transactWrite(repos.db, group);
      await repos.users.remove(user.id, () => [...alongside, ...forfeit, ...audit, ...letter]);
    } catch (error) {
      // Something changed meanwhile (credit given, an order touched): read everything again, once.
      const changed = error instanceof ConditionsFailed || (error instanceof ShopError && error.status === 409);
      if (changed && attempt < TRIES) continue;
      if (changed) {
        const now = await repos.storeCredit.balance(user.id);
        if (now !== balancePaise) return { closed: false, refused: confirmForfeit(now), balancePaise: now };
        throw conflict("Your account changed just now. Please try again.");
      }
      throw error;
    }
    await recordAccountEvent(repos, { type: "user.closed_account", text: "A shopper closed their account", refs: {} });
    return { closed: true, forfeitedPaise: balancePaise, kept: keptAfterClosing(PERSONAL_DATA) };
  }
}

export const PASSWORD_TO_CLOSE = "Password is required to close your account";
export const CODE_TO_CLOSE = "A code sent to your mobile is required to close your account";

/** Her password, or for a phone account a code to her number (three tries, as at sign-in), says she means it. */
async function confirmedByHer(repos: Repositories, user: UserRecord, request: CloseRequest, source: string): Promise<void> {
  if (user.phoneAccount && user.signInPhone) {
    if (!request.code) throw badRequest(CODE_TO_CLOSE);
    const { spendSignInCode } = await import("./phone-sign-in/check-code.js");
    await spendSignInCode(repos, request.signInCodeKey, { phone: user.signInPhone, code: request.code }, { purpose: "sign-in" });
    return;
  }
  if (!request.password) throw badRequest(PASSWORD_TO_CLOSE);
  const throttle = loginThrottle(repos.throttle, repos.db.now);
  const name = loginName(user.email, sessionVersionOf(user));
  const attempt = await throttle.take(name, source, { signedIn: true });
  if (!(await inHashQueue(() => verifyPassword(request.password!, user.passwordHash)))) throw badRequest("Your password is not correct.");
  await throttle.succeeded(attempt);
}
