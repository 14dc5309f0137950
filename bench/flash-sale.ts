import { request } from "node:http";
import { performance } from "node:perf_hooks";
import { startSession } from "../functions/accounts/sessions.js";
import type { LocalStack } from "../infra/local/stack.js";
import { median, round } from "./stats.js";

export interface FlashSaleFigures {
  buyers: number;
  pieces: number;
  connections: number;
  held: number;
  refusedBeforePaying: number;
  errors: number;
  /** Answers to create-order other than 201 and 409, by status (a throttle's 429, say). */
  otherStatuses: Record<number, number>;
  sold: number;
  refunded: number;
  piecesLeft: number;
  createOrderP50Ms: number;
  createOrderP99Ms: number;
}

const SIZE = "M";
const ADDRESS = { name: "Flash Buyer", email: "buyer@example.in", phone: "9876543210", address: "1 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" };

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Each buyer on her own phone's address, as at a real sale (127.0.3.1 onwards, loopback): from one
 * address the 200 would meet the per-address checkout limit after 60, and the figure would be
 * the throttle's, not the sale's.
 */
const buyerAddress = (i: number) => `127.0.${3 + Math.floor(i / 250)}.${1 + (i % 250)}`;

function postFrom(localAddress: string, address: string, token: string, payload: unknown): Promise<{ status: number; body: string }> {
  const target = new URL(address);
  return new Promise((resolve, reject) => {
    const req = request({ host: target.hostname, port: target.port, path: target.pathname, method: "POST", localAddress, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(JSON.stringify(payload));
  });
}

/**
 * A flash sale against the shop as `npm start` runs it: `buyers` shoppers ask for the last
 * `pieces` of one size at once, through `connections` at a time. Holds decide who may pay;
 * those who got one pay through the Razorpay emulator. Reports what sold and how long
 * create-order took (p50/p99 over every buyer's request).
 */
export async function flashSale(stack: LocalStack, options: { buyers?: number; pieces?: number; connections?: number } = {}): Promise<FlashSaleFigures> {
  const buyers = options.buyers ?? 200;
  const pieces = options.pieces ?? 20;
  const connections = options.connections ?? 50;
  const { repos, config, url } = stack;
  const product = await repos.products.create({
    ...(await repos.products.get((await repos.products.list({ limit: 1 })).items[0]!.id))!,
    name: "Flash Sale Bandhani Saree",
    isActive: true,
    sizes: [SIZE],
    stockBySize: { [SIZE]: pieces },
    stock: pieces,
  });
  // Shoppers made directly (scrypt sign-ups would measure password hashing, not the sale).
  const tokens = await Promise.all(
    Array.from({ length: buyers }, async (_, i) => {
      const user = await repos.users.create({ name: `Flash Buyer ${i + 1}`, email: `flash.${Date.now()}.${i}@example.in`, passwordHash: "x", role: "user" });
      return startSession(repos, config.jwtSecret, user);
    }),
  );

  const latencies: number[] = [];
  const held: Array<{ token: string; razorpayOrderId: string }> = [];
  let refused = 0;
  let errors = 0;
  /** Answers to create-order other than 201 and 409, by status. */
  const otherStatuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < buyers) {
      const buyer = next++;
      const token = tokens[buyer]!;
      const started = performance.now();
      try {
        const response = await postFrom(buyerAddress(buyer), `${url}/api/payments/create-order`, token, { items: [{ product: product.id, size: SIZE, quantity: 1 }], shippingAddress: ADDRESS, source: "single" });
        const body = JSON.parse(response.body) as { order?: { id: string } };
        latencies.push(performance.now() - started);
        if (response.status === 201 && body.order) held.push({ token, razorpayOrderId: body.order.id });
        else if (response.status === 409) refused++;
        else {
          errors++;
          otherStatuses[response.status] = (otherStatuses[response.status] ?? 0) + 1;
        }
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));

  // The lucky ones pay; the emulator's webhooks confirm alongside the browser.
  let sold = 0;
  for (const { token, razorpayOrderId } of held) {
    const paid = await stack.razorpay!.payOrder(razorpayOrderId, { card: "4100 2800 0000 1007" });
    const response = await fetch(`${url}/api/payments/validate-payment`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(paid),
    });
    if (response.status === 200) sold++;
    else errors++;
  }
  await stack.razorpay!.waitForWebhooks();
  const payments = await repos.payments.list({ limit: 1000 });
  const after = await repos.products.get(product.id);
  return {
    buyers,
    pieces,
    connections,
    held: held.length,
    refusedBeforePaying: refused,
    errors,
    otherStatuses,
    sold,
    refunded: payments.items.filter((p) => p.orderId && p.amountRefundedPaise > 0).length,
    piecesLeft: after?.stockBySize[SIZE] ?? -1,
    createOrderP50Ms: round(median(latencies), 1),
    createOrderP99Ms: round(percentile(latencies, 99), 1),
  };
}
