import { orderPagePath } from "../../shared/order-link.js";
import { formatPaise, toPaise } from "../../shared/money.js";
import { lineSizeText } from "../../shared/saree-blouse.js";
import { trackingUrl } from "../../shared/courier-tracking.js";
import { orderNumber } from "../../shared/order-number.js";
import type { CreditNote, TaxInvoice } from "../../shared/tax/tax-document.js";
import type { ShopConfig } from "../config.js";
import type { CustomLine } from "../../shared/made-to-measure/custom-line.js";
import { shipsInText } from "../../shared/made-to-measure/custom-options.js";
import type { OrderRecord } from "../data/orders.js";
import type { RefundRecord } from "../data/payments.js";
import { addressBlock, button, composeLetter, heading, paragraph, rows, type Letter, type Part } from "./email-layout.js";

// What the shop writes and when: to the shopper when an order is paid (with the tax invoice),
// shipped, delivered and refunded (with the credit note); to the shop when an order is paid.

export type LetterConfig = Pick<ShopConfig, "brandName" | "seller" | "mail">;
export type Composed = ReturnType<typeof composeLetter>;

const orderNo = (order: OrderRecord) => orderNumber(order.id);
const firstName = (order: OrderRecord) => order.shippingAddress.name.trim().split(/\s+/)[0] ?? order.shippingAddress.name;

function signature(config: LetterConfig): Letter["signature"] {
  return { brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo };
}

function itemRows(order: OrderRecord): Part {
  return rows([
    ...order.orderItems.map((item) => ({
      label: item.name,
      note: `${item.size ? `${lineSizeText(item)} · ` : ""}${item.quantity} × ${formatPaise(item.pricePaise)}${item.custom ? ` · ${customNote(item.custom)}` : ""}`,
      value: formatPaise(item.pricePaise * item.quantity),
    })),
    ...(order.discountPaise ? [{ label: `Discount${order.discountCode ? ` (${order.discountCode})` : ""}`, value: `-${formatPaise(order.discountPaise)}` }] : []),
    { label: "Shipping", value: order.shippingPaise > 0 ? formatPaise(order.shippingPaise) : "Free" },
    { label: "Total paid", note: `GST included: ${formatPaise(order.taxPaise)}`, value: formatPaise(order.totalPaise), strong: true },
    // Store credit is a way of paying: shown under the total, which it does not change.
    ...(order.storeCreditPaise ? [{ label: "Paid with store credit", value: formatPaise(order.storeCreditPaise) }] : []),
  ]);
}

/** A custom piece in a letter (issue 26): its options, whose measurements, when it ships. */
function customNote(custom: CustomLine): string {
  const options = custom.options.map((option) => `${option.label}${option.choice ? `: ${option.choice}` : ""}${option.price > 0 ? ` (+${formatPaise(toPaise(option.price))})` : ""}`);
  return [...options, `Measurements: ${custom.measurements.profileName}`, shipsInText(custom.leadTimeDays)].join(" · ");
}

function deliveryAddress(order: OrderRecord): Part {
  const to = order.shippingAddress;
  return addressBlock([to.name, to.address, `${to.city}, ${to.state} ${to.pincode}`, to.phone]);
}

const myOrders = (config: LetterConfig, order: OrderRecord) => button("View your order", `${config.mail.shopUrl}/${orderPagePath(order.id)}`);

export function orderConfirmedLetter(config: LetterConfig, order: OrderRecord, invoice: TaxInvoice): Composed {
  if (order.exchangeOf) return exchangeConfirmedLetter(config, order, invoice);
  return composeLetter({
    subject: `Order ${orderNo(order)} confirmed: thank you for shopping with ${config.brandName}`,
    preview: `We have your payment of ${formatPaise(order.totalPaise)}. Your tax invoice is attached.`,
    title: `Thank you, ${firstName(order)}! Your order is confirmed.`,
    signature: signature(config),
    parts: [
      paragraph(`We have received your payment of ${formatPaise(order.totalPaise)} for order ${orderNo(order)}. We will call you within 24 hours to confirm the order before we dispatch it, and write again when it ships.`),
      heading("Your order"),
      itemRows(order),
      heading("Delivering to"),
      deliveryAddress(order),
      paragraph(`Your tax invoice ${invoice.number} is attached to this e-mail as a PDF. You can also download it from My Orders.`),
      myOrders(config, order),
    ],
  });
}

/** A link to the courier's own tracking page, when the courier is one the shop knows. */
function trackButton(order: OrderRecord): Part[] {
  const url = trackingUrl(order.carrier, order.trackingNumber);
  return url ? [button("Track your parcel", url)] : [];
}

export function orderShippedLetter(config: LetterConfig, order: OrderRecord): Composed {
  const tracking = [
    { label: "Carrier", value: order.carrier || "Our courier partner" },
    { label: "Tracking number", value: order.trackingNumber || "We will send it as soon as the courier gives it to us" },
  ];
  return composeLetter({
    subject: `Order ${orderNo(order)} has shipped`,
    preview: `${order.carrier ? `${order.carrier}: ` : ""}${order.trackingNumber ?? "on its way"}`,
    title: `Good news, ${firstName(order)}: your order is on its way.`,
    signature: signature(config),
    parts: [
      paragraph(`Order ${orderNo(order)} has left our workshop. Orders within India usually arrive in 7-10 business days.`),
      rows(tracking),
      ...trackButton(order),
      heading("Delivering to"),
      deliveryAddress(order),
      paragraph("Please record an uncut unboxing video when you open the parcel: we need it to help with anything damaged or wrong."),
      myOrders(config, order),
    ],
  });
}

export function outForDeliveryLetter(config: LetterConfig, order: OrderRecord): Composed {
  return composeLetter({
    subject: `Order ${orderNo(order)} is out for delivery today`,
    preview: `${order.carrier ? `${order.carrier} ` : "The courier "}will bring it to ${order.shippingAddress.city} today.`,
    title: `Your parcel arrives today, ${firstName(order)}.`,
    signature: signature(config),
    parts: [
      paragraph(`Order ${orderNo(order)} is out for delivery. Please keep your phone near you: the courier may call ${order.shippingAddress.phone} before coming.`),
      ...trackButton(order),
      heading("Delivering to"),
      deliveryAddress(order),
      myOrders(config, order),
    ],
  });
}

/** The courier could not deliver (NDR, issue 44): why, and the order's page, where she chooses a new day or corrects the address. */
export function deliveryFailedLetter(config: LetterConfig, order: OrderRecord, reason: string): Composed {
  return composeLetter({
    subject: `We could not deliver order ${orderNo(order)}: choose a new day`,
    preview: `The courier said: ${reason}. Choose a new day or correct the address.`,
    title: `We missed you, ${firstName(order)}.`,
    signature: signature(config),
    parts: [
      paragraph(`The courier could not deliver order ${orderNo(order)}: ${reason}. Choose a day for them to come again, or correct the address or number, on your order's page. The courier keeps the parcel for about a week.`),
      heading("Delivering to"),
      deliveryAddress(order),
      button("Choose a new day", `${config.mail.shopUrl}/${orderPagePath(order.id)}`),
    ],
  });
}

export function orderDeliveredLetter(config: LetterConfig, order: OrderRecord): Composed {
  return composeLetter({
    subject: `Order ${orderNo(order)} has been delivered`,
    preview: "We hope you love it.",
    title: `Delivered! We hope you love it, ${firstName(order)}.`,
    signature: signature(config),
    parts: [
      paragraph(`Order ${orderNo(order)} was delivered. If something is not right, write to us within 7 days of delivery with your unboxing video and we will sort it out (custom-made pieces cannot be returned).`),
      itemRows(order),
      myOrders(config, order),
    ],
  });
}

export function refundLetter(config: LetterConfig, order: OrderRecord, refund: RefundRecord, creditNote: CreditNote): Composed {
  const full = refund.amountPaise === order.totalPaise;
  return composeLetter({
    subject: `Refund of ${formatPaise(refund.amountPaise)} for order ${orderNo(order)}`,
    preview: `Credit note ${creditNote.number} is attached.`,
    title: `We have refunded ${formatPaise(refund.amountPaise)} to you.`,
    signature: signature(config),
    parts: [
      paragraph(
        refund.storeCreditPaise
          ? `We have refunded ${formatPaise(refund.amountPaise)}${full ? ", the whole amount," : ""} for order ${orderNo(order)}: ${formatPaise(refund.storeCreditPaise)} to your store credit, which you can use at once${refund.amountPaise > refund.storeCreditPaise ? `, and ${formatPaise(refund.amountPaise - refund.storeCreditPaise)} to the card or account you paid with. Banks usually take 5-7 business days to show it.` : "."}`
          : `We have refunded ${formatPaise(refund.amountPaise)}${full ? ", the whole amount," : ""} for order ${orderNo(order)} to the card or account you paid with. Banks usually take 5-7 business days to show it.`,
      ),
      ...(refundedFor(refund, creditNote) ? [paragraph(refundedFor(refund, creditNote)!)] : []),
      rows([
        { label: "Refund", value: formatPaise(refund.amountPaise), strong: true },
        { label: "Reason", value: refund.reason || "-" },
        { label: "Credit note", value: creditNote.number, note: `Against invoice ${creditNote.invoice.number}` },
      ]),
      paragraph(`Credit note ${creditNote.number} is attached to this e-mail as a PDF: it reduces your tax invoice ${creditNote.invoice.number} by the refunded amount.`),
      myOrders(config, order),
    ],
  });
}

/** An exchange's new size (issue 25): no payment was taken, the returned pieces paid for it. */
function exchangeConfirmedLetter(config: LetterConfig, order: OrderRecord, invoice: TaxInvoice): Composed {
  return composeLetter({
    subject: `Exchange order ${orderNo(order)}: your new size, at no charge`,
    preview: `Your tax invoice ${invoice.number} is attached.`,
    title: `Your exchange is on its way to packing, ${firstName(order)}.`,
    signature: signature(config),
    parts: [
      paragraph(`Order ${orderNo(order)} sends your new size in exchange for the pieces you returned from order ${orderNumber(order.exchangeOf!.orderId)}. There is nothing to pay: the returned pieces pay for it. We will write again when it ships.`),
      heading("Your exchange"),
      itemRows(order),
      heading("Delivering to"),
      deliveryAddress(order),
      paragraph(`Your tax invoice ${invoice.number} is attached to this e-mail as a PDF.`),
      myOrders(config, order),
    ],
  });
}

/** What a refund was for, as its credit note names it: the pieces, or goodwill. */
function refundedFor(refund: RefundRecord, creditNote: CreditNote): string | null {
  if (refund.goodwill) return "This is a goodwill refund, not tied to returned goods.";
  const pieces = creditNote.lines.filter((line) => line.quantity);
  return pieces.length > 0 ? `This refund is for ${pieces.map((line) => `${line.quantity} × ${line.description}`).join(", ")}.` : null;
}

/** To the shop's own address: a new paid order to pack. */
export function newOrderLetter(config: LetterConfig, order: OrderRecord, invoice: TaxInvoice): Composed {
  const count = order.orderItems.reduce((sum, item) => sum + item.quantity, 0);
  return composeLetter({
    subject: `New order ${orderNo(order)}: ${formatPaise(order.totalPaise)} from ${order.shippingAddress.name}`,
    preview: `${count} ${count === 1 ? "piece" : "pieces"} to ${order.shippingAddress.city}, ${order.shippingAddress.state}`,
    title: `New paid order ${orderNo(order)}`,
    signature: signature(config),
    parts: [
      paragraph(`${order.user.name} (${order.user.email}) paid ${formatPaise(order.totalPaise)}. Invoice ${invoice.number} was issued. Call the shopper within 24 hours to confirm before dispatch.`),
      itemRows(order),
      heading("Deliver to"),
      addressBlock([...deliveryAddress(order).text.split("\n"), order.shippingAddress.email]),
      button("Open the order", `${config.mail.shopUrl}/admin/orders?orderId=${encodeURIComponent(order.id)}`),
    ],
  });
}
