import { Hono } from "hono";
import { myOrdersQuerySchema } from "@shared/schemas/order-query.js";
import { may } from "@shared/staff-permissions.js";
import { cancelOrderSchema } from "@shared/schemas/cancellation.js";
import { returnRequestSchema } from "@shared/schemas/return-request.js";
import type { AppDeps } from "../../deps.js";
import { requireUser, type AuthVariables } from "../../http/auth.js";
import type { BodyVariables } from "../../http/json-body.js";
import { validBody, validQuery } from "../../http/validate.js";
import { orderJson, rupees } from "../../http/rupees-edge.js";
import type { OrderRecord } from "../../data/orders.js";
import { getOrderFor, listMyOrders } from "../../orders/order-listing.js";
import { listOrderDocuments } from "../../orders/order-documents.js";
import type { PdfFiles } from "../../documents/pdf-files.js";
import { shopperTracking } from "../../shipping/shipment-json.js";
import { ANSWER_SENT, deliveryAnswerSchema } from "@shared/schemas/delivery-answer.js";
import { returnability } from "../../returns/returnable-lines.js";
import { shopperReturnJson } from "../../returns/return-json.js";

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

/**
 * A shopper's own orders: her list, one order (staff read any, with the call notes if they make
 * the calls), its documents, cancelling, tracking and returns. Orders are created by checkout.
 */
export function shopperOrderRoutes(deps: AppDeps) {
  const { repos } = deps;
  const signedIn = requireUser(deps);
  // The documents' bucket and a download's code load on the first download (with the S3 SDK and
  // presigner), not at a cold start: few requests download a PDF.
  let documentFiles: Promise<PdfFiles> | undefined;
  const pdfs = () => (documentFiles ??= import("../../documents/pdf-files.js").then(({ pdfFiles }) => pdfFiles(deps.config)));
  const links = () => import("../../orders/order-document-link.js");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/my-orders", signedIn, validQuery(myOrdersQuerySchema), async (c) => {
      const page = await listMyOrders(repos, c.get("user"), c.req.valid("query"));
      // Custom pieces' stages (issue 26), read only for orders that have any.
      const production = page.data.some((order) => order.orderItems.some((line) => line.custom))
        ? await (await import("../../production/production-api.js")).productionOf(repos, page.data, repos.db.now())
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
      const offer = await (await import("../../orders/cancel-order.js")).cancellationOffer(deps, c.get("user"), c.req.param("id"));
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
      const done = await (await import("../../orders/cancel-order.js")).cancelOrder(deps, c.get("user"), c.req.param("id"), c.req.valid("json"), "shopper");
      return c.json({ success: true as const, data: orderJson(withoutCallNotes(done.order)), message: done.already ? "This order was cancelled already." : "Order cancelled." });
    })
    .get("/:id/tracking", signedIn, async (c) => {
      const order = await getOrderFor(repos, c.get("user"), c.req.param("id"));
      const shipment = await repos.shipments.get(order.id);
      return c.json({ success: true as const, data: shipment?.state === "booked" ? shopperTracking(shipment) : null });
    })
    // Returns (issue 25): what each line may still send back, and her request.
    .post("/:id/delivery-answer", signedIn, validBody(deliveryAnswerSchema), async (c) => {
      const { answerAsShopper } = await import("../../shipping/ndr/answer-undelivered.js");
      const shipment = await answerAsShopper(deps, c.get("user"), c.req.param("id"), c.req.valid("json"));
      return c.json({ success: true as const, message: ANSWER_SENT, data: shopperTracking(shipment) });
    })
    .get("/:id/returnable", signedIn, async (c) => {
      const order = await getOrderFor(repos, c.get("user"), c.req.param("id"));
      const { products: _p, returns, ...found } = await returnability(repos, order, repos.db.now());
      void _p;
      return c.json({ success: true as const, data: { ...found, returns: returns.map(shopperReturnJson) } });
    })
    .post("/:id/returns", signedIn, validBody(returnRequestSchema), async (c) => {
      const media = (await import("../../media/return-media.js")).createReturnMediaStore(deps.config);
      const record = await (await import("../../returns/request-return.js")).requestReturn(repos, c.get("user"), c.req.param("id"), c.req.valid("json"), (id) => media.describe(id));
      return c.json({ success: true as const, data: shopperReturnJson(record), message: `Return ${record.number} requested.` }, 201);
    });
}
