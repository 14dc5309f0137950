import { courierReference } from "./order-number.js";

// Where every e-mail's and WhatsApp message's "View your order" leads (issue 44): "Track an order"
// with the order's number filled in. Signed in, it opens the order at once; signed out, a code to
// the mobile it was placed with (or her password) opens it. The link carries no secret, so a
// forwarded message opens nothing by itself.

/** "track?number=3F9A2C": after the shop's address and a "/". */
export const orderPagePath = (orderId: string) => `track?number=${courierReference(orderId)}`;
