import { outstandingPaise } from "../../shared/gift-cards/gift-card.js";
import { addDays, datesBetween, shopDate } from "../../shared/shop-calendar.js";
import type { SalesReport } from "../../shared/schemas/sales-report.js";
import type { Repositories } from "../data/repositories.js";
import { rupees } from "../http/rupees-edge.js";

const BEST_SELLERS = 10;

/** The last `days` days of sales, today included, from the daily aggregates (no table scan). */
export async function salesReport(repos: Repositories, days: number): Promise<SalesReport> {
  const to = shopDate(repos.db.now());
  const from = addDays(to, -(days - 1));
  // A closed day is one rolled-up item; today (and any day not rolled up yet) its own items.
  const sales = await (await import("../data/sales-days.js")).salesByDays(repos.db, from, to, to);
  const perDay = datesBetween(from, to).map((date) => {
    const day = sales.days.get(date);
    return {
      date,
      revenue: rupees(day?.revenuePaise ?? 0),
      paidOrders: day?.paidOrders ?? 0,
      refunds: rupees(day?.refundsPaise ?? 0),
      refundCount: day?.refundCount ?? 0,
    };
  });
  const bestSellers = [...sales.products.values()]
    .sort((a, b) => b.units - a.units || b.revenuePaise - a.revenuePaise || a.name.localeCompare(b.name))
    .slice(0, BEST_SELLERS)
    .map((sold) => ({ productId: sold.productId, name: sold.name, units: sold.units, revenue: rupees(sold.revenuePaise) }));
  const sum = (pick: (day: { revenuePaise: number; paidOrders: number; refundsPaise: number }) => number) =>
    [...sales.days.values()].reduce((total, day) => total + pick(day), 0);
  // Gift cards are a liability, not sales: their figures stand beside the period's, since the start.
  const cards = await (await import("../data/gift-cards.js")).giftCardRepository(repos.db).totals();
  return {
    days: perDay,
    bestSellers,
    totals: { revenue: rupees(sum((d) => d.revenuePaise)), paidOrders: sum((d) => d.paidOrders), refunds: rupees(sum((d) => d.refundsPaise)) },
    giftCards: {
      issued: rupees(cards.issuedPaise),
      redeemed: rupees(cards.redeemedPaise),
      expired: rupees(cards.expiredPaise),
      voided: rupees(cards.voidedPaise),
      outstanding: rupees(outstandingPaise(cards)),
    },
  };
}
