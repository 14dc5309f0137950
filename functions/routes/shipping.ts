import { Hono } from "hono";
import { toPaise } from "../../shared/money.js";
import { shippingQuoteSchema } from "../../shared/schemas/shipping-quote.js";
import type { AppDeps } from "../deps.js";
import type { BodyVariables } from "../http/json-body.js";
import { rupees } from "../http/rupees-edge.js";
import { limitPerSource, SOURCE_LIMITS } from "../http/source-limits.js";
import { validBody } from "../http/validate.js";
import { serviceabilitySource } from "../shipping/courier-source.js";
import { quoteShipping } from "../shipping/quote-shipping.js";

/** Delivery to a PIN (public): the charge for these pieces and the dates, or why not. */
export function shippingRoutes(deps: AppDeps) {
  return new Hono<{ Variables: BodyVariables }>().post("/quote", validBody(shippingQuoteSchema), limitPerSource(deps, SOURCE_LIMITS.shippingQuote), async (c) => {
    const { pincode, items } = c.req.valid("json");
    const products = await deps.repos.products.byId(items);
    // The free threshold looks at the pieces' stored prices; a discount code is counted at checkout.
    const goodsPaise = items.reduce((sum, line) => {
      const product = products.get(line.product);
      return product ? sum + toPaise(product.price) * line.quantity : sum;
    }, 0);
    const quote = await quoteShipping({ repos: deps.repos, courier: serviceabilitySource(deps) }, pincode, items, products, goodsPaise);
    if (!quote.serviceable) return c.json({ success: true as const, data: { serviceable: false as const, pincode, reason: quote.reason } });
    return c.json({
      success: true as const,
      data: { serviceable: true as const, pincode, shippingPrice: rupees(quote.shippingPaise), deliveryBy: quote.deliveryBy },
    });
  });
}
