import { beforeAll, describe, expect, it } from "vitest";
import { CourierError } from "../../functions/shipping/courier/courier-error.js";
import { createShiprocketCourier } from "../../functions/shipping/courier/shiprocket-client.js";
import type { Courier } from "../../functions/shipping/courier/courier.js";
import { COURIER_ACCOUNT, courierShop } from "../support/courier-harness.js";
import { courierReference, orderNumber } from "../../shared/order-number.js";

type Shop = Awaited<ReturnType<typeof courierShop>>;
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;
let asha: Awaited<ReturnType<Shop["shopper"]>>;
beforeAll(async () => {
  shop = await courierShop();
  admin = await shop.admin();
  asha = await shop.shopper();
});

interface Booked {
  success: true;
  data: { awb: string; labelUrl: string; courierName: string; pickupDate: string; shipment: { parcel: { weightGrams: number } }; order: { trackingNumber: string; carrier: string } };
  message: string;
}

const book = (orderId: string, body: unknown = {}) => shop.call("POST", `/api/orders/${orderId}/shipments`, admin.headers, body);

describe("booking an order's shipment", () => {
  it("books it with the courier and gives the order the AWB and a printable label", async () => {
    const { order } = await shop.paidOrder(asha, { called: true });
    const response = await book(order.id, { pickupDate: "2026-12-01" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Booked;
    expect(body.data.awb).toMatch(/^\d{13}$/);
    expect(body.data.courierName).toBe("Delhivery Surface");
    expect(body.data.pickupDate).toBe("2026-12-01");
    // Two dresses at a dress's default shipping weight (400 g: the product has none of its own), and 100 g of packing.
    expect(body.data.shipment.parcel.weightGrams).toBe(900);
    expect(body.data.order).toMatchObject({ trackingNumber: body.data.awb, carrier: "Delhivery Surface" });
    expect((await shop.repos.orders.get(order.id))!.trackingNumber).toBe(body.data.awb);

    const label = await fetch(body.data.labelUrl);
    expect(label.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await label.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    const atCourier = shop.emulator.shipmentByAwb(body.data.awb)!;
    expect(atCourier).toMatchObject({ channelOrderId: courierReference(order.id), pickupDate: "2026-12-01", weightKg: 0.9, recipient: { pincode: "411001", name: "Asha Rao" } });
  });

  it("names the order to the courier by its number, and a second order ending alike by a longer one; each one's tracking moves its own order", async () => {
    const { order } = await shop.paidOrder(asha, { called: true });
    // Another order whose id ends in the same six characters ("#3F9A2C" both).
    const { order: twin } = await shop.paidOrder(asha, { called: true, id: `${"0".repeat(8)}${order.id.slice(8, 16).split("").reverse().join("")}${order.id.slice(16)}` });
    expect(orderNumber(twin.id)).toBe(orderNumber(order.id));
    const [first, second] = await Promise.all([book(order.id), book(twin.id)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const awbOf = async (response: Response) => ((await response.json()) as Booked).data.awb;
    const [awb, twinAwb] = [await awbOf(first), await awbOf(second)];
    const references = [shop.emulator.shipmentByAwb(awb)!.channelOrderId, shop.emulator.shipmentByAwb(twinAwb)!.channelOrderId];
    // One is the number as the label prints it ("3F9A2C"), the other the next length its own; each the tail of its order's id.
    expect(references.map((reference) => reference.length).sort()).toEqual([6, 8]);
    expect(references).toEqual([courierReference(order.id, references[0]!.length), courierReference(twin.id, references[1]!.length)]);
    for (const [id, reference] of [[order.id, references[0]], [twin.id, references[1]]] as const) {
      expect((await shop.repos.shipments.get(id))!.courierReference).toBe(reference);
    }

    // The courier's tracking names the order by its reference: each parcel moves its own order.
    shop.emulator.move(twinAwb, ["shipped"]);
    await shop.emulator.waitForWebhooks();
    expect((await shop.repos.orders.get(twin.id))!.status).toBe("shipped");
    expect((await shop.repos.orders.get(order.id))!.status).toBe("processing");
  });

  it("makes one shipment when the admin presses Ship twice, one after the other or at once", async () => {
    const { order } = await shop.paidOrder(asha, { called: true });
    const first = (await (await book(order.id)).json()) as Booked;
    const again = await book(order.id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Booked).data.awb).toBe(first.data.awb);

    const { order: other } = await shop.paidOrder(asha, { called: true });
    const answers = await Promise.all([book(other.id), book(other.id), book(other.id)]);
    const awbs = new Set<string>();
    for (const answer of answers) {
      // The one booking; the others see it booked, or being booked right now.
      expect([200, 201, 409]).toContain(answer.status);
      if (answer.status !== 409) awbs.add(((await answer.json()) as Booked).data.awb);
    }
    expect(awbs.size).toBe(1);
    expect(shop.emulator.creations.get(courierReference(order.id))).toBe(1);
    expect(shop.emulator.creations.get(courierReference(other.id))).toBe(1);
  });

  it("does not create a second courier order when the first attempt died after the courier made one", async () => {
    const { order } = await shop.paidOrder(asha, { called: true });
    const real = createShiprocketCourier({ email: COURIER_ACCOUNT.email, password: COURIER_ACCOUNT.password, apiBaseUrl: shop.emulator.apiUrl, pickupLocation: "Primary" });
    // The courier made the order, but its answer never reached the shop (a timeout, the Lambda ended).
    const dying: Courier = {
      ...real,
      name: real.name,
      async createOrder(request) {
        await real.createOrder(request);
        throw new CourierError("unavailable", "socket hang up");
      },
    };
    const failed = await shop.withCourier(dying).request(`/api/orders/${order.id}/shipments`, { method: "POST", headers: admin.headers, body: "{}" });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ success: false, error: "The courier is not answering just now (socket hang up). Try again in a minute." });
    expect(shop.emulator.creations.get(courierReference(order.id))).toBe(1);

    const retried = await book(order.id);
    expect(retried.status).toBe(201);
    const body = (await retried.json()) as Booked;
    expect(shop.emulator.creations.get(courierReference(order.id))).toBe(1);
    expect(shop.emulator.shipmentByAwb(body.data.awb)!.channelOrderId).toBe(courierReference(order.id));
  });

  it("takes the corrected parcel when the courier refused the first one", async () => {
    const { order } = await shop.paidOrder(asha, { called: true });
    const real = createShiprocketCourier({ email: COURIER_ACCOUNT.email, password: COURIER_ACCOUNT.password, apiBaseUrl: shop.emulator.apiUrl, pickupLocation: "Primary" });
    const refusing: Courier = {
      ...real,
      name: real.name,
      async createOrder(request) {
        if (request.parcel.weightGrams > 10_000) throw new CourierError("bad_request", "Weight is more than the courier carries");
        return real.createOrder(request);
      },
    };
    const app = shop.withCourier(refusing);
    const first = await app.request(`/api/orders/${order.id}/shipments`, { method: "POST", headers: admin.headers, body: JSON.stringify({ weightGrams: 12_000 }) });
    expect(await first.json()).toEqual({ success: false, error: "The courier refused: Weight is more than the courier carries" });
    const second = await app.request(`/api/orders/${order.id}/shipments`, { method: "POST", headers: admin.headers, body: JSON.stringify({ weightGrams: 1_200 }) });
    expect(second.status).toBe(201);
    const body = (await second.json()) as Booked;
    expect(body.data.shipment.parcel.weightGrams).toBe(1200);
    expect(shop.emulator.shipmentByAwb(body.data.awb)!.weightKg).toBe(1.2);
  });

  it("refuses what cannot be shipped, and bad parcel sizes, naming the field", async () => {
    const untouched = await shop.paidOrder(asha, { called: true });
    const { order: cancelled } = await shop.paidOrder(asha, { called: true });
    await shop.repos.orders.updateStatus(cancelled.id, { status: "cancelled", by: "test" });
    expect((await book(cancelled.id)).status).toBe(409);
    expect(await (await book(cancelled.id)).json()).toEqual({ success: false, error: "This order is cancelled: it cannot be shipped." });
    expect((await book("0000000000000000nosuchorder")).status).toBe(404);
    const heavy = await book(untouched.order.id, { weightGrams: 40_000 });
    expect(heavy.status).toBe(400);
    expect(await heavy.json()).toEqual({ success: false, error: "Weight must be at most 30000 grams" });
    const unknown = await book(untouched.order.id, { awb: "123" });
    expect(await unknown.json()).toEqual({ success: false, error: "Unknown field: awb" });
    expect((await shop.call("POST", `/api/orders/${untouched.order.id}/shipments`, asha.headers, {})).status).toBe(403);
    expect(shop.emulator.creations.get(courierReference(untouched.order.id))).toBeUndefined();
  });

  it("books several orders and prints all their labels in one PDF", async () => {
    const called = () => shop.paidOrder(asha, { called: true });
    const orders = await Promise.all([called(), called(), called()]);
    await book(orders[0].order.id);
    const response = await shop.call("POST", "/api/shipments/bulk", admin.headers, { orderIds: [...orders.map((o) => o.order.id), "0000000000000000nosuchorder"] });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { results: Array<{ orderId: string; awb?: string; error?: string }>; labelUrl: string } };
    expect(body.data.results.filter((r) => r.awb)).toHaveLength(3);
    expect(body.data.results.at(-1)).toEqual({ orderId: "0000000000000000nosuchorder", error: "Order not found" });
    const pdf = Buffer.from(await (await fetch(body.data.labelUrl)).arrayBuffer()).toString("latin1");
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(3);
    for (const { order } of orders) expect(shop.emulator.creations.get(courierReference(order.id))).toBe(1);
  });
});
