import { shippingChargePaise } from "../../shared/shipping/charges.js";
import { deliveryPromise, type DeliveryPromise } from "../../shared/shipping/delivery-dates.js";
import { parcelStitchingDays, type ParcelPiece } from "../../shared/made-to-measure/stitching-days.js";
import { shippingWeightOf } from "../../shared/shipping/weights.js";
import { shippingZone, type ShippingZone } from "../../shared/shipping/zones.js";
import { shopDate } from "../../shared/shop-calendar.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { Repositories } from "../data/repositories.js";
import { conflict } from "../errors.js";
import { holidayDates, readSettings } from "../settings/shop-settings.js";
import { checkDelivery, type ServiceabilitySource } from "./delivery-check.js";

/** A piece of the parcel: its size and custom choice say whether it waits for the tailor. */
export interface ParcelLine extends ParcelPiece {
  quantity: number;
}

export type ShippingQuote =
  | { serviceable: true; shippingPaise: number; deliveryBy: DeliveryPromise; zone: ShippingZone; weightGrams: number }
  | { serviceable: false; reason: string };

export const notDeliveredTo = (pincode: string) => `We don't deliver to ${pincode} yet.`;

/** The parcel's weight: each piece's shipping weight (its own or its kind's default). Unknown products weigh nothing. */
export function parcelWeight(lines: readonly ParcelLine[], products: ReadonlyMap<string, ProductRecord>): number {
  return lines.reduce((grams, line) => {
    const product = products.get(line.product);
    return product ? grams + shippingWeightOf(product) * line.quantity : grams;
  }, 0);
}

/**
 * What shipping a parcel of these pieces to `pincode` costs and when it arrives: the zone from the
 * shop's pickup PIN, the owner's rate for its slabs (free above her threshold, on `goodsPaise`),
 * and the promise (shared/shipping/delivery-dates.ts): her processing days or the longest
 * stitching lead time of its made-to-measure pieces, then the courier's days, with no date on a
 * Sunday or one of her holidays. A PIN no courier serves has a reason.
 */
export async function quoteShipping(
  deps: { repos: Repositories; courier: ServiceabilitySource },
  pincode: string,
  lines: readonly ParcelLine[],
  products: ReadonlyMap<string, ProductRecord>,
  goodsPaise: number,
): Promise<ShippingQuote> {
  const settings = await readSettings(deps.repos);
  const { shipping } = settings;
  const weightGrams = parcelWeight(lines, products);
  const delivery = await checkDelivery(deps.repos, deps.courier, shipping.pickupPincode, pincode, weightGrams);
  if (!delivery.serviceable) return { serviceable: false, reason: notDeliveredTo(pincode) };
  const zone = shippingZone(shipping.pickupPincode, pincode);
  return {
    serviceable: true,
    shippingPaise: shippingChargePaise(shipping, zone, weightGrams, goodsPaise),
    deliveryBy: deliveryPromise({
      today: shopDate(deps.repos.db.now()),
      processingDays: shipping.processingDays,
      stitchingDays: parcelStitchingDays(lines, products),
      fastestDays: delivery.fastestDays,
      slowestDays: delivery.slowestDays,
      holidays: holidayDates(settings),
    }),
    zone,
    weightGrams,
  };
}

/** The charge for a checkout: a PIN not served is refused (409) before anything is held. */
export async function shippingForCheckout(...args: Parameters<typeof quoteShipping>): Promise<Extract<ShippingQuote, { serviceable: true }>> {
  const quote = await quoteShipping(...args);
  if (!quote.serviceable) throw conflict(`${quote.reason} Please choose another delivery address.`);
  return quote;
}
