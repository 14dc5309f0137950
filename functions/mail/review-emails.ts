import { orderNumber } from "../../shared/order-number.js";
import type { OrderRecord } from "../data/orders.js";
import { button, composeLetter, paragraph } from "./email-layout.js";
import type { Composed, LetterConfig } from "./order-emails.js";

/** The link that opens a product's page at its review form. */
export const reviewFormUrl = (shopUrl: string, productId: string) => `${shopUrl}/product/${encodeURIComponent(productId)}?review=1`;

/** Days after delivery (issue 27): how does it fit? One button per product of the order, to its review form. */
export function reviewRequestLetter(config: LetterConfig, order: OrderRecord): Composed {
  const name = order.shippingAddress.name.trim().split(/\s+/)[0] ?? order.shippingAddress.name;
  const products = [...new Map(order.orderItems.map((line) => [line.product, line])).values()];
  return composeLetter({
    subject: `How is your order ${orderNumber(order.id)}? Tell other shoppers`,
    preview: "A line and a photo help the next shopper choose her size.",
    title: `How did it fit, ${name}?`,
    signature: { brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo },
    parts: [
      paragraph("Your review helps other shoppers pick the right piece and size. It takes a minute: stars, a few words, and a photo if you like."),
      ...products.map((line) => button(`Review ${line.name} (size ${line.size})`, reviewFormUrl(config.mail.shopUrl, line.product))),
    ],
  });
}
