import { formatPaiseBrief } from "../../shared/money.js";
import { groupedGiftCardCode } from "../../shared/gift-cards/gift-card-code.js";
import type { GiftCard } from "../../shared/gift-cards/gift-card.js";
import { indianDateText } from "../../shared/tax/financial-year.js";
import { button, composeLetter, paragraph, rows } from "./email-layout.js";
import type { Composed, LetterConfig } from "./order-emails.js";

// The gift card itself (issue 45): the only place its code is ever written out. The shop keeps a
// hash; if this e-mail is lost, the card is sent again with a new code and the old one stops working.

const signature = (config: LetterConfig) => ({ brand: config.brandName, legalName: config.seller.legalName, address: config.seller.address, support: config.mail.replyTo });

export function giftCardLetter(config: LetterConfig, card: GiftCard, code: string): Composed {
  const value = formatPaiseBrief(card.issuedPaise);
  return composeLetter({
    subject: card.from ? `${card.from} sent you a ${value} ${config.brandName} gift card` : `Your ${value} ${config.brandName} gift card`,
    preview: `Use it at checkout, or add it to your store credit. Valid until ${indianDateText(new Date(card.validUntil))}.`,
    title: card.from ? `${card.from} sent you a ${value} gift card` : `A ${value} gift card for you`,
    signature: signature(config),
    parts: [
      paragraph(`Dear ${card.recipient.name},`),
      ...(card.message ? [paragraph(`“${card.message}”${card.from ? ` (${card.from})` : ""}`)] : []),
      rows([
        { label: "Gift card code", value: groupedGiftCardCode(code), strong: true },
        { label: "Value", value: formatPaiseBrief(card.issuedPaise) },
        { label: "Valid until", value: indianDateText(new Date(card.validUntil)) },
      ]),
      paragraph("Enter the code at checkout, or in your account to add it to your store credit. What you do not spend stays on the card for next time. Keep this e-mail safe: the code is the card, and we cannot see it."),
      button("Shop now", config.mail.shopUrl),
      paragraph(`Check what is left on it at any time: ${config.mail.shopUrl}/gift-cards/balance`),
    ],
  });
}

/** The buyer's receipt for a card she bought: what she paid, for whom, when it goes, and why no GST. */
export function giftCardReceiptLetter(config: LetterConfig, card: GiftCard, buyerName: string): Composed {
  const value = formatPaiseBrief(card.issuedPaise);
  const when = card.deliverOn ? `on ${indianDateText(new Date(`${card.deliverOn}T09:00:00+05:30`))}, at 9 in the morning` : "now";
  return composeLetter({
    subject: `Your ${value} ${config.brandName} gift card for ${card.recipient.name}`,
    preview: `Its code goes to ${card.recipient.email} ${when}.`,
    title: `Thank you: your ${value} gift card is paid`,
    signature: signature(config),
    parts: [
      paragraph(`Dear ${buyerName},`),
      paragraph(`Your gift card for ${card.recipient.name} is paid. We e-mail its code to ${card.recipient.email} ${when}; only that e-mail carries the code.`),
      rows([
        { label: "Amount paid", value, strong: true },
        { label: "For", value: `${card.recipient.name} (${card.recipient.email})` },
        { label: "Sent", value: card.deliverOn ? indianDateText(new Date(`${card.deliverOn}T09:00:00+05:30`)) : "At once" },
        { label: "Valid until", value: indianDateText(new Date(card.validUntil)) },
      ]),
      ...(card.message ? [paragraph(`Your message: “${card.message}”`)] : []),
      paragraph("A gift card is a voucher, so no GST is charged on it now: GST is charged on what it buys, on that order's tax invoice. Gift cards cannot be returned or exchanged for cash."),
    ],
  });
}
