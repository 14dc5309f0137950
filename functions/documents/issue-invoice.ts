import { buildInvoice } from "../../shared/tax/build-tax-documents.js";
import { productHsn } from "../../shared/tax/hsn.js";
import type { TaxInvoice } from "../../shared/tax/tax-document.js";
import type { OrderRecord } from "../data/orders.js";
import type { SellerConfig } from "../config.js";
import type { Repositories } from "../data/repositories.js";
import { labelled } from "../data/transact.js";
import { issueNumbered } from "./allocate-number.js";
import { DocumentNotReady, DocumentRefused } from "./document-errors.js";

export interface DocumentDeps {
  repos: Repositories;
  config: { stage: string; seller: SellerConfig };
}

/** A production invoice must carry the shop's own GSTIN; with the placeholder it waits until one is set. */
export function assertRealSeller(config: DocumentDeps["config"]): void {
  if (config.stage === "production" && config.seller.placeholderGstin) {
    throw new DocumentNotReady("The seller's GSTIN is still the placeholder: set SellerGstin for production (docs/operations.md, Deployment) and invoices follow.");
  }
}

/** Each line's HSN: recorded at checkout; an order from before that looks its product up. */
async function hsnsOf(repos: Repositories, order: OrderRecord): Promise<string[]> {
  return Promise.all(
    order.orderItems.map(async (line) => {
      if (line.hsn) return line.hsn;
      const product = await repos.products.get(line.product);
      return productHsn(product ?? {});
    }),
  );
}

/**
 * The order's tax invoice, issued now if it has none: numbered next in this financial year's
 * series, in a transaction that also checks the order is paid. Issuing twice gives the same one.
 */
export async function issueInvoice(deps: DocumentDeps, orderId: string): Promise<TaxInvoice> {
  const { repos } = deps;
  const existing = await repos.taxDocuments.getInvoice(orderId);
  if (existing) return existing;
  const order = await repos.orders.get(orderId);
  if (!order) throw new DocumentRefused(`Order ${orderId} does not exist`);
  if (!order.isPaid) throw new DocumentRefused(`Order ${orderId} is not paid`);
  assertRealSeller(deps.config);
  const [hsns, payment] = await Promise.all([hsnsOf(repos, order), order.paymentId ? repos.payments.get(order.paymentId) : undefined]);
  return issueNumbered(
    repos,
    "invoice",
    (numbered) => buildInvoice(order, deps.config.seller, (index) => hsns[index]!, numbered, payment?.razorpayPaymentId),
    labelled("order", repos.orders.paidCheckAction(orderId)),
  );
}
