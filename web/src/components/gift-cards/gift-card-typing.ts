import { groupedGiftCardCode, isGiftCardCodeShape, normaliseGiftCardCode, GIFT_CARD_CODE_LENGTH, NOT_A_GIFT_CARD_CODE } from "@shared/gift-cards/gift-card-code.js";

// A gift card code as the shopper types or pastes it: shown in groups of four as on the card
// (ABCD-EFGH-JKMN-PQRS), and judged before it is sent, since every try the server sees counts
// against her network's budget.

/** The server's own words for a code of the wrong shape (shared/gift-cards/gift-card-code.ts). */
export { NOT_A_GIFT_CARD_CODE };
export const NO_GIFT_CARD_CODE = "Enter the code from your gift card e-mail.";

/** What the field shows: the code grouped while it can still be one, else the text as typed. */
export function typedGiftCardCode(text: string): string {
  const code = normaliseGiftCardCode(text);
  return code.length <= GIFT_CARD_CODE_LENGTH ? groupedGiftCardCode(code) : text.toUpperCase();
}

/** Where the caret goes in `shown` so that `characters` of the code stand before it. */
export function caretAfter(shown: string, characters: number): number {
  let seen = 0;
  for (let index = 0; index < shown.length; index += 1) {
    if (seen === characters) return index;
    if (shown[index] !== "-") seen += 1;
  }
  return shown.length;
}

/** Why the typed code cannot be a card's, or null when it is worth asking the server. */
export function giftCardCodeProblem(text: string): string | null {
  const code = normaliseGiftCardCode(text);
  if (code === "") return NO_GIFT_CARD_CODE;
  return isGiftCardCodeShape(code) ? null : NOT_A_GIFT_CARD_CODE;
}
