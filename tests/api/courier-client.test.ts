import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CourierError } from "../../functions/shipping/courier/courier-error.js";
import { createShiprocketCourier } from "../../functions/shipping/courier/shiprocket-client.js";
import { startCourierEmulator, type CourierEmulator } from "../../infra/local/courier-emulator/index.js";

// The Shiprocket client against the courier emulator: the test PINs docs/shipping.md documents.

const account = { email: "api@shop.test", password: "courier-suite-password" };
let emulator: CourierEmulator;
beforeAll(async () => {
  emulator = await startCourierEmulator({ ...account, webhookKey: "courier-suite-key" });
});
afterAll(() => emulator.stop());

const client = () => createShiprocketCourier({ ...account, apiBaseUrl: emulator.apiUrl, pickupLocation: "Primary" });

describe("the courier's serviceability", () => {
  it("never serves 999999", async () => {
    const answer = await client().serviceability({ pickupPincode: "400001", deliveryPincode: "999999", weightGrams: 500 });
    expect(answer).toEqual({ deliveryPincode: "999999", serviceable: false, couriers: [] });
  });

  it("answers couriers, cheapest first, with their rate in paise and their days", async () => {
    const answer = await client().serviceability({ pickupPincode: "400001", deliveryPincode: "560001", weightGrams: 1200 });
    expect(answer.serviceable).toBe(true);
    expect(answer.couriers.map((c) => c.courierName)).toEqual(["Delhivery Surface", "Xpressbees Surface", "Blue Dart Air"]);
    // 1.2 kg is three 500 g slabs: ₹45 + 2 × ₹40 at the national rate (× 1.5) = ₹187.50.
    expect(answer.couriers[0]).toMatchObject({ courierId: 10, ratePaise: 18_750, estimatedDays: 5 });
    expect(answer.couriers[0]!.estimatedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("takes longer to the north-east, Jammu & Kashmir and the islands than within the city", async () => {
    const days = async (pin: string) => (await client().serviceability({ pickupPincode: "400001", deliveryPincode: pin, weightGrams: 500 })).couriers[0]!.estimatedDays;
    expect(await days("400070")).toBe(3);
    for (const slow of ["781001", "190001", "744101"]) expect(await days(slow)).toBe(9);
  });

  it("signs in once and keeps the token for the calls after", async () => {
    const courier = client();
    const before = emulator.logins;
    await Promise.all(["110001", "600001", "700001"].map((pin) => courier.serviceability({ pickupPincode: "400001", deliveryPincode: pin, weightGrams: 500 })));
    await courier.serviceability({ pickupPincode: "400001", deliveryPincode: "411001", weightGrams: 500 });
    expect(emulator.logins - before).toBe(1);
  });

  it("signs in again, once, when Shiprocket says the token has expired", async () => {
    const courier = client();
    await courier.serviceability({ pickupPincode: "400001", deliveryPincode: "560001", weightGrams: 500 });
    const before = emulator.logins;
    emulator.expireTokens();
    const answer = await courier.serviceability({ pickupPincode: "400001", deliveryPincode: "560001", weightGrams: 500 });
    expect(answer.serviceable).toBe(true);
    expect(emulator.logins - before).toBe(1);
  });

  it("reports a wrong API user as the shop's settings, not the shopper's fault", async () => {
    const wrong = createShiprocketCourier({ ...account, password: "not-it", apiBaseUrl: emulator.apiUrl, pickupLocation: "Primary" });
    const error = await wrong.serviceability({ pickupPincode: "400001", deliveryPincode: "560001", weightGrams: 500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourierError);
    expect((error as CourierError).kind).toBe("unauthorized");
  });
});

describe("the courier's shipment calls", () => {
  const request = (orderId: string) => ({
    orderId,
    orderedAt: "2026-11-26T08:00:00.000Z",
    recipient: { name: "Asha Rao", email: "asha@example.in", phone: "+919876543210", address: "12 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" },
    lines: [{ name: "Chanderi Kurta (M)", sku: "KURTA-M", quantity: 2, unitPricePaise: 149_900, hsn: "6204" }],
    subtotalPaise: 299_800,
    parcel: { weightGrams: 1100, lengthCm: 35, breadthCm: 28, heightCm: 10 },
  });

  it("creates, finds, assigns an AWB, books a pickup, labels, manifests, tracks and cancels an order", async () => {
    const courier = client();
    expect(await courier.findOrder("shop-order-1")).toBeUndefined();
    const made = await courier.createOrder(request("shop-order-1"));
    expect(await courier.findOrder("shop-order-1")).toEqual({ ...made, status: "NEW" });
    const { awb, courierName } = await courier.assignAwb(made.shipmentId, 33);
    expect(courierName).toBe("Xpressbees Surface");
    expect(await courier.findOrder("shop-order-1")).toMatchObject({ awb, courierName });
    expect(await courier.generatePickup([made.shipmentId], "2026-11-28")).toEqual({ pickupDate: "2026-11-28" });
    for (const document of [await courier.label([made.shipmentId]), await courier.manifest([made.shipmentId])]) {
      expect(Buffer.from(await (await fetch(document.url)).arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    }
    emulator.move(awb, ["shipped", "out-for-delivery"], { at: "2026-11-28T05:00:00.000Z" });
    const tracking = await courier.trackByAwb(awb);
    expect(tracking).toMatchObject({ awb, status: "out-for-delivery", statusText: "Out for delivery" });
    expect(tracking.scans).toEqual([
      { at: "2026-11-28T05:00:00.000Z", activity: "Shipment picked up from the seller", location: "Jaipur" },
      { at: "2026-11-28T05:01:00.000Z", activity: "Out for delivery", location: "Pune" },
    ]);
    await courier.cancel([made.courierOrderId]);
    expect(emulator.shipmentByAwb(awb)!.cancelled).toBe(true);
  });

  it("tells the courier what to do after a failed delivery, and books a return pickup", async () => {
    const courier = client();
    const made = await courier.createOrder(request("shop-order-2"));
    const { awb } = await courier.assignAwb(made.shipmentId);
    const early = await courier.ndrAction(awb, { action: "re-attempt", comments: "Please try again" }).catch((e: unknown) => e);
    expect((early as CourierError).kind).toBe("bad_request");
    emulator.move(awb, ["shipped", "undelivered"]);
    await courier.ndrAction(awb, { action: "re-attempt", comments: "Shopper home after 6 pm", deferredDate: "2026-11-30" });
    expect(emulator.ndrActions.at(-1)).toMatchObject({ awb, action: "re-attempt", comments: "Shopper home after 6 pm", deferredDate: "2026-11-30" });

    expect(await courier.findReturn("shop-return-1")).toBeUndefined();
    const back = await courier.createReturn({
      returnId: "shop-return-1",
      orderId: "shop-order-2",
      orderedAt: "2026-11-26T08:00:00.000Z",
      pickupFrom: request("x").recipient,
      deliverTo: { name: "Rangrez Ethnic Wear", email: "care@rangrez.in", phone: "+911414567800", address: "14 Bapu Bazaar Lane", city: "Jaipur", state: "Rajasthan", pincode: "302003" },
      lines: [{ name: "Chanderi Kurta (M)", sku: "KURTA-M", quantity: 1, unitPricePaise: 149_900, qualityChecks: { size: "M", color: "Indigo" } }],
      subtotalPaise: 149_900,
      parcel: { weightGrams: 600, lengthCm: 30, breadthCm: 25, heightCm: 5 },
    });
    expect(back.status).toBe("RETURN PENDING");
    expect(emulator.shipments.get(Number(back.shipmentId))).toMatchObject({ isReturn: true, channelOrderId: "shop-return-1", deliverTo: { pincode: "302003", city: "Jaipur" } });
    // Return orders are looked up apart from forward ones, by the shop's return id.
    expect(await courier.findReturn("shop-return-1")).toMatchObject({ orderId: "shop-return-1", courierOrderId: back.courierOrderId, shipmentId: back.shipmentId });
    expect(await courier.findOrder("shop-return-1")).toBeUndefined();
    // Its AWB is a return's: assigned only when asked as one.
    const forward = await courier.assignAwb(back.shipmentId).catch((e: unknown) => e);
    expect((forward as CourierError).kind).toBe("bad_request");
    const assigned = await courier.assignAwb(back.shipmentId, undefined, "return");
    expect(assigned.awb).toMatch(/^\d{13}$/);
    expect(await courier.findReturn("shop-return-1")).toMatchObject({ awb: assigned.awb, courierName: assigned.courierName });
  });
});
