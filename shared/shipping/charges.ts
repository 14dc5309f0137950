import type { ShippingZone } from "./zones.js";

/** What one zone charges: the first 500 g, and each further 500 g or part of it, in paise. */
export interface ZoneRate {
  firstSlabPaise: number;
  extraSlabPaise: number;
}

export interface ShippingRates {
  rates: Record<ShippingZone, ZoneRate>;
  /** Pieces worth at least this at their prices (before any discount code) ship free; null: never free. */
  freeAbovePaise: number | null;
}

export const SLAB_GRAMS = 500;

/** Slabs a parcel is charged for: every started 500 g, and at least one (a courier's minimum). */
export function slabsFor(weightGrams: number): number {
  return Math.max(1, Math.ceil(weightGrams / SLAB_GRAMS));
}

/** The shipping charge in paise of a parcel of `weightGrams` to `zone`, for goods worth `goodsPaise`. */
export function shippingChargePaise(settings: ShippingRates, zone: ShippingZone, weightGrams: number, goodsPaise: number): number {
  if (settings.freeAbovePaise !== null && goodsPaise >= settings.freeAbovePaise) return 0;
  const rate = settings.rates[zone];
  return rate.firstSlabPaise + (slabsFor(weightGrams) - 1) * rate.extraSlabPaise;
}
