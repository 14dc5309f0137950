import { formatPaise } from "../../shared/money.js";
import { orderNumber } from "../../shared/order-number.js";
import { OPEN_RETURN_STATES } from "../../shared/returns.js";
import type { OrderRecord } from "../data/orders.js";
import type { ReturnRecord } from "../data/returns.js";

// What keeps a shopper's account open when she asks to close it (issue 39), in her words. An order
// on its way needs her address and phone for the courier; an open return ends in credit, a new
// piece or a refund that belongs to her; a checkout being paid may still become an order. None of
// them can be signed away: closing would lose what she is owed or strand a parcel, so these refuse
// whatever she confirms, and she is told to wait or write to the shop. Store credit is different:
// it is hers to give up, and she may, once she confirms the amount (see closeAccount).

const FINISHED = new Set(["delivered", "cancelled", "refunded"]);

/** "A", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
}

/** What she is told about her store credit when closing would give it up. */
export const creditGivenUp = (balancePaise: number) => `You have ${formatPaise(balancePaise)} of store credit. Closing your account gives it up.`;

/** The 409 that asks her to confirm giving up her credit, naming the amount. */
export const confirmForfeit = (balancePaise: number) => `${creditGivenUp(balancePaise)} To close it anyway, confirm that you give up ${formatPaise(balancePaise)}.`;

/** The 409 when the balance is no longer the one she confirmed: she confirms the new amount. */
export const forfeitChanged = (confirmedPaise: number, balancePaise: number) =>
  balancePaise === 0
    ? `Your store credit changed since you confirmed ${formatPaise(confirmedPaise)}: you have none now. Close your account again to confirm.`
    : `Your store credit changed to ${formatPaise(balancePaise)} since you confirmed ${formatPaise(confirmedPaise)}. Closing your account gives it up. To close it anyway, confirm that you give up ${formatPaise(balancePaise)}.`;

/** Why the account cannot be closed yet, in sentences, or undefined when nothing keeps it open. */
export function closureBlockers(orders: readonly OrderRecord[], returns: readonly ReturnRecord[], balancePaise: number): string | undefined {
  const sentences: string[] = [];
  const onTheirWay = orders.filter((order) => order.isPaid && !FINISHED.has(order.status)).map((order) => orderNumber(order.id));
  if (onTheirWay.length === 1) sentences.push(`Your order ${onTheirWay[0]!} is on its way. You can close your account once it has been delivered or cancelled; write to us if you need it sooner.`);
  if (onTheirWay.length > 1) sentences.push(`Your orders ${listed(onTheirWay)} are on their way. You can close your account once they have been delivered or cancelled; write to us if you need it sooner.`);

  const open = returns.filter((record) => OPEN_RETURN_STATES.includes(record.state)).map((record) => record.number);
  if (open.length === 1) sentences.push(`Your return ${open[0]!} is still open. You can close your account once it is resolved, or cancel the return first if the courier has not picked it up; write to us if you need help.`);
  if (open.length > 1) sentences.push(`Your returns ${listed(open)} are still open. You can close your account once they are resolved, or cancel them first if the courier has not picked them up; write to us if you need help.`);

  const paying = orders.filter((order) => !order.isPaid && order.hold?.status === "held").map((order) => orderNumber(order.id));
  if (paying.length > 0) sentences.push(`You are paying for ${paying.length === 1 ? "order" : "orders"} ${listed(paying)} just now. Finish or close that payment first, then close your account.`);

  if (sentences.length === 0) return undefined;
  if (balancePaise > 0) sentences.push(`You also have ${formatPaise(balancePaise)} of store credit: closing your account gives it up.`);
  return sentences.join(" ");
}
