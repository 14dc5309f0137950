// Meta names a WhatsApp user by their wa_id: the number's digits with the country code, no "+",
// spaces or dashes ("+91 98123-45678" is 919812345678).

export function waIdOf(number: string): string {
  return number.replace(/\D+/g, "");
}

/**
 * Whether a wa_id can be someone's WhatsApp number: E.164 allows at most 15 digits, and an
 * Indian mobile with its country code has 12. Ten digits is a number without its country code
 * (the usual slip): Meta reads it as another country's, where nobody has it, and the message
 * fails as undeliverable.
 */
export function looksReachable(waId: string): boolean {
  return waId.length >= 11 && waId.length <= 15 && !waId.startsWith("0");
}
