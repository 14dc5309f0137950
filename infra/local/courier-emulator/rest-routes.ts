import { randomBytes } from "node:crypto";
import { Hono, type Context } from "hono";
import { toShiprocketTime } from "@functions/shipping/courier/shiprocket-statuses.js";
import type { CourierLedger, EmulatedScan, EmulatedShipment } from "./ledger.js";
import type { EmulatorDataFolder } from "./data-folder.js";
import { labelPdf } from "./label-pdf.js";
import type { PickupLocation, PickupLocations } from "./pickup-locations.js";
import { quotesFor } from "./test-pins.js";
import { statusIdOf } from "./tracking-pusher.js";

// The subset of Shiprocket's REST API (v1/external) the shop uses, shaped as Shiprocket answers.

export interface RestDeps {
  ledger: CourierLedger;
  account: { email: string; password: string };
  /** The emulator's own address, for label and manifest links. */
  baseUrl: () => string;
  /** The account's pickup locations, as set in Shiprocket's panel. */
  pickups: PickupLocations;
  /** How many sign-ins were made (the client should cache its token). */
  logins: { count: number };
  /** Where labels and manifests are kept. */
  folder: EmulatorDataFolder;
  /** Sign-in tokens still valid. */
  tokens: Set<string>;
}

type Json = Record<string, unknown>;

const bad = (c: Context, message: string, status: 400 | 404 | 422 = 422) => c.json({ message, status_code: status }, status);

async function body(c: Context): Promise<Json> {
  try {
    const parsed: unknown = await c.req.json();
    return typeof parsed === "object" && parsed !== null ? (parsed as Json) : {};
  } catch {
    return {};
  }
}

function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

function ids(value: unknown): number[] {
  return (Array.isArray(value) ? value : [value]).map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

/** "Dec 02, 2026", as Shiprocket writes an etd. */
export function etdText(days: number, from = new Date()): string {
  const date = new Date(from.getTime() + days * 24 * 3600_000);
  return date.toLocaleDateString("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "Asia/Kolkata" });
}

export function restRoutes(deps: RestDeps) {
  const tokens = deps.tokens;
  const app = new Hono({ strict: false });

  app.post("/auth/login", async (c) => {
    const input = await body(c);
    if (input.email !== deps.account.email || input.password !== deps.account.password) {
      return c.json({ message: "Invalid email and password combination", status_code: 403 }, 403);
    }
    const token = randomBytes(24).toString("hex");
    tokens.add(token);
    deps.logins.count++;
    return c.json({ id: 1, email: deps.account.email, company_id: 1, token });
  });

  // Everything else needs the bearer token.
  app.use("*", async (c, next) => {
    if (c.req.path.endsWith("/auth/login") || c.req.path.includes("/documents/")) return next();
    const token = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    if (!token || !tokens.has(token)) return c.json({ message: "Token has expired", status_code: 401 }, 401);
    return next();
  });

  app.get("/courier/serviceability", (c) => {
    const pickup = c.req.query("pickup_postcode") ?? "";
    const delivery = c.req.query("delivery_postcode") ?? "";
    const weight = Number(c.req.query("weight"));
    if (!/^\d{6}$/.test(pickup)) return bad(c, "The pickup postcode must be 6 digits.");
    if (!/^\d{6}$/.test(delivery)) return bad(c, "The delivery postcode must be 6 digits.");
    if (!(weight > 0)) return bad(c, "The weight field is required.");
    const quotes = quotesFor(pickup, delivery, weight);
    if (quotes.length === 0) return c.json({ status: 404, message: `Delivery postcode ${delivery} is not serviceable` }, 404);
    return c.json({
      status: 200,
      data: {
        available_courier_companies: quotes.map((q) => ({
          courier_company_id: q.courier.id,
          courier_name: q.courier.name,
          rate: q.rateRupees,
          etd: etdText(q.days),
          estimated_delivery_days: String(q.days),
          cutoff_time: "14:00",
          rto_charges: q.rateRupees,
          cod: 0,
        })),
        recommended_courier_company_id: quotes[0]?.courier.id,
      },
    });
  });

  const createShipment = async (c: Context, isReturn: boolean) => {
    const input = await body(c);
    const orderId = text(input.order_id).trim();
    if (!orderId) return bad(c, "The order id field is required.");
    const prefix = isReturn ? "pickup" : "billing";
    const pincode = text(input[`${prefix}_pincode`]);
    if (!/^\d{6}$/.test(pincode)) return bad(c, `The ${prefix} pincode must be 6 digits.`);
    const items = Array.isArray(input.order_items) ? (input.order_items as Json[]) : [];
    if (items.length === 0) return bad(c, "The order items field is required.");
    const weightKg = Number(input.weight);
    if (!(weightKg > 0)) return bad(c, "The weight must be greater than 0.");
    const addressOf = (side: string, pin: string) => ({
      name: text(input[`${side}_customer_name`]),
      address: text(input[`${side}_address`]),
      city: text(input[`${side}_city`]),
      state: text(input[`${side}_state`]),
      pincode: pin,
      phone: text(input[`${side}_phone`]),
    });
    // A return goes back to the seller's address, given as its shipping side.
    const shopPincode = text(input.shipping_pincode);
    if (isReturn && !/^\d{6}$/.test(shopPincode)) return bad(c, "The shipping pincode must be 6 digits.");
    // A forward parcel leaves from one of the account's pickup locations, named in the order.
    const pickup = isReturn ? undefined : deps.pickups.get(text(input.pickup_location));
    if (!isReturn && !pickup) {
      return c.json({ message: "Wrong Pickup location entered. Please choose one location from data given", data: { data: deps.pickups.list() }, status_code: 422 }, 422);
    }
    const shipment = deps.ledger.create({
      channelOrderId: orderId,
      isReturn,
      recipient: addressOf(prefix, pincode),
      ...(isReturn ? { deliverTo: addressOf("shipping", shopPincode) } : { pickup }),
      items: items.map((item) => ({ name: text(item.name), sku: text(item.sku), units: Number(item.units) })),
      weightKg,
      dimensionsCm: [Number(input.length), Number(input.breadth), Number(input.height)],
    });
    return c.json({ order_id: shipment.orderId, shipment_id: shipment.shipmentId, status: isReturn ? "RETURN PENDING" : "NEW", status_code: isReturn ? 21 : 1 });
  };
  app.post("/orders/create/adhoc", (c) => createShipment(c, false));
  app.post("/orders/create/return", (c) => createShipment(c, true));

  // Forward orders and return orders are listed apart, each searchable by the shop's id.
  const listed = (c: Context, isReturn: boolean) => {
    const found = deps.ledger.listed(isReturn, c.req.query("search") ?? "");
    return c.json({
      data: found.map((s) => ({
        id: s.orderId,
        channel_order_id: s.channelOrderId,
        status: s.cancelled ? "CANCELED" : s.status.toUpperCase(),
        shipments: [{ id: s.shipmentId, awb: s.awb ?? null, courier: s.courierName ?? null }],
      })),
    });
  };
  app.get("/orders", (c) => listed(c, false));
  app.get("/orders/processing/return", (c) => listed(c, true));

  app.post("/courier/assign/awb", async (c) => {
    const input = await body(c);
    const shipment = deps.ledger.shipments.get(Number(input.shipment_id));
    if (!shipment || shipment.cancelled) return bad(c, "Shipment not found", 404);
    if (shipment.awb) return c.json({ awb_assign_status: 0, message: `AWB is already assigned: ${shipment.awb}` }, 400);
    if (shipment.isReturn && Number(input.is_return) !== 1) return bad(c, "This is a return shipment: pass is_return 1 to assign its AWB.", 400);
    // A return travels from the shopper to the shop: priced between them, as the forward parcel was.
    const quotes = shipment.isReturn ? quotesFor(shipment.recipient.pincode, shipment.deliverTo!.pincode, shipment.weightKg) : quotesFor(shipment.pickup?.pin_code ?? "", shipment.recipient.pincode, shipment.weightKg);
    const chosen = quotes.find((q) => q.courier.id === Number(input.courier_id)) ?? quotes[0];
    if (!chosen) return bad(c, "No courier serves this pincode");
    shipment.awb = deps.ledger.newAwb();
    shipment.courierName = chosen.courier.name;
    shipment.status = "awb-assigned";
    return c.json({
      awb_assign_status: 1,
      response: { data: { awb_code: shipment.awb, courier_company_id: chosen.courier.id, courier_name: chosen.courier.name, shipment_id: shipment.shipmentId } },
    });
  });

  app.post("/courier/generate/pickup", async (c) => {
    const input = await body(c);
    const shipments = ids(input.shipment_id).map((id) => deps.ledger.shipments.get(id));
    if (shipments.length === 0 || shipments.some((s) => !s?.awb)) return bad(c, "Please assign AWB before generating pickup", 400);
    const asked = Array.isArray(input.pickup_date) ? text(input.pickup_date[0]) : "";
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : tomorrow;
    for (const s of shipments) {
      s!.pickupDate = date;
      s!.status = "pickup-scheduled";
    }
    return c.json({ pickup_status: 1, response: { pickup_scheduled_date: `${date} 10:00:00`, data: "Pickup is scheduled" } });
  });

  const pdfOf = async (c: Context, kind: "label" | "manifest") => {
    const input = await body(c);
    const shipments = ids(input.shipment_id).map((id) => deps.ledger.shipments.get(id));
    if (shipments.length === 0 || shipments.some((s) => !s?.awb)) return bad(c, "AWB is not assigned for one of the shipments", 400);
    const name = `${kind}-${randomBytes(8).toString("hex")}.pdf`;
    deps.folder.putDocument(name, await labelPdf(shipments as EmulatedShipment[]));
    const url = `${deps.baseUrl()}/documents/${name}`;
    return c.json(kind === "label" ? { label_created: 1, label_url: url, not_created: [] } : { status: 1, manifest_url: url });
  };
  app.post("/courier/generate/label", (c) => pdfOf(c, "label"));
  app.post("/manifests/generate", (c) => pdfOf(c, "manifest"));

  app.get("/documents/:name", (c) => {
    const pdf = deps.folder.document(c.req.param("name"));
    if (!pdf) return c.text("Not found", 404);
    return c.body(new Uint8Array(pdf), 200, { "content-type": "application/pdf", "content-disposition": `inline; filename="${c.req.param("name")}"` });
  });

  // The account's pickup locations (Settings → Pickup Addresses in the panel).
  app.get("/settings/company/pickup", (c) => c.json({ data: { shipping_address: deps.pickups.list() } }));
  app.post("/settings/company/addpickup", async (c) => {
    const input = await body(c);
    const field = (name: keyof PickupLocation) => text(input[name]).trim();
    const location: PickupLocation = {
      pickup_location: field("pickup_location"),
      name: field("name"),
      email: field("email"),
      phone: field("phone"),
      address: field("address"),
      address_2: field("address_2"),
      city: field("city"),
      state: field("state"),
      country: field("country") || "India",
      pin_code: field("pin_code"),
    };
    const errors: Record<string, string[]> = {};
    if (!location.pickup_location || location.pickup_location.length > 36) errors.pickup_location = ["The pickup location field is required and may not be greater than 36 characters."];
    if (location.address.length < 10) errors.address = ["The address must be at least 10 characters."];
    if (!/^\d{6}$/.test(location.pin_code)) errors.pin_code = ["The pin code must be 6 digits."];
    if (!/^\d{10}$/.test(location.phone)) errors.phone = ["The phone must be 10 digits."];
    for (const name of ["name", "email", "city", "state"] as const) if (!location[name]) errors[name] = [`The ${name} field is required.`];
    if (Object.keys(errors).length > 0) return c.json({ message: "Oops! Invalid Data.", errors, status_code: 422 }, 422);
    if (deps.pickups.get(location.pickup_location)) return bad(c, "Address nick name already in use");
    deps.pickups.set(location);
    return c.json({ success: true, address: location, pickup_id: deps.pickups.list().length });
  });

  app.get("/courier/track/awb/:awb", (c) => {
    const shipment = deps.ledger.byAwb(c.req.param("awb"));
    if (!shipment) return c.json({ tracking_data: { track_status: 0, shipment_status: 0, error: "Aahh! There is no activities found in our DB." } }, 200);
    const last = shipment.scans.at(-1);
    const statusIds = (scan: EmulatedScan) => statusIdOf(scan.status, shipment.isReturn);
    return c.json({
      tracking_data: {
        track_status: 1,
        shipment_status: last ? statusIds(last) : 0,
        shipment_track: [{ awb_code: shipment.awb, current_status: last?.activity ?? "AWB Assigned", edd: null }],
        shipment_track_activities: [...shipment.scans].reverse().map((s) => ({ date: s.date, activity: s.activity, location: s.location, "sr-status": statusIds(s) })),
        etd: toShiprocketTime(new Date(Date.now() + 4 * 24 * 3600_000).toISOString()),
      },
    });
  });

  app.post("/orders/cancel", async (c) => {
    const input = await body(c);
    const orders = ids(input.ids).map((id) => deps.ledger.byOrderId(id));
    if (orders.length === 0 || orders.some((o) => !o)) return bad(c, "Order not found", 404);
    for (const o of orders) o!.cancelled = true;
    return c.json({ status: 200, message: "Order cancelled successfully" });
  });

  app.post("/ndr/:awb/action", async (c) => {
    const shipment = deps.ledger.byAwb(c.req.param("awb"));
    if (!shipment) return bad(c, "AWB not found", 404);
    if (shipment.scans.at(-1)?.status !== "undelivered") return bad(c, "No pending NDR for this AWB", 400);
    const input = await body(c);
    const action = text(input.action);
    if (action !== "re-attempt" && action !== "return") return bad(c, "The action must be re-attempt or return.");
    deps.ledger.ndrActions.push({
      awb: shipment.awb!,
      action,
      comments: text(input.comments),
      ...(input.phone ? { phone: text(input.phone) } : {}),
      ...(input.address1 ? { address: text(input.address1) } : {}),
      ...(input.deferred_date ? { deferredDate: text(input.deferred_date) } : {}),
      at: new Date().toISOString(),
    });
    return c.json({ status: true, message: "Action taken successfully" });
  });

  return app;
}
