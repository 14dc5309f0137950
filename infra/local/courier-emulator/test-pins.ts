// The emulator's test PIN codes (docs/shipping.md, "The courier emulator"): what a shopper's PIN does.
//
// - 999999, and every PIN from 990000 (the Army Post Office range): never serviceable.
// - Slow zone: the north-east (78xxxx, 79xxxx), Jammu & Kashmir and Ladakh (18xxxx, 19xxxx),
//   and the Andaman & Nicobar islands (744xxx): 7 to 9 days, at a higher rate.
// - Every other PIN: served by three couriers, 2 days within the pickup's city (same first
//   three digits), 3 within its region (same first two), 4 to 5 elsewhere.

export interface TestCourier {
  id: number;
  name: string;
  /** Rupees for the first 500 g, and for each further 500 g. */
  firstSlab: number;
  nextSlab: number;
  /** Days more (or fewer) than the zone's. */
  extraDays: number;
}

export const TEST_COURIERS: readonly TestCourier[] = [
  { id: 10, name: "Delhivery Surface", firstSlab: 45, nextSlab: 40, extraDays: 1 },
  { id: 33, name: "Xpressbees Surface", firstSlab: 48, nextSlab: 42, extraDays: 0 },
  { id: 51, name: "Blue Dart Air", firstSlab: 95, nextSlab: 80, extraDays: -1 },
];

export type PinZone = "never" | "slow" | "city" | "region" | "national";

export function zoneOf(pickupPincode: string, deliveryPincode: string): PinZone {
  if (!/^[1-9]\d{5}$/.test(deliveryPincode) || deliveryPincode >= "990000") return "never";
  if (/^(78|79|18|19)/.test(deliveryPincode) || deliveryPincode.startsWith("744")) return "slow";
  if (deliveryPincode.slice(0, 3) === pickupPincode.slice(0, 3)) return "city";
  if (deliveryPincode.slice(0, 2) === pickupPincode.slice(0, 2)) return "region";
  return "national";
}

const ZONE_DAYS: Record<Exclude<PinZone, "never">, number> = { city: 2, region: 3, national: 4, slow: 8 };
const ZONE_RATE: Record<Exclude<PinZone, "never">, number> = { city: 1, region: 1.2, national: 1.5, slow: 2.2 };

export interface TestQuote {
  courier: TestCourier;
  rateRupees: number;
  days: number;
}

/** The couriers that would carry `weightKg` from the pickup to this PIN; none for a PIN never served. */
export function quotesFor(pickupPincode: string, deliveryPincode: string, weightKg: number): TestQuote[] {
  const zone = zoneOf(pickupPincode, deliveryPincode);
  if (zone === "never") return [];
  const slabs = Math.max(1, Math.ceil(weightKg / 0.5));
  return TEST_COURIERS.map((courier) => ({
    courier,
    rateRupees: Math.round((courier.firstSlab + (slabs - 1) * courier.nextSlab) * ZONE_RATE[zone] * 100) / 100,
    days: Math.max(1, ZONE_DAYS[zone] + courier.extraDays),
  }));
}
