import type { Repositories } from "../data/repositories.js";
import type { CachedServiceability } from "../data/serviceability-cache.js";
import { ShopError } from "../errors.js";

/** The part of the courier (functions/shipping/courier/courier.ts) a delivery check needs. */
export interface ServiceabilitySource {
  serviceability(query: { pickupPincode: string; deliveryPincode: string; weightGrams: number }): Promise<{ serviceable: boolean; couriers: ReadonlyArray<{ estimatedDays: number }> }>;
}

/** A served PIN is asked again after a day (couriers change their networks rarely); a refused one after six hours. */
export const SERVED_KEEP_SECONDS = 24 * 3600;
export const NOT_SERVED_KEEP_SECONDS = 6 * 3600;

export const COURIER_UNREACHABLE = "We couldn't check delivery to your PIN code just now. Please try again in a moment.";

/**
 * Whether the courier serves `delivery` from the pickup PIN, and in how many days: from the
 * cache while it lasts, otherwise from the courier (and kept). Cached per PIN pair, not per
 * weight: a shop's parcels are all well under any courier's limit.
 */
export async function checkDelivery(repos: Pick<Repositories, "serviceability">, courier: ServiceabilitySource, pickup: string, delivery: string, weightGrams: number): Promise<CachedServiceability> {
  const cached = await repos.serviceability.get(pickup, delivery);
  if (cached) return cached;
  let answer;
  try {
    answer = await courier.serviceability({ pickupPincode: pickup, deliveryPincode: delivery, weightGrams: Math.max(weightGrams, 1) });
  } catch (error) {
    if (error instanceof ShopError) throw error;
    throw new ShopError(503, COURIER_UNREACHABLE);
  }
  const days = answer.couriers.map((option) => option.estimatedDays);
  const served = answer.serviceable && days.length > 0;
  const result = { serviceable: served, fastestDays: served ? Math.min(...days) : 0, slowestDays: served ? Math.max(...days) : 0 };
  return repos.serviceability.put(pickup, delivery, result, served ? SERVED_KEEP_SECONDS : NOT_SERVED_KEEP_SECONDS);
}
