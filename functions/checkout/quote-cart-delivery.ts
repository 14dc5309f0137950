import type { DeliveryPromise } from "../../shared/shipping/delivery-dates.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { Repositories } from "../data/repositories.js";
import type { ServiceabilitySource } from "../shipping/delivery-check.js";
import { quoteShipping } from "../shipping/quote-shipping.js";
import { withShipping } from "./price-order.js";
import type { CartQuoteRecord } from "./quote-cart.js";

export type CartShipping = { serviceable: true; pincode: string; shippingPaise: number; deliveryBy: DeliveryPromise } | { serviceable: false; pincode: string; reason: string };

/**
 * A cart quote with delivery to `pincode`: the charge and dates create-order will use, and the
 * totals with the charge in (and its GST), so the cart and checkout show what Razorpay will ask.
 * A PIN not served leaves the totals without shipping and says why.
 */
export async function withDelivery(
  deps: { repos: Repositories; courier: ServiceabilitySource },
  quote: CartQuoteRecord,
  products: ReadonlyMap<string, ProductRecord>,
  pincode: string,
): Promise<CartQuoteRecord & { shipping: CartShipping | null }> {
  if (!quote.priced) return { ...quote, shipping: null };
  const parcel = await quoteShipping(deps, pincode, quote.priced.lines, products, quote.priced.itemsPaise);
  if (!parcel.serviceable) return { ...quote, shipping: { serviceable: false, pincode, reason: parcel.reason } };
  const priced = withShipping(quote.priced, parcel.shippingPaise);
  return {
    ...quote,
    priced,
    taxPaise: priced.taxPaise,
    totalPaise: priced.totalPaise,
    shipping: { serviceable: true, pincode, shippingPaise: parcel.shippingPaise, deliveryBy: parcel.deliveryBy },
  };
}
