// Shipping zones as Indian couriers and aggregators price them (Shiprocket's zones A to E), from
// the shop's pickup PIN and the delivery PIN alone. A PIN's first digit is its postal region, its
// first two its postal circle (close to a state) and its first three its sorting district.

export const SHIPPING_ZONES = ["withinCity", "withinState", "metroToMetro", "restOfIndia", "special"] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const ZONE_LABELS: Record<ShippingZone, string> = {
  withinCity: "Within city",
  withinState: "Within state",
  metroToMetro: "Metro to metro",
  restOfIndia: "Rest of India",
  special: "North-east, J&K and islands",
};

export const PIN_PATTERN = /^[1-9][0-9]{5}$/;

/** Sorting districts of the eight metros: Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Ahmedabad, Pune. */
const METRO_DISTRICTS: ReadonlyArray<string> = ["110", "400", "401", "700", "600", "560", "500", "380", "411"];

/** North-east (Assam 78, Arunachal, Meghalaya, Manipur, Mizoram, Nagaland, Tripura 79, Sikkim 737), J&K and Ladakh (18, 19), Andaman & Nicobar (744), Lakshadweep (68255). */
const SPECIAL_PREFIXES: ReadonlyArray<string> = ["78", "79", "737", "18", "19", "744", "68255"];

/**
 * Districts whose state differs from their postal circle's, so "same state" is right for them:
 * Goa inside Maharashtra's circle, Uttarakhand inside Uttar Pradesh's, Chhattisgarh, Telangana,
 * Jharkhand, Puducherry, Sikkim and the islands. Checked before the two-digit circle.
 */
const STATE_BY_DISTRICT: Readonly<Record<string, string>> = {
  "403": "GA",
  ...Object.fromEntries(["246", "247", "248", "249", "262", "263"].map((d) => [d, "UK"])),
  ...Object.fromEntries(["490", "491", "492", "493", "494", "495", "496", "497"].map((d) => [d, "CG"])),
  ...Object.fromEntries(["814", "815", "816", "822", "825", "826", "827", "828", "829", "831", "832", "833", "834", "835"].map((d) => [d, "JH"])),
  "605": "PY",
  "737": "SK",
  "744": "AN",
};

/** Postal circles by the first two digits (a circle is one state, or a few small ones together). */
const STATE_BY_CIRCLE: Readonly<Record<string, string>> = {
  "11": "DL", "12": "HR", "13": "HR", "14": "PB", "15": "PB", "16": "CH", "17": "HP", "18": "JK", "19": "JK",
  "20": "UP", "21": "UP", "22": "UP", "23": "UP", "24": "UP", "25": "UP", "26": "UP", "27": "UP", "28": "UP",
  "30": "RJ", "31": "RJ", "32": "RJ", "33": "RJ", "34": "RJ", "36": "GJ", "37": "GJ", "38": "GJ", "39": "GJ",
  "40": "MH", "41": "MH", "42": "MH", "43": "MH", "44": "MH", "45": "MP", "46": "MP", "47": "MP", "48": "MP", "49": "CG",
  "50": "TG", "51": "AP", "52": "AP", "53": "AP", "56": "KA", "57": "KA", "58": "KA", "59": "KA",
  "60": "TN", "61": "TN", "62": "TN", "63": "TN", "64": "TN", "65": "TN", "66": "TN", "67": "KL", "68": "KL", "69": "KL",
  "70": "WB", "71": "WB", "72": "WB", "73": "WB", "74": "WB", "75": "OD", "76": "OD", "77": "OD", "78": "AS", "79": "NE",
  "80": "BR", "81": "BR", "82": "BR", "83": "JH", "84": "BR", "85": "BR",
};

/** The state (or postal circle) a PIN belongs to, by the rules above. */
export function pinState(pin: string): string {
  return STATE_BY_DISTRICT[pin.slice(0, 3)] ?? STATE_BY_CIRCLE[pin.slice(0, 2)] ?? `circle-${pin.slice(0, 2)}`;
}

export const isMetroPin = (pin: string): boolean => METRO_DISTRICTS.includes(pin.slice(0, 3));
export const isSpecialPin = (pin: string): boolean => SPECIAL_PREFIXES.some((prefix) => pin.startsWith(prefix));

/**
 * The zone of a parcel from `pickup` to `delivery`, nearest first: the same sorting district (the
 * first three digits) is within city; the same state within state; two metros metro to metro; a
 * delivery to the north-east, J&K or the islands special; anything else rest of India.
 */
export function shippingZone(pickup: string, delivery: string): ShippingZone {
  if (pickup.slice(0, 3) === delivery.slice(0, 3)) return "withinCity";
  if (pinState(pickup) === pinState(delivery)) return "withinState";
  if (isMetroPin(pickup) && isMetroPin(delivery)) return "metroToMetro";
  if (isSpecialPin(delivery)) return "special";
  return "restOfIndia";
}
