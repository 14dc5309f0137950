import { beforeAll, describe, expect, it } from "vitest";
import { labelled, transactWrite } from "../../functions/data/transact.js";
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import { orderNumber } from "../../shared/order-number.js";
import { addDays, shopDate } from "../../shared/shop-calendar.js";
import { redeliveryWindow } from "../../shared/schemas/delivery-answer.js";
import { NO_FAILED_DELIVERY } from "../../functions/shipping/ndr/answer-undelivered.js";
import { COURIER_ACCOUNT, courierShop } from "../support/courier-harness.js";
import { localMailbox, outboxDeps } from "../support/mailbox.js";

type Shop = Awaited<ReturnType<typeof courierShop>>;
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;
let asha: Awaited<ReturnType<Shop["shopper"]>>;
beforeAll(async () => {
  shop = await courierShop();
  admin = await shop.admin();
  asha = await shop.shopper();
});

/** A paid order booked through the API: its id, product and AWB. */
async function bookedOrder(quantity = 2) {
  const { order, product } = await shop.paidOrder(asha, { quantity, called: true });
  const response = await shop.call("POST", `/api/orders/${order.id}/shipments`, admin.headers, {});
  const body = (await response.json()) as { data: { awb: string } };
  return { orderId: order.id, product, awb: body.data.awb };
}

async function outboxKinds(orderId: string): Promise<string[]> {
  const due = await shop.repos.outbox.due(new Date(Date.now() + 3600_000), 500);
  return due.filter((item) => item.orderId === orderId).map((item) => item.id.split("#")[0]!).sort();
}

describe("the courier's tracking webhook", () => {
  it("refuses a delivery without the shop's x-api-key and changes nothing", async () => {
    const { orderId, awb } = await bookedOrder();
    const body = { awb, order_id: orderId, current_status: "DELIVERED", shipment_status_id: 7, current_timestamp: "2026-11-26 10:00:00", scans: [] };
    for (const key of [null, "", "not-the-key", `${COURIER_ACCOUNT.webhookKey}x`]) {
      const response = await shop.webhook(body, key);
      expect([key, response.status]).toEqual([key, 401]);
      expect(await response.json()).toEqual({ success: false, error: "Invalid courier webhook key" });
    }
    expect((await shop.repos.orders.get(orderId))!.status).toBe("processing");
    expect((await shop.repos.shipments.get(orderId))!.status).toBe("booked");
  });

  it("answers a body that is not a tracking update with 400 naming what is missing", async () => {
    const response = await shop.webhook({ awb: "123", current_timestamp: "2026-11-26 10:00:00" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/order_id/);
    expect((await shop.webhook("not json")).status).toBe(400);
  });

  it("moves the order to shipped on pickup, records each scan's time and place, and e-mails once", async () => {
    const { orderId, awb } = await bookedOrder();
    shop.emulator.move(awb, ["shipped", "in-transit"], { at: "2026-11-27T04:30:00.000Z", repeat: 4 });
    await shop.emulator.waitForWebhooks();
    expect(shop.emulator.deliveries.filter((d) => d.awb === awb).every((d) => d.answer === 200)).toBe(true);
    const order = (await shop.repos.orders.get(orderId))!;
    expect(order.status).toBe("shipped");
    expect(order.statusHistory.filter((change) => change.status === "shipped")).toEqual([expect.objectContaining({ by: "Courier (Shiprocket)" })]);
    const shipment = (await shop.repos.shipments.get(orderId))!;
    expect(shipment.status).toBe("in-transit");
    expect(shipment.scans).toEqual([
      { at: "2026-11-27T04:30:00.000Z", activity: "Shipment picked up from the seller", location: "Jaipur", status: "shipped" },
      { at: "2026-11-27T04:31:00.000Z", activity: "In transit: arrived at hub", location: "Bhiwandi Hub", status: "in-transit" },
    ]);
    expect(await outboxKinds(orderId)).toEqual(["order.shipped"]);
  });

  it("refuses an update dated in the future with 400, so no return window is held open by it", async () => {
    const { orderId, awb } = await bookedOrder();
    const nextMonth = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
    shop.emulator.move(awb, ["shipped", "delivered"], { at: nextMonth });
    await shop.emulator.waitForWebhooks();
    const answers = shop.emulator.deliveries.filter((d) => d.awb === awb).map((d) => d.answer);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer === 400)).toBe(true);
    const order = (await shop.repos.orders.get(orderId))!;
    expect(order.status).toBe("processing");
    expect(order.deliveredAt).toBeUndefined();
    expect((await shop.repos.shipments.get(orderId))!.status).toBe("booked");
    // A few minutes ahead is a clock's slip, and is taken.
    const next = await bookedOrder();
    shop.emulator.move(next.awb, ["shipped"], { at: new Date(Date.now() + 2 * 60_000).toISOString() });
    await shop.emulator.waitForWebhooks();
    expect((await shop.repos.orders.get(next.orderId))!.status).toBe("shipped");
  });

  it("never moves a delivered parcel back when the scans arrive reversed and repeated", async () => {
    const { orderId, awb } = await bookedOrder();
    shop.emulator.move(awb, ["shipped", "out-for-delivery", "delivered"], { at: "2026-11-28T05:00:00.000Z", order: "reversed", repeat: 3 });
    await shop.emulator.waitForWebhooks();
    const order = (await shop.repos.orders.get(orderId))!;
    expect(order.status).toBe("delivered");
    // The return window starts at the delivered scan, not when the webhook happened to arrive.
    expect(order.deliveredAt).toBe("2026-11-28T05:02:00.000Z");
    expect(order.statusHistory.map((change) => change.status)).toEqual(["processing", "delivered"]);
    const shipment = (await shop.repos.shipments.get(orderId))!;
    expect(shipment.status).toBe("delivered");
    expect(shipment.scans.map((scan) => scan.status)).toEqual(["shipped", "out-for-delivery", "delivered"]);
    expect(await outboxKinds(orderId)).toEqual(["order.delivered"]);

    // The shopper's timeline, latest first; nobody else's.
    const tracking = await shop.call("GET", `/api/orders/${orderId}/tracking`, asha.headers);
    const body = (await tracking.json()) as { data: { status: string; statusLabel: string; timeline: Array<{ activity: string }> } };
    expect(body.data).toMatchObject({ status: "delivered", statusLabel: "Delivered" });
    expect(body.data.timeline.map((step) => step.activity)).toEqual(["Delivered", "Out for delivery", "Shipment picked up from the seller"]);
    const stranger = await shop.shopper();
    expect((await shop.call("GET", `/api/orders/${orderId}/tracking`, stranger.headers)).status).toBe(404);
  });

  it("sends the out-for-delivery e-mail once for its scan, through the outbox", async () => {
    const { orderId, awb } = await bookedOrder();
    shop.emulator.move(awb, ["shipped", "out-for-delivery"], { at: "2026-11-29T03:00:00.000Z", order: "shuffled", repeat: 5 });
    await shop.emulator.waitForWebhooks();
    expect(await outboxKinds(orderId)).toEqual(["order.out-for-delivery", "order.shipped"]);
  });

  it("puts a returned parcel's pieces back on the shelf once, with a return movement", async () => {
    const { orderId, awb, product } = await bookedOrder(2);
    shop.emulator.move(awb, ["shipped", "undelivered", "rto-initiated", "rto-delivered"], { at: "2026-11-30T06:00:00.000Z", order: "shuffled", repeat: 3 });
    await shop.emulator.waitForWebhooks();
    shop.emulator.move(awb, ["rto-delivered"], { at: "2026-11-30T09:00:00.000Z" });
    await shop.emulator.waitForWebhooks();
    const after = (await shop.repos.products.get(product.id))!;
    expect(after.stockBySize).toMatchObject({ S: 5, M: 7, L: 5 });
    const returns = (await shop.repos.stock.all(product.id)).filter((movement) => movement.reason === "return");
    expect(returns).toHaveLength(1);
    expect(returns[0]).toMatchObject({ orderId, sizes: [{ size: "M", onHandFrom: 5, onHandTo: 7 }] });
    expect((await shop.repos.shipments.get(orderId))!).toMatchObject({ status: "rto-delivered", restockedAt: expect.any(String) });
  });

  it("lists an undelivered parcel for the admin, and tells the courier her answer", async () => {
    const { orderId, awb } = await bookedOrder();
    shop.emulator.move(awb, ["shipped", "out-for-delivery", "undelivered"], { at: "2026-12-01T04:00:00.000Z" });
    await shop.emulator.waitForWebhooks();
    const listed = (await (await shop.call("GET", "/api/shipments/undelivered", admin.headers)).json()) as { data: Array<{ shipment: { orderId: string; undelivered: { reason: string } } }> };
    expect(listed.data.map((row) => row.shipment.orderId)).toContain(orderId);
    expect(listed.data.find((row) => row.shipment.orderId === orderId)!.shipment.undelivered.reason).toBe("Customer not available: delivery attempted");

    const answer = await shop.call("POST", `/api/orders/${orderId}/shipments/ndr`, admin.headers, { action: "re-attempt", comments: "Shopper home after 6 pm" });
    expect(answer.status).toBe(200);
    expect(shop.emulator.ndrActions.filter((a) => a.awb === awb)).toEqual([expect.objectContaining({ action: "re-attempt", comments: "Shopper home after 6 pm" })]);
    const again = await shop.call("POST", `/api/orders/${orderId}/shipments/ndr`, admin.headers, { action: "return" });
    expect(again.status).toBe(409);
    expect(shop.emulator.ndrActions.filter((a) => a.awb === awb)).toHaveLength(1);
    const after = (await (await shop.call("GET", "/api/shipments/undelivered", admin.headers)).json()) as { data: Array<{ shipment: { orderId: string } }> };
    expect(after.data.map((row) => row.shipment.orderId)).not.toContain(orderId);
    const bad = await shop.call("POST", `/api/orders/${orderId}/shipments/ndr`, admin.headers, { action: "burn" });
    expect(await bad.json()).toEqual({ success: false, error: "Action must be re-attempt or return" });
  });

  it("asks the shopper once per failed attempt, and takes her answer once: a day within the week, a corrected address", async () => {
    const { orderId, awb } = await bookedOrder();
    shop.emulator.move(awb, ["shipped", "out-for-delivery", "undelivered"], { at: "2026-12-02T04:00:00.000Z", repeat: 2 });
    await shop.emulator.waitForWebhooks();
    // One message for the attempt however often the courier repeats it: e-mail and WhatsApp both from it.
    expect((await outboxKinds(orderId)).filter((kind) => kind === "order.delivery-failed")).toHaveLength(1);
    const tracking = async (headers = asha.headers) => (await (await shop.call("GET", `/api/orders/${orderId}/tracking`, headers)).json()) as { data: { deliveryFailed?: { reason: string; answered?: { deferredDate?: string; address?: string } } } };
    expect((await tracking()).data.deliveryFailed).toEqual({ at: expect.any(String), reason: "Customer not available: delivery attempted" });

    const answer = (body: unknown, headers = asha.headers) => shop.call("POST", `/api/orders/${orderId}/delivery-answer`, headers, body);
    const today = shopDate(new Date());
    // Another shopper's order is not found; a day outside the week and a short address are refused.
    const stranger = await shop.shopper();
    expect((await answer({ deliverOn: addDays(today, 2) }, stranger.headers)).status).toBe(404);
    expect(await (await answer({ deliverOn: addDays(today, 8) })).json()).toEqual({ success: false, error: redeliveryWindow(addDays(today, 1), addDays(today, 7)) });
    expect((await answer({ deliverOn: today })).status).toBe(400);
    expect((await answer({ address: "Pune" })).status).toBe(400);
    expect((await answer({ deliverOn: "12/12/2026" })).status).toBe(400);
    expect(shop.emulator.ndrActions.filter((a) => a.awb === awb)).toEqual([]);

    // Three answers at once (two taps and the admin's): the courier hears one.
    const day = addDays(today, 3);
    const replies = await Promise.all([
      answer({ deliverOn: day, address: "Flat 4B, Shanti Kunj, 45 MG Road, Pune 411001" }),
      answer({ deliverOn: day, address: "Flat 4B, Shanti Kunj, 45 MG Road, Pune 411001" }),
      shop.call("POST", `/api/orders/${orderId}/shipments/ndr`, admin.headers, { action: "return" }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
    const told = shop.emulator.ndrActions.filter((a) => a.awb === awb);
    expect(told).toHaveLength(1);
    if (replies[2]!.status === 409) {
      expect(told[0]).toMatchObject({ action: "re-attempt", deferredDate: day, address: "Flat 4B, Shanti Kunj, 45 MG Road, Pune 411001" });
      expect((await tracking()).data.deliveryFailed?.answered).toEqual({ at: expect.any(String), deferredDate: day, address: "Flat 4B, Shanti Kunj, 45 MG Road, Pune 411001" });
    }
    expect(await (await answer({ deliverOn: day })).json()).toEqual({ success: false, error: NO_FAILED_DELIVERY });
  });

  it("still follows a parcel booked before courier references, which the courier names by the order's id", async () => {
    const { orderId, awb } = await bookedOrder();
    // As such a shipment was stored: no reference; the courier knows the order by its whole id.
    const stored = (await shop.repos.shipments.get(orderId))!;
    const { courierReference: _reference, ...older } = stored;
    void _reference;
    await transactWrite(shop.repos.db, labelled("shipment", shop.repos.shipments.replaceAction(older, stored)));
    const response = await shop.webhook({ awb, order_id: orderId, current_status: "SHIPPED", shipment_status_id: 6, current_timestamp: "2026-11-27 10:00:00", scans: [] });
    expect(await response.json()).toEqual({ success: true, outcome: "handled" });
    expect((await shop.repos.orders.get(orderId))!.status).toBe("shipped");
  });

  it("acknowledges an update for a parcel it does not know", async () => {
    const response = await shop.webhook({ awb: "999", order_id: "someone-elses", shipment_status_id: 7, current_timestamp: "2026-11-26 10:00:00" });
    expect(await response.json()).toEqual({ success: true, outcome: "ignored" });
  });

  it("e-mails the shopper when the parcel ships, is out for delivery and is delivered", async () => {
    const mailbox = await localMailbox();
    const { orderId, awb } = await bookedOrder();
    shop.emulator.move(awb, ["shipped", "in-transit", "out-for-delivery", "delivered"], { at: "2026-12-02T04:00:00.000Z", repeat: 2 });
    await shop.emulator.waitForWebhooks();
    await drainOutbox(outboxDeps(shop, mailbox));
    const number = orderNumber(orderId);
    const subjects = (await mailbox.emails()).filter((email) => email.subject.includes(number)).map((email) => email.subject);
    expect(subjects.sort()).toEqual([`Order ${number} has been delivered`, `Order ${number} has shipped`, `Order ${number} is out for delivery today`]);
  });

  it("catches up from the courier's tracking when the webhooks never came", async () => {
    const { orderId, awb } = await bookedOrder();
    shop.emulator.setWebhookUrl(undefined);
    try {
      shop.emulator.move(awb, ["shipped", "out-for-delivery", "delivered"], { at: "2026-12-03T04:00:00.000Z" });
    } finally {
      shop.emulator.setWebhookUrl(`${shop.baseUrl}/api/webhooks/courier`);
    }
    expect((await shop.repos.orders.get(orderId))!.status).toBe("processing");
    const response = await shop.call("POST", `/api/orders/${orderId}/shipments/refresh`, admin.headers);
    expect(response.status).toBe(200);
    const order = (await shop.repos.orders.get(orderId))!;
    expect(order).toMatchObject({ status: "delivered", deliveredAt: "2026-12-03T04:02:00.000Z" });
    expect((await shop.repos.shipments.get(orderId))!.scans.map((scan) => scan.activity)).toEqual(["Shipment picked up from the seller", "Out for delivery", "Delivered"]);
    // Asking again changes nothing.
    await shop.call("POST", `/api/orders/${orderId}/shipments/refresh`, admin.headers);
    expect((await shop.repos.orders.get(orderId))!.statusHistory).toHaveLength(order.statusHistory.length);
  });
});
