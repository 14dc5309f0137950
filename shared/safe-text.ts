// Characters no text the shop stores may hold: they break e-mail headers, PDFs, CSV rows and pages,
// or hide what a text says. Line breaks and tabs are allowed here (descriptions, notes); fields of
// one line refuse them in their own schema.

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/; // eslint-disable-line no-control-regex -- control characters are what it finds
/** Bidirectional embeddings, overrides and isolates: they can make "evil.exe" read as "exe.live". */
const DIRECTION = /[\u202a-\u202e\u2066-\u2069]/;
/** A surrogate without its pair: not a character at all, and refused by e-mail and PDF encoders. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type UnsafeText = "control" | "direction" | "broken";

export function unsafeText(text: string): UnsafeText | undefined {
  if (CONTROL.test(text)) return "control";
  if (DIRECTION.test(text)) return "direction";
  if (LONE_SURROGATE.test(text)) return "broken";
  return undefined;
}

/** The sentence for a field (`name`, `shippingAddress.city`) holding such a character. */
export function unsafeTextMessage(field: string, problem: UnsafeText): string {
  const label = /^[a-z]+$/i.test(field) ? field.charAt(0).toUpperCase() + field.slice(1) : field;
  if (problem === "control") return `${label} must not contain control characters`;
  if (problem === "direction") return `${label} must not contain hidden text-direction marks`;
  return `${label} contains a broken character`;
}

/** Line breaks, for fields of one line (names, addresses, codes). */
export const hasLineBreak = (text: string) => /[\r\n\u2028\u2029]/.test(text);

/** Zero-width space, word joiner, byte-order mark, Mongolian vowel separator: what a paste brings along. */
const PASTED_INVISIBLE = /[\u200b\u2060\ufeff\u180e]/g;
/** Joiners shape Indic letters (क्‍ष, ന്‍); beside anything else they only hide what a name says. */
const STRAY_JOINER = /(?<![\u0900-\u0dff])[\u200c\u200d]|[\u200c\u200d](?![\u0900-\u0dff])/g;

/** A name or address line without the invisible characters that make two alike texts differ (issue 41). */
export const withoutInvisible = (text: string) => text.replace(PASTED_INVISIBLE, "").replace(STRAY_JOINER, "");
