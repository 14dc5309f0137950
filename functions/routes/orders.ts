import { Hono } from "hono";
import { myOrdersQuerySchema, orderListQuerySchema } from "../../shared/schemas/order-query.js";
import type { AppDeps } from "../deps.js";
import { requireAdmin, requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { parseWith } from "../http/validate.js";
import { getOrderFor, listMyOrders, listOrders } from "../orders/order-listing.js";
import { deleteOrder } from "../orders/order-removal.js";
import { updateOrderStatus } from "../orders/order-status.js";

/** Orders: the admin's list and changes, and each shopper's own. Orders are created by checkout. */
export function orderRoutes(deps: AppDeps) {
  const { repos } = deps;
  const admin = requireAdmin(deps);
  const signedIn = requireUser(deps);
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", admin, async (c) => c.json(await listOrders(repos, parseWith(orderListQuerySchema, c.req.query()))))
    .get("/my-orders", signedIn, async (c) => c.json(await listMyOrders(repos, c.get("user"), parseWith(myOrdersQuerySchema, c.req.query()))))
    .get("/:id", signedIn, async (c) => c.json({ success: true as const, data: await getOrderFor(repos, c.get("user"), c.req.param("id")) }))
    .patch("/:id/status", admin, async (c) => {
      const order = await updateOrderStatus(repos, c.get("user"), c.req.param("id"), c.get("body"));
      return c.json({ success: true as const, data: order, message: "Order status updated successfully!" });
    })
    .delete("/:id", admin, async (c) => {
      await deleteOrder(repos, c.req.param("id"));
      return c.json({ success: true as const, message: "Order deleted successfully!" });
    });
}
