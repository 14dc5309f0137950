// Delivery dates that do not lie (issue 40): a made-to-measure piece waits for its tailor before
// it leaves, the courier's days are working days, and no promised date lands on a Sunday or one of
// the shop's holidays (a setting, first filled with India's national holidays). The server's
// answer is the one the product page, the cart, the checkout and the order all show.
import { beforeAll, describe, expect, it } from "vitest";
import type { CustomOption } from "../../shared/made-to-measure/custom-options.js";
import type { MeasurementProfile } from "../../shared/schemas/measurement-profile.js";
import { productionJobs } from "../../functions/data/production-jobs.js";
import { ADDRESS, paymentShop, SUCCESS_CARD } from "../support/payment-harness.js";

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;
// Monday 7 December 2026, 10:00 in India.
const clock = new Date("2026-12-07T04:30:00Z");

const OPTIONS: CustomOption[] = [
  { id: "neck", label: "Neck style", price: 0, choices: ["Round neck", "Boat neck"] },
  { id: "lining", label: "Lining", price: 300 },
];

beforeAll(async () => {
  shop = await paymentShop({ now: () => clock });
  admin = await shop.admin();
});

interface Promise3 {
  dispatchBy: string;
  from: string;
  to: string;
}
interface Holiday {
  date: string;
  name: string;
}
interface Settings {
  version: number;
  shipping: Record<string, unknown>;
  holidays: Holiday[];
}

async function settings(): Promise<Settings> {
  const response = await shop.call("GET", "/api/settings", admin.headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Settings }).data;
}

async function saveHolidays(holidays: unknown) {
  const current = await settings();
  const response = await shop.call("PUT", "/api/settings", admin.headers, { version: current.version, shipping: current.shipping, holidays });
  return { status: response.status, body: (await response.json()) as { error?: string; data: Settings } };
}

async function quote(items: unknown[], pincode = "560001"): Promise<Promise3> {
  const response = await shop.call("POST", "/api/shipping/quote", { "content-type": "application/json" }, { pincode, items });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { serviceable: boolean; deliveryBy: Promise3 } };
  expect(body.data.serviceable).toBe(true);
  return body.data.deliveryBy;
}

describe("the shop's holidays", () => {
  it("start as India's national holidays, this year and the next four", async () => {
    const { holidays } = await settings();
    const year = new Date().getUTCFullYear();
    expect(holidays).toHaveLength(15);
    expect(holidays.slice(0, 3)).toEqual([
      { date: `${year}-01-26`, name: "Republic Day" },
      { date: `${year}-08-15`, name: "Independence Day" },
      { date: `${year}-10-02`, name: "Gandhi Jayanti" },
    ]);
    expect(holidays.at(-1)).toEqual({ date: `${year + 4}-10-02`, name: "Gandhi Jayanti" });
  });

  it.each<[string, unknown, string]>([
    ["a date that does not exist", [{ date: "2027-02-30", name: "Holi" }], "holidays: 2027-02-30 is not a date written YYYY-MM-DD"],
    ["a date written the Indian way", [{ date: "26-01-2027", name: "Republic Day" }], "holidays: 26-01-2027 is not a date written YYYY-MM-DD"],
    ["a day without a name", [{ date: "2027-03-04", name: "  " }], "holidays: each holiday needs a name"],
    ["the same date twice", [{ date: "2027-01-26", name: "Republic Day" }, { date: "2027-01-26", name: "Again" }], "holidays lists 2027-01-26 twice"],
    ["more than 100 days", Array.from({ length: 101 }, (_, i) => ({ date: `2027-${String(1 + Math.floor(i / 28)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`, name: `Day ${i}` })), "holidays can list at most 100 days"],
    ["a bare list of dates", "2027-01-26", "holidays must be a list of {date, name}"],
    ["an unknown field", [{ date: "2027-01-26", name: "Republic Day", halfDay: true }], "Unknown field: halfDay"],
  ])("refuses %s with 400 in words, and keeps what was saved", async (_, holidays, error) => {
    const before = await settings();
    const { status, body } = await saveHolidays(holidays);
    expect(status).toBe(400);
    expect(body.error).toBe(error);
    expect(await settings()).toEqual(before);
  });

  it("are the owner's to edit: kept in date order, and kept when a save leaves them out", async () => {
    const year = new Date().getUTCFullYear();
    const mine = [
      { date: "2026-12-25", name: "Christmas" },
      { date: "2027-01-26", name: "Republic Day" },
      { date: `${year}-11-08`, name: " Diwali " },
    ];
    const saved = await saveHolidays(mine);
    expect(saved.status, saved.body.error).toBe(200);
    const expected = [...mine.map((day) => ({ ...day, name: day.name.trim() }))].sort((a, b) => a.date.localeCompare(b.date));
    expect(saved.body.data.holidays).toEqual(expected);
    const current = await settings();
    expect((await shop.call("PUT", "/api/settings", admin.headers, { version: current.version, shipping: current.shipping })).status).toBe(200);
    expect((await settings()).holidays).toEqual(expected);
    // Only the owner: a shopper is refused.
    const shopper = await shop.shopper();
    expect((await shop.call("PUT", "/api/settings", shopper.headers, { version: current.version + 1, shipping: current.shipping, holidays: [] })).status).toBe(403);
    expect((await saveHolidays([])).status).toBe(200);
  });
});

describe("the promised dates", () => {
  it("of a made-to-measure piece wait for its longest lead time; a ready-made one's do not", async () => {
    const dress = await shop.product({ name: "Chanderi Dress" });
    const anarkali = await shop.product({ name: "Georgette Anarkali", buyAs: "both", customOptions: OPTIONS, leadTimeDays: { min: 12, max: 15 }, customStock: "none" });
    const lehenga = await shop.product({ name: "Bridal Lehenga", buyAs: "custom", customOptions: OPTIONS, leadTimeDays: { min: 21, max: 28 }, customStock: "none" });

    // Ready-made from Mon 7 Dec: packed by Wed 9, then the emulator's 3 to 5 days to Bengaluru as
    // working days: Sat 12 to Tue 15 (Sunday 13 does not count).
    const ready = { dispatchBy: "2026-12-09", from: "2026-12-12", to: "2026-12-15" };
    expect(await quote([{ product: dress.id, size: "M", quantity: 1 }])).toEqual(ready);
    expect(await quote([{ product: anarkali.id, size: "M", quantity: 1 }])).toEqual(ready);
    // Stitched: 15 days to Tue 22 Dec, then Wed 23 to Mon 28 (Sunday 27 skipped).
    const stitched = { dispatchBy: "2026-12-22", from: "2026-12-25", to: "2026-12-28" };
    expect(await quote([{ product: anarkali.id, size: "Made to order", quantity: 1 }])).toEqual(stitched);
    // A parcel waits for its slowest piece: the lehenga is sold only made to measure (28 days).
    expect(await quote([{ product: anarkali.id, size: "Made to order", quantity: 1 }, { product: lehenga.id, quantity: 1 }, { product: dress.id, size: "M", quantity: 2 }])).toEqual({
      dispatchBy: "2027-01-04",
      from: "2027-01-07",
      to: "2027-01-09",
    });
  });

  it("skip the owner's holidays: Christmas added moves the stitched piece's delivery", async () => {
    const anarkali = await shop.product({ name: "Silk Anarkali", buyAs: "both", customOptions: OPTIONS, leadTimeDays: { min: 12, max: 15 }, customStock: "none" });
    const line = [{ product: anarkali.id, size: "Made to order", quantity: 1 }];
    expect((await saveHolidays([{ date: "2026-12-25", name: "Christmas" }])).status).toBe(200);
    // Wed 23, Thu 24, (Fri 25 Christmas), Sat 26: from Sat 26; to Tue 29.
    expect(await quote(line)).toEqual({ dispatchBy: "2026-12-22", from: "2026-12-26", to: "2026-12-29" });
    // A holiday on the stitching date itself moves the dispatch too.
    expect((await saveHolidays([{ date: "2026-12-22", name: "Workshop closed" }])).status).toBe(200);
    expect((await quote(line)).dispatchBy).toBe("2026-12-23");
    expect((await saveHolidays([])).status).toBe(200);
  });

  it("are the same in the cart, at checkout, on the order and on the tailor's board", async () => {
    const buyer = await shop.shopper("Meenal Joshi");
    const profileResponse = await shop.call("POST", "/api/measurements", buyer.headers, { name: "Me", unit: "in", values: { chest: 36, waist: 30, hip: 40, garmentLength: 44 } });
    expect(profileResponse.status).toBe(201);
    const me = ((await profileResponse.json()) as { data: MeasurementProfile }).data;
    const kurta = await shop.product({ name: "Tailored Kurta Set", buyAs: "both", customOptions: OPTIONS, leadTimeDays: { min: 7, max: 10 }, customStock: "none" });
    const line = { product: kurta.id, size: "Custom", quantity: 1, custom: { options: [{ id: "lining" }], profileId: me.id, acknowledged: true } };

    const promised = await quote([line], ADDRESS.pincode);
    // 10 days from Mon 7 Dec is Thu 17 Dec.
    expect(promised.dispatchBy).toBe("2026-12-17");
    const cart = (await (await shop.call("POST", "/api/cart/quote", buyer.headers, { items: [line], pincode: ADDRESS.pincode })).json()) as { data: { shipping: { deliveryBy: Promise3 } } };
    expect(cart.data.shipping.deliveryBy).toEqual(promised);

    const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, { items: [line], shippingAddress: { ...ADDRESS, email: buyer.user.email }, source: "cart" });
    expect(started.status).toBe(201);
    const { orderId, order: razorpayOrder } = (await started.json()) as { orderId: string; order: { id: string } };
    const paid = await shop.emulator.payOrder(razorpayOrder.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid)).status).toBe(200);

    const order = (await (await shop.call("GET", `/api/orders/${orderId}`, buyer.headers)).json()) as { data?: { deliveryPromise?: Promise3 }; deliveryPromise?: Promise3 };
    expect((order.data ?? order).deliveryPromise).toEqual(promised);
    const jobs = await productionJobs(shop.repos).forOrder(orderId);
    expect(jobs.map((job) => job.promisedDate)).toEqual([promised.dispatchBy]);
  });
});
