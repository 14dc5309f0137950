import { beforeAll, describe, expect, it } from "vitest";
import { courierShop } from "../support/courier-harness.js";

type Shop = Awaited<ReturnType<typeof courierShop>>;
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;
beforeAll(async () => {
  shop = await courierShop();
  admin = await shop.admin();
});

interface ToCall {
  data: Array<{ order: { id: string; shippingAddress: { phone: string } }; timeLeftMs: number }>;
}
const toCall = async () => ((await (await shop.call("GET", "/api/shipments/to-call", admin.headers)).json()) as ToCall).data;

describe("the To call list", () => {
  it("lists paid orders not yet confirmed, oldest first, with the time left of 24 hours", async () => {
    const shopper = await shop.shopper();
    const recent = await shop.paidOrder(shopper, { paidHoursAgo: 2 });
    const older = await shop.paidOrder(shopper, { paidHoursAgo: 20 });
    const late = await shop.paidOrder(shopper, { paidHoursAgo: 30 });
    const list = (await toCall()).filter((row) => [recent, older, late].some((o) => o.order.id === row.order.id));
    expect(list.map((row) => row.order.id)).toEqual([late.order.id, older.order.id, recent.order.id]);
    expect(Math.round(list[1]!.timeLeftMs / 3600_000)).toBe(4);
    expect(Math.round(list[0]!.timeLeftMs / 3600_000)).toBe(-6);
  });

  it("records each call; a confirmed order leaves the list, one not reached stays with its note", async () => {
    const shopper = await shop.shopper();
    const { order } = await shop.paidOrder(shopper, { paidHoursAgo: 3 });
    const missed = await shop.call("POST", `/api/orders/${order.id}/confirmation-call`, admin.headers, { outcome: "unreachable", note: "Rang twice, switched off" });
    expect(missed.status).toBe(200);
    expect((await toCall()).map((row) => row.order.id)).toContain(order.id);
    await shop.call("POST", `/api/orders/${order.id}/confirmation-call`, admin.headers, { outcome: "confirmed" });
    expect((await toCall()).map((row) => row.order.id)).not.toContain(order.id);
    const call = (await shop.repos.orders.get(order.id))!.confirmationCall!;
    expect(call.outcome).toBe("confirmed");
    expect(call.attempts).toEqual([
      expect.objectContaining({ outcome: "unreachable", note: "Rang twice, switched off", by: expect.stringMatching(/^Meera Admin/) }),
      expect.objectContaining({ outcome: "confirmed" }),
    ]);
    // The shop's notes stay the shop's: the shopper's own order comes without them.
    const mine = (await (await shop.call("GET", `/api/orders/${order.id}`, shopper.headers)).json()) as { data: Record<string, unknown> };
    expect(mine.data.id).toBe(order.id);
    expect(mine.data).not.toHaveProperty("confirmationCall");
    const bad = await shop.call("POST", `/api/orders/${order.id}/confirmation-call`, admin.headers, { outcome: "maybe" });
    expect(await bad.json()).toEqual({ success: false, error: "Outcome must be confirmed or unreachable" });
    expect((await shop.call("GET", "/api/shipments/to-call", (await shop.shopper()).headers)).status).toBe(403);
  });
});
