import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import type { Order } from "../../shared/schemas/order.js";
import { downloadDocument } from "../support/document-download.js";
import { localMailbox, outboxDeps } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";

// A business invoice end to end (issue 45), through the API, DynamoDB Local and the Razorpay
// emulator: create-order takes a registered buyer's GSTIN and billing address or refuses it with
// words that say what is wrong, and the paid order's invoice bills her by GSTIN with the place of
// supply her billing state sets, whatever the delivery address.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let outbox: OutboxDeps;

beforeAll(async () => {
  shop = await paymentShop();
  outbox = outboxDeps(shop, await localMailbox());
});

const AARNA = { gstin: "27AAPFU0939F1ZV", legalName: "Aarna Boutique LLP", address: "4 Linking Road, Bandra West", city: "Mumbai", state: "Maharashtra", pincode: "400050" };
// Delivered in Jaipur, the seller's own state: a consumer's invoice there would be CGST + SGST.
const JAIPUR = { ...ADDRESS, name: "Meena Joshi", address: "22 Sardar Patel Marg, C-Scheme", city: "Jaipur", state: "Rajasthan", pincode: "302001" };

async function startCheckout(businessInvoice: unknown) {
  const buyer = await shop.shopper("Aarna Shah");
  const product = await shop.product({ name: "Chanderi Silk Kurta Set", price: 2199, sizes: ["M"], stockBySize: { M: 3 } });
  const response = await shop.call("POST", "/api/payments/create-order", buyer.headers, {
    items: [{ product: product.id, size: "M", quantity: 2 }],
    shippingAddress: { ...JAIPUR, email: buyer.user.email },
    businessInvoice,
    source: "cart",
  });
  return { buyer, product, response };
}

/** Every order of hers, unpaid checkouts too (My Orders lists only those placed). */
async function ordersOf(userId: string) {
  return (await shop.repos.orders.listByUser(userId, { limit: 10 })).items;
}

async function myOrders(headers: Record<string, string>) {
  return ((await (await shop.call("GET", "/api/orders/my-orders", headers)).json()) as { data: Order[] }).data;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes);
  return ((await extractText(pdf, { mergePages: true })).text as string).replace(/\s+/g, " ");
}

describe("create-order with a business invoice", () => {
  it.each([
    ["14 characters", { gstin: "27AAPFU0939F1Z" }, "GSTIN must be 15 characters; this one has 14"],
    ["state code 99", { gstin: "99AAPFU0939F1ZV" }, "GSTIN starts with 99, which is not the code of an Indian state or union territory"],
    ["a wrong check character", { gstin: "27AAPFU0939F1ZW" }, "GSTIN's check character (the last one) does not match: look for a typing mistake"],
    [
      "a Maharashtra GSTIN with a Karnataka billing address",
      { city: "Bengaluru", state: "Karnataka", pincode: "560001" },
      "This GSTIN is registered in Maharashtra (27), but the billing address is in Karnataka (29): give the GSTIN and address of one state",
    ],
  ])("refuses %s with 400, creating no order and holding no stock", async (_case, change, message) => {
    const { buyer, product, response } = await startCheckout({ ...AARNA, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: message });
    expect(await ordersOf(buyer.user.id)).toEqual([]);
    expect((await shop.repos.products.get(product.id))!.stockBySize).toEqual({ M: 3 });
  });

  it("keeps the buyer on the order, and her paid order's invoice bills her by GSTIN with IGST for Maharashtra", async () => {
    const { buyer, response } = await startCheckout({ ...AARNA, gstin: "27aapfu 0939 f1zv" });
    expect(response.status).toBe(201);
    const started = (await response.json()) as { order: { id: string }; orderId: string; data: Order };
    // As the schema made it: the GSTIN in capitals, without the spaces a copy brought along.
    expect(started.data.businessInvoice).toEqual(AARNA);
    expect((await ordersOf(buyer.user.id)).map((order) => order.businessInvoice)).toEqual([AARNA]);

    const paid = await shop.emulator.payOrder(started.order.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid)).status).toBe(200);
    expect((await myOrders(buyer.headers)).map((order) => order.businessInvoice)).toEqual([AARNA]);
    await drainOutbox(outbox);

    const invoice = (await shop.repos.taxDocuments.getInvoice(started.orderId))!;
    // The seller is in Rajasthan, and so is the parcel; the billing state sets the place of supply.
    expect(shop.config.seller.state).toBe("Rajasthan");
    expect(invoice.supply).toBe("inter-state");
    expect(invoice.placeOfSupply).toBe("Maharashtra");
    expect(invoice.recipient.gstin).toBe(AARNA.gstin);
    expect(invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(0);
    expect(invoice.totals.igstPaise).toBeGreaterThan(0);

    const { bytes } = await downloadDocument(shop, `/api/orders/${started.orderId}/invoice`, buyer.headers);
    const text = await pdfText(bytes);
    for (const expected of [
      "Billed to",
      "Aarna Boutique LLP",
      "GSTIN: 27AAPFU0939F1ZV",
      "4 Linking Road, Bandra West",
      "Shipped to",
      "Meena Joshi",
      "22 Sardar Patel Marg, C-Scheme",
      "Place of supply",
      "Maharashtra (27)",
      "IGST",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("Billed and shipped to");
    expect(text.indexOf("Billed to")).toBeLessThan(text.indexOf("Shipped to"));
  });
});
