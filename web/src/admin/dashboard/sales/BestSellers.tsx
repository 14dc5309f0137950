import { Link } from "react-router-dom";
import { formatRupees } from "@shared/money.js";
import type { BestSeller } from "@shared/schemas/sales-report.js";

/** The period's best-selling products by pieces sold (up to 10, as the server ranks them). */
export function BestSellers({ sellers, period }: { sellers: readonly BestSeller[]; period: number }) {
  return (
    <div className="sales__best">
      <h3 className="admin-section__title" id="best-sellers-title">
        Best sellers, last {period} days
      </h3>
      {sellers.length === 0 ? (
        <p className="muted">Nothing sold in this period.</p>
      ) : (
        <ol className="best-sellers" aria-labelledby="best-sellers-title">
          {sellers.map((seller, rank) => (
            <li key={seller.productId} className="best-sellers__row">
              <span className="best-sellers__rank" aria-hidden="true">
                {rank + 1}
              </span>
              <Link className="best-sellers__name" to={`/product/${encodeURIComponent(seller.productId)}`}>
                {seller.name}
              </Link>
              <span className="best-sellers__units">
                {seller.units} {seller.units === 1 ? "piece" : "pieces"}
              </span>
              <span className="best-sellers__revenue">{formatRupees(seller.revenue)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
