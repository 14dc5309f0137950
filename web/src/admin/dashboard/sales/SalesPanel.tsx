import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useState } from "react";
import { formatRupees } from "@shared/money.js";
import { useShopEvents } from "@/admin/events/AdminEvents.js";
import { AdminPanel } from "@/admin/shared/AdminPanel.js";
import { errorText } from "@/api/error-text.js";
import { BestSellers } from "./BestSellers.js";
import { DailyFigures } from "./DailyFigures.js";
import { GiftCardLiability } from "./GiftCardLiability.js";
import { fetchSalesReport, SALES_PERIODS, type SalesPeriod } from "./sales-api.js";
import { chartSummary, dayReadout, netRevenue, refundCount } from "./sales-figures.js";
import "./sales.css";

// The chart library comes with the chart, after the figures: the dashboard shows its totals at once.
const SalesChart = lazy(() => import("./SalesChart.js"));

const REFRESH_MS = 60_000;

/** The dashboard's "Sales" panel: revenue and paid orders per day for 7, 30 or 90 days, best sellers, refunds. */
export function SalesPanel() {
  const [period, setPeriod] = useState<SalesPeriod>(7);
  const [picked, setPicked] = useState<number | null>(null);
  const report = useQuery({
    queryKey: ["sales", period],
    queryFn: ({ signal }) => fetchSalesReport(period, signal),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const error = report.error;
  const { refetch } = report;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useShopEvents(["payment.confirmed", "payment.refunded"], refresh);

  const shown = report.data ?? null;
  const days = shown?.days ?? [];
  const pickedDay = days[picked ?? days.length - 1];

  return (
    <AdminPanel
      titleId="sales-title"
      title="Sales"
      className="sales"
      headerClassName="sales__header"
      busy={shown === null}
      aside={
        <div className="sales__periods" role="group" aria-label="Period">
          {SALES_PERIODS.map((days) => (
            <button key={days} type="button" className="sales__period" aria-pressed={period === days} onClick={() => {
                setPeriod(days);
                setPicked(null);
              }}>
              {days} days
            </button>
          ))}
        </div>
      }
    >
      <div className="admin-panel__body sales__body">
        {error && !shown ? (
          <div className="admin-flash admin-flash--error" role="alert">
            <div className="admin-flash__text">
              <p>{errorText(error, "Could not load the sales figures. Check the connection and try again.")}</p>
            </div>
            <button type="button" className="btn btn--outline btn--small" onClick={refresh}>
              Try again
            </button>
          </div>
        ) : null}
        <dl className="sales__totals" aria-label={`Last ${period} days`}>
          <div>
            <dt>Revenue</dt>
            <dd>{shown ? formatRupees(shown.totals.revenue) : "…"}</dd>
          </div>
          <div>
            <dt>Paid orders</dt>
            <dd>{shown ? shown.totals.paidOrders.toLocaleString("en-IN") : "…"}</dd>
          </div>
          <div>
            <dt>Refunds</dt>
            <dd className={shown && shown.totals.refunds > 0 ? "sales__refunds" : undefined}>
              {shown ? formatRupees(shown.totals.refunds) : "…"}
              {shown ? <small> {refundCount(days)} refunded</small> : null}
            </dd>
          </div>
          <div>
            <dt>Net</dt>
            <dd>{shown ? formatRupees(netRevenue(shown.totals)) : "…"}</dd>
          </div>
        </dl>
        {shown ? <GiftCardLiability cards={shown.giftCards} /> : null}

        <ul className="sales__key" aria-hidden="true">
          <li className="sales__key-revenue">Revenue</li>
          <li className="sales__key-orders">Paid orders (right)</li>
          <li className="sales__key-refunds">Refunds</li>
        </ul>
        <div className="sales__chart-box">
          {shown ? (
            <Suspense fallback={<div className="sales-chart sales-chart--loading">Loading chart…</div>}>
              <SalesChart days={days} onPick={setPicked} label={chartSummary(days, shown.totals)} />
            </Suspense>
          ) : (
            <div className="sales-chart sales-chart--loading">Loading…</div>
          )}
        </div>
        <p className="sales__readout" aria-live="polite" data-testid="sales-readout">
          {pickedDay ? dayReadout(pickedDay) : "\u00a0"}
        </p>
        <p className="sales__hint muted">Hover over or tap a day to see its figures.</p>

        {shown ? <BestSellers sellers={shown.bestSellers} period={period} /> : null}
        {shown ? <DailyFigures days={days} /> : null}
      </div>
    </AdminPanel>
  );
}
