import type { OrderRecord } from "../data/orders.js";
import type { PaymentRecord } from "../data/payments.js";
import { paidTotal, type Payout, type SettlementRecord } from "../data/settlements.js";
import { rupees } from "../http/rupees-edge.js";
import { leftToGiveBack, settlementTerms } from "./settlement-terms.js";

// An order's settlement as the admin's order details show it (issue 39, docs/money.md): what was
// paid, what was given back and how, what is left, and each payout with who made it. Rupees at the edge.

const pieceCount = (pieces: Payout["pieces"]) => pieces.reduce((sum, piece) => sum + piece.quantity, 0);

function payoutJson(payout: Payout) {
  return {
    ref: payout.ref,
    kind: payout.kind,
    card: rupees(payout.cashPaise),
    storeCredit: rupees(payout.creditPaise),
    exchange: rupees(payout.exchangePaise),
    pieces: pieceCount(payout.pieces),
    restocked: pieceCount(payout.restocked),
    by: payout.by,
    at: payout.at,
    ...(payout.refundId ? { refundId: payout.refundId } : {}),
  };
}

export function settlementJson(order: OrderRecord, payment: PaymentRecord | undefined, settlement: SettlementRecord) {
  const terms = settlementTerms(order, payment);
  return {
    paid: { card: rupees(terms.paid.cashPaise), storeCredit: rupees(terms.paid.creditPaise), goods: rupees(terms.paid.goodsPaise), total: rupees(paidTotal(terms.paid)) },
    givenBack: {
      card: rupees(settlement.cashBackPaise),
      storeCredit: rupees(settlement.creditBackPaise),
      exchange: rupees(settlement.exchangeBackPaise),
      total: rupees(settlement.givenBackPaise),
    },
    left: rupees(leftToGiveBack(terms, settlement)),
    piecesSold: order.orderItems.reduce((sum, line) => sum + line.quantity, 0),
    piecesBack: Object.values(settlement.back).reduce((sum, n) => sum + n, 0),
    piecesRestocked: Object.values(settlement.restocked).reduce((sum, n) => sum + n, 0),
    entries: settlement.entries.map(payoutJson),
    /** Claimed and at Razorpay now: counted, not yet settled. */
    pending: settlement.pending.map(payoutJson),
  };
}
