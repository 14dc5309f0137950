import { Hono } from "hono";
import { myOrdersQuerySchema, orderListQuerySchema } from "../../shared/schemas/order-query.js";
import type { AppDeps } from "../deps.js";
import { requirePermission, requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { validBody, validQuery } from "../http/validate.js";
import { orderJson } from "../http/rupees-edge.js";
import { orderStatusSchema } from "../../shared/schemas/order-status.js";
import { getOrderFor, listMyOrders, listOrders } from "../orders/order-listing.js";
import { listOrderDocuments, orderDocumentPdf } from "../orders/order-documents.js";
import { deleteOrder } from "../orders/order-removal.js";
import { updateOrderStatus } from "../orders/order-status.js";

/** A stored PDF as a download; private, since it carries the shopper's name and address. */
function pdfResponse({ pdf, fileName }: { pdf: Uint8Array; fileName: string }): Response {
  return new Response(new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "private, no-store" },
  });
}

/** Orders: the admin's list and changes, and each shopper's own. Orders are created by checkout. */
export function orderRoutes(deps: AppDeps) {
  const { repos } = deps;
  const admin = requirePermission(deps, "orders");
  const signedIn = requireUser(deps);
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", admin, validQuery(orderListQuerySchema), async (c) => {
      const page = await listOrders(repos, c.req.valid("query"));
      return c.json({ ...page, data: page.data.map(orderJson) });
    })
    .get("/my-orders", signedIn, validQuery(myOrdersQuerySchema), async (c) => {
      const page = await listMyOrders(repos, c.get("user"), c.req.valid("query"));
      return c.json({ ...page, data: page.data.map(orderJson) });
    })
    .get("/:id", signedIn, async (c) => c.json({ success: true as const, data: orderJson(await getOrderFor(repos, c.get("user"), c.req.param("id"))) }))
    .get("/:id/documents", signedIn, async (c) => c.json({ success: true as const, data: await listOrderDocuments(repos, c.get("user"), c.req.param("id")) }))
    .get("/:id/invoice", signedIn, async (c) => pdfResponse(await orderDocumentPdf(repos, c.get("user"), c.req.param("id"), { kind: "invoice" })))
    .get("/:id/credit-notes/:refundId", signedIn, async (c) =>
      pdfResponse(await orderDocumentPdf(repos, c.get("user"), c.req.param("id"), { kind: "credit-note", refundId: c.req.param("refundId") })),
    )
    .patch("/:id/status", admin, validBody(orderStatusSchema), async (c) => {
      const order = await updateOrderStatus(repos, c.get("user"), c.req.param("id"), c.req.valid("json"));
      return c.json({ success: true as const, data: orderJson(order), message: "Order status updated successfully!" });
    })
    .delete("/:id", requirePermission(deps, "remove-orders"), async (c) => {
      await deleteOrder(repos, c.req.param("id"), c.get("user"));
      return c.json({ success: true as const, message: "Order deleted successfully!" });
    });
}
