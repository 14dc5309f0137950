import { Link } from "react-router-dom";
import { orderNumber } from "@shared/order-number.js";
import type { Column } from "@/components/ui/table/DataTable.js";
import { orderPath } from "./admin-paths.js";

/** The order's number, linking to the order; a click on it is the link's, not the row's. */
export function orderLinkColumn<T>(orderIdOf: (row: T) => string): Column<T> {
  return {
    header: "Order",
    cellClassName: "nowrap",
    ownClicks: true,
    cell: (row) => (
      <Link to={orderPath(orderIdOf(row))} className="admin-mono">
        {orderNumber(orderIdOf(row))}
      </Link>
    ),
  };
}
