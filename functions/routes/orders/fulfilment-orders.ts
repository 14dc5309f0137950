import { Hono } from "hono";
import { confirmationCallSchema, ndrActionSchema, shipmentBookingSchema } from "@shared/schemas/shipment-booking.js";
import type { AppDeps } from "../../deps.js";
import { requirePermission, type AuthVariables } from "../../http/auth.js";
import type { BodyVariables } from "../../http/json-body.js";
import { validBody } from "../../http/validate.js";
import { orderJson } from "../../http/rupees-edge.js";
import { getOrderFor } from "../../orders/order-listing.js";
import { shipmentJson } from "../../shipping/shipment-json.js";
import { recordConfirmationCall } from "../../orders/confirmation-call.js";

/** Fulfilment: the confirmation call, and booking, steering and refreshing an order's shipment. */
export function fulfilmentOrderRoutes(deps: AppDeps) {
  const { repos } = deps;
  const shipping = requirePermission(deps, "shipping");
  const callList = requirePermission(deps, "call-list");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    // Shipping (docs/shipping.md): the admin's shipment and "Ship" form, the shopper's timeline.
    // Booking and its kin are the back office's: loaded on first use, off shoppers' cold starts.
    .get("/:id/shipments", shipping, async (c) => {
      const order = await getOrderFor(repos, c.get("user"), c.req.param("id"));
      const shipment = await repos.shipments.get(order.id);
      return c.json({
        success: true as const,
        data: { shipment: shipment ? shipmentJson(shipment) : null, proposal: await (await import("../../shipping/parcel-proposal.js")).proposeParcel(repos, order, repos.db.now()) },
      });
    })
    .post("/:id/shipments", shipping, validBody(shipmentBookingSchema, "a blank form"), async (c) => {
      const { bookShipment } = await import("../../shipping/booking/book-shipment.js");
      const booked = await bookShipment(deps, c.get("user"), c.req.param("id"), c.req.valid("json"));
      const { shipment } = booked;
      return c.json(
        {
          success: true as const,
          data: { awb: shipment.awb!, courierName: shipment.courierName, labelUrl: shipment.labelUrl!, pickupDate: shipment.pickupDate, shipment: shipmentJson(shipment), order: orderJson(booked.order) },
          message: booked.alreadyBooked ? "This order was booked already." : "Shipment booked.",
        },
        booked.alreadyBooked ? 200 : 201,
      );
    })
    .post("/:id/shipments/ndr", shipping, validBody(ndrActionSchema), async (c) => {
      const { answerUndelivered, staffName } = await import("../../shipping/ndr/answer-undelivered.js");
      const shipment = await answerUndelivered(deps, staffName(c.get("user")), c.req.param("id"), c.req.valid("json"));
      return c.json({ success: true as const, data: shipmentJson(shipment), message: "The courier has your instruction." });
    })
    .post("/:id/shipments/refresh", shipping, async (c) => {
      const { refreshTracking } = await import("../../shipping/tracking/refresh-tracking.js");
      const shipment = await refreshTracking(deps, c.req.param("id"));
      return c.json({ success: true as const, data: shipmentJson(shipment) });
    })
    .post("/:id/confirmation-call", callList, validBody(confirmationCallSchema), async (c) => {
      const order = await recordConfirmationCall(repos, c.get("user"), c.req.param("id"), c.req.valid("json"));
      return c.json({ success: true as const, data: orderJson(order), message: "Call recorded." });
    });
}
