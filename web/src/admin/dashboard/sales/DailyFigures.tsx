import { formatRupees } from "@shared/money.js";
import type { SalesDay } from "@shared/schemas/sales-report.js";
import { TableScroll } from "@/components/ui/table/TableScroll.js";
import { longDayLabel } from "./sales-figures.js";

/** Every day's figures as a table, newest first: the chart's numbers for reading, copying and screen readers. */
export function DailyFigures({ days }: { days: readonly SalesDay[] }) {
  return (
    <details className="sales__daily">
      <summary>Daily figures</summary>
      <TableScroll label="Daily sales figures">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="num">
                Revenue
              </th>
              <th scope="col" className="num">
                Paid orders
              </th>
              <th scope="col" className="num">
                Refunds
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date}>
                <td className="nowrap">{longDayLabel(day.date)}</td>
                <td className="num">{formatRupees(day.revenue)}</td>
                <td className="num">{day.paidOrders}</td>
                <td className="num">{day.refundCount > 0 ? `${formatRupees(day.refunds)} (${day.refundCount})` : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}
