import { Hono } from "hono";
import { myOrdersQuerySchema, orderListQuerySchema } from "../../shared/schemas/order-query.js";
import type { AppDeps } from "../deps.js";
import { may } from "../../shared/staff-permissions.js";
import { requirePermission, requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { validBody, validQuery } from "../http/validate.js";
import { orderJson } from "../http/rupees-edge.js";
import type { OrderRecord } from "../data/orders.js";
import { orderStatusSchema } from "../../shared/schemas/order-status.js";
import { getOrderFor, listMyOrders, listOrders } from "../orders/order-listing.js";
import { listOrderDocuments } from "../orders/order-documents.js";
import type { PdfFiles } from "../documents/pdf-files.js";
import { deleteOrder } from "../orders/order-removal.js";
import { updateOrderStatus } from "../orders/order-status.js";
import { confirmationCallSchema, ndrActionSchema, shipmentBookingSchema } from "../../shared/schemas/shipment-booking.js";
import { shipmentJson, shopperTracking } from "../shipping/shipment-json.js";
import { recordConfirmationCall } from "../orders/confirmation-call.js";
import { cancelOrderSchema } from "../../shared/schemas/cancellation.js";
import { rupees } from "../http/rupees-edge.js";
import { returnRequestSchema } from "../../shared/schemas/return-request.js";
import { createReturnMediaStore } from "../media/return-media.js";
import { returnability } from "../returns/returnable-lines.js";
import { shopperReturnJson } from "../returns/return-json.js";
import { doneOrSentForApproval } from "../staff-limits/approval-on-first-use.js";

/**
 * A document's link answers JSON, never kept by a cache: the link itself lets its holder read the
 * PDF (her name and address) for a couple of minutes. The SPA asks with the session's token, so a
 * redirect would not do; it follows the link itself.
 */
const NOT_KEPT = { "Cache-Control": "private, no-store" };

/** The shop's notes of its confirmation calls are its own: a shopper reads her order without them. */
function withoutCallNotes(order: OrderRecord): OrderRecord {
  const { confirmationCall: _call, ...rest } = order;
  void _call;
  return rest;
}

/** Orders: the admin's list and changes, and each shopper's own. Orders are created by checkout. */
export function orderRoutes(deps: AppDeps) {
  const { repos } = deps;
  const admin = requirePermission(deps, "orders");
  const shipping = requirePermission(deps, "shipping");
  const callList = requirePermission(deps, "call-list");
  const signedIn = requireUser(deps);
  // The documents' bucket and a download's code load on the first download (with the S3 SDK and
  // presigner), not at a cold start: few requests download a PDF.
  let documentFiles: Promise<PdfFiles> | undefined;
  const pdfs = () => (documentFiles ??= import("../documents/pdf-files.js").then(({ pdfFiles }) => pdfFiles(deps.config)));
  const links = () => import("../orders/order-document-link.js");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", admin, validQuery(orderListQuerySchema), async (c) => {
      const page = await listOrders(repos, c.req.valid("query"));
      return c.json({ ...page, data: page.data.map(orderJson) });
    })
    .get("/my-orders", signedIn, validQuery(myOrdersQuerySchema), async (c) => {
      const page = await listMyOrders(repos, c.get("user"), c.req.valid("query"));
      // Custom pieces' stages (issue 26), read only for orders that have any.
      const production = page.data.some((order) => order.orderItems.some((line) => line.custom))
        ? await (await import("../production/production-api.js")).productionOf(repos, page.data, repos.db.now())
        : new Map<string, never>();
      return c.json({ ...page, data: page.data.map((order) => ({ ...orderJson(withoutCallNotes(order)), ...(production.has(order.id) ? { production: production.get(order.id)! } : {}) })) });
    })
    .get("/:id", signedIn, async (c) => {
      const order = await getOrderFor(repos, c.get("user"), c.req.param("id"));
      return c.json({ success: true as const, data: orderJson(may(c.get("user").role, "call-list") ? order : withoutCallNotes(order)) });
    })
    .get("/:id/documents", signedIn, async (c) => c.json({ success: true as const, data: await listOrderDocuments(repos, c.get("user"), c.req.param("id")) }))
    .get("/:id/invoice", signedIn, async (c) =>
      c.json({ success: true as const, data: await (await links()).orderDocumentLink(repos, await pdfs(), c.get("user"), c.req.param("id"), { kind: "invoice" }) }, 200, NOT_KEPT),
    )
    .get("/:id/credit-notes/:refundId", signedIn, async (c) =>
      c.json(
        { success: true as const, data: await (await links()).orderDocumentLink(repos, await pdfs(), c.get("user"), c.req.param("id"), { kind: "credit-note", refundId: c.req.param("refundId") }) },
        200,
        NOT_KEPT,
      ),
    )
    // Cancellation (issue 25): the shopper's offer and her cancel; the shop's cancel, in full.
    // Loaded on first use: few calls cancel, and the API's cold start has no room (issue 26).
    .get("/:id/cancellation", signedIn, async (c) => {
      const offer = await (await import("../orders/cancel-order.js")).cancellationOffer(deps, c.get("user"), c.req.param("id"));
      return c.json({
        success: true as const,
        data: offer.cancellable
          ? {
              cancellable: true as const,
              paid: rupees(offer.paidPaise),
              fee: rupees(offer.feePaise),
              refund: rupees(offer.refundPaise),
              // Both parts: store credit back in full; the card or UPI part less the fee.
              storeCredit: rupees(offer.storeCreditPaise),
              cardPaid: rupees(offer.razorpayPaidPaise),
              card: rupees(offer.razorpayPaise),
              feeBasisPoints: offer.feeBasisPoints,
              feePercent: offer.feePercent,
              until: offer.until,
            }
          : offer,
      });
    })
    .post("/:id/cancel", signedIn, validBody(cancelOrderSchema), async (c) => {
      const done = await (await import("../orders/cancel-order.js")).cancelOrder(deps, c.get("user"), c.req.param("id"), c.req.valid("json"), "shopper");
      return c.json({ success: true as const, data: orderJson(withoutCallNotes(done.order)), message: done.already ? "This order was cancelled already." : "Order cancelled." });
    })
    .post("/:id/cancel-by-shop", requirePermission(deps, "refunds"), validBody(cancelOrderSchema), async (c) => {
      const { reason } = c.req.valid("json");
      // Over the day's limit (issue 39) the cancellation waits for the owner: 202 with the request.
      const result = await doneOrSentForApproval(repos, c.get("user"), { kind: "cancel", orderId: c.req.param("id"), reason }, async () =>
        (await import("../orders/cancel-order.js")).cancelOrder(deps, c.get("user"), c.req.param("id"), { reason }, "shop"),
      );
      if ("sent" in result) return c.json({ success: true as const, ...result.sent }, 202);
      const done = result.done;
      return c.json({ success: true as const, data: orderJson(done.order), message: done.already ? "This order was cancelled already." : "Order cancelled and refunded in full." }, 200);
    })
    .patch("/:id/status", admin, validBody(orderStatusSchema), async (c) => {
      const order = await updateOrderStatus(repos, c.get("user"), c.req.param("id"), c.req.valid("json"));
      return c.json({ success: true as const, data: orderJson(order), message: "Order status updated successfully!" });
    })
    // Shipping (docs/shipping.md): the admin's shipment and "Ship" form, the shopper's timeline.
    // Booking and its kin are the back office's: loaded on first use, off shoppers' cold starts.
    .get("/:id/shipments", shipping, async (c) => {
      const order = await getOrderFor(repos, c.get("user"), c.req.param("id"));
      const shipment = await repos.shipments.get(order.id);
      return c.json({
        success: true as const,
        data: { shipment: shipment ? shipmentJson(shipment) : null, proposal: await (await import("../shipping/parcel-proposal.js")).proposeParcel(repos, order, repos.db.now()) },
      });
    })
    .post("/:id/shipments", shipping, validBody(shipmentBookingSchema, "a blank form"), async (c) => {
      const { bookShipment } = await import("../shipping/booking/book-shipment.js");
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
      const { answerUndelivered } = await import("../shipping/ndr/answer-undelivered.js");
      const shipment = await answerUndelivered(deps, c.get("user"), c.req.param("id"), c.req.valid("json"));
      return c.json({ success: true as const, data: shipmentJson(shipment), message: "The courier has your instruction." });
    })
    .post("/:id/shipments/refresh", shipping, async (c) => {
      const { refreshTracking } = await import("../shipping/tracking/refresh-tracking.js");
      const shipment = await refreshTracking(deps, c.req.param("id"));
      return c.json({ success: true as const, data: shipmentJson(shipment) });
    })
    .get("/:id/tracking", signedIn, async (c) => {
      const order = await getOrderFor(repos, c.get("user"), c.req.param("id"));
      const shipment = await repos.shipments.get(order.id);
      return c.json({ success: true as const, data: shipment?.state === "booked" ? shopperTracking(shipment) : null });
    })
    .post("/:id/confirmation-call", callList, validBody(confirmationCallSchema), async (c) => {
      const order = await recordConfirmationCall(repos, c.get("user"), c.req.param("id"), c.req.valid("json"));
      return c.json({ success: true as const, data: orderJson(order), message: "Call recorded." });
    })
    // Returns (issue 25): what each line may still send back, the request, and the order's returns for the admin.
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
      const { settlementJson } = await import("../settlement/settlement-json.js");
      return c.json({ success: true as const, data: settlementJson(order, payment, await repos.settlements.get(order.id)) });
    })
    .get("/:id/returnable", signedIn, async (c) => {
      const order = await getOrderFor(repos, c.get("user"), c.req.param("id"));
      const { products: _p, returns, ...found } = await returnability(repos, order, repos.db.now());
      void _p;
      return c.json({ success: true as const, data: { ...found, returns: returns.map(shopperReturnJson) } });
    })
    .post("/:id/returns", signedIn, validBody(returnRequestSchema), async (c) => {
      const media = createReturnMediaStore(deps.config);
      const record = await (await import("../returns/request-return.js")).requestReturn(repos, c.get("user"), c.req.param("id"), c.req.valid("json"), (id) => media.describe(id));
      return c.json({ success: true as const, data: shopperReturnJson(record), message: `Return ${record.number} requested.` }, 201);
    })
    .delete("/:id", requirePermission(deps, "remove-orders"), async (c) => {
      await deleteOrder(repos, c.req.param("id"), c.get("user"));
      return c.json({ success: true as const, message: "Order deleted successfully!" });
    });
}
