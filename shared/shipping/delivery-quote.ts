// What the shop tells a shopper about delivery to her PIN (POST /api/shipping/quote, and the
// cart quote's `shipping`): the charge in rupees and the dates, or why not. The dates are the
// one promise of delivery-dates.ts, so the product page, the checkout and the order agree.
import type { DeliveryPromise } from "./delivery-dates.js";

export type DeliveryQuote =
  | { serviceable: true; pincode: string; shippingPrice: number; deliveryBy: DeliveryPromise }
  | { serviceable: false; pincode: string; reason: string };
