import { Hono } from "hono";
import { cartQuoteSchema, savedCartSchema } from "../../shared/schemas/saved-lists.js";
import { checkSavedLines } from "../accounts/saved-list-lines.js";
import { quoteCart } from "../checkout/quote-cart.js";
import { withDelivery } from "../checkout/quote-cart-delivery.js";
import { serviceabilitySource } from "../shipping/courier-source.js";
import type { AppDeps } from "../deps.js";
import { requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { rupees } from "../http/rupees-edge.js";
import { validBody } from "../http/validate.js";
import { savedListAnswer } from "./saved-list-answer.js";

export const CART_CHANGED_ELSEWHERE = "Your cart was changed on another device. It has been brought up to date; please check it.";

/** The basket priced now (public), and a signed-in shopper's cart kept on the server. */
export function cartRoutes(deps: AppDeps) {
  const { repos } = deps;
  const shopper = requireUser(deps);
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .post("/quote", validBody(cartQuoteSchema), async (c) => {
      const { items, pincode } = c.req.valid("json");
      const products = await repos.products.byId(items);
      const priced = quoteCart(items, products);
      const quote = pincode ? await withDelivery({ repos, courier: serviceabilitySource(deps) }, priced, products, pincode) : { ...priced, shipping: null };
      const shipping = quote.shipping;
      return c.json({
        success: true as const,
        data: {
          lines: quote.lines.map(({ pricePaise, ...line }) => ({ ...line, price: pricePaise === null ? null : rupees(pricePaise) })),
          itemsPrice: rupees(quote.itemsPaise),
          taxPrice: rupees(quote.taxPaise),
          totalPrice: rupees(quote.totalPaise),
          // Without a PIN (or nothing buyable) there is no charge yet: null, and the total is the pieces'.
          shipping:
            shipping === null
              ? null
              : shipping.serviceable
                ? { serviceable: true as const, pincode: shipping.pincode, shippingPrice: rupees(shipping.shippingPaise), deliveryBy: shipping.deliveryBy }
                : { serviceable: false as const, pincode: shipping.pincode, reason: shipping.reason },
        },
      });
    })
    .get("/", shopper, async (c) => c.json({ success: true as const, data: await repos.savedLists.get(c.get("user").id, "CART") }))
    .put("/", shopper, validBody(savedCartSchema), async (c) => {
      const body = c.req.valid("json");
      await checkSavedLines(repos, body.items);
      return savedListAnswer(c, await repos.savedLists.save(c.get("user").id, "CART", body.items, body.version), CART_CHANGED_ELSEWHERE);
    });
}
