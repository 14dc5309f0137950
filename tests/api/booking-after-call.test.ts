import { beforeAll, describe, expect, it } from "vitest";
import { courierShop } from "../support/courier-harness.js";
import { courierReference } from "../../shared/order-number.js";

// Issue 39, item 7: no parcel is booked for an order still waiting for its confirmation call.
// Booking one order, or several at once, answers "Confirm the order by phone first" and asks the
// courier (the Shiprocket emulator) nothing; once the call is recorded as confirmed it books.

type Shop = Awaited<ReturnType<typeof courierShop>>;
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;
let asha: Awaited<ReturnType<Shop["shopper"]>>;
beforeAll(async () => {
  shop = await courierShop();
  admin = await shop.admin();
  asha = await shop.shopper();
});

const CALL_FIRST = "Confirm the order by phone first: its confirmation call is not recorded as confirmed.";

const book = (orderId: string) => shop.call("POST", `/api/orders/${orderId}/shipments`, admin.headers, {});
const recordCall = (orderId: string, outcome: "confirmed" | "unreachable") => shop.call("POST", `/api/orders/${orderId}/confirmation-call`, admin.headers, { outcome });

/** Nothing of the order reached the courier, and the shop keeps no shipment for it. */
async function expectNothingBooked(orderId: string) {
  expect(shop.emulator.creations.get(courierReference(orderId))).toBeUndefined();
  expect([...shop.emulator.shipments.values()].filter((s) => s.channelOrderId === courierReference(orderId))).toEqual([]);
  expect(await shop.repos.shipments.get(orderId)).toBeUndefined();
  const order = (await shop.repos.orders.get(orderId))!;
  expect(order.trackingNumber).toBeUndefined();
  expect(order.status).toBe("processing");
}

describe("booking the courier before the confirmation call", () => {
  it("answers 409 'Confirm the order by phone first', books nothing, and books once the call is confirmed", async () => {
    const { order } = await shop.paidOrder(asha);
    const early = await book(order.id);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ success: false, error: CALL_FIRST });
    await expectNothingBooked(order.id);

    // A call that did not reach her is not a confirmation.
    expect((await recordCall(order.id, "unreachable")).status).toBe(200);
    const stillEarly = await book(order.id);
    expect(stillEarly.status).toBe(409);
    expect(await stillEarly.json()).toEqual({ success: false, error: CALL_FIRST });
    await expectNothingBooked(order.id);

    expect((await recordCall(order.id, "confirmed")).status).toBe(200);
    const booked = await book(order.id);
    expect(booked.status).toBe(201);
    const { data } = (await booked.json()) as { data: { awb: string } };
    expect(data.awb).toMatch(/^\d{13}$/);
    expect(shop.emulator.creations.get(courierReference(order.id))).toBe(1);
    expect(shop.emulator.shipmentByAwb(data.awb)!.channelOrderId).toBe(courierReference(order.id));
    expect((await shop.repos.orders.get(order.id))!.trackingNumber).toBe(data.awb);
  });

  it("refuses every press of Ship at once, asking the courier nothing", async () => {
    const { order } = await shop.paidOrder(asha);
    const answers = await Promise.all(Array.from({ length: 5 }, () => book(order.id)));
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ success: false, error: CALL_FIRST });
    }
    await expectNothingBooked(order.id);
  });

  it("books the confirmed orders of a bulk booking and names each order still to call", async () => {
    const confirmed = (await shop.paidOrder(asha)).order;
    const toCall = (await shop.paidOrder(asha)).order;
    await recordCall(confirmed.id, "confirmed");
    const response = await shop.call("POST", "/api/shipments/bulk", admin.headers, { orderIds: [confirmed.id, toCall.id] });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { results: Array<{ orderId: string; awb?: string; error?: string }>; labelUrl?: string } };
    expect(body.data.results).toEqual([
      { orderId: confirmed.id, awb: expect.stringMatching(/^\d{13}$/), courierName: "Delhivery Surface" },
      { orderId: toCall.id, error: CALL_FIRST },
    ]);
    expect(body.data.labelUrl).toEqual(expect.any(String));
    expect(shop.emulator.creations.get(courierReference(confirmed.id))).toBe(1);
    await expectNothingBooked(toCall.id);

    // Nothing but unconfirmed orders: no label PDF is asked for either.
    const only = await shop.call("POST", "/api/shipments/bulk", admin.headers, { orderIds: [toCall.id] });
    expect(((await only.json()) as { data: unknown }).data).toEqual({ results: [{ orderId: toCall.id, error: CALL_FIRST }] });
    await expectNothingBooked(toCall.id);
  });
});
