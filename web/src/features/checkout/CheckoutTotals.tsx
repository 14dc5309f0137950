import type { ReactNode } from "react";
import { formatRupees } from "@shared/money.js";
import type { DeliveryQuote } from "@shared/shipping/delivery-quote.js";
import type { Order } from "@shared/schemas/order.js";
import { DiscountLines, orderFigures, quoteFigures } from "./discount/DiscountLine.js";
import type { Discount } from "./discount/use-discount.js";
import { ShippingRow } from "./delivery/ShippingRow.js";
import { StoreCreditLines } from "./store-credit/StoreCreditChoice.js";

interface CheckoutTotalsProps {
  /** The order as the server priced it, once it exists; the quotes until then. */
  charged: Order | null;
  quote: Discount["quote"];
  shipping: DeliveryQuote | null | undefined;
  checking: boolean;
  total: number;
  /** GST included, when the server has said it for what is shown. */
  tax: number | null;
  creditPaid: number;
  toPay: number;
  /** Said under the GST line (whom a business invoice names). */
  children?: ReactNode;
}

/** The order summary's figures: discount, delivery, total, store credit and the GST line. */
export function CheckoutTotals({ charged, quote, shipping, checking, total, tax, creditPaid, toPay, children }: CheckoutTotalsProps) {
  return (
    <>
      <dl className="checkout-summary__totals">
        <DiscountLines figures={charged ? orderFigures(charged) : quoteFigures(quote)} />
        {charged ? (
          <ShippingRow shipping={shipping?.serviceable ? { ...shipping, shippingPrice: charged.shippingPrice } : undefined} checking={false} askFor={formatRupees(charged.shippingPrice)} />
        ) : (
          <ShippingRow shipping={shipping} checking={checking} askFor="Enter your PIN code to see the charge and delivery date" />
        )}
        <div className="checkout-summary__grand">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatRupees(total)}</dd>
        </div>
        <StoreCreditLines paid={creditPaid} toPay={toPay} />
      </dl>
      <p className="checkout-summary__tax">{tax === null ? "Inclusive of all taxes" : `Inclusive of all taxes (GST ${formatRupees(tax)})`}</p>
      {children}
      <p className="checkout-summary__fine">Prepaid orders only. We call to confirm your order within 24 hours, before dispatch.</p>
    </>
  );
}
