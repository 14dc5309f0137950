/**
 * How a refund of an order paid partly with store credit is given back (docs/after-the-sale.md):
 * in the proportion the order was paid, credit's share to the ledger and the rest through
 * Razorpay, each never more than is left of it, so a full refund gives each exactly what it took.
 */
export function splitRefund(
  amountPaise: number,
  order: { totalPaise: number; storeCreditPaise: number },
  left: { creditPaise: number; razorpayPaise: number },
): { creditPaise: number; razorpayPaise: number } {
  if (order.storeCreditPaise <= 0 || order.totalPaise <= 0) return { creditPaise: 0, razorpayPaise: amountPaise };
  let creditPaise = Math.min(left.creditPaise, Math.round((amountPaise * order.storeCreditPaise) / order.totalPaise));
  let razorpayPaise = amountPaise - creditPaise;
  if (razorpayPaise > left.razorpayPaise) {
    creditPaise += razorpayPaise - left.razorpayPaise;
    razorpayPaise = left.razorpayPaise;
  }
  return { creditPaise, razorpayPaise };
}
