import { addDays, shopDate } from "../../shared/shop-calendar.js";
import type { ShipmentParcel } from "../../shared/shipment.js";
import { shippingWeightOf } from "../../shared/shipping/weights.js";
import type { OrderRecord } from "../data/orders.js";
import type { Repositories } from "../data/repositories.js";

/** A piece whose product is gone since counts as a folded kurta or saree in its pouch. */
const GONE_PIECE_GRAMS = 500;
/** Packing: the mailer bag or box and its filler. */
const PACKING_GRAMS = 100;

/**
 * What the "Ship" form starts from: the pieces' weights plus packing, a box that fits, tomorrow's
 * pickup. Each piece weighs what the shipping charge counted for it (its own weight or its kind's
 * default), so the courier is told the parcel the shopper paid to ship.
 */
export async function proposeParcel(repos: Repositories, order: OrderRecord, now: Date): Promise<ShipmentParcel & { pickupDate: string }> {
  const products = await repos.products.byId(order.orderItems);
  const pieces = order.orderItems.reduce((sum, line) => sum + line.quantity, 0);
  const grams = order.orderItems.reduce((sum, line) => {
    const product = products.get(line.product);
    return sum + line.quantity * (product ? shippingWeightOf(product) : GONE_PIECE_GRAMS);
  }, PACKING_GRAMS);
  return { weightGrams: grams, lengthCm: 35, breadthCm: 28, heightCm: Math.min(40, 4 + 3 * pieces), pickupDate: addDays(shopDate(now), 1) };
}
