import { ProductImage } from "@/components/ProductImage.js";
import { formatRupees } from "@shared/money.js";
import { lineSizeText } from "@shared/saree-blouse.js";
import type { CheckoutSource } from "./checkout-lines.js";
import type { SummaryLine } from "./checkout-summary.js";
import { PriceChangeNote } from "./fresh/PriceChangeNote.js";
import type { FreshLines } from "./fresh/use-fresh-lines.js";
import { SIZES_NEEDED_AT_CHECKOUT } from "./checkout-messages.js";

interface CheckoutSummaryLinesProps {
  source: CheckoutSource;
  /** Names of wishes sold out, so not in this order. */
  leftOut: readonly string[];
  sizeless: boolean;
  summary: readonly SummaryLine[];
  fresh: FreshLines;
  /** Once the server has priced the order, its lines are shown without the basket's problems. */
  priced: boolean;
}

/** The order summary's pieces, with what is left out and why. */
export function CheckoutSummaryLines({ source, leftOut, sizeless, summary, fresh, priced }: CheckoutSummaryLinesProps) {
  return (
    <>
      {leftOut.length > 0 ? (
        <p className="checkout-summary__left-out">
          Sold out, so not in this order: {leftOut.join(", ")}. They stay in your wishlist.
        </p>
      ) : null}
      {sizeless ? (
        <p className="checkout-summary__left-out" role="alert">
          {SIZES_NEEDED_AT_CHECKOUT}
        </p>
      ) : null}
      {summary.length === 0 ? (
        <p className="muted">{leftOut.length > 0 ? "Nothing in your wishlist can be bought right now." : `Your ${source} is empty.`}</p>
      ) : (
        <ul className="checkout-summary__lines">
          {summary.map((line) => {
            const problem = priced ? null : fresh.lineFor(line.productId, line.size || undefined)?.message;
            return (
              <li key={line.key} className="checkout-summary__line">
                <ProductImage src={line.image} alt="" className="checkout-summary__thumb" />
                <div className="checkout-summary__what">
                  <p className="checkout-summary__name">{line.name}</p>
                  <p className="muted">{line.size ? `${lineSizeText(line)} · Qty ${line.quantity}` : `Choose a size · Qty ${line.quantity}`}</p>
                  <PriceChangeNote change={fresh.changes.get(line.productId)} />
                  {problem ? <p className="checkout-summary__problem">{problem}</p> : null}
                </div>
                <p className="checkout-summary__price">{formatRupees(line.amount)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
