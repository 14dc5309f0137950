import * as z from "zod";
import type {
  AssignedAwb,
  Courier,
  CourierDocument,
  CourierOrder,
  NdrInstruction,
  PickupBooking,
  ReturnRequest,
  Serviceability,
  ServiceabilityQuery,
  ShipmentRequest,
  Tracking,
} from "./courier.js";
import { CourierError } from "./courier-error.js";
import { SHIPROCKET } from "./courier.js";
import { SHIPROCKET_STATUS_IDS, shiprocketTime } from "./shiprocket-statuses.js";

// Shiprocket's REST API (apiv2.shiprocket.in/v1/external) behind the Courier interface. The
// sign-in token lasts 10 days: it is kept until a day before then, and fetched again once on a
// 401. Locally `apiBaseUrl` points it at the emulator (infra/local/courier-emulator).

export const SHIPROCKET_API_URL = "https://apiv2.shiprocket.in/v1/external";

export interface ShiprocketConfig {
  /** The API user made in Shiprocket's panel (Settings → API). */
  email: string;
  password: string;
  /** Shiprocket's API when unset; the emulator's URL locally. */
  apiBaseUrl?: string;
  /** The pickup address's name in the panel. */
  pickupLocation: string;
  timeoutMs?: number;
  /** Tests move time. */
  now?: () => Date;
}

const TOKEN_LIFETIME_MS = 9 * 24 * 3600_000;
const AWB = /^[A-Za-z0-9-]{4,40}$/;

const rupees = z.union([z.number(), z.string()]).transform((value) => Math.round(Number(value) * 100));
const loginAnswer = z.object({ token: z.string().min(1) });
const serviceabilityAnswer = z.object({
  data: z
    .object({
      available_courier_companies: z
        .array(
          z.object({
            courier_company_id: z.coerce.number(),
            courier_name: z.string(),
            rate: rupees,
            estimated_delivery_days: z.coerce.number(),
            etd: z.string().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
});
const createAnswer = z.object({ order_id: z.coerce.string(), shipment_id: z.coerce.string(), status: z.string().optional() });
const ordersAnswer = z.object({
  data: z.array(
    z.object({
      id: z.coerce.string(),
      channel_order_id: z.coerce.string(),
      status: z.string().optional(),
      shipments: z.array(z.object({ id: z.coerce.string(), awb: z.string().nullish(), courier: z.string().nullish() })).optional(),
    }),
  ),
});
const awbAnswer = z.object({ response: z.object({ data: z.object({ awb_code: z.string().min(1), courier_name: z.string() }) }) });
const pickupAnswer = z.object({ response: z.object({ pickup_scheduled_date: z.string() }) });
const labelAnswer = z.object({ label_url: z.string().min(1) });
const manifestAnswer = z.object({ manifest_url: z.string().min(1) });
const trackAnswer = z.object({
  tracking_data: z.object({
    shipment_status: z.coerce.number(),
    shipment_track: z.array(z.object({ current_status: z.string().optional(), edd: z.string().nullish() })).optional(),
    shipment_track_activities: z.array(z.object({ date: z.string(), activity: z.string(), location: z.string().nullish() })).nullish(),
    etd: z.string().nullish(),
  }),
});

function kg(grams: number): number {
  return Math.round(grams) / 1000;
}

function dateOnly(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const iso = shiprocketTime(text) ?? (Number.isNaN(Date.parse(text)) ? undefined : new Date(`${text} UTC`).toISOString());
  return iso?.slice(0, 10);
}

export function createShiprocketCourier(config: ShiprocketConfig): Courier {
  const base = (config.apiBaseUrl ?? SHIPROCKET_API_URL).replace(/\/+$/, "");
  const now = config.now ?? (() => new Date());
  let token: { value: string; until: number } | undefined;
  let signingIn: Promise<string> | undefined;

  async function send(method: string, path: string, body: unknown, bearer?: string): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        method,
        headers: { "content-type": "application/json", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new CourierError("unavailable", `Shiprocket did not answer: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function signIn(): Promise<string> {
    const response = await send("POST", "/auth/login", { email: config.email, password: config.password });
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new CourierError("unauthorized", "Shiprocket refused the shop's API user: check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD", response.status);
    }
    const answer = loginAnswer.parse(await answerOf(response));
    token = { value: answer.token, until: now().getTime() + TOKEN_LIFETIME_MS };
    return answer.token;
  }

  async function bearer(): Promise<string> {
    if (token && token.until > now().getTime()) return token.value;
    // Several calls at once share one sign-in.
    signingIn ??= signIn().finally(() => (signingIn = undefined));
    return signingIn;
  }

  async function answerOf(response: Response): Promise<unknown> {
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    if (response.ok) return body;
    const message =
      typeof body === "object" && body && "message" in body && typeof body.message === "string" ? body.message : `Shiprocket answered ${response.status}`;
    if (response.status === 404) throw new CourierError("not_found", message, 404);
    if (response.status === 429) throw new CourierError("throttled", "Shiprocket asks us to slow down; try again in a minute", 429);
    if (response.status === 401 || response.status === 403) throw new CourierError("unauthorized", message, response.status);
    if (response.status >= 400 && response.status < 500) throw new CourierError("bad_request", message, response.status);
    throw new CourierError("unavailable", message, response.status);
  }

  async function call<T>(schema: z.ZodType<T>, method: string, path: string, body?: unknown): Promise<T> {
    let response = await send(method, path, body, await bearer());
    if (response.status === 401) {
      // The token was revoked or expired early: sign in again, once.
      token = undefined;
      response = await send(method, path, body, await bearer());
    }
    const answer = await answerOf(response);
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new CourierError("unavailable", `Shiprocket's answer to ${method} ${path.split("?")[0]} was not understood`);
    return parsed.data;
  }

  const lineItems = (lines: ShipmentRequest["lines"]) =>
    lines.map((line) => ({ name: line.name, sku: line.sku, units: line.quantity, selling_price: line.unitPricePaise / 100, hsn: line.hsn ?? "" }));

  return {
    name: SHIPROCKET,

    async serviceability(query: ServiceabilityQuery): Promise<Serviceability> {
      const params = new URLSearchParams({
        pickup_postcode: query.pickupPincode,
        delivery_postcode: query.deliveryPincode,
        weight: String(kg(query.weightGrams)),
        cod: "0",
      });
      let answer: z.output<typeof serviceabilityAnswer>;
      try {
        answer = await call(serviceabilityAnswer, "GET", `/courier/serviceability/?${params}`);
      } catch (error) {
        // Shiprocket answers a PIN it cannot serve with a 404 rather than an empty list.
        if (error instanceof CourierError && error.kind === "not_found") return { deliveryPincode: query.deliveryPincode, serviceable: false, couriers: [] };
        throw error;
      }
      const couriers = (answer.data?.available_courier_companies ?? [])
        .map((c) => ({
          courierId: c.courier_company_id,
          courierName: c.courier_name,
          ratePaise: c.rate,
          estimatedDays: c.estimated_delivery_days,
          ...(dateOnly(c.etd) ? { estimatedDeliveryDate: dateOnly(c.etd) } : {}),
        }))
        .sort((a, b) => a.ratePaise - b.ratePaise);
      return { deliveryPincode: query.deliveryPincode, serviceable: couriers.length > 0, couriers };
    },

    async createOrder(request: ShipmentRequest): Promise<CourierOrder> {
      const r = request.recipient;
      const answer = await call(createAnswer, "POST", "/orders/create/adhoc", {
        order_id: request.orderId,
        order_date: request.orderedAt.slice(0, 16).replace("T", " "),
        pickup_location: config.pickupLocation,
        billing_customer_name: r.name,
        billing_last_name: "",
        billing_address: r.address,
        billing_city: r.city,
        billing_pincode: r.pincode,
        billing_state: r.state,
        billing_country: "India",
        billing_email: r.email,
        billing_phone: r.phone.replace(/^\+91/, ""),
        shipping_is_billing: true,
        order_items: lineItems(request.lines),
        payment_method: "Prepaid",
        sub_total: request.subtotalPaise / 100,
        length: request.parcel.lengthCm,
        breadth: request.parcel.breadthCm,
        height: request.parcel.heightCm,
        weight: kg(request.parcel.weightGrams),
      });
      return { orderId: request.orderId, courierOrderId: answer.order_id, shipmentId: answer.shipment_id, status: answer.status ?? "NEW" };
    },

    async findOrder(orderId: string): Promise<CourierOrder | undefined> {
      return found(orderId, await call(ordersAnswer, "GET", `/orders?${new URLSearchParams({ search: orderId })}`), "NEW");
    },

    async assignAwb(shipmentId: string, courierId?: number, kind: "forward" | "return" = "forward"): Promise<AssignedAwb> {
      const answer = await call(awbAnswer, "POST", "/courier/assign/awb", {
        shipment_id: shipmentId,
        ...(courierId ? { courier_id: courierId } : {}),
        ...(kind === "return" ? { is_return: 1 } : {}),
      });
      return { awb: answer.response.data.awb_code, courierName: answer.response.data.courier_name };
    },

    async generatePickup(shipmentIds: string[], pickupDate?: string): Promise<PickupBooking> {
      const answer = await call(pickupAnswer, "POST", "/courier/generate/pickup", { shipment_id: shipmentIds, ...(pickupDate ? { pickup_date: [pickupDate] } : {}) });
      return { pickupDate: dateOnly(answer.response.pickup_scheduled_date) ?? answer.response.pickup_scheduled_date.slice(0, 10) };
    },

    async label(shipmentIds: string[]): Promise<CourierDocument> {
      return { url: (await call(labelAnswer, "POST", "/courier/generate/label", { shipment_id: shipmentIds })).label_url };
    },

    async manifest(shipmentIds: string[]): Promise<CourierDocument> {
      return { url: (await call(manifestAnswer, "POST", "/manifests/generate", { shipment_id: shipmentIds })).manifest_url };
    },

    async trackByAwb(awb: string): Promise<Tracking> {
      if (!AWB.test(awb)) throw new CourierError("bad_request", "AWB must be 4 to 40 letters, digits or dashes");
      const data = (await call(trackAnswer, "GET", `/courier/track/awb/${encodeURIComponent(awb)}`)).tracking_data;
      const status = SHIPROCKET_STATUS_IDS[data.shipment_status] ?? "booked";
      const edd = dateOnly(data.etd ?? data.shipment_track?.[0]?.edd ?? undefined);
      return {
        awb,
        status,
        statusText: data.shipment_track?.[0]?.current_status ?? status,
        scans: (data.shipment_track_activities ?? [])
          .map((scan) => ({ at: shiprocketTime(scan.date) ?? scan.date, activity: scan.activity, location: scan.location ?? "" }))
          .sort((a, b) => a.at.localeCompare(b.at)),
        ...(edd ? { estimatedDeliveryDate: edd } : {}),
      };
    },

    async cancel(courierOrderIds: string[]): Promise<void> {
      await call(z.unknown(), "POST", "/orders/cancel", { ids: courierOrderIds.map(Number) });
    },

    async ndrAction(awb: string, instruction: NdrInstruction): Promise<void> {
      if (!AWB.test(awb)) throw new CourierError("bad_request", "AWB must be 4 to 40 letters, digits or dashes");
      await call(z.unknown(), "POST", `/ndr/${encodeURIComponent(awb)}/action`, {
        action: instruction.action,
        comments: instruction.comments,
        ...(instruction.phone ? { phone: instruction.phone } : {}),
        ...(instruction.address ? { address1: instruction.address } : {}),
        ...(instruction.deferredDate ? { deferred_date: instruction.deferredDate } : {}),
      });
    },

    async createReturn(request: ReturnRequest): Promise<CourierOrder> {
      const p = request.pickupFrom;
      const to = request.deliverTo;
      const answer = await call(createAnswer, "POST", "/orders/create/return", {
        order_id: request.returnId,
        order_date: request.orderedAt.slice(0, 10),
        channel_order_id: request.orderId,
        pickup_customer_name: p.name,
        pickup_address: p.address,
        pickup_city: p.city,
        pickup_state: p.state,
        pickup_country: "India",
        pickup_pincode: p.pincode,
        pickup_email: p.email,
        pickup_phone: p.phone.replace(/^\+91/, ""),
        shipping_customer_name: to.name,
        shipping_address: to.address,
        shipping_city: to.city,
        shipping_state: to.state,
        shipping_country: "India",
        shipping_pincode: to.pincode,
        shipping_email: to.email,
        shipping_phone: to.phone.replace(/^\+91/, ""),
        order_items: request.lines.map((line) => ({
          ...lineItems([line])[0],
          qc_enable: Boolean(line.qualityChecks),
          ...(line.qualityChecks?.size ? { qc_size: line.qualityChecks.size } : {}),
          ...(line.qualityChecks?.color ? { qc_color: line.qualityChecks.color } : {}),
        })),
        payment_method: "Prepaid",
        sub_total: request.subtotalPaise / 100,
        length: request.parcel.lengthCm,
        breadth: request.parcel.breadthCm,
        height: request.parcel.heightCm,
        weight: kg(request.parcel.weightGrams),
      });
      return { orderId: request.returnId, courierOrderId: answer.order_id, shipmentId: answer.shipment_id, status: answer.status ?? "RETURN PENDING" };
    },

    async findReturn(returnId: string): Promise<CourierOrder | undefined> {
      // Return orders are listed apart from forward ones (Shiprocket's "Get all return orders").
      return found(returnId, await call(ordersAnswer, "GET", `/orders/processing/return?${new URLSearchParams({ search: returnId })}`), "RETURN PENDING");
    },
  };
}

/** The courier's order listed for the shop's id (forward or return), with its first shipment. */
function found(shopId: string, answer: z.output<typeof ordersAnswer>, defaultStatus: string): CourierOrder | undefined {
  const order = answer.data.find((listed) => listed.channel_order_id === shopId);
  const shipment = order?.shipments?.[0];
  if (!order || !shipment) return undefined;
  return {
    orderId: shopId,
    courierOrderId: order.id,
    shipmentId: shipment.id,
    status: order.status ?? defaultStatus,
    ...(shipment.awb ? { awb: shipment.awb } : {}),
    ...(shipment.courier ? { courierName: shipment.courier } : {}),
  };
}
