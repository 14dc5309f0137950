import { Hono } from "hono";
import { bulkBookingSchema } from "../../shared/schemas/shipment-booking.js";
import type { AppDeps } from "../deps.js";
import { requirePermission, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { orderJson } from "../http/rupees-edge.js";
import { validBody } from "../http/validate.js";
import { ordersToCall } from "../orders/confirmation-call.js";
import { shipmentJson } from "../shipping/shipment-json.js";

/** The admin's shipping work across orders: booking several at once, failed deliveries, the calls to make. */
export function shipmentRoutes(deps: AppDeps) {
  const { repos } = deps;
  const shipping = requirePermission(deps, "shipping");
  const callList = requirePermission(deps, "call-list");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .post("/bulk", shipping, validBody(bulkBookingSchema), async (c) => {
      const { orderIds, pickupDate } = c.req.valid("json");
      return c.json({ success: true as const, data: await (await import("../shipping/booking/book-many.js")).bookMany(deps, c.get("user"), orderIds, pickupDate) });
    })
    .get("/ready", shipping, async (c) => {
      const ready = await (await import("../shipping/booking/ready-to-ship.js")).readyToShip(repos);
      return c.json({ success: true as const, data: { orders: ready.orders.map(orderJson), beingMade: ready.beingMade } });
    })
    .get("/undelivered", shipping, async (c) => {
      const shipments = await repos.shipments.undelivered();
      const orders = await Promise.all(shipments.map((s) => repos.orders.get(s.orderId)));
      return c.json({
        success: true as const,
        data: shipments.flatMap((s, i) => (orders[i] ? [{ shipment: shipmentJson(s), order: orderJson(orders[i]) }] : [])),
      });
    })
    .get("/to-call", callList, async (c) => {
      const calls = await ordersToCall(repos, repos.db.now());
      return c.json({ success: true as const, data: calls.map((call) => ({ order: orderJson(call.order), timeLeftMs: call.timeLeftMs })) });
    });
}
