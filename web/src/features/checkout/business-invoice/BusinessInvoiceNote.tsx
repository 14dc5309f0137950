import { stateWithCode } from "@shared/tax/gst-state-codes.js";
import type { BusinessBuyer } from "@shared/schemas/business-invoice.js";
import "./business-invoice.css";

/** Under the totals: whom the tax invoice will name, and the place of supply her billing state sets. The total stays: prices include GST. */
export function BusinessInvoiceNote({ wanted, buyer }: { wanted: boolean; buyer: BusinessBuyer | undefined }) {
  if (!wanted) return null;
  return (
    <p className="checkout-summary__business" data-testid="checkout-business-invoice">
      {buyer
        ? `Tax invoice to ${buyer.legalName}, GSTIN ${buyer.gstin}; place of supply ${stateWithCode(buyer.state)}.`
        : "A tax invoice to your business, once its GSTIN and billing address above are complete."}
    </p>
  );
}
