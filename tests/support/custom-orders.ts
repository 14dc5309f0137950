import { expect } from "vitest";
import type { CustomLine } from "../../shared/made-to-measure/custom-line.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { Repositories } from "../../functions/data/repositories.js";
import { labelled, transactWrite } from "../../functions/data/transact.js";
import { ADDRESS, SUCCESS_CARD, type paymentShop } from "./payment-harness.js";

// Paid orders with custom lines (issue 26) for the production API tests, in ONE place. The custom
// copy is written onto a pending order's lines through the repository, so a test can give any
// measurements (units, notes, a photo) without building the product's options and a profile for
// each; then the order is paid through the Razorpay emulator, so everything after payment is real.
// The checkout's own writing of the copy is tested in made-to-measure-ordering, and the production
// e2e orders through the real checkout.

type Shop = Awaited<ReturnType<typeof paymentShop>>;

/** A blouse stitched to "Me", in inches, with fall and pico and a boat neck; ships in 10-12 days. */
export function blouseLine(overrides: Partial<CustomLine> = {}): CustomLine {
  return {
    options: [
      { id: "fall-pico", label: "Fall & pico", price: 250 },
      { id: "blouse-stitching", label: "Blouse stitching", price: 1200, choice: "Boat neck, hooks at the back" },
    ],
    measurements: {
      profileId: "profile-me",
      profileName: "Me",
      unit: "in",
      values: { blouseLength: 14.5, upperChest: 33, chest: 36, waist: 30, shoulder: 14.5, armhole: 16, sleeveLength: 10, sleeveRound: 11, frontNeckDepth: 7, backNeckDepth: 8 },
      notes: "Slightly loose at the armhole, please.",
      takenAt: new Date().toISOString(),
    },
    leadTimeDays: { min: 10, max: 12 },
    ...overrides,
  };
}

/** Writes the custom copy onto a pending order's lines, as the fit checkout will write it. */
export async function writeCustomLines(repos: Pick<Repositories, "db" | "orders">, orderId: string, custom: Record<number, CustomLine>): Promise<void> {
  const order = (await repos.orders.get(orderId))!;
  expect(order.isPaid).toBe(false);
  const next = { ...order, orderItems: order.orderItems.map((item, line) => (custom[line] ? { ...item, custom: custom[line] } : item)), updatedAt: new Date(Date.parse(order.updatedAt) + 1).toISOString() };
  await transactWrite(repos.db, labelled("order", ...repos.orders.replaceActions(next, order)));
}

/** Starts a checkout of one piece of each product and writes the custom copy on the lines given. */
export async function startCustomCheckout(shop: Shop, buyer: { user: { email: string }; headers: Record<string, string> }, products: ProductRecord[], custom: Record<number, CustomLine>) {
  const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, {
    items: products.map((product) => ({ product: product.id, size: product.sizes[0]!, quantity: 1 })),
    shippingAddress: { ...ADDRESS, email: buyer.user.email },
    source: "cart",
  });
  expect(started.status).toBe(201);
  const body = (await started.json()) as { order: { id: string }; orderId: string };
  await writeCustomLines(shop.repos, body.orderId, custom);
  return { orderId: body.orderId, razorpayOrderId: body.order.id };
}

/** A saree sold with a blouse stitched to measure, paid by card through the browser's callback. */
export async function paidCustomOrder(shop: Shop, options: { buyer?: Awaited<ReturnType<Shop["shopper"]>>; custom?: CustomLine; price?: number } = {}) {
  const buyer = options.buyer ?? (await shop.shopper("Lakshmi Iyer"));
  const saree = await shop.product({ name: "Kanjivaram Silk Saree with Blouse", price: options.price ?? 2400, sizes: ["M"], stock: 5, stockBySize: { M: 5 } });
  const { orderId, razorpayOrderId } = await startCustomCheckout(shop, buyer, [saree], { 0: options.custom ?? blouseLine() });
  const paid = await shop.emulator.payOrder(razorpayOrderId, { card: SUCCESS_CARD });
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid);
  expect(confirmed.status).toBe(200);
  return { buyer, saree, orderId, razorpayOrderId, razorpayPaymentId: paid.razorpay_payment_id };
}
