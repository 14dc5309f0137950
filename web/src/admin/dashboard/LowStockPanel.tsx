import { useState } from "react";
import { Link } from "react-router-dom";
import { LOW_STOCK_THRESHOLD } from "@shared/stock.js";
import { ADMIN_PATHS, editProductPath } from "../shared/admin-paths.js";
import { ToneBadge } from "../shared/StatusBadge.js";
import { TableScroll } from "../shared/TableScroll.js";
import type { LowStockEntry } from "./dashboard-api.js";

/** Rows shown before "Show all". */
export const LOW_STOCK_ROWS = 8;

/**
 * Every size of an active product at or below the low-stock threshold, fewest first (the
 * server's order), each with a link to that product's edit form.
 */
export function LowStockPanel({ entries }: { entries: readonly LowStockEntry[] | null }) {
  const [showAll, setShowAll] = useState(false);
  // The fewest first are the most urgent; the rest wait behind a button so the dashboard stays short.
  const shown = showAll ? (entries ?? []) : (entries ?? []).slice(0, LOW_STOCK_ROWS);
  const hidden = (entries?.length ?? 0) - shown.length;
  return (
    <section className="admin-panel" aria-labelledby="low-stock-title">
      <div className="admin-panel__header">
        <h2 id="low-stock-title" className="admin-panel__title">
          Low stock
        </h2>
        <Link to={ADMIN_PATHS.products} className="btn btn--ghost btn--small">
          All products
        </Link>
      </div>
      <TableScroll label="Sizes low in stock">
        <table className="admin-table admin-table--stack">
          <caption className="visually-hidden">Sizes with {LOW_STOCK_THRESHOLD} pieces or fewer left, fewest first</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Size</th>
              <th scope="col">Left</th>
              <th scope="col">
                <span className="visually-hidden">Edit</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries && entries.length === 0 ? (
              <tr>
                <td colSpan={4} className="admin-table__empty">
                  Every size has more than {LOW_STOCK_THRESHOLD} pieces
                </td>
              </tr>
            ) : null}
            {shown.map((entry) => (
              <tr key={`${entry.productId}-${entry.size}`}>
                <td data-label="Product">
                  <div>{entry.name}</div>
                </td>
                <td className="nowrap" data-label="Size">
                  <div>{entry.size}</div>
                </td>
                <td className="nowrap" data-label="Left">
                  <div>{entry.left === 0 ? <ToneBadge tone="red">Sold out</ToneBadge> : <ToneBadge tone="yellow">{entry.left === 1 ? "1 piece" : `${entry.left} pieces`}</ToneBadge>}</div>
                </td>
                <td className="nowrap low-stock__action">
                  <Link to={editProductPath(entry.productId)} className="btn btn--outline btn--small" aria-label={`Edit ${entry.name}, size ${entry.size}`}>
                    Edit
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {hidden > 0 || showAll ? (
        <div className="admin-list-footer">
          <button type="button" className="btn btn--outline btn--small" onClick={() => setShowAll((now) => !now)} aria-expanded={showAll}>
            {showAll ? "Show fewer" : `Show all ${entries!.length} sizes`}
          </button>
        </div>
      ) : null}
    </section>
  );
}
