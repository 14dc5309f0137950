import { beforeAll, describe, expect, it } from "vitest";
import type { CustomOption } from "../../shared/made-to-measure/custom-options.js";
import type { MeasurementProfile } from "../../shared/schemas/measurement-profile.js";
import type { Order } from "../../shared/schemas/order.js";
import { ADDRESS, paymentShop } from "../support/payment-harness.js";

// Made to measure, ordering (issue 26): measurement profiles are the shopper's own; a custom
// piece is priced by the server from the product's options, taxed as a whole piece (an option
// can lift it into the 18% slab), and its order line keeps a copy of the measurements that a
// later edit of the profile does not touch. Bad choices are refused and change nothing.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
beforeAll(async () => {
  shop = await paymentShop();
});

const BLOUSE_OPTIONS: CustomOption[] = [
  { id: "neck", label: "Neck style", price: 0, choices: ["Round neck", "Boat neck", "Sweetheart neck"] },
  { id: "lining", label: "Lining", price: 200 },
  { id: "padding", label: "Padding", price: 150 },
  { id: "opening", label: "Opening", price: 0, choices: ["Hooks at the front", "Hooks at the back", "Zip"] },
];
const SAREE_OPTIONS: CustomOption[] = [
  { id: "fall-pico", label: "Fall & pico", price: 150 },
  { id: "blouse-stitching", label: "Blouse stitching", price: 650 },
  { id: "blouse-neck", label: "Blouse neck", price: 0, choices: ["Round neck", "Boat neck"], under: "blouse-stitching" },
  { id: "petticoat", label: "Petticoat", price: 450 },
];

const ME = { name: "Me", unit: "in", values: { blouseLength: 14.5, chest: 36, waist: 30, shoulder: 14, armhole: 16 }, notes: "Loose at the waist" };

async function profile(headers: Record<string, string>, body: unknown = ME): Promise<MeasurementProfile> {
  const response = await shop.call("POST", "/api/measurements", headers, body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: MeasurementProfile }).data;
}

async function start(headers: Record<string, string>, items: unknown[]) {
  const response = await shop.call("POST", "/api/payments/create-order", headers, { items, shippingAddress: ADDRESS, source: "cart" });
  return { status: response.status, body: (await response.json()) as { orderId: string; order: { id: string; amount: number }; error?: string } };
}

describe("measurement profiles", () => {
  it("are kept per shopper, edited whole, and nobody else's can be read or changed", async () => {
    const asha = await shop.shopper("Asha Rao");
    const kavya = await shop.shopper("Kavya Nair");
    const me = await profile(asha.headers);
    expect(me).toMatchObject({ name: "Me", unit: "in", values: ME.values });
    // A value far out of range is kept: the form asked "Are you sure?", the server does not refuse.
    await profile(asha.headers, { name: "Mother", unit: "cm", values: { chest: 170 } });
    const list = await (await shop.call("GET", "/api/measurements", asha.headers)).json();
    expect(list.data.map((p: MeasurementProfile) => p.name)).toEqual(["Me", "Mother"]);
    expect((await (await shop.call("GET", "/api/measurements", kavya.headers)).json()).data).toEqual([]);
    expect((await shop.call("PUT", `/api/measurements/${me.id}`, kavya.headers, ME)).status).toBe(404);
    expect((await shop.call("DELETE", `/api/measurements/${me.id}`, kavya.headers)).status).toBe(404);
    expect((await shop.call("GET", "/api/measurements", { "content-type": "application/json" })).status).toBe(401);
  });

  it.each<[string, unknown, string]>([
    ["no name", { ...ME, name: " " }, "name is required"],
    ["an unknown unit", { ...ME, unit: "mm" }, "unit must be in or cm"],
    ["a negative chest", { ...ME, values: { chest: -3 } }, "values.chest must be more than 0"],
    ["an unknown measurement", { ...ME, values: { knee: 14 } }, "Unknown field: knee"],
    ["no measurement at all", { ...ME, values: {} }, "values: enter at least one measurement"],
    ["an unknown field", { ...ME, userId: "65f0000000000000000000aa" }, "Unknown field: userId"],
  ])("refuses %s with 400 naming the field", async (_, body, error) => {
    const { headers } = await shop.shopper();
    const response = await shop.call("POST", "/api/measurements", headers, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(error);
    expect((await (await shop.call("GET", "/api/measurements", headers)).json()).data).toEqual([]);
  });

  it("are in the shopper's own data export", async () => {
    const { headers } = await shop.shopper();
    const me = await profile(headers);
    const mine = await (await shop.call("GET", "/api/auth/my-data", headers)).json();
    expect(mine.data.measurements).toEqual([me]);
  });

  it("go with the account when it is removed", async () => {
    const { headers, user } = await shop.shopper();
    await profile(headers);
    await shop.repos.users.remove(user.id);
    const { measurementBookRepository } = await import("../../functions/data/measurement-book.js");
    expect(await measurementBookRepository(shop.repos.db).get(user.id)).toEqual({ profiles: [], version: 0 });
  });

  it("keeps at most ten profiles", async () => {
    const { headers } = await shop.shopper();
    for (let i = 0; i < 10; i++) await profile(headers, { ...ME, name: `Profile ${i}` });
    const eleventh = await shop.call("POST", "/api/measurements", headers, ME);
    expect(eleventh.status).toBe(409);
    expect(((await eleventh.json()) as { error: string }).error).toBe("You can keep up to 10 measurement profiles. Remove one to add another.");
  });
});

describe("ordering a custom piece", () => {
  it("prices the options, crosses into the 18% slab as a whole piece, and quotes what Pay charges", async () => {
    const { headers } = await shop.shopper();
    const me = await profile(headers);
    const blouse = await shop.product({ name: "Raw Silk Blouse", subcategory: "Blouse", price: 2200, buyAs: "both", customOptions: BLOUSE_OPTIONS, leadTimeDays: { min: 10, max: 12 }, customStock: "none" });
    const custom = { options: [{ id: "lining" }, { id: "padding" }, { id: "neck", choice: "Boat neck" }], profileId: me.id, acknowledged: true };
    const line = { product: blouse.id, size: "Custom", quantity: 1, custom };

    const quote = await (await shop.call("POST", "/api/cart/quote", headers, { items: [line] })).json();
    // 2200 + 200 + 150 = 2550 rupees: above 2,500, so 18/118 of 255000 paise = 38898 paise.
    expect(quote.data.lines[0]).toMatchObject({ price: 2550, problem: null, size: "Made to order", custom: { leadTimeDays: { min: 10, max: 12 } } });
    expect(quote.data.lines[0].custom.options.map((o: { label: string }) => o.label)).toEqual(["Neck style", "Lining", "Padding"]);
    expect(quote.data.taxPrice).toBe(388.98);
    expect(quote.data.itemsPrice).toBe(2550);

    const { status, body } = await start(headers, [line]);
    expect(status).toBe(201);
    const order = (await shop.repos.orders.get(body.orderId))!;
    expect(order.itemsPaise).toBe(255_000);
    expect(order.taxPaise).toBe(38_898);
    expect(body.order.amount).toBe(order.totalPaise);
    expect(quote.data.totalPrice * 100).toBe(order.totalPaise - order.shippingPaise);

    // Without the lining and padding the same blouse is 2200: 5/105 of 220000 = 10476 paise.
    const plain = await (await shop.call("POST", "/api/cart/quote", headers, { items: [{ ...line, custom: { ...custom, options: [{ id: "neck", choice: "Round neck" }] } }] })).json();
    expect(plain.data.taxPrice).toBe(104.76);
  });

  it("keeps the measurements as paid after the profile is edited, and takes no stock when made to order", async () => {
    const { headers } = await shop.shopper();
    const me = await profile(headers);
    const saree = await shop.product({ name: "Kanjivaram Silk Saree", subcategory: "Saree", price: 5400, sizes: ["Free Size"], stockBySize: { "Free Size": 3 }, buyAs: "both", customOptions: SAREE_OPTIONS, customStock: "none" });
    const custom = { options: [{ id: "fall-pico" }, { id: "blouse-stitching" }, { id: "blouse-neck", choice: "Boat neck" }], profileId: me.id, acknowledged: true };
    const { status, body } = await start(headers, [{ product: saree.id, size: "Made to order", quantity: 1, custom }]);
    expect(status).toBe(201);
    expect((await shop.repos.products.get(saree.id))!.stockBySize).toEqual({ "Free Size": 3 });
    await shop.payWith(body.order.id, {});
    const edited = await shop.call("PUT", `/api/measurements/${me.id}`, headers, { ...ME, name: "Me (new)", values: { chest: 40 } });
    expect(edited.status).toBe(200);

    const mine = (await (await shop.call("GET", `/api/orders/${body.orderId}`, headers)).json()).data as Order;
    expect(mine.isPaid).toBe(true);
    const line = mine.orderItems[0]!;
    expect(line.price).toBe(5400 + 150 + 650);
    expect(line.custom).toMatchObject({
      options: [
        { id: "fall-pico", label: "Fall & pico", price: 150 },
        { id: "blouse-stitching", label: "Blouse stitching", price: 650 },
        { id: "blouse-neck", label: "Blouse neck", price: 0, choice: "Boat neck" },
      ],
      measurements: { profileId: me.id, profileName: "Me", unit: "in", values: ME.values, notes: "Loose at the waist" },
      leadTimeDays: { min: 10, max: 12 },
    });
    expect((await shop.repos.products.get(saree.id))!.stockBySize).toEqual({ "Free Size": 3 });
  });

  it("holds and sells the fabric's own stock under the reserved size when the product keeps one", async () => {
    const { headers } = await shop.shopper();
    const me = await profile(headers);
    const blouse = await shop.product({ name: "Brocade Blouse", subcategory: "Blouse", price: 1200, sizes: ["S", "M", "Custom"], stockBySize: { S: 1, M: 1, Custom: 2 }, buyAs: "both", customOptions: BLOUSE_OPTIONS, customStock: "fabric" });
    const custom = { options: [{ id: "opening", choice: "Zip" }], profileId: me.id, acknowledged: true };
    const { status, body } = await start(headers, [{ product: blouse.id, size: "Custom", quantity: 1, custom }]);
    expect(status).toBe(201);
    expect((await shop.repos.products.get(blouse.id))!.stockBySize).toEqual({ S: 1, M: 1, Custom: 1 });
    await shop.payWith(body.order.id, {});
    const after = (await shop.repos.products.get(blouse.id))!;
    expect(after.stockBySize).toEqual({ S: 1, M: 1, Custom: 1 });
    expect(after.stock).toBe(3);
    expect((await shop.repos.orders.get(body.orderId))!.isPaid).toBe(true);
  });

  it("keeps two custom lines of one product with different options apart", async () => {
    const { headers } = await shop.shopper();
    const me = await profile(headers);
    const blouse = await shop.product({ name: "Cotton Blouse", subcategory: "Blouse", price: 900, buyAs: "custom", customOptions: BLOUSE_OPTIONS });
    const one = { product: blouse.id, size: "Custom", quantity: 1, custom: { options: [{ id: "lining" }], profileId: me.id, acknowledged: true } };
    const two = { ...one, custom: { ...one.custom, options: [{ id: "padding" }] } };
    const { status, body } = await start(headers, [one, two]);
    expect(status).toBe(201);
    const order = (await shop.repos.orders.get(body.orderId))!;
    expect(order.orderItems.map((l) => l.pricePaise)).toEqual([110_000, 105_000]);
  });

  it.each<[string, (ids: { profile: string; other: string }) => unknown, number, string]>([
    ["an unknown option", ({ profile }) => ({ options: [{ id: "mirror-work" }], profileId: profile, acknowledged: true }), 400, "mirror-work is not an option of"],
    ["a choice not on the list", ({ profile }) => ({ options: [{ id: "neck", choice: "Collar" }], profileId: profile, acknowledged: true }), 400, "choose one of Round neck, Boat neck, Sweetheart neck"],
    ["a missing profile", () => ({ options: [], acknowledged: true }), 400, "items.custom.profileId is required"],
    ["another shopper's profile", ({ other }) => ({ options: [], profileId: other, acknowledged: true }), 400, "choose one of your measurement profiles"],
    ["no tick", ({ profile }) => ({ options: [], profileId: profile }), 400, "I understand custom-made items cannot be returned"],
    ["a sent price", ({ profile }) => ({ options: [{ id: "lining", price: 1 }], profileId: profile, acknowledged: true }), 400, "price"],
  ])("refuses %s and changes nothing", async (_, custom, status, error) => {
    const { headers, user } = await shop.shopper();
    const mine = await profile(headers);
    const theirs = await profile((await shop.shopper()).headers);
    const blouse = await shop.product({ name: "Silk Blouse", subcategory: "Blouse", price: 1500, sizes: ["M", "Custom"], stockBySize: { M: 1, Custom: 2 }, buyAs: "both", customOptions: BLOUSE_OPTIONS, customStock: "fabric" });
    const answer = await start(headers, [{ product: blouse.id, size: "Custom", quantity: 1, custom: custom({ profile: mine.id, other: theirs.id }) }]);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toContain(error);
    expect((await shop.repos.products.get(blouse.id))!.stockBySize).toEqual({ M: 1, Custom: 2 });
    expect((await shop.repos.orders.listByUser(user.id, { limit: 10 })).items).toEqual([]);
  });

  it("holds together: stock (the reserved size Custom included) recounts, measurement books are their owners'", async () => {
    const { auditTable, scanTable } = await import("../support/table-audit.js");
    const { problems } = auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName));
    expect(problems).toEqual([]);
  });

  it("refuses a ready-to-wear line of a product made to measure only", async () => {
    const { headers } = await shop.shopper();
    const blouse = await shop.product({ name: "Tailored Blouse", subcategory: "Blouse", price: 1500, buyAs: "custom", customOptions: BLOUSE_OPTIONS });
    const answer = await start(headers, [{ product: blouse.id, size: "M", quantity: 1 }]);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("Tailored Blouse is made to measure only: choose Custom fit and your measurements.");
  });
});
