import { useState } from "react";
import { Link } from "react-router-dom";
import { LOW_STOCK_THRESHOLD } from "@shared/stock.js";
import { ADMIN_PATHS, editProductPath } from "@/admin/shared/admin-paths.js";
import { ToneBadge } from "@/admin/shared/StatusBadge.js";
import { AdminPanel } from "@/admin/shared/AdminPanel.js";
import { DataTable, type Column } from "@/components/ui/table/DataTable.js";
import type { LowStockEntry } from "./dashboard-api.js";

const columns: Column<LowStockEntry>[] = [
  { header: "Product", cell: (entry) => <div>{entry.name}</div> },
  { header: "Size", className: "nowrap", cell: (entry) => <div>{entry.size}</div> },
  {
    header: "Left",
    className: "nowrap",
    cell: (entry) => <div>{entry.left === 0 ? <ToneBadge tone="red">Sold out</ToneBadge> : <ToneBadge tone="yellow">{entry.left === 1 ? "1 piece" : `${entry.left} pieces`}</ToneBadge>}</div>,
  },
  {
    header: <span className="visually-hidden">Edit</span>,
    className: "nowrap low-stock__action",
    label: false,
    cell: (entry) => (
      <Link to={editProductPath(entry.productId)} className="btn btn--outline btn--small" aria-label={`Edit ${entry.name}, size ${entry.size}`}>
        Edit
      </Link>
    ),
  },
];

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
    <AdminPanel
      titleId="low-stock-title"
      title="Low stock"
      aside={
        <Link to={ADMIN_PATHS.products} className="btn btn--ghost btn--small">
          All products
        </Link>
      }
    >
      <DataTable
        label="Sizes low in stock"
        caption={`Sizes with ${LOW_STOCK_THRESHOLD} pieces or fewer left, fewest first`}
        className="admin-table--stack"
        columns={columns}
        rows={shown}
        rowId={(entry) => `${entry.productId}-${entry.size}`}
        loading={entries === null}
        emptyText={`Every size has more than ${LOW_STOCK_THRESHOLD} pieces`}
        scope
      />
      {hidden > 0 || showAll ? (
        <div className="admin-list-footer">
          <button type="button" className="btn btn--outline btn--small" onClick={() => setShowAll((now) => !now)} aria-expanded={showAll}>
            {showAll ? "Show fewer" : `Show all ${entries!.length} sizes`}
          </button>
        </div>
      ) : null}
    </AdminPanel>
  );
}
