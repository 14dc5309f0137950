// GST state codes: the first two digits of every GSTIN, and what an invoice prints next to a
// state's name (CGST Rule 46). Codes as the GST portal lists them; 26 is the merged union
// territory of Dadra and Nagar Haveli and Daman and Diu (25 was Daman and Diu before 2020),
// 37 is Andhra Pradesh since the state was divided (28 was its old code).

export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

/** The two-digit code of a state or union territory as listed in shared/indian-states.ts. */
export function gstStateCode(state: string): string | undefined {
  return GST_STATE_CODES[state];
}

/** "Maharashtra (27)", as invoices print the place of supply. */
export function stateWithCode(state: string): string {
  const code = gstStateCode(state);
  return code ? `${state} (${code})` : state;
}

/** A GSTIN's shape: state code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
