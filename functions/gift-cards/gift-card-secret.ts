import { createHash, randomInt } from "node:crypto";
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH } from "../../shared/gift-cards/gift-card-code.js";

// A new code from the operating system's random source (each character drawn uniformly: randomInt
// rejects the bias a modulo would bring), and the hash the table keeps instead of the code. A
// plain SHA-256 is enough: with ~79 bits in a code, a copy of the table gives no practical way back
// to a code, and lookups need no secret that a key rotation could lose.

export function newGiftCardCode(): string {
  let code = "";
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i += 1) code += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return code;
}

/** The hash a normalised code is found by. */
export const giftCardCodeHash = (code: string) => createHash("sha256").update(`gift-card:${code}`).digest("hex");
