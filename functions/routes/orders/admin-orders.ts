import { Hono } from "hono";
import { orderListQuerySchema } from "@shared/schemas/order-query.js";
import { orderStatusSchema } from "@shared/schemas/order-status.js";
import { cancelOrderSchema } from "@shared/schemas/cancellation.js";
import type { AppDeps } from "../../deps.js";
import { requirePermission, type AuthVariables } from "../../http/auth.js";
import type { BodyVariables } from "../../http/json-body.js";
import { validBody, validQuery } from "../../http/validate.js";
import { orderJson, rupees } from "../../http/rupees-edge.js";
import { getOrderFor, listOrders } from "../../orders/order-listing.js";
import { deleteOrder } from "../../orders/order-removal.js";
import { updateOrderStatus } from "../../orders/order-status.js";
import { doneOrSentForApproval } from "../../staff-limits/approval-on-first-use.js";

/** The back office's orders: the list, the shop's cancel, status, the order's credit and settlement, removal. */
export function adminOrderRoutes(deps: AppDeps) {
  const { repos } = deps;
  const admin = requirePermission(deps, "orders");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", admin, validQuery(orderListQuerySchema), async (c) => {
      const page = await listOrders(repos, c.req.valid("query"));
      return c.json({ ...page, data: page.data.map(orderJson) });
    })
    .post("/:id/cancel-by-shop", requirePermission(deps, "refunds"), validBody(cancelOrderSchema), async (c) => {
      const { reason } = c.req.valid("json");
      // Over the day's limit (issue 39) the cancellation waits for the owner: 202 with the request.
      const result = await doneOrSentForApproval(repos, c.get("user"), { kind: "cancel", orderId: c.req.param("id"), reason }, async () =>
        (await import("../../orders/cancel-order.js")).cancelOrder(deps, c.get("user"), c.req.param("id"), { reason }, "shop"),
      );
      if ("sent" in result) return c.json({ success: true as const, ...result.sent }, 202);
      const done = result.done;
      return c.json({ success: true as const, data: orderJson(done.order), message: done.already ? "This order was cancelled already." : "Order cancelled and refunded in full." }, 200);
    })
    .patch("/:id/status", admin, validBody(orderStatusSchema), async (c) => {
      const order = await updateOrderStatus(repos, c.get("user"), c.req.param("id"), c.req.valid("json"));
      return c.json({ success: true as const, data: orderJson(order), message: "Order status updated successfully!" });
    })
    // The order's store-credit movements (spent, given back, refunded, a return's credit), oldest first.
    .get("/:id/store-credit", requirePermission(deps, "store-credit"), async (c) => {
      const order = await getOrderFor(repos, c.get("user"), c.req.param("id"));
      const entries = (await repos.storeCredit.all(order.userId)).filter((entry) => entry.orderId === order.id);
      return c.json({ success: true as const, data: entries.map(({ amountPaise, ...entry }) => ({ ...entry, amount: rupees(amountPaise) })) });
    })
    // The order's settlement (issue 39): paid, given back, by whom. Loaded on first use, as the back office's.
    .get("/:id/settlement", requirePermission(deps, "payments"), async (c) => {
      const order = await getOrderFor(repos, c.get("user"), c.req.param("id"));
      const payment = order.paymentId ? await repos.payments.get(order.paymentId) : undefined;
      const { settlementJson } = await import("../../settlement/settlement-json.js");
      return c.json({ success: true as const, data: settlementJson(order, payment, await repos.settlements.get(order.id)) });
    })
    .delete("/:id", requirePermission(deps, "remove-orders"), async (c) => {
      await deleteOrder(repos, c.req.param("id"), c.get("user"));
      return c.json({ success: true as const, message: "Order deleted successfully!" });
    });
}
