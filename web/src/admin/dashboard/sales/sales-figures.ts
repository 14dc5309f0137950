// How the sales report reads on screen: day labels, compact rupee ticks, the picked day's line.
// Pure, so the wording is tested without a canvas.
import { formatRupees, toPaise, toRupees } from "@shared/money.js";
import type { SalesDay } from "@shared/schemas/sales-report.js";

// A report's dates are calendar days in Asia/Kolkata ("2026-03-05"); read as UTC midnight and
// formatted in UTC they stay the same day wherever the browser is.
const shortDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const compactRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1 });
const count = new Intl.NumberFormat("en-IN");

function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** "5 Mar", for the chart's axis. */
export function dayLabel(date: string): string {
  return shortDay.format(utcDate(date));
}

/** "Thu, 5 Mar", for the picked day. */
export function longDayLabel(date: string): string {
  return longDay.format(utcDate(date));
}

/** Axis ticks: "₹0", "₹950", "₹12K", "₹1.5L", "₹1.2Cr". */
export function compactRupeeLabel(rupees: number): string {
  return compactRupees.format(rupees);
}

export function paidOrdersText(orders: number): string {
  return `${count.format(orders)} paid ${orders === 1 ? "order" : "orders"}`;
}

export function refundsText(refunds: number, refundCount: number): string {
  if (refundCount === 0 && refunds === 0) return "no refunds";
  return `${formatRupees(refunds)} refunded (${count.format(refundCount)})`;
}

/** The line under the chart for the day hovered or tapped. */
export function dayReadout(day: SalesDay): string {
  return `${longDayLabel(day.date)}: ${formatRupees(day.revenue)} from ${paidOrdersText(day.paidOrders)}, ${refundsText(day.refunds, day.refundCount)}`;
}

/** Revenue less refunds, subtracted in paise. */
export function netRevenue(totals: { revenue: number; refunds: number }): number {
  return toRupees(toPaise(totals.revenue) - toPaise(totals.refunds));
}

export function refundCount(days: readonly SalesDay[]): number {
  return days.reduce((sum, day) => sum + day.refundCount, 0);
}

/** uPlot's aligned columns: x is the day's position, then revenue, paid orders and refunds. */
export function chartColumns(days: readonly SalesDay[]): [number[], number[], number[], number[]] {
  return [days.map((_, index) => index), days.map((day) => day.revenue), days.map((day) => day.paidOrders), days.map((day) => day.refunds)];
}

/** A sentence for screen readers in place of the picture. */
export function chartSummary(days: readonly SalesDay[], totals: { revenue: number; paidOrders: number; refunds: number }): string {
  if (days.length === 0) return "No sales figures.";
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top), days[0]!);
  const span = `${longDayLabel(days[0]!.date)} to ${longDayLabel(days[days.length - 1]!.date)}`;
  const peak = best.revenue > 0 ? ` The best day was ${longDayLabel(best.date)} with ${formatRupees(best.revenue)}.` : "";
  return `Revenue and paid orders per day, ${span}: ${formatRupees(totals.revenue)} from ${paidOrdersText(totals.paidOrders)}.${peak}`;
}
