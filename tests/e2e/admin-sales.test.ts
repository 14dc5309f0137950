// The dashboard's sales chart in Chromium against the shop as `npm start` runs it: orders paid
// through the real flow show in the period's totals and in today's bar; hovering (desktop) or
// tapping (phone) a day reads its figures out; the 7/30/90 switch; the chart library arrives
// only with the dashboard, never with the shop's pages. Photographed at both sizes.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { SalesReport } from "../../shared/schemas/sales-report.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, type ViewportName, signInBrowser } from "../support/browser.js";
import { adminSession, buyAndPay, catalogue, newShopper, shopCall, type Session } from "../support/shop-api.js";

const CHART_CHUNK = /\/assets\/SalesChart-[^/]+\.js$/;

async function report(admin: Session, days: number): Promise<SalesReport> {
  return (await shopCall<{ data: SalesReport }>("GET", `/admin/sales?days=${days}`, { token: admin.token })).body.data;
}

/** A signed-in admin's browser that notes every script it fetches. */
async function adminPage(context: BrowserContext, admin: Session) {
  const page = await signInBrowser(context, admin);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const errors = collectPageErrors(page);
  return { page, scripts, errors };
}

/** Points at day `index` of `days` on the chart: a hover with a mouse, a tap with a finger. */
async function pointAt(page: Page, index: number, days: number, viewport: ViewportName) {
  const over = page.locator(".sales-chart .u-over");
  await over.scrollIntoViewIfNeeded();
  const box = (await over.boundingBox())!;
  const x = box.x + ((index + 0.5) / days) * box.width;
  const y = box.y + box.height * 0.6;
  if (viewport === "phone") await page.touchscreen.tap(x, y);
  else await page.mouse.move(x, y);
}

const longDay = (date: string) => new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

describe.skipIf(!inject("chromium"))("dashboard sales chart", () => {
  let browser: Browser;
  let admin: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    // Two paid orders today, through the real checkout and the Razorpay emulator.
    // Sizes other files have left enough of (the e2e stack's catalogue is shared).
    const stocked = (await catalogue()).flatMap((product) => {
      const size = product.sizes.find((candidate) => (product.stockBySize[candidate] ?? 0) >= 3);
      return size ? [{ product, size }] : [];
    });
    const buyer = await newShopper("Meera Pillai");
    await buyAndPay(buyer, [{ ...stocked[0]!, quantity: 1 }]);
    await buyAndPay(buyer, [{ ...stocked[1]!, quantity: 2 }]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of ["desktop", "phone"] as const) {
    it(`draws revenue and paid orders per day and reads a day out on ${viewport === "phone" ? "a tap" : "hover"} (${viewport})`, async () => {
      const context = await openContext(browser, viewport);
      try {
        const { page, scripts, errors } = await adminPage(context, admin);
        // The shop's own pages never fetch the chart.
        await page.goto("/");
        await page.waitForLoadState("networkidle");
        expect(scripts.filter((path) => CHART_CHUNK.test(path))).toEqual([]);

        await page.goto("/admin");
        const sales = page.getByRole("region", { name: "Sales" });
        await sales.locator(".sales-chart canvas").waitFor();
        expect(scripts.filter((path) => CHART_CHUNK.test(path))).toHaveLength(1);
        const week = await report(admin, 7);
        expect(week.days).toHaveLength(7);
        const today = week.days.at(-1)!;
        expect(today.paidOrders).toBeGreaterThanOrEqual(2);
        const figure = (name: string) => sales.locator(".sales__totals > div").filter({ has: page.getByText(name, { exact: true }) }).locator("dd");
        expect(await figure("Revenue").innerText()).toBe(formatRupees(week.totals.revenue));
        expect(await figure("Paid orders").innerText()).toBe(week.totals.paidOrders.toLocaleString("en-IN"));

        const sellers = sales.getByRole("list", { name: "Best sellers, last 7 days" }).getByRole("listitem");
        expect(await sellers.count()).toBe(week.bestSellers.length);
        expect(await sellers.first().innerText()).toContain(week.bestSellers[0]!.name);

        const readout = page.getByTestId("sales-readout");
        expect(await readout.innerText()).toContain(`${longDay(today.date)}: ${formatRupees(today.revenue)} from ${today.paidOrders} paid orders`);
        await pointAt(page, 0, 7, viewport);
        await expect.poll(() => readout.innerText()).toContain(`${longDay(week.days[0]!.date)}: ${formatRupees(week.days[0]!.revenue)}`);
        await pointAt(page, 6, 7, viewport);
        await expect.poll(() => readout.innerText()).toContain(`${longDay(today.date)}: ${formatRupees(today.revenue)}`);
        await sales.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await saveScreenshot(page, "admin-sales-7-days", viewport);

        // Ninety days: the same totals as the server's report, every day drawn.
        await sales.getByRole("button", { name: "90 days" }).click();
        const quarter = await report(admin, 90);
        await expect.poll(() => figure("Revenue").innerText()).toBe(formatRupees(quarter.totals.revenue));
        expect(await sales.getByRole("button", { name: "90 days" }).getAttribute("aria-pressed")).toBe("true");
        await pointAt(page, 89, 90, viewport);
        await expect.poll(() => readout.innerText()).toContain(longDay(today.date));
        expect(await sales.getByRole("img").getAttribute("aria-label")).toContain(formatRupees(quarter.totals.revenue));
        await readout.scrollIntoViewIfNeeded();
        await saveScreenshot(page, "admin-sales-90-days", viewport);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
