// Where the shop delivers: India only (docs/product.md section 1). The checkout's state select lists
// the 28 states and then the 8 union territories, each alphabetically, as Indian forms do.

export const INDIAN_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

export const INDIAN_UNION_TERRITORIES = [
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

export const INDIAN_STATES_AND_UNION_TERRITORIES: readonly string[] = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES];

/** The listed name for a state typed in any case ("tamil nadu" → "Tamil Nadu"), or undefined. */
export function findIndianState(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return INDIAN_STATES_AND_UNION_TERRITORIES.find((state) => state.toLowerCase() === wanted);
}
