// A buyer's GSTIN (issue 45), checked as the GST portal checks it, so a typing mistake is caught at
// checkout and not by the buyer's accountant when the input tax credit fails to match: 15
// characters, a state code, the PAN inside, an entity number, Z, and a check character worked out
// from the first 14 (../shared/REFERENCE.md, "GST: the buyer's GSTIN").

import { INDIAN_STATES_AND_UNION_TERRITORIES } from "../indian-states.js";
import { gstStateCode } from "./gst-state-codes.js";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** As typed: spaces and hyphens a copy brings along go, letters are upper case. */
export const normaliseGstin = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();

/**
 * The check character of a GSTIN's first 14 characters: each character's index in the alphabet,
 * multiplied by 1 and 2 alternately, its quotient and remainder by 36 added up; the check is what
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** The state or union territory whose code a GSTIN starts with. */
export function gstinState(gstin: string): string | undefined {
  return INDIAN_STATES_AND_UNION_TERRITORIES.find((state) => gstStateCode(state) === gstin.slice(0, 2));
}

/** What is wrong with a GSTIN (already normalised), in words for the buyer; none when it is valid. */
export function gstinProblem(gstin: string): string | undefined {
  if (gstin.length !== 15) return `GSTIN must be 15 characters; this one has ${gstin.length}`;
  if (!/^\d{2}/.test(gstin)) return "GSTIN must start with the two digits of its state code";
  if (!gstinState(gstin)) return `GSTIN starts with ${gstin.slice(0, 2)}, which is not the code of an Indian state or union territory`;
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return "GSTIN's characters 3 to 12 must be a PAN: 5 letters, 4 digits and a letter";
  if (!/^[1-9A-Z]$/.test(gstin[12]!)) return "GSTIN's 13th character (the entity number) must be 1-9 or a letter";
  if (gstin[13] !== "Z") return "GSTIN's 14th character must be Z";
  if (!/^[0-9A-Z]$/.test(gstin[14]!) || gstin[14] !== gstinCheckCharacter(gstin)) return "GSTIN's check character (the last one) does not match: look for a typing mistake";
  return undefined;
}
