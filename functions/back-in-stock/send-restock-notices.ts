import { NOTICE_RESTOCK, backInStockOf } from "../data/back-in-stock.js";
import type { Restock } from "../data/back-in-stock.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, transactWrite, labelled } from "../data/transact.js";

// When a size's pieces come back (an admin's count, a lapsed or released hold, a restocked
// return: every movement goes through functions/data/stock-movements.ts, which marks the ones that
// put pieces back), the shoppers waiting for that size hear, oldest first, no more of them than
// the pieces that came back and are still there; the rest wait for the next restock.
// Exactly once: each notice moves its request from waiting to notified under a condition, counts
// itself on the restock under a cap, and writes its e-mail to the outbox, all in one transaction.
// A replay of the same restock (a retry, a second sweep) finds the cap reached and sends nothing.

/** Restocks looked at per sweep. */
const RESTOCKS_PER_SWEEP = 25;

/** Notices for one size of one restock; returns how many went out now. */
async function noticeSize(repos: Repositories, restock: Restock, size: string, cap: number): Promise<number> {
  let sent = restock.sent[size] ?? 0;
  let count = 0;
  // A few rounds: a shopper another sweep notified first is skipped and the next oldest asked.
  for (let round = 0; round < 5 && sent < cap; round++) {
    const waiting = await backInStockOf(repos).oldestWaiting(restock.productId, size, cap - sent);
    if (waiting.length === 0) break;
    for (const request of waiting) {
      if (sent >= cap) break;
      try {
        await transactWrite(repos.db, [
          ...backInStockOf(repos).notifyActions(request, restock, cap),
          ...labelled("outbox", repos.outbox.enqueueAction({ id: `back-in-stock.notice#${request.id}#${restock.movementId}`, kind: "back-in-stock.notice", orderId: "", requestId: request.id })),
        ]);
        sent++;
        count++;
      } catch (error) {
        if (!(error instanceof ConditionsFailed)) throw error;
        // The restock's pieces are all spoken for (another sweep sent them): stop.
        if (error.refused(NOTICE_RESTOCK)) return count;
        // She was notified by another restock a moment ago: the next one.
      }
    }
  }
  return count;
}

/** Sends the notices every due restock owes; returns how many went out. */
export async function sendRestockNotices(repos: Repositories): Promise<number> {
  let notices = 0;
  for (const due of await backInStockOf(repos).restocksDue(RESTOCKS_PER_SWEEP)) {
    // Read by key: the index lags, and another sweep may have sent some of these notices already.
    const restock = await backInStockOf(repos).restock(due.productId, due.sk);
    if (!restock) continue;
    const product = await repos.products.get(restock.productId);
    for (const [size, returned] of Object.entries(restock.returned)) {
      // Never more than came back, nor than is still there to buy (a sale since may have taken some).
      const cap = Math.min(returned, Math.max(0, product?.isActive ? (product.stockBySize[size] ?? 0) : 0));
      if (cap > (restock.sent[size] ?? 0)) notices += await noticeSize(repos, restock, size, cap);
    }
    await backInStockOf(repos).restockDone(restock);
  }
  return notices;
}
