import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CourierError } from "../../functions/shipping/courier/courier-error.js";
import { createShiprocketCourier } from "../../functions/shipping/courier/shiprocket-client.js";
import { PRIMARY_PICKUP, startCourierEmulator, type CourierEmulator, type PickupLocation } from "../../infra/local/courier-emulator/index.js";

// The courier emulator as Shiprocket behaves with an account's pickup locations: a parcel leaves
// from the location its order names, its label sends it back there, and (given a data folder)
// labels and shipments outlive a restart of the emulator.

const account = { email: "api@pickup.test", password: "pickup-suite-password", webhookKey: "pickup-suite-key" };
// The demo workshop under another name: an order must name a location the account has.
const WORKSHOP: PickupLocation = { ...PRIMARY_PICKUP, pickup_location: "Workshop", name: "Rangrez Workshop" };
const request = (orderId: string) => ({
  orderId,
  orderedAt: "2026-12-01T08:00:00.000Z",
  recipient: { name: "Asha Rao", email: "asha@example.in", phone: "+919876543210", address: "12 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" },
  lines: [{ name: "Chanderi Kurta (M)", sku: "KURTA-M", quantity: 1, unitPricePaise: 149_900, hsn: "6204" }],
  subtotalPaise: 149_900,
  parcel: { weightGrams: 600, lengthCm: 35, breadthCm: 28, heightCm: 5 },
});
const started: CourierEmulator[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(started.map((emulator) => emulator.stop().catch(() => undefined)));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
async function emulator(options: { dataDir?: string; pickupLocations?: PickupLocation[] } = {}) {
  const running = await startCourierEmulator({ ...account, ...options });
  started.push(running);
  return running;
}
const clientOf = (running: CourierEmulator, pickupLocation: string) => createShiprocketCourier({ email: account.email, password: account.password, apiBaseUrl: running.apiUrl, pickupLocation });
const pdfText = (pdf: Buffer) => {
  const folder = mkdtempSync(join(tmpdir(), "label-"));
  folders.push(folder);
  writeFileSync(join(folder, "label.pdf"), pdf);
  // One line of words: the label wraps the address at its width.
  return execFileSync("pdftotext", [join(folder, "label.pdf"), "-"]).toString().replace(/\s+/g, " ");
};

describe("pickup locations", () => {
  it("sends an undelivered parcel back to the pickup location it left from, and scans its pickup there", async () => {
    const running = await emulator({ pickupLocations: [WORKSHOP] });
    const courier = clientOf(running, "Workshop");
    const made = await courier.createOrder(request("order-from-jaipur"));
    const { awb } = await courier.assignAwb(made.shipmentId);
    const label = Buffer.from(await (await fetch((await courier.label([made.shipmentId])).url)).arrayBuffer());
    const text = pdfText(label);
    expect(text).toContain("IF UNDELIVERED, RETURN TO");
    expect(text).toContain("Rangrez Workshop, 14 Bapu Bazaar Lane, Johari Bazaar, Jaipur, Rajasthan, PIN 302003");
    expect(text).not.toContain("Mumbai");
    running.move(awb, ["shipped"], { at: "2026-12-02T05:00:00.000Z" });
    expect((await courier.trackByAwb(awb)).scans[0]).toMatchObject({ activity: "Shipment picked up from the seller", location: "Jaipur" });
  });

  it("refuses an order naming a pickup location the account does not have, and makes no shipment", async () => {
    const running = await emulator({ pickupLocations: [WORKSHOP] });
    const error = await clientOf(running, "Primary").createOrder(request("order-from-nowhere")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourierError);
    expect((error as CourierError).message).toContain("Wrong Pickup location entered");
    expect(running.shipments.size).toBe(0);
  });

  it("takes a new location as the panel's API does, checks its fields, and refuses a name already in use", async () => {
    const running = await emulator({ pickupLocations: [WORKSHOP] });
    const token = ((await (await fetch(`${running.apiUrl}/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: account.email, password: account.password }) })).json()) as { token: string }).token;
    const add = (body: object) => fetch(`${running.apiUrl}/settings/company/addpickup`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const bad = await add({ ...WORKSHOP, pickup_location: "Store", pin_code: "30200", phone: "12" });
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual(["phone", "pin_code"]);
    expect((await add(WORKSHOP)).status).toBe(422);
    expect((await add({ ...WORKSHOP, pickup_location: "Store", city: "Udaipur", pin_code: "313001" })).status).toBe(200);
    const listed = (await (await fetch(`${running.apiUrl}/settings/company/pickup`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { shipping_address: PickupLocation[] } };
    expect(listed.data.shipping_address.map((location) => `${location.pickup_location} ${location.pin_code}`)).toEqual(["Workshop 302003", "Store 313001"]);
    // An order from the new location is priced and labelled from there.
    const made = await clientOf(running, "Store").createOrder(request("order-from-udaipur"));
    expect(running.shipments.get(Number(made.shipmentId))!.pickup!.pin_code).toBe("313001");
  });
});

describe("the data folder", () => {
  it("keeps labels and shipments across a restart, so a label link and tracking keep working", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "courier-data-"));
    folders.push(dataDir);
    const first = await emulator({ dataDir });
    const courier = clientOf(first, "Primary");
    const made = await courier.createOrder(request("order-before-restart"));
    const { awb } = await courier.assignAwb(made.shipmentId);
    const { url } = await courier.label([made.shipmentId]);
    const before = Buffer.from(await (await fetch(url)).arrayBuffer());
    first.move(awb, ["shipped"], { at: "2026-12-02T05:00:00.000Z" });
    await first.stop();

    const second = await emulator({ dataDir });
    const after = await fetch(url.replace(first.apiUrl, second.apiUrl));
    expect(after.status).toBe(200);
    expect(Buffer.from(await after.arrayBuffer()).equals(before)).toBe(true);
    const again = clientOf(second, "Primary");
    expect(await again.findOrder("order-before-restart")).toMatchObject({ awb });
    expect((await again.trackByAwb(awb)).status).toBe("shipped");
    // Numbers go on from where they were: a new parcel never takes an old one's AWB.
    const next = await again.assignAwb((await again.createOrder(request("order-after-restart"))).shipmentId);
    expect(next.awb).not.toBe(awb);
    expect(Number(next.awb)).toBeGreaterThan(Number(awb));
  });

  it("serves only the documents it made: no path outside its folder", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "courier-data-"));
    folders.push(dataDir);
    writeFileSync(join(dataDir, "secret.pdf"), "%PDF-not-a-label");
    const running = await emulator({ dataDir });
    for (const name of ["..%2Fsecret.pdf", "secret.pdf", "label-zz.pdf"]) expect((await fetch(`${running.apiUrl}/documents/${name}`)).status).toBe(404);
  });
});
