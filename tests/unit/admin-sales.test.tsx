// @vitest-environment jsdom
// The dashboard's sales panel against answers shaped like GET /api/admin/sales: the period
// switch asks for 7, 30 or 90 days, the totals, refunds and best sellers show in rupees, and the
// day picked on the chart reads out in words. The chart itself (uPlot on a canvas, which jsdom
// lacks) is drawn in Chromium by tests/e2e/admin-sales.test.ts; here a stand-in reports picks.
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SalesDay, SalesReport } from "../../shared/schemas/sales-report.js";
import { chartColumns, chartSummary, compactRupeeLabel, dayLabel, dayReadout, netRevenue } from "../../web/src/admin/dashboard/sales/sales-figures.js";
import { SalesPanel } from "../../web/src/admin/dashboard/sales/SalesPanel.js";
import { ServerStateProvider } from "../../web/src/components/ServerStateProvider.js";

vi.mock("../../web/src/admin/dashboard/sales/SalesChart.js", () => ({
  default: ({ days, onPick, label }: { days: SalesDay[]; onPick(index: number): void; label: string }) => (
    <div role="img" aria-label={label}>
      {days.map((day, index) => (
        <button key={day.date} type="button" onClick={() => onPick(index)}>
          pick {day.date}
        </button>
      ))}
    </div>
  ),
}));

function day(date: string, revenue = 0, paidOrders = 0, refunds = 0, refundCount = 0): SalesDay {
  return { date, revenue, paidOrders, refunds, refundCount };
}

function week(): SalesReport {
  return {
    days: [
      day("2026-03-01"),
      day("2026-03-02", 4999, 1),
      day("2026-03-03"),
      day("2026-03-04", 12598.5, 3, 1299.5, 1),
      day("2026-03-05"),
      day("2026-03-06", 2599, 2),
      day("2026-03-07", 1299.5, 1),
    ],
    bestSellers: [
      { productId: "p1", name: "Banarasi Silk Saree", units: 3, revenue: 14997 },
      { productId: "p2", name: "Cotton Anarkali", units: 4, revenue: 5198 },
    ],
    totals: { revenue: 21496, paidOrders: 7, refunds: 1299.5 },
    giftCards: { issued: 7500, redeemed: 2500, expired: 0, voided: 1000, outstanding: 4000 },
  };
}

function month(): SalesReport {
  const first = Date.UTC(2026, 1, 6);
  const days = Array.from({ length: 30 }, (_, i) => day(new Date(first + i * 86_400_000).toISOString().slice(0, 10), i === 29 ? 999 : 0, i === 29 ? 1 : 0));
  return { days, bestSellers: [], totals: { revenue: 999, paidOrders: 1, refunds: 0 }, giftCards: { issued: 0, redeemed: 0, expired: 0, voided: 0, outstanding: 0 } };
}

function serve(answer: (url: string) => { status?: number; body: unknown }) {
  const urls: string[] = [];
  vi.stubGlobal("fetch", async (input: string) => {
    urls.push(String(input));
    const { status = 200, body } = answer(String(input));
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return urls;
}

function renderPanel() {
  return render(
    <ServerStateProvider>
      <MemoryRouter>
        <SalesPanel />
      </MemoryRouter>
    </ServerStateProvider>,
  );
}

/** A total's figure: the <dd> after its <dt> in the panel's totals. */
function total(name: string): string | null | undefined {
  const terms = Array.from(document.querySelectorAll(".sales__totals dt"));
  return terms.find((term) => term.textContent === name)?.nextElementSibling?.textContent;
}

beforeEach(() => localStorage.setItem("token", "t"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("sales figures", () => {
  it("label days in the shop's calendar whatever the browser's zone, and ticks in lakhs and crores", () => {
    expect(dayLabel("2026-03-05")).toBe("5 Mar");
    expect(dayReadout(day("2026-03-04", 12598.5, 3, 1299.5, 1))).toBe("Wed, 4 Mar: ₹12,598.50 from 3 paid orders, ₹1,299.50 refunded (1)");
    expect(dayReadout(day("2026-03-05"))).toBe("Thu, 5 Mar: ₹0.00 from 0 paid orders, no refunds");
    expect(dayReadout(day("2026-03-06", 999, 1))).toContain("from 1 paid order,");
    expect([0, 950, 12000, 150000, 12000000].map(compactRupeeLabel)).toEqual(["₹0", "₹950", "₹12K", "₹1.5L", "₹1.2Cr"]);
  });

  it("subtract refunds in paise and give uPlot one column per series", () => {
    expect(netRevenue({ revenue: 0.3, refunds: 0.1 })).toBe(0.2);
    expect(netRevenue({ revenue: 21496, refunds: 1299.5 })).toBe(20196.5);
    expect(chartColumns(week().days)).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      [0, 4999, 0, 12598.5, 0, 2599, 1299.5],
      [0, 1, 0, 3, 0, 2, 1],
      [0, 0, 0, 1299.5, 0, 0, 0],
    ]);
    expect(chartSummary(week().days, week().totals)).toBe(
      "Revenue and paid orders per day, Sun, 1 Mar to Sat, 7 Mar: ₹21,496.00 from 7 paid orders. The best day was Wed, 4 Mar with ₹12,598.50.",
    );
  });
});

describe("sales panel", () => {
  it("shows the last 7 days' totals, refunds, best sellers and today's figures, then the day picked on the chart", async () => {
    const urls = serve(() => ({ body: { success: true, data: week() } }));
    const user = userEvent.setup();
    renderPanel();
    const panel = within(await screen.findByRole("region", { name: "Sales" }));
    await waitFor(() => expect(total("Revenue")).toBe("₹21,496.00"));
    expect(urls).toEqual(["/api/admin/sales?days=7"]);
    expect(total("Paid orders")).toBe("7");
    expect(total("Refunds")).toBe("₹1,299.50 1 refunded");
    expect(total("Net")).toBe("₹20,196.50");
    expect(panel.getByRole("button", { name: "7 days" }).getAttribute("aria-pressed")).toBe("true");
    // Gift cards stand apart from the sales: what the shop still owes on them.
    expect(screen.getByTestId("sales-gift-cards").textContent).toBe(
      "Gift cards, since the start: ₹7,500.00 issued, ₹2,500.00 redeemed, ₹1,000.00 voided. ₹4,000.00 outstanding, owed to their holders and not revenue until spent.",
    );

    const sellers = within(panel.getByRole("list", { name: "Best sellers, last 7 days" }))
      .getAllByRole("listitem")
      .map((row) => row.textContent);
    expect(sellers).toEqual(["1Banarasi Silk Saree3 pieces₹14,997.00", "2Cotton Anarkali4 pieces₹5,198.00"]);

    // Nothing picked yet: the latest day; a tap on a day reads that day out.
    const readout = screen.getByTestId("sales-readout");
    expect(readout.textContent).toBe("Sat, 7 Mar: ₹1,299.50 from 1 paid order, no refunds");
    await user.click(await panel.findByRole("button", { name: "pick 2026-03-04" }));
    expect(readout.textContent).toBe("Wed, 4 Mar: ₹12,598.50 from 3 paid orders, ₹1,299.50 refunded (1)");
    expect(panel.getByRole("img").getAttribute("aria-label")).toContain("The best day was Wed, 4 Mar");

    // Every figure is also in a table, newest first.
    const rows = within(panel.getByRole("table")).getAllByRole("row").slice(1).map((row) => row.textContent);
    expect(rows[0]).toBe("Sat, 7 Mar₹1,299.501—");
    expect(rows[3]).toBe("Wed, 4 Mar₹12,598.503₹1,299.50 (1)");
  });

  it("asks for 30 days when switched, and shows nothing of the old period meanwhile", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (input: string) => {
      urls.push(String(input));
      if (String(input).endsWith("days=30")) await gate;
      const data = String(input).endsWith("days=30") ? month() : week();
      return new Response(JSON.stringify({ success: true, data }), { status: 200 });
    });
    const user = userEvent.setup();
    renderPanel();
    const panel = within(await screen.findByRole("region", { name: "Sales" }));
    await waitFor(() => expect(total("Revenue")).toBe("₹21,496.00"));
    await user.click(panel.getByRole("button", { name: "30 days" }));
    expect(panel.getByRole("button", { name: "30 days" }).getAttribute("aria-pressed")).toBe("true");
    expect(total("Revenue")).toBe("…");
    await act(async () => release());
    await waitFor(() => expect(total("Revenue")).toBe("₹999.00"));
    expect(urls).toEqual(["/api/admin/sales?days=7", "/api/admin/sales?days=30"]);
    expect(panel.getByText("Nothing sold in this period.")).toBeTruthy();
    expect(panel.getAllByRole("button", { name: /^pick / })).toHaveLength(30);
    // A shop that never issued a card is not told about them.
    expect(screen.queryByTestId("sales-gift-cards")).toBeNull();
  });

  it("shows the server's reason when the report cannot be read, and tries again on request", async () => {
    let fail = true;
    serve(() => (fail ? { status: 400, body: { success: false, error: "days must be 7, 30 or 90" } } : { body: { success: true, data: week() } }));
    const user = userEvent.setup();
    renderPanel();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("days must be 7, 30 or 90");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(total("Revenue")).toBe("₹21,496.00");
  });
});
