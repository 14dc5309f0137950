// A gift card's code (issue 45): 16 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
// so a code read off a card or a WhatsApp message is typed right; shown in groups of four. 31^16
// codes (about 79 bits): a guess finds a card about once in 10^23 tries, and the balance check is
// throttled besides. The shop keeps only a hash of each code and its last four characters.

export const GIFT_CARD_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const GIFT_CARD_CODE_LENGTH = 16;

/** What a code of the wrong shape is told, by the browser before sending and the server after. */
export const NOT_A_GIFT_CARD_CODE = "A gift card code is 16 letters and digits, like ABCD-EFGH-JKMN-PQRS.";

/** As typed or pasted: spaces and hyphens go, letters are upper case. */
export const normaliseGiftCardCode = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();

/** Whether a normalised code could be a gift card's: 16 characters of the alphabet. */
export function isGiftCardCodeShape(code: string): boolean {
  return code.length === GIFT_CARD_CODE_LENGTH && [...code].every((character) => GIFT_CARD_ALPHABET.includes(character));
}

/** "ABCD-EFGH-JKMN-PQRS", as the card and the e-mail print it. */
export const groupedGiftCardCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;

/** What the shop shows of a code once it is issued: its last four characters. */
export const giftCardLastFour = (code: string) => code.slice(-4);
