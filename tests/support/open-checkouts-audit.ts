// What each account may hold while paying (issue 39): its kept count of open checkouts and of the
// pieces they hold (USER#<id> / OPEN_CHECKOUTS) equals a recount of the orders whose hold is still
// held and counted for it, and stays within the caps (the shop's defaults unless told otherwise).
import type { OrderRecord } from "@functions/data/orders.js";

type Item = Record<string, unknown>;

export function auditOpenCheckouts(items: readonly Item[], orders: readonly OrderRecord[], caps = { checkouts: 3, pieces: 10 }): string[] {
  const problems: string[] = [];
  const kept = new Map<string, { checkouts: number; pieces: number }>();
  for (const item of items.filter((entry) => entry.sk === "OPEN_CHECKOUTS")) {
    kept.set(String(item.pk).slice("USER#".length), { checkouts: Number(item.checkouts ?? 0), pieces: Number(item.pieces ?? 0) });
  }
  const recount = new Map<string, { checkouts: number; pieces: number }>();
  for (const order of orders.filter((o) => o.hold?.status === "held" && o.hold.countedFor)) {
    const account = order.hold!.countedFor!;
    const sum = recount.get(account) ?? { checkouts: 0, pieces: 0 };
    recount.set(account, { checkouts: sum.checkouts + 1, pieces: sum.pieces + order.orderItems.reduce((n, line) => n + line.quantity, 0) });
  }
  for (const account of new Set([...kept.keys(), ...recount.keys()])) {
    const counted = kept.get(account) ?? { checkouts: 0, pieces: 0 };
    const open = recount.get(account) ?? { checkouts: 0, pieces: 0 };
    if (counted.checkouts !== open.checkouts || counted.pieces !== open.pieces) {
      problems.push(`account ${account} counts ${counted.checkouts} open checkouts of ${counted.pieces} pieces, its held orders ${open.checkouts} of ${open.pieces}`);
    }
    if (open.checkouts > caps.checkouts || open.pieces > caps.pieces) problems.push(`account ${account} holds ${open.checkouts} checkouts of ${open.pieces} pieces, over its caps`);
  }
  return problems;
}
