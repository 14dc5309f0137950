// The one way an order is named to people (issue 22 item 13): My Orders, e-mails, the admin,
// events and the invoice and credit note PDFs all say "#3F9A2C". The full id appears only where
// a machine or a support look-up needs it (links, the admin's details, the PDF's metadata).

/** How many trailing characters of the id make the short form (the spec's "last 6 characters"). */
export const ORDER_NUMBER_LENGTH = 6;

/** "#3F9A2C": the last six characters of the order id, in capitals, after a "#". */
export function orderNumber(orderId: string): string {
  return `#${orderId.slice(-ORDER_NUMBER_LENGTH).toUpperCase()}`;
}

/**
 * The order as the courier knows it (Shiprocket's order_id, printed on the label): the order
 * number without its "#", "3F9A2C", so the packer matches label and packing slip. Two orders
 * can end alike; the second then takes `length` 8, 10 … up to the whole id (claimed once:
 * functions/data/shipments.ts).
 */
export function courierReference(orderId: string, length = ORDER_NUMBER_LENGTH): string {
  return orderId.slice(-length).toUpperCase();
}

/** The lengths a courier reference tries, shortest first, ending with the whole id. */
export function courierReferenceLengths(orderId: string): number[] {
  const lengths: number[] = [];
  for (let length = ORDER_NUMBER_LENGTH; length < orderId.length; length += 2) lengths.push(length);
  return [...lengths, orderId.length];
}
