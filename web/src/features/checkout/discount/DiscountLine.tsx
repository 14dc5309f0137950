import { formatRupees } from "@shared/money.js";
import type { DiscountQuote } from "@shared/schemas/discount-code.js";
import type { Order } from "@shared/schemas/order.js";

export interface DiscountFigures {
  code: string;
  itemsPrice: number;
  discount: number;
}

/** A quote's figures for the lines below. */
export const quoteFigures = (quote: DiscountQuote | null): DiscountFigures | null =>
  quote ? { code: quote.code, itemsPrice: quote.itemsPrice, discount: quote.discount } : null;

/** An order's figures, when its discount took anything off. */
export const orderFigures = (order: Pick<Order, "itemsPrice" | "discountCode" | "discountPrice">): DiscountFigures | null =>
  order.discountPrice && order.discountPrice > 0 ? { code: order.discountCode ?? "", itemsPrice: order.itemsPrice, discount: order.discountPrice } : null;

/** The items' total and the "Discount (CODE)" line above a total, as two rows of a <dl>. */
export function DiscountLines({ figures }: { figures: DiscountFigures | null }) {
  if (!figures) return null;
  return (
    <>
      <div className="discount-lines__items">
        <dt>Items</dt>
        <dd>{formatRupees(figures.itemsPrice)}</dd>
      </div>
      <div className="discount-lines__discount">
        <dt>Discount ({figures.code})</dt>
        <dd>−{formatRupees(figures.discount)}</dd>
      </div>
    </>
  );
}
