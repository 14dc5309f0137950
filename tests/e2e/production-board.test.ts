// Issue 26, the production line, at phone size in Chromium against the shop as `npm start` runs it:
// a shopper keeps a measurement profile and pays, through the real checkout, for a demo saree with
// fall & pico and a blouse stitched to that profile; she corrects a
// measurement from My Orders while she still may; the admin moves the piece through every stage on
// the Production board and downloads the tailor's job card; after each move the shopper's My Orders
// shows the stage. The board is also photographed at desktop width.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDb } from "../../functions/data/db.js";
import { createRepositories } from "../../functions/data/repositories.js";
import { PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES } from "../../shared/made-to-measure/production.js";
import { orderNumber } from "../../shared/order-number.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, SCREENSHOT_DIR, signInBrowser } from "../support/browser.js";
import { adminSession, confirmPayment, payAtCheckout, shopCall, startCheckout, type Session, catalogue, newShopper, type Shopper } from "../support/shop-api.js";
import { sidewaysOverflow } from "../support/phone-fit.js";

describe.skipIf(!inject("chromium"))("a custom piece through the production line", () => {
  const repos = createRepositories(createDb(inject("shopTable")));
  let browser: Browser;
  let buyer: Shopper;
  let product: Product;
  let orderId: string;
  let shopperContext: BrowserContext;
  let adminContext: BrowserContext;
  let shopper: Page;
  let admin: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    buyer = await newShopper("Meenakshi Sundaram");
    // A demo saree sold both ways, made to order: she orders it with fall & pico and a blouse
    // stitched to her profile, through the real checkout (issue 26's first half).
    product = (await catalogue()).find((p) => p.name === "Banarasi Silk Kadhua Saree")!;
    expect(product.buyAs).toBe("both");
    const session: Session = { token: buyer.token, user: buyer.user } as Session;
    const profile = await shopCall<{ data: { id: string } }>("POST", "/measurements", {
      token: buyer.token,
      body: { name: "Me", unit: "in", values: { blouseLength: 14.5, upperChest: 33, chest: 36, waist: 30, shoulder: 14.5, armhole: 16, sleeveLength: 10, sleeveRound: 11, frontNeckDepth: 7, backNeckDepth: 8 }, notes: "Slightly loose at the armhole, please." },
    });
    expect(profile.status).toBe(201);
    const custom = { options: [{ id: "fall-pico" }, { id: "blouse-stitching" }, { id: "blouse-neck", choice: "Boat neck" }], profileId: profile.body.data.id, acknowledged: true as const };
    const checkout = await startCheckout(session, [{ product, quantity: 1, size: "Made to order", custom }]);
    orderId = checkout.order._id;
    const handled = await payAtCheckout(checkout);
    await confirmPayment(session, handled!);

    shopperContext = await openContext(browser, "phone");
    shopper = await signInBrowser(shopperContext, buyer);
    const staff = await adminSession();
    adminContext = await openContext(browser, "phone", { acceptDownloads: true });
    await adminContext.addInitScript(({ token, user }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
    }, staff);
    admin = await adminContext.newPage();
    errors = [...collectPageErrors(shopper), ...collectPageErrors(admin)];
  });
  afterAll(async () => {
    await shopperContext?.close();
    await adminContext?.close();
    await browser?.close();
  });

  const number = () => orderNumber(orderId);
  const row = () => shopper.locator("tbody tr", { hasText: number() });

  async function shopperSees(label: string) {
    await shopper.goto("/profile?tab=orders");
    await row().getByText(`${product.name}: ${label}`).waitFor();
  }

  it("lets the shopper correct a measurement from My Orders while the piece awaits the check", async () => {
    await shopperSees("Awaiting measurements check");
    await row().getByRole("button", { name: /View details/ }).click();
    const details = shopper.getByRole("dialog", { name: `Order ${number()}` });
    await details.getByRole("list", { name: `Production of ${product.name}` }).waitFor();
    await details.getByRole("button", { name: "Correct measurements" }).click();
    const form = details.getByRole("form", { name: `Correct measurements for ${product.name}` });
    await form.getByLabel("Chest (in)", { exact: true }).fill("37.5");
    await form.getByRole("button", { name: "Save measurements" }).click();
    await expect.poll(async () => (await repos.orders.get(orderId))!.orderItems[0]!.custom!.measurements.values.chest).toBe(37.5);
    await details.getByRole("button", { name: "Correct measurements" }).waitFor();
    // Uncut, the order may still be cancelled.
    await details.getByRole("button", { name: "Cancel order" }).waitFor();
    await details.getByRole("list", { name: `Production of ${product.name}` }).scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(shopper)).toBeLessThanOrEqual(0);
    await saveScreenshot(shopper, "my-orders-custom-line", "phone");
  });

  it("the admin moves it through every stage on the board, and after each move the shopper sees the stage", async () => {
    await admin.goto("/admin/production");
    const title = `Order ${number()}, ${product.name}`;
    await admin.getByRole("region", { name: PRODUCTION_STAGE_LABELS["awaiting-measurements-check"] }).getByRole("listitem", { name: title }).waitFor();
    expect(await sidewaysOverflow(admin)).toBeLessThanOrEqual(0);
    await admin.getByRole("listitem", { name: title }).scrollIntoViewIfNeeded();
    await saveScreenshot(admin, "production-board", "phone");

    for (const to of PRODUCTION_STAGES.slice(1)) {
      await admin.getByRole("listitem", { name: title }).getByRole("button", { name: `Move to ${PRODUCTION_STAGE_LABELS[to]}` }).click();
      await admin.getByRole("region", { name: PRODUCTION_STAGE_LABELS[to] }).getByRole("listitem", { name: title }).waitFor();
      await shopperSees(PRODUCTION_STAGE_LABELS[to]);
    }
    const job = (await repos.orders.get(orderId))!;
    expect(job.orderItems[0]!.custom).toBeDefined();
    await admin.getByRole("listitem", { name: title }).scrollIntoViewIfNeeded();
    await saveScreenshot(admin, "production-board-ready", "phone");

    await row().getByRole("button", { name: /View details/ }).click();
    const details = shopper.getByRole("dialog", { name: `Order ${number()}` });
    const stages = details.getByRole("list", { name: `Production of ${product.name}` });
    await stages.getByText("Ready to ship").waitFor();
    expect(await stages.locator('[aria-current="step"]').textContent()).toBe("Ready to ship");
    await details.getByRole("button", { name: "Correct measurements" }).waitFor({ state: "detached" });
    await stages.scrollIntoViewIfNeeded();
    await saveScreenshot(shopper, "my-orders-custom-ready", "phone");
    expect(errors).toEqual([]);
  });

  it("downloads the tailor's job card with the corrected measurement, order number and due date", async () => {
    const title = `Order ${number()}, ${product.name}`;
    const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("listitem", { name: title }).getByRole("button", { name: "Job card" }).click()]);
    expect(download.suggestedFilename()).toBe(`Job-card-${number().replace("#", "")}-1.pdf`);
    const file = join(SCREENSHOT_DIR, "job-card.pdf");
    await download.saveAs(file);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain(`Order ${number()}`);
    expect(text).toContain(product.name);
    expect(text).toContain("Fall & pico");
    expect(text).toMatch(/Blouse neck:?\s+Boat neck/);
    expect(text).toMatch(/Chest\s+37\.5 in/);
    expect(text).toContain("Due (dispatch by)");
    // A picture of the page to look at beside the screenshots.
    execFileSync("pdftoppm", ["-png", "-r", "80", "-singlefile", file, join(SCREENSHOT_DIR, "job-card-phone")]);
  });

  it("shows the board at desktop width, a column per stage", async () => {
    const desk = await openContext(browser, "desktop");
    const staff = await adminSession();
    await desk.addInitScript(({ token, user }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
    }, staff);
    const page = await desk.newPage();
    await page.goto("/admin/production");
    await page.getByRole("region", { name: "Ready to ship" }).getByRole("listitem", { name: `Order ${number()}, ${product.name}` }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "production-board", "desktop");
    await desk.close();
  });
});
