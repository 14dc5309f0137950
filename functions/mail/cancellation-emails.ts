import { orderPagePath } from "../../shared/order-link.js";
import { feePercentText, refundDestination } from "../../shared/cancellation.js";
import { formatPaise } from "../../shared/money.js";
import { orderNumber } from "../../shared/order-number.js";
import type { CreditNote } from "../../shared/tax/tax-document.js";
import type { OrderCancellationRecord, OrderRecord } from "../data/orders.js";
import { button, composeLetter, paragraph, rows } from "./email-layout.js";
import type { Composed, LetterConfig } from "./order-emails.js";

// The two letters of a cancelled order (issue 25): the shopper's, with the refund, the fee and
// the credit note; the shop's, so nobody packs it.

function signature(config: LetterConfig) {
  return { brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo };
}

/** What the card or UPI paid of what was cancelled: the fee is taken on that part alone. */
const cardPaid = (cancellation: OrderCancellationRecord) => cancellation.refundPaise - (cancellation.storeCreditPaise ?? 0) + cancellation.feePaise;

/** The fee as a percentage of the card part, worked back from the stored figures. */
const feeShare = (cancellation: OrderCancellationRecord) => feePercentText(Math.round((cancellation.feePaise * 10_000) / cardPaid(cancellation)));

/** Where the fee came from, when store credit paid a part: that part came back whole. */
const feeText = (cancellation: OrderCancellationRecord) =>
  `${formatPaise(cancellation.feePaise)} is the ${feeShare(cancellation)} transaction fee${
    cancellation.storeCreditPaise ? ` on the ${formatPaise(cardPaid(cancellation))} paid by card or UPI (store credit comes back in full)` : ""
  }.`;

export function orderCancelledLetter(config: LetterConfig, order: OrderRecord, cancellation: OrderCancellationRecord, creditNote: CreditNote): Composed {
  const number = orderNumber(order.id);
  const paid = cancellation.refundPaise + cancellation.feePaise;
  const byShop = cancellation.by === "shop";
  const credit = cancellation.storeCreditPaise ?? 0;
  const toCard = cancellation.refundPaise - credit;
  const where = refundDestination(cancellation.refundPaise, credit);
  return composeLetter({
    subject: `Order ${number} is cancelled: ${formatPaise(cancellation.refundPaise)} refunded`,
    preview: `Credit note ${creditNote.number} is attached.`,
    title: `Your order ${number} is cancelled.`,
    signature: signature(config),
    parts: [
      paragraph(
        byShop
          ? `We are sorry: we had to cancel order ${number}. We have refunded the whole ${formatPaise(cancellation.refundPaise)} ${where}, with no fee.`
          : cancellation.feePaise > 0
            ? `As you asked, we have cancelled order ${number} and refunded ${formatPaise(cancellation.refundPaise)} of ${formatPaise(paid)} ${where}; ${feeText(cancellation)}`
            : `As you asked, we have cancelled order ${number} and refunded the whole ${formatPaise(cancellation.refundPaise)} ${where}.`,
      ),
      ...(toCard > 0 ? [paragraph("Banks usually take 5-7 business days to show the refund.")] : []),
      rows([
        { label: "Paid", value: formatPaise(paid) },
        ...(cancellation.feePaise > 0 ? [{ label: "Transaction fee", value: `-${formatPaise(cancellation.feePaise)}` }] : []),
        { label: "Refund", value: formatPaise(cancellation.refundPaise), strong: true },
        ...(credit > 0 && toCard > 0 ? [{ label: "To your card or account", value: formatPaise(toCard) }] : []),
        ...(credit > 0 ? [{ label: "To your store credit", value: formatPaise(credit) }] : []),
        { label: "Reason", value: cancellation.reason },
        { label: "Credit note", value: creditNote.number, note: `Against invoice ${creditNote.invoice.number}` },
      ]),
      paragraph(`Credit note ${creditNote.number} is attached as a PDF: it reduces your tax invoice ${creditNote.invoice.number} by the refunded amount.`),
      button("View your order", `${config.mail.shopUrl}/${orderPagePath(order.id)}`),
    ],
  });
}

/** To the shop's own address: do not pack it; the pieces are back in stock. */
export function orderCancelledShopLetter(config: LetterConfig, order: OrderRecord, cancellation: OrderCancellationRecord): Composed {
  const number = orderNumber(order.id);
  const who = cancellation.by === "shop" ? `by ${cancellation.who} (the shop)` : `by the shopper, ${order.user.name}`;
  return composeLetter({
    subject: `Order ${number} cancelled ${cancellation.by === "shop" ? "by the shop" : "by the shopper"}: do not pack it`,
    preview: `${formatPaise(cancellation.refundPaise)} refunded`,
    title: `Order ${number} is cancelled`,
    signature: signature(config),
    parts: [
      paragraph(
        `Order ${number} was cancelled ${who}. ${formatPaise(cancellation.refundPaise)} was refunded${cancellation.storeCreditPaise ? ` (${formatPaise(cancellation.storeCreditPaise)} of it as store credit)` : ""}${cancellation.feePaise > 0 ? `, ${formatPaise(cancellation.feePaise)} kept as the transaction fee` : " in full"}. Its pieces are back in stock; do not pack or ship it.`,
      ),
      rows([{ label: "Reason", value: cancellation.reason }]),
      button("Open the order", `${config.mail.shopUrl}/admin/orders?orderId=${encodeURIComponent(order.id)}`),
    ],
  });
}
