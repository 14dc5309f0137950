import { orderPagePath } from "../../shared/order-link.js";
import { formatPaise } from "../../shared/money.js";
import { orderNumber } from "../../shared/order-number.js";
import { RETURN_REASON_LABELS, RETURN_RESOLUTION_LABELS } from "../../shared/returns.js";
import { pickupDay } from "../../shared/return-pickup.js";
import type { CreditNote } from "../../shared/tax/tax-document.js";
import type { ReturnRecord } from "../data/returns.js";
import { button, composeLetter, paragraph, rows, type Part } from "./email-layout.js";
import type { Composed, LetterConfig } from "./order-emails.js";

// What the shopper hears at each step of a return (issue 25): asked, approved with the pickup
// booked, rejected with the shop's reason, picked up, received, and resolved: credit added,
// exchange on its way, or refund made (the refund's own e-mail carries its credit note).

const firstName = (record: ReturnRecord) => record.user.name.trim().split(/\s+/)[0] ?? record.user.name;

function pieces(record: ReturnRecord): Part {
  return rows(
    record.items.map((item) => ({
      label: item.name,
      note: `Size ${item.size}${item.exchangeSize ? ` → ${item.exchangeSize}` : ""} · ${item.quantity} ${item.quantity === 1 ? "piece" : "pieces"} · ${RETURN_REASON_LABELS[item.reason]} · ${RETURN_RESOLUTION_LABELS[item.resolution]}`,
      value: formatPaise(item.valuePaise),
    })),
  );
}

/** What a return message says at its state: subject, title and sentence (the e-mail and the WhatsApp update alike). */
export function returnNews(record: ReturnRecord, creditNote: CreditNote | undefined): { subject: string; title: string; text: string } {
  const order = orderNumber(record.orderId);
  switch (record.state) {
    case "requested":
      return { subject: `Return ${record.number} received for order ${order}`, title: `We have your return request, ${firstName(record)}.`, text: `You asked for: ${RETURN_RESOLUTION_LABELS[record.resolution].toLowerCase()}. We will look at it within one working day and write again.` };
    case "approved":
      return { subject: `Return ${record.number} approved: pickup booked`, title: "Your return is approved.", text: `${pickupBooked(record)} Please pack the pieces with their tags.` };
    case "rejected":
      return { subject: `Return ${record.number} could not be accepted`, title: "We could not accept this return.", text: `Our reason: ${(record.rejectReason ?? "not given").replace(/[.!]+$/, "")}. If you think this is a mistake, reply to this e-mail.` };
    case "cancelled":
      return { subject: `Return ${record.number} cancelled`, title: "Your return is cancelled.", text: "You cancelled this return before the pickup; you keep the pieces." };
    case "picked-up":
      return { subject: `Return ${record.number} picked up`, title: "The courier has your parcel.", text: `It is on its way back to us with ${record.pickup?.courierName ?? record.pickup?.courier ?? "the courier"} (tracking ${record.pickup?.trackingNumber || "to follow"}).` };
    case "received":
      return {
        subject: `Return ${record.number} received at the shop`,
        title: "Your parcel is back with us.",
        text: [...settled(record, creditNote), "We are refunding what you paid for the damaged or wrong pieces to the card or account you paid with."].join(" "),
      };
    case "resolved":
      if (record.resolution === "mixed") return { subject: `Return ${record.number} resolved`, title: "Your return is resolved.", text: settled(record, creditNote).join(" ") };
      if (record.resolution === "store-credit") {
        return { subject: `${formatPaise(record.creditPaise ?? 0)} store credit for return ${record.number}`, title: `We have added ${formatPaise(record.creditPaise ?? 0)} to your store credit.`, text: `Use it at checkout on your next order. ${creditNote ? `Credit note ${creditNote.number} is attached.` : ""}`.trim() };
      }
      if (record.resolution === "exchange") {
        return { subject: `Your exchange for return ${record.number} is on its way`, title: "Your new size is being packed.", text: `It goes out as order ${orderNumber(record.exchangeOrderId ?? "")} at no charge; we will write when it ships. ${creditNote ? `Credit note ${creditNote.number} is attached.` : ""}`.trim() };
      }
      return { subject: `Return ${record.number} refunded`, title: "Your refund is made.", text: "The refund's own e-mail, with its credit note, tells you the amount. Banks usually take 5-7 business days to show it." };
  }
}

/** The reverse pickup booked at approval: who comes, when, and the AWB to follow it by. */
function pickupBooked(record: ReturnRecord): string {
  const pickup = record.pickup;
  if (!pickup?.awb) return "Our courier will call before coming to collect the parcel from your delivery address.";
  const day = pickup.pickupDate ? `on ${pickupDay(pickup.pickupDate)}` : "in the next working days";
  return `${pickup.courierName ?? pickup.courier} will come to collect the parcel from your delivery address ${day} (AWB ${pickup.awb}); the courier calls before coming.`;
}

/** What the receipt settled: credit added, the exchange on its way, a refund made. */
function settled(record: ReturnRecord, creditNote: CreditNote | undefined): string[] {
  return [
    ...(record.creditPaise ? [`We have added ${formatPaise(record.creditPaise)} to your store credit.`] : []),
    ...(record.exchangeOrderId ? [`Your new size goes out as order ${orderNumber(record.exchangeOrderId)} at no charge.`] : []),
    ...(record.refundPaise ? [`We have refunded ${formatPaise(record.refundPaise)} to the card or account you paid with.`] : []),
    ...(creditNote ? [`Credit note ${creditNote.number} is attached.`] : []),
  ];
}

export function returnLetter(config: LetterConfig, record: ReturnRecord, creditNote?: CreditNote): Composed {
  const said = returnNews(record, creditNote);
  return composeLetter({
    subject: said.subject,
    preview: said.text,
    title: said.title,
    signature: { brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo },
    parts: [paragraph(said.text), paragraph(`Return ${record.number} for order ${orderNumber(record.orderId)}:`), pieces(record), button("View your returns", `${config.mail.shopUrl}/${orderPagePath(record.orderId)}`)],
  });
}
