// What the shop tells a shopper about delivery to her PIN (POST /api/shipping/quote, and the
// cart quote's `shipping`): the charge in rupees and the dates, or why not.

export type DeliveryQuote =
  | { serviceable: true; pincode: string; shippingPrice: number; deliveryBy: { from: string; to: string } }
  | { serviceable: false; pincode: string; reason: string };
