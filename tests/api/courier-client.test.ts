import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CourierError } from "../../functions/shipping/courier/courier-error.js";
import { createShiprocketCourier } from "../../functions/shipping/courier/shiprocket-client.js";
import { startCourierEmulator, type CourierEmulator } from "../../infra/local/courier-emulator/index.js";

// The Shiprocket client against the courier emulator: the test PINs the README documents.

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

  it("reports a wrong API user as the shop's settings, not the shopper's fault", async () => {
    const wrong = createShiprocketCourier({ ...account, password: "not-it", apiBaseUrl: emulator.apiUrl, pickupLocation: "Primary" });
    const error = await wrong.serviceability({ pickupPincode: "400001", deliveryPincode: "560001", weightGrams: 500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourierError);
    expect((error as CourierError).kind).toBe("unauthorized");
  });
});
