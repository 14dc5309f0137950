// The one way an order is named to people (issue 22 item 13): My Orders, e-mails, the admin,
// events and the invoice and credit note PDFs all say "#3F9A2C". The full id appears only where
// a machine or a support look-up needs it (links, the admin's details, the PDF's metadata).

/** How many trailing characters of the id make the short form (the spec's "last 6 characters"). */
export const ORDER_NUMBER_LENGTH = 6;

/** "#3F9A2C": the last six characters of the order id, in capitals, after a "#". */
export function orderNumber(orderId: string): string {
  return `#${orderId.slice(-ORDER_NUMBER_LENGTH).toUpperCase()}`;
}
