import { CONFIRM_LINK_HOURS } from "../back-in-stock/confirm-back-in-stock.js";
import { button, composeLetter, paragraph } from "./email-layout.js";
import type { Composed, LetterConfig } from "./order-emails.js";

// The two e-mails of "Notify me" (issue 27): the double opt-in's link, and the notice itself.

const signature = (config: LetterConfig) => ({ brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo });
const productUrl = (config: LetterConfig, productId: string) => `${config.mail.shopUrl}/product/${encodeURIComponent(productId)}`;

/** Confirms that the address is hers before anything else is sent to it. */
export function backInStockConfirmLetter(config: LetterConfig, productName: string, size: string, token: string): Composed {
  return composeLetter({
    subject: `Confirm: tell me when ${productName} is back in size ${size}`,
    preview: `One tap, and we e-mail you when it is back. The link works for ${CONFIRM_LINK_HOURS} hours.`,
    title: "Please confirm your e-mail address",
    signature: signature(config),
    parts: [
      paragraph(`You asked ${config.brandName} to e-mail you when ${productName} is back in size ${size}. Please confirm that this address is yours. The link works for ${CONFIRM_LINK_HOURS} hours.`),
      button("Yes, tell me when it is back", `${config.mail.shopUrl}/back-in-stock/confirm?token=${encodeURIComponent(token)}`),
      paragraph("If you did not ask for this, you can ignore this e-mail: we will not write again."),
    ],
  });
}

/** The notice: the size she waited for is on sale again. */
export function backInStockLetter(config: LetterConfig, productId: string, productName: string, size: string): Composed {
  return composeLetter({
    subject: `Back in stock: ${productName} in size ${size}`,
    preview: "Pieces are few: this notice goes to the shoppers who asked first.",
    title: `${productName} is back in size ${size}`,
    signature: signature(config),
    parts: [
      paragraph(`Good news: ${productName} is back in size ${size}. We e-mail the shoppers who asked in the order they asked, no more of them than the pieces that came back, so it may not last long.`),
      button("Shop it now", productUrl(config, productId)),
      paragraph("This was a one-time notice: we will not write about this size again unless you ask."),
    ],
  });
}
