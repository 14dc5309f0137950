import { addDays, shopDate } from "../../shared/shop-calendar.js";
import type { ShipmentParcel } from "../../shared/shipment.js";
import type { Product } from "../../shared/types.js";
import type { OrderRecord } from "../data/orders.js";
import type { Repositories } from "../data/repositories.js";

/** A piece whose product has no shipping weight yet counts as a folded kurta or saree in its pouch. */
export const DEFAULT_PIECE_GRAMS = 500;
/** Packing: the mailer bag or box and its filler. */
const PACKING_GRAMS = 100;

// Products gain `shippingWeightGrams` with the shipping charges (issue 24); read it when present.
type Weighed = Product & { shippingWeightGrams?: number };

/** What the "Ship" form starts from: the pieces' weights plus packing, a box that fits, tomorrow's pickup. */
export async function proposeParcel(repos: Repositories, order: OrderRecord, now: Date): Promise<ShipmentParcel & { pickupDate: string }> {
  const products = await repos.products.byId(order.orderItems);
  const pieces = order.orderItems.reduce((sum, line) => sum + line.quantity, 0);
  const grams = order.orderItems.reduce((sum, line) => {
    const weight = (products.get(line.product) as Weighed | undefined)?.shippingWeightGrams;
    return sum + line.quantity * (weight && weight > 0 ? weight : DEFAULT_PIECE_GRAMS);
  }, PACKING_GRAMS);
  return { weightGrams: grams, lengthCm: 35, breadthCm: 28, heightCm: Math.min(40, 4 + 3 * pieces), pickupDate: addDays(shopDate(now), 1) };
}
