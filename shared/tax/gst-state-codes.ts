// GST state codes: the first two digits of every GSTIN, and what an invoice prints next to a
// state's name (CGST Rule 46). Codes as the GST portal lists them; 26 is the merged union
// territory of Dadra and Nagar Haveli and Daman and Diu (25 was Daman and Diu before 2020),
// 37 is Andhra Pradesh since the state was divided (28 was its old code).

import { INDIAN_STATES_AND_UNION_TERRITORIES } from "../indian-states.js";

/**
 * Each state's and union territory's code, in the order shared/indian-states.ts lists them (the
 * 28 states, then the 8 union territories, each alphabetically): Andhra Pradesh 37, Arunachal
 * Pradesh 12, … West Bengal 19; Andaman and Nicobar Islands 35, … Puducherry 34. Kept by position
 * so the names are written once (the payment webhook's start carries both files).
 */
const CODES_IN_LIST_ORDER = "37 12 18 10 22 30 24 06 02 20 29 32 23 27 14 17 15 13 21 03 08 11 33 36 16 09 05 19 35 04 26 07 01 38 31 34".split(" ");

const GST_STATE_CODES: ReadonlyMap<string, string> = new Map(INDIAN_STATES_AND_UNION_TERRITORIES.map((state, i) => [state, CODES_IN_LIST_ORDER[i]!]));

/** The two-digit code of a state or union territory as listed in shared/indian-states.ts. */
export function gstStateCode(state: string): string | undefined {
  return GST_STATE_CODES.get(state);
}

/** "Maharashtra (27)", as invoices print the place of supply. */
export function stateWithCode(state: string): string {
  const code = gstStateCode(state);
  return code ? `${state} (${code})` : state;
}

/** A GSTIN's shape: state code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
