import { Hono } from "hono";
import { discountCheckSchema } from "../../shared/schemas/discount.js";
import { applyDiscount, describeDiscount } from "../checkout/discount-code.js";
import { priceOrder } from "../checkout/price-order.js";
import type { AppDeps } from "../deps.js";
import { signedInOrNobody } from "../http/auth.js";
import { limitPerSource, SOURCE_LIMITS } from "../http/source-limits.js";
import type { BodyVariables } from "../http/json-body.js";
import { validBody } from "../http/validate.js";
import { rupees } from "../http/rupees-edge.js";

/** A shopper applying a code to their basket: the new total at once, or why it does not apply. */
export function discountRoutes(deps: AppDeps) {
  const { repos } = deps;
  return new Hono<{ Variables: BodyVariables }>().post("/check", validBody(discountCheckSchema), limitPerSource(deps, SOURCE_LIMITS.discountCheck), async (c) => {
    const body = c.req.valid("json");
    const shopper = await signedInOrNobody(deps, c.req.header("authorization"));
    const priced = priceOrder(body.items, await repos.products.byId(body.items));
    const applied = await applyDiscount(repos, body.code, priced.itemsPaise, shopper?.id);
    return c.json({
      success: true as const,
      data: {
        code: applied.code.code,
        description: describeDiscount(applied.code),
        itemsPrice: rupees(priced.itemsPaise),
        discount: rupees(applied.discountPaise),
        totalPrice: rupees(priced.itemsPaise - applied.discountPaise + priced.shippingPaise),
      },
    });
  });
}
